package dev.rpcgate.smithy.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.PayloadResult;
import dev.rpcgate.smithy.PreparedService;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile params and results against the params-only and result-only checks: values nested far past the depth limit
 * (built in code, so no reader bounded them), huge arrays and objects of wrong members, and wrong types at the top.
 * Each row names the check, the value, the findings it must give (first codes, count) and stays within 10 s; no
 * check throws or keeps more than the finding budget.
 */
class PayloadLimitsTest {
    private static final PreparedService STORE = MessageLimitsTest.prepare("messages/models/payloads.smithy",
            "test.payload#Store");
    private static final int BUDGET = STORE.policy().limits().messageFindings();

    /**
     * One row.
     *
     * @param name     what it is
     * @param params   true for a params check, false for a result check
     * @param method   the method
     * @param value    makes the value (built per run: some are large)
     * @param codes    the distinct finding codes expected, in order of first appearance
     * @param count    the number of findings expected
     * @param complete whether the check ran to its end
     */
    record Row(String name, boolean params, String method, Supplier<JsonValue> value, List<String> codes, int count,
               boolean complete) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Row> rows() {
        return Stream.of(
                new Row("params 200,000 arrays deep", true, "grow", () -> nest(200_000, true),
                        List.of("DepthLimit"), 1, true),
                new Row("params 200,000 objects deep", true, "grow", () -> nest(200_000, false),
                        List.of("DepthLimit"), 1, true),
                new Row("result 200,000 arrays deep", false, "grow", () -> nest(200_000, true),
                        List.of("DepthLimit"), 1, true),
                new Row("params: 100,000 items of the wrong type", true, "put", () -> JsonObject.builder()
                        .put("items", numbers(100_000)).build(), List.of("TypeMismatch", "FindingLimit"), BUDGET, false),
                new Row("params: 5,000 unknown members", true, "put", () -> unknownMembers(5_000),
                        List.of("MissingRequired", "UnknownMember", "FindingLimit"), BUDGET, false),
                new Row("params: 100,000 positional arguments", true, "count", () -> numbers(100_000),
                        List.of("TooManyParams"), 1, true),
                new Row("params: a 10 MB string", true, "put", () -> JsonString.of("x".repeat(10_000_000)),
                        List.of("TypeMismatch"), 1, true),
                new Row("params: true", true, "count", () -> JsonBoolean.TRUE, List.of("TypeMismatch"), 1, true),
                new Row("params: JSON null", true, "count", () -> JsonNull.NULL, List.of("TypeMismatch"), 1, true),
                new Row("params: a tag map of 50,000 numbers", true, "put", () -> JsonObject.builder()
                        .put("items", JsonArray.of()).put("tags", numberMap(50_000)).build(),
                        List.of("TypeMismatch", "FindingLimit"), BUDGET, false),
                new Row("result: 1,000,000 strings for ids", false, "put", () -> strings(1_000_000),
                        List.of("TypeMismatch", "FindingLimit"), BUDGET, false),
                new Row("result: an object for an integer member", false, "count", () -> unknownMembers(100_000),
                        List.of("TypeMismatch"), 1, true),
                new Row("result: a tree of 100,000 bad nodes", false, "grow", () -> JsonObject.builder()
                        .put("root", JsonObject.builder().put("children", badNodes(100_000)).build()).build(),
                        List.of("TypeMismatch", "FindingLimit"), BUDGET, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void aHostileValueGetsBoundedFindingsQuickly(Row row) {
        JsonValue value = row.value().get();
        PayloadResult r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> row.params()
                ? STORE.validateParams(row.method(), value) : STORE.validateResult(row.method(), value));
        assertThat(r.findings()).as("findings").hasSize(row.count());
        assertThat(r.findings().stream().map(Finding::code).distinct().toList()).as("codes")
                .containsExactlyElementsOf(row.codes());
        assertThat(r.complete()).as("complete").isEqualTo(row.complete());
        assertThat(r.isValid()).isFalse();
        assertThat(r.findings()).allSatisfy(f -> assertThat(f.path()).startsWith(row.params() ? "/params" : "/result"));
    }

    /** The rows a reader takes: its own bounds refuse the deep ones and the 10 MB string before any check. */
    static Stream<Row> textRows() {
        return rows().filter(r -> !r.name().contains("deep") && !r.name().contains("MB"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("textRows")
    void readFromTextTheFindingsKeepTheirPlaceInTheText(Row row) {
        String text = "\n  " + row.value().get();
        JsonValue parsed = JsonReader.standard().read(text).value();
        PayloadResult r = row.params() ? STORE.validateParams(row.method(), parsed)
                : STORE.validateResult(row.method(), parsed);
        assertThat(r.findings()).hasSize(row.count());
        assertThat(r.findings()).allSatisfy(f -> {
            assertThat(f.location()).as(f.code() + " " + f.path()).isNotNull();
            assertThat(f.location().line()).isEqualTo(2);
            assertThat(f.location().offset()).isBetween(3, text.length());
        });
    }

    private static JsonValue nest(int depth, boolean arrays) {
        JsonValue v = JsonNumber.of(1);
        for (int i = 0; i < depth; i++) {
            v = arrays ? JsonArray.of(v) : JsonObject.builder().put("root", v).build();
        }
        return v;
    }

    private static JsonArray numbers(int n) {
        List<JsonValue> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(JsonNumber.of(i));
        }
        return JsonArray.of(out);
    }

    private static JsonArray strings(int n) {
        List<JsonValue> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(JsonString.of("id" + i));
        }
        return JsonArray.of(out);
    }

    private static JsonArray badNodes(int n) {
        List<JsonValue> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(JsonObject.builder().put("value", "v" + i).build());
        }
        return JsonArray.of(out);
    }

    private static JsonObject unknownMembers(int n) {
        JsonObject.Builder b = JsonObject.builder();
        IntStream.range(0, n).forEach(i -> b.put("m" + i, i));
        return b.build();
    }

    private static JsonObject numberMap(int n) {
        return (JsonObject) JsonReader.standard().read(IntStream.range(0, n).mapToObj(i -> "\"k" + i + "\":" + i)
                .collect(Collectors.joining(",", "{", "}"))).value();
    }
}
