package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Floods, huge values, deep values, wrong types everywhere: bounded findings, no exception, no hang. */
class V1HostileInputsTest {
    private static final V1Validator STRICT = new V1Validator(V1Policy.DEFAULT);
    private static final Duration QUICK = Duration.ofSeconds(10);

    private static JsonValue read(String text) {
        JsonParse parse = JsonReader.standard().read(text);
        assertThat(parse.findings()).isEmpty();
        return parse.value();
    }

    private static String sendWithParts(String part, int count) {
        StringBuilder parts = new StringBuilder();
        for (int i = 0; i < count; i++) {
            parts.append(i == 0 ? "" : ",").append(part);
        }
        return "{\"message\":{\"messageId\":\"m\",\"role\":\"ROLE_USER\",\"parts\":[" + parts + "]}}";
    }

    private static List<String> lines(List<Finding> findings) {
        return findings.stream().map(f -> f.severity() + " " + f.code() + " " + f.path()).toList();
    }

    @Test
    void tenThousandBadPartsStopAtTheCapacity() {
        JsonValue params = read(sendWithParts("{\"text\":1}", 10_000));
        V1ParamsCheck check = STRICT.checkParams(V1Method.SEND_MESSAGE, params);
        assertThat(check.findings()).hasSize(CheckFindings.CAPACITY);
        Finding last = check.findings().get(CheckFindings.CAPACITY - 1);
        assertThat(last.code()).isEqualTo("FindingLimit");
        assertThat(last.isError()).isTrue();
        assertThat(last.message()).contains("params");
        assertThat(check.isValid()).isFalse();
        assertThat(STRICT.paramsFindings(V1Method.SEND_MESSAGE, params)).isEqualTo(check.findings());
    }

    @Test
    void tenThousandGoodPartsAreAllSummarized() {
        JsonValue params = read(sendWithParts("{\"text\":\"hi\"}", 10_000));
        V1ParamsCheck check = STRICT.checkParams(V1Method.SEND_MESSAGE, params);
        assertThat(check.findings()).isEmpty();
        assertThat(check.parts()).hasSize(10_000);
        assertThat(check.parts().get(9_999).index()).isEqualTo(9_999);
    }

    @Test
    void tenThousandAdvisoriesAreCountedNotKept() {
        JsonValue params = read(sendWithParts("{\"raw\":\"_-8\"}", 10_000));
        List<Finding> findings = STRICT.paramsFindings(V1Method.SEND_MESSAGE, params);
        assertThat(findings).hasSize(CheckFindings.CAPACITY + 1).noneMatch(Finding::isError);
        assertThat(findings.get(CheckFindings.CAPACITY).code()).isEqualTo("FindingLimit");
        assertThat(findings.get(CheckFindings.CAPACITY).message()).startsWith("9900 more advisories");
    }

