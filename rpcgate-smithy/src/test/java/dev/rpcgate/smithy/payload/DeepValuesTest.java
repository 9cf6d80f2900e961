package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.ParseCode;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ValidationPolicy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/** Recursive shapes with deep values, read and built in code, and one compiled validator shared between threads. */
class DeepValuesTest {
    private static final Model MODEL = ValidatorCasesTest.loadModel("validators/model.smithy");
    private static final ShapeId LINKED = ShapeId.from("test.v#Linked");

    private static JsonValue readLinked(int depth, String innermost) {
        String text = "{\"next\":".repeat(depth) + innermost + "}".repeat(depth);
        return JsonReader.standard().read(text.getBytes(StandardCharsets.UTF_8)).value();
    }

    @Test
    void aRecursiveShapeChecksAValueAsDeepAsTheReaderAllows() {
        PayloadValidator v = new ValidatorCompiler(MODEL, ValidationPolicy.DEFAULT).forShape(LINKED);
        FindingSink sink = FindingSink.withBudget(10);
        v.validate(readLinked(126, "{\"tag\":1}"), JsonPath.of("/params"), sink);
        assertThat(sink.findings()).extracting(Finding::code).containsExactly("TypeMismatch");
        assertThat(sink.findings().get(0).path()).isEqualTo("/params" + "/next".repeat(126) + "/tag");
    }

    @Test
    void aValueBuiltInCodePastTheDepthLimitIsReportedNotOverflowed() {
        JsonValue v = JsonObject.builder().put("tag", "end").build();
        for (int i = 0; i < 100_000; i++) {
            v = JsonObject.builder().put("next", v).build();
        }
        FindingSink sink = FindingSink.withBudget(10);
        new ValidatorCompiler(MODEL, ValidationPolicy.DEFAULT).forShape(LINKED).validate(v, JsonPath.root(), sink);
        assertThat(sink.findings()).extracting(Finding::code).containsExactly(ParseCode.DEPTH_LIMIT.code());
        assertThat(sink.findings().get(0).path()).isEqualTo("/next".repeat(129));
    }

    @Test
    void aLongStringAgainstARecursingPatternIsAFindingNotACrash() {
        PayloadValidator v = new ValidatorCompiler(MODEL, ValidationPolicy.DEFAULT).forShape(ShapeId.from("test.v#Patterns"));
        FindingSink sink = FindingSink.withBudget(10);
        v.validate(JsonObject.builder().put("aOrB", "ab".repeat(500_000) + "c").build(), JsonPath.root(), sink);
        assertThat(sink.findings()).extracting(Finding::code).containsExactly(ContractCode.PATTERN_MISMATCH.code());
        sink = FindingSink.withBudget(10);
        v.validate(JsonObject.builder().put("aOrB", "abba").build(), JsonPath.root(), sink);
        assertThat(sink.findings()).isEmpty();
    }

    @Test
    void oneValidatorServesManyThreads() throws Exception {
        PayloadValidator v = new ValidatorCompiler(MODEL, ValidationPolicy.DEFAULT).forShape(ShapeId.from("test.v#Tree"));
        JsonValue good = JsonReader.standard().read("{\"value\":1,\"children\":[{\"value\":2}]}".getBytes(StandardCharsets.UTF_8)).value();
        JsonValue bad = JsonReader.standard().read("{\"value\":1,\"children\":[{\"value\":\"2\"}]}".getBytes(StandardCharsets.UTF_8)).value();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                boolean useBad = t % 2 == 0;
                Callable<Integer> job = () -> {
                    int findings = 0;
                    for (int i = 0; i < 2_000; i++) {
                        FindingSink sink = FindingSink.withBudget(5);
                        v.validate(useBad ? bad : good, JsonPath.root(), sink);
                        findings += sink.size();
                    }
                    return findings;
                };
                results.add(pool.submit(job));
            }
            for (int t = 0; t < results.size(); t++) {
                assertThat(results.get(t).get()).isEqualTo(t % 2 == 0 ? 2_000 : 0);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
