package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.Preparation;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.smithy.report.ContractReports;
import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.shapes.ShapeId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The JSON contract reports, preparation with payload-validator problems, and coverage of every finding code. */
class MessageReportsTest {
    private static final PreparedService CALCULATOR = prepare("calculator.smithy", "example#Calculator");
    private static final PreparedService BATCHES = prepare("batches.smithy", "batch#Api");
    private static final Pattern CODE_CONSTANT = Pattern.compile("\\b(ContractCode|EnvelopeCode|SharedCode)\\.([A-Z][A-Z0-9_]*)\\b");

    static PreparedService prepare(String example, String service) {
        return PreparedService.prepare(RpcModels.loader().addFile(RepoFiles.repoRoot().resolve("examples/json-rpc/" + example))
                .load().expectModel(), ShapeId.from(service), JsonRpcVersion.V2_0).expectService();
    }

    private static String example(String name) {
        return RepoFiles.read(RepoFiles.repoRoot().resolve("examples/json-rpc/" + name));
    }

    /** The report with every finding message replaced by {@code …}: messages are for people and may be reworded. */
    private static String withoutMessages(String report) {
        return report.replaceAll("\"message\":\"(?:[^\"\\\\]|\\\\.)*\"", "\"message\":\"…\"");
    }

    @Test
    void requestReport() {
        assertThat(withoutMessages(ContractReports.toJson(CALCULATOR.validateRequest(example("invalid.json"))))).isEqualTo(
                "{\"valid\":false,\"complete\":true,\"kind\":\"call\",\"method\":\"subtract\",\"operation\":\"example#Subtract\","
                        + "\"findings\":[{\"code\":\"TypeMismatch\",\"severity\":\"ERROR\",\"message\":\"…\","
                        + "\"path\":\"/params/1\",\"line\":1,\"column\":57,\"offset\":56,"
                        + "\"shape\":\"example#SubtractInput\",\"member\":\"example#SubtractInput$subtrahend\","
                        + "\"operation\":\"example#Subtract\"}]}");
        assertThat(ContractReports.toJson(CALCULATOR.validateRequest("{"))).startsWith(
                "{\"valid\":false,\"complete\":true,\"kind\":null,\"findings\":[{\"code\":\"InvalidJson\"");
    }

    @Test
    void responseReport() {
        assertThat(ContractReports.toJson(CALCULATOR.validateResponse(example("reply.json"),
                ResponseContext.originalRequest(example("call.json")))))
                .isEqualTo("{\"valid\":true,\"complete\":true,\"scope\":\"requestContext\",\"findings\":[]}");
    }

    @Test
    void batchReports() {
        String requests = ContractReports.toJson(BATCHES.validateRequestBatch("[{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"id\":1},5]"));
        assertThat(requests).startsWith("{\"valid\":false,\"complete\":true,\"kind\":\"batch\",\"findings\":[{\"code\":\"NotAnObject\"")
                .contains("\"entries\":[{\"index\":0,\"valid\":true,\"complete\":true,\"kind\":\"call\",\"method\":\"get_data\","
                        + "\"operation\":\"batch#GetData\",\"findings\":[]},{\"index\":1,\"valid\":false,\"complete\":true,"
                        + "\"kind\":null,\"findings\":[{\"code\":\"NotAnObject\"");
        String replies = ContractReports.toJson(BATCHES.validateResponseBatch(example("batch-replies.json"),
                BatchResponseContext.originalBatch(example("batch-mixed.json"))));
        assertThat(replies).isEqualTo("{\"valid\":true,\"complete\":true,\"scope\":\"requestContext\",\"findings\":[],"
                + "\"entries\":[{\"index\":0,\"requestIndex\":0,\"findings\":[]},{\"index\":1,\"requestIndex\":2,\"findings\":[]},"
                + "{\"index\":2,\"requestIndex\":3,\"findings\":[]},{\"index\":3,\"requestIndex\":4,\"findings\":[]}]}");
        String whole = ContractReports.toJson(BATCHES.validateResponseBatch(
                "{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"},\"id\":null}",
                BatchResponseContext.originalBatch("[]")));
        assertThat(whole).endsWith("\"entries\":[{\"index\":null,\"findings\":[]}]}");
    }

    @Test
    void preparationFailsWhenAPayloadValidatorCannotBeCompiled() {
        var model = RpcModels.loader().addText("bad.smithy", """
                $version: "2"
                namespace test.bad
                use smithy.rpc#jsonRpc
                use smithy.rpc#method
                @jsonRpc(versions: ["2.0"])
                service Api { version: "1", operations: [Find] }
                @method(name: "find", params: "named")
                operation Find { input := { @pattern("(?i)abc") query: String } }
                """, ModelFormat.IDL).load().expectModel();
        Preparation p = PreparedService.prepare(model, ShapeId.from("test.bad#Api"), JsonRpcVersion.V2_0);
        assertThat(p.isPrepared()).isFalse();
        assertThat(p.findings()).extracting(f -> f.finding().code()).contains("UnsupportedPattern");
    }

    /**
     * Every code the message layer reports (each {@code ContractCode}, {@code EnvelopeCode} or {@code SharedCode}
     * constant its sources name) appears in some fixture's expected findings, so each has a case that can fail.
     */
    @Test
    void theFixtureTableUsesEveryMessageCode() throws IOException {
        Set<String> codes = new TreeSet<>();
        Path sources = RepoFiles.repoRoot().resolve("rpcgate-smithy/src/main/java/dev/rpcgate/smithy/check");
        try (Stream<Path> s = Files.list(sources)) {
            for (Path file : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = CODE_CONSTANT.matcher(RepoFiles.read(file));
                while (m.find()) {
                    codes.add(switch (m.group(1)) {
                        case "ContractCode" -> ContractCode.valueOf(m.group(2)).code();
                        case "EnvelopeCode" -> EnvelopeCode.valueOf(m.group(2)).code();
                        default -> SharedCode.valueOf(m.group(2)).code();
                    });
                }
            }
        }
        Set<String> used = new TreeSet<>();
        Path dir = RepoFiles.resource(getClass(), "messages/cases");
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.toString().endsWith(".expected")).forEach(files::add);
        }
        for (Path file : files) {
            for (String line : RepoFiles.read(file).split("\n")) {
                String[] words = line.split(" ");
                if (words.length > 1 && (words[0].equals("ERROR") || words[0].equals("ADVISORY"))) {
                    used.add(words[1]);
                }
            }
        }
        assertThat(used).containsAll(codes);
        assertThat(codes).hasSizeGreaterThanOrEqualTo(25).contains("UnknownMethod", "AmbiguousId", "NotARequest");
        assertThat(files).hasSizeGreaterThanOrEqualTo(150);
    }
}
