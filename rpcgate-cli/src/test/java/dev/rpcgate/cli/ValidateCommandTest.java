package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rpcgate validate} beyond the table of {@link ValidateCasesTest}: what the documented runs mean, the default
 * finding budget, names relative to another working directory, help, and that bad usage reads nothing.
 */
class ValidateCommandTest {
    private static final String CALCULATOR = "examples/json-rpc/calculator.smithy";

    @TempDir
    Path tmp;

    @Test
    void theInvalidCallIsATypeMismatchOfTheSubtrahend() {
        Cli.Result r = Cli.run("validate", "rpc", "--version", "2.0", "--service", "example#Calculator",
                "--message", "examples/json-rpc/invalid.json", "--diagnostics", "json", CALCULATOR);
        JsonObject report = json(r.out());
        assertThat(JsonWriter.write(report.get("valid"))).isEqualTo("false");
        JsonArray findings = (JsonArray) report.get("findings");
        assertThat(findings.size()).isEqualTo(1);
        JsonObject f = (JsonObject) findings.get(0);
        assertThat(text(f, "code")).isEqualTo("TypeMismatch");
        assertThat(text(f, "path")).isEqualTo("/params/1");
        assertThat(text(f, "member")).isEqualTo("example#SubtractInput$subtrahend");
        assertThat(text(f, "operation")).isEqualTo("example#Subtract");
        assertThat(r.out().lines()).as("one report, never JSON Lines").hasSize(1);
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aValidMessageIsQuietInText() {
        Cli.Result r = Cli.run("validate", "rpc", "--version", "2.0", "--service", "example#Calculator",
                "--message", "examples/json-rpc/call.json", CALCULATOR);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void theDefaultBudgetIsAThousandFindingsAndThenTheCheckIsIncomplete() throws IOException {
        StringBuilder params = new StringBuilder("{\"minuend\":1,\"subtrahend\":2");
        for (int i = 0; i < 1100; i++) {
            params.append(",\"x").append(i).append("\":").append(i);
        }
        String call = "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":" + params + "},\"id\":1}";
        Files.writeString(tmp.resolve("many.json"), call, StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", "rpc", "--version", "2.0", "--message",
                tmp.resolve("many.json").toString(), "--diagnostics", "json", CALCULATOR);
        JsonObject report = json(r.out());
        assertThat(JsonWriter.write(report.get("complete"))).isEqualTo("false");
        JsonArray findings = (JsonArray) report.get("findings");
        assertThat(findings.size()).isEqualTo(1000);
        assertThat(text((JsonObject) findings.get(999), "code")).isEqualTo("FindingLimit");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void filesAreNamedAsGivenRelativeToTheWorkingDirectory() throws IOException {
        Files.createDirectories(tmp.resolve("models"));
        Files.writeString(tmp.resolve("models/api.smithy"), "$version: \"2\"\nnamespace a\nstructure S { x: Nope }\n");
        Cli.Result r = Cli.runIn(tmp, InputStream.nullInputStream(), "validate", "model", "models");
        assertThat(r.err()).startsWith("models/api.smithy:3:15: error InvalidModel: ").doesNotContain(tmp.toString());
        assertThat(r.exitCode()).isEqualTo(1);

        Cli.Result file = Cli.runIn(tmp, InputStream.nullInputStream(), "validate", "model", "models/api.smithy");
        assertThat(file.err()).startsWith("models/api.smithy:3:15: error InvalidModel: ");
    }

    @Test
    void aJsonReportCarriesTheModelsAdvisories() throws IOException {
        Files.writeString(tmp.resolve("api.smithy"), """
                $version: "2"
                namespace a
                use smithy.rpc#jsonRpc
                use smithy.rpc#method
                @jsonRpc(versions: ["2.0"])
                service Api { version: "1", operations: [Ping] }
                @method(name: "ping", params: "either", positional: [])
                @deprecated
                operation Ping {}
                @deprecated
                structure Old {}
                structure UsesOld { old: Old }
                """);
        Files.writeString(tmp.resolve("ping.json"), "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1}");
        Cli.Result json = Cli.runIn(tmp, InputStream.nullInputStream(), "validate", "rpc", "--version", "2.0",
                "--message", "ping.json", "--diagnostics", "json", "api.smithy");
        JsonObject report = json(json.out());
        assertThat(JsonWriter.write(report.get("valid"))).isEqualTo("true");
        JsonArray advisories = (JsonArray) report.get("modelFindings");
        assertThat(advisories.size()).isPositive();
        JsonObject first = (JsonObject) advisories.get(0);
        assertThat(text(first, "file")).isEqualTo("api.smithy");
        assertThat(text(first, "severity")).isEqualTo("ADVISORY");
        assertThat(first.has("offset")).as("Smithy gives no offset; unknown is absent").isFalse();
        assertThat(json.exitCode()).isZero();

        Cli.Result text = Cli.runIn(tmp, InputStream.nullInputStream(), "validate", "rpc", "--version", "2.0",
                "--message", "ping.json", "api.smithy");
        assertThat(text.err()).startsWith("api.smithy:").contains(": advisory ModelWarning: ");
        assertThat(text.out()).isEmpty();
        assertThat(text.exitCode()).isZero();
    }

    @Test
    void badUsageReadsNoInput() {
        Cli.EmptyInput counting = new Cli.EmptyInput();
        Cli.Result r = Cli.run(counting, "validate", "rpc", "--version", "2.0", "--from", "idl", "--message", "-",
                "-");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(counting.reads()).isZero();
        assertThat(r.out()).isEmpty();
    }

    @Test
    void helpAnswersTheQuestion() {
        Cli.Result rpc = Cli.run("validate", "rpc", "--help");
        assertThat(rpc.out()).startsWith("Usage: rpcgate validate rpc ")
                .contains("--version=1.0|2.0", "--no-response", "--envelope-only", "--legacy-errors",
                        "Exit codes:", "Examples:", "rpcgate validate rpc --version 2.0 --service example#Calculator",
                        "docs/contracts.md");
        assertThat(rpc.exitCode()).isZero();
        assertThat(Cli.run("help", "validate").out()).startsWith("Usage: rpcgate validate ").contains("rpc", "model");

        Cli.Result model = Cli.run("validate", "model", "--help");
        assertThat(model.out()).startsWith("Usage: rpcgate validate model ").contains("Exit codes:", "Examples:");
        assertThat(model.exitCode()).isZero();

        assertThat(Cli.run("--help").out()).contains("validate");
    }

    @Test
    void theContractInTheDocsIsTheExampleFile() throws IOException {
        String doc = Files.readString(Cli.ROOT.resolve("docs/contracts.md"), StandardCharsets.UTF_8);
        int start = doc.indexOf("```smithy\n");
        assertThat(start).as("docs/contracts.md shows a contract").isNotNegative();
        String shown = doc.substring(start + "```smithy\n".length(), doc.indexOf("```\n", start + 1));
        assertThat(shown).isEqualTo(Files.readString(Cli.ROOT.resolve("examples/json-rpc/responses.smithy"),
                StandardCharsets.UTF_8));
        assertThat(Cli.run("validate", "model", "examples/json-rpc/responses.smithy").exitCode()).isZero();
    }

    private static JsonObject json(String text) {
        return (JsonObject) JsonReader.standard().read(text.strip()).value();
    }

    private static String text(JsonObject o, String name) {
        return ((dev.rpcgate.core.json.JsonString) o.get(name)).value();
    }
}