    @Test
    void aResultFloodNamesTheResult() {
        StringBuilder tasks = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            tasks.append(i == 0 ? "" : ",").append("{\"id\":1}");
        }
        List<Finding> findings = STRICT.resultFindings(V1Method.LIST_TASKS,
                read("{\"tasks\":[" + tasks + "],\"nextPageToken\":\"\",\"pageSize\":1,\"totalSize\":1}"));
        assertThat(findings).hasSize(CheckFindings.CAPACITY);
        assertThat(findings.get(CheckFindings.CAPACITY - 1).message()).contains("result");
    }

    @Test
    void hugeValuesAreMeasuredAndNeverCopiedIntoMessages() {
        String text = "é".repeat(1_000_000);
        String raw = "A".repeat(2_000_000);
        String urlSafe = "_".repeat(2_000_000) + "-w";
        String name = "n".repeat(1_000_000);
        String digits = "9".repeat(100_000);
        String params = "{\"message\":{\"messageId\":\"m\",\"role\":\"ROLE_USER\",\"parts\":[{\"text\":\"" + text
                + "\"},{\"raw\":\"" + raw + "\"},{\"raw\":\"" + urlSafe + "\"},{\"data\":{\"x\":\"" + text + "\"}}],\""
                + name + "\":1},\"configuration\":{\"historyLength\":" + digits + "}}";
        List<Finding> findings = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(QUICK,
                () -> STRICT.paramsFindings(V1Method.SEND_MESSAGE, read(params)));
        assertThat(lines(findings)).containsExactlyInAnyOrder("ERROR PartTooLarge /message/parts/0/text",
                "ERROR PartTooLarge /message/parts/1/raw", "ADVISORY Base64Variant /message/parts/2/raw",
                "ERROR PartTooLarge /message/parts/2/raw", "ERROR PartTooLarge /message/parts/3/data",
                "ERROR UnknownMember /message/" + name, "ERROR IntegerOutOfRange /configuration/historyLength");
        for (Finding f : findings) {
            assertThat(f.message().length()).as(f.code()).isLessThan(1_000_200);
            assertThat(f.message()).doesNotContain("éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé");
        }
        assertThat(findings.stream().filter(f -> f.is(A2aCode.INTEGER_OUT_OF_RANGE)).findFirst()
                .orElseThrow().message().length()).isLessThan(200);
    }

    @Test
    void hugeBadBase64IsOneScan() {
        String bad = "A".repeat(3_000_000) + "-" + "B".repeat(1_000_000) + "+";
        List<Finding> findings = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(QUICK,
                () -> STRICT.paramsFindings(V1Method.SEND_MESSAGE, read(sendWithParts("{\"raw\":\"" + bad + "\"}", 1))));
        assertThat(lines(findings)).containsExactly("ERROR MixedBase64Alphabet /message/parts/0/raw");
    }

    @Test
    void deepValuesWithinTheReadersLimitsAreFine() {
        String deep = "[".repeat(120) + "1" + "]".repeat(120);
        String obj = "{\"a\":".repeat(120) + "1" + "}".repeat(120);
        String params = "{\"message\":{\"messageId\":\"m\",\"role\":\"ROLE_USER\",\"parts\":[{\"data\":" + deep
                + ",\"metadata\":" + obj + "}],\"metadata\":" + obj + "},\"metadata\":" + obj + "}";
        V1ParamsCheck check = STRICT.checkParams(V1Method.SEND_MESSAGE, read(params));
        assertThat(check.findings()).isEmpty();
        assertThat(check.parts()).singleElement().satisfies(p -> assertThat(p.countedBytes().getAsLong())
                .isEqualTo(241));
    }

    @Test
    void everyJsonTypeAsParamsOrResultIsATypeMismatch() {
        List<JsonValue> values = List.of(JsonNull.NULL, JsonBoolean.TRUE, JsonNumber.of(1), JsonString.of("s"),
                JsonArray.of(), read("[{\"id\":\"t\"}]"));
        for (V1Method m : V1Method.values()) {
            for (JsonValue v : values) {
                assertThat(lines(STRICT.paramsFindings(m, v))).as(m + " " + v).containsExactly("ERROR TypeMismatch ");
                // a null google.protobuf.Empty is its default, {}: only the delete's result may be null
                boolean emptyNull = v instanceof JsonNull && m == V1Method.DELETE_TASK_PUSH_NOTIFICATION_CONFIG;
                assertThat(lines(STRICT.resultFindings(m, v))).as(m + " " + v)
                        .containsExactly(emptyNull ? "ADVISORY NullAsDefault " : "ERROR TypeMismatch ");
            }
            assertThat(lines(STRICT.agentCardFindings(JsonArray.of()))).containsExactly("ERROR TypeMismatch ");
            assertThat(lines(STRICT.errorFindings(JsonString.of("e")))).containsExactly("ERROR TypeMismatch ");
        }
    }

    @Test
    void absentParamsAreMissingWhereTheRequestHasRequiredFields() {
        for (V1Method m : V1Method.values()) {
            V1ParamsCheck check = STRICT.checkParams(m, null);
            boolean none = m == V1Method.LIST_TASKS || m == V1Method.GET_EXTENDED_AGENT_CARD;
            assertThat(lines(check.findings())).as(m.wireName())
                    .isEqualTo(none ? List.of() : List.of("ERROR MissingParams "));
            assertThat(check.isValid()).isEqualTo(none);
            assertThat(STRICT.paramsFindings(m, null)).isEqualTo(check.findings());
        }
        assertThat(lines(STRICT.resultFindings(V1Method.GET_TASK, null))).containsExactly("ERROR MissingRequired ");
        assertThat(lines(STRICT.errorFindings(null))).containsExactly("ERROR MissingRequired ");
        assertThat(lines(STRICT.agentCardFindings(null))).containsExactly("ERROR MissingRequired ");
    }

    @Test
    void valuesBuiltInCodeGetFindingsWithoutLocations() {
        JsonObject params = JsonObject.builder().put("message", JsonObject.builder().put("messageId", 5)
                .put("role", "ROLE_AGENT").put("parts", JsonArray.of(JsonObject.builder().put("data",
                        JsonObject.builder().put("x", "y").build()).build())).build()).build();
        V1ParamsCheck check = new V1Validator(new V1Policy(PartPolicy.DEFAULT.withPartLimit(3), true))
                .checkParams(V1Method.SEND_MESSAGE, params);
        assertThat(lines(check.findings())).containsExactlyInAnyOrder("ERROR TypeMismatch /message/messageId",
                "ERROR PartTooLarge /message/parts/0/data");
        assertThat(check.findings()).allMatch(f -> f.location() == null);
        assertThat(check.parts()).singleElement().satisfies(p -> assertThat(p.countedBytes().getAsLong()).isEqualTo(9));
    }

    @Test
    void pointerTokensAreEscaped() {
        List<Finding> findings = STRICT.paramsFindings(V1Method.GET_TASK, read("{\"id\":\"t\",\"a/b~c\":1}"));
        assertThat(lines(findings)).containsExactly("ERROR UnknownMember /a~1b~0c");
    }

    @Test
    void everyCheckOnEveryFixtureNeverThrows() {
        List<V1Validator> validators = List.of(STRICT, new V1Validator(V1Policy.DEFAULT.withUnknownFieldsAsAdvisories()
                .withParts(PartPolicy.DEFAULT.withAllowUri(true).withPartLimit(0))));
        int checks = 0;
        for (V1Fixture f : V1Fixture.all()) {
            JsonValue v = f.value();
            for (V1Validator validator : validators) {
                List<List<Finding>> all = new ArrayList<>();
                for (V1Method m : V1Method.values()) {
                    all.add(validator.checkParams(m, v).findings());
                    all.add(validator.resultFindings(m, v));
                }
                all.add(validator.errorFindings(v));
                all.add(validator.agentCardFindings(v));
                for (String name : V1Validator.messageNames()) {
                    all.add(validator.messageFindings(name, v));
                }
                for (List<Finding> findings : all) {
                    assertThat(findings.size()).isLessThanOrEqualTo(CheckFindings.CAPACITY + 1);
                    checks++;
                }
            }
        }
        assertThat(checks).isGreaterThan(5_000);
    }

    @Test
    void anUnknownMessageNameIsAProgrammingError() {
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> STRICT.messageFindings("NoSuchMessage", JsonObject.builder().build()));
        assertThat(STRICT.messageFindings("google.protobuf.Empty", read("{}"))).isEmpty();
    }
}
