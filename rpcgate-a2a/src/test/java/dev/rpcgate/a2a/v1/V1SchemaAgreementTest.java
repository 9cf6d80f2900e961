package dev.rpcgate.a2a.v1;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our v1.0 verdicts beside the JSON Schema bundle generated from the v1.0 proto ({@link V1Schema}, networknt,
 * 2020-12) over the whole corpus. Where the two verdicts (valid: no ERROR; schema-valid: no schema error) differ, the
 * case must be in {@link #DISAGREEMENTS} with its {@link Why}; a listed case where they agree fails too, so the table
 * is exactly the set of disagreements. Error objects and {@code google.protobuf.Empty} have no definition in the
 * bundle: those cases are {@link #OUTSIDE_THE_SCHEMA}.
 */
class V1SchemaAgreementTest {
    /** Why our verdict and the schema's differ; {@code codes} are the findings that carry the difference. */
    enum Why {
        NO_REQUIRED("the bundle states no `required` at all: proto3 JSON has no presence for REQUIRED fields",
                "MissingRequired"),
        NO_MIN_ITEMS("a REQUIRED repeated field must hold at least one element; the bundle has no minItems",
                "EmptyParts"),
        PART_ONE_OF("a Part holds exactly one of text, raw, url, data; the bundle lists them as independent"
                + " properties, with no oneOf", "PartContent"),
        ONE_OF("the other oneofs (a response's payload, a SecurityScheme's scheme, OAuthFlows' flow) hold exactly one"
                + " field; the bundle lists their fields as independent properties", "OneofContent"),
        CANONICAL_BASE64("raw's pattern ^[A-Za-z0-9+/]*={0,2}$ admits impossible lengths, extra padding and non-zero"
                + " pad bits", "NonCanonicalBase64"),
        JWS_BASE64URL("a signature's protected and signature are base64url without padding (RFC 7515); the bundle"
                + " types them as plain strings", "NonCanonicalBase64"),
        BASE64_VARIANTS("ProtoJSON parsers read the URL-safe alphabet; the pattern allows only the standard one",
                "Base64Variant"),
        PART_LIMIT("the per-part byte limit is local policy", "PartTooLarge"),
        URL_POLICY("refusing url parts, or allowing only https on listed hosts, is local policy", "UriRefused",
                "UriNotAllowed"),
        UNKNOWN_FIELDS_AS_ADVISORIES("under withUnknownFieldsAsAdvisories an unknown field is an advisory; the"
                + " bundle's additionalProperties: false rejects it", "UnknownMember"),
        ENUM_ZERO("a REQUIRED enum at its zero value (ROLE_UNSPECIFIED, TASK_STATE_UNSPECIFIED) is not set; the"
                + " bundle admits the zero value like any other", "MissingRequired"),
        ENUM_NUMBERS("an enum accepts any int32 in the bundle; we accept only the numbers the enum defines",
                "UnknownEnumValue"),
        INT32_STRINGS("an int32 given as a decimal string matches ^-?[0-9]+$ whatever its size; we hold it to the"
                + " int32 range", "IntegerOutOfRange"),
        TIMESTAMP_FORMAT("format: date-time is only an annotation under 2020-12's default vocabulary; we require"
                + " RFC 3339", "InvalidTimestamp"),
        NULL_AS_DEFAULT("ProtoJSON reads null as the field's default; the bundle's types do not admit null",
                "NullAsDefault"),
        DUPLICATE_FIELD("patternProperties accept the proto name beside the JSON name, so both may be given; we"
                + " refuse one field given twice", "DuplicateField");

        final String reason;
        final Set<String> codes;

        Why(String reason, String... codes) {
            this.reason = reason;
            this.codes = Set.of(codes);
        }
    }

    /** Every corpus case where our verdict and the schema's differ, by reason. */
    static final Map<Why, List<String>> DISAGREEMENTS = new EnumMap<>(Map.ofEntries(
            entry(Why.NO_REQUIRED, List.of("send-empty-params", "send-missing-message", "send-missing-message-id",
                    "send-missing-role", "send-missing-parts", "send-message-empty-object",
                    "send-push-config-missing-url", "send-push-auth-missing-scheme", "get-task-missing-id",
                    "cancel-task-missing-id", "create-push-config-missing-url", "get-push-config-missing-both",
                    "list-push-configs-missing-task-id", "result-get-task-missing-status",
                    "result-get-task-missing-state", "result-list-tasks-missing-fields",
                    "result-get-push-config-missing-url", "result-stream-artifact-missing-parts",
                    "result-stream-status-update-missing-context", "card-missing-name-and-skills",
                    "card-interface-missing-protocol-version", "card-api-key-missing-location",
                    "result-stream-task-missing-id")),
            entry(Why.NO_MIN_ITEMS, List.of("send-empty-parts", "send-streaming-empty-parts",
                    "result-get-task-artifact-empty-parts", "card-empty-skills", "card-skill-empty-tags",
                    "card-no-interfaces")),
            entry(Why.PART_ONE_OF, List.of("send-part-no-content", "send-part-empty-object", "send-part-text-and-raw",
                    "send-part-text-and-data", "send-part-raw-and-url", "send-part-second-bad",
                    "result-get-task-history-bad-part")),
            entry(Why.ONE_OF, List.of("result-send-empty", "result-send-task-and-message", "result-stream-two-events",
                    "card-security-scheme-two-kinds", "card-oauth-flows-empty")),
            entry(Why.CANONICAL_BASE64, List.of("send-raw-nonzero-pad-bits", "send-raw-too-much-padding",
                    "send-raw-impossible-length", "send-raw-no-padding-nonzero-pad-bits", "send-raw-short-padding")),
            entry(Why.JWS_BASE64URL, List.of("card-signature-padded", "card-signature-standard-alphabet")),
            entry(Why.BASE64_VARIANTS, List.of("send-raw-url-alphabet", "send-raw-url-alphabet-no-padding")),
            entry(Why.PART_LIMIT, List.of("send-raw-too-large", "send-raw-no-padding-too-large",
                    "send-text-over-limit-utf8", "send-data-over-limit", "send-data-string-over-limit")),
            entry(Why.URL_POLICY, List.of("send-url-refused", "send-url-other-host", "send-url-http", "send-url-port",
                    "send-url-userinfo", "send-url-data-scheme", "result-get-task-url-artifact")),
            entry(Why.UNKNOWN_FIELDS_AS_ADVISORIES, List.of("send-unknown-fields-as-advisories")),
            entry(Why.ENUM_ZERO, List.of("send-role-unspecified", "send-role-zero",
                    "result-get-task-state-unspecified")),
            entry(Why.ENUM_NUMBERS, List.of("send-role-unknown-number", "result-stream-state-unknown-number")),
            entry(Why.INT32_STRINGS, List.of("send-history-length-string-too-big", "list-tasks-page-size-string-over")),
            entry(Why.TIMESTAMP_FORMAT, List.of("list-tasks-bad-timestamp", "list-tasks-timestamp-no-zone",
                    "list-tasks-timestamp-month-13", "result-get-task-bad-timestamp", "list-tasks-timestamp-offset",
                    "list-tasks-timestamp-ten-digits", "list-tasks-timestamp-year-zero",
                    "list-tasks-timestamp-february-29", "list-tasks-timestamp-leap-second")),
            entry(Why.NULL_AS_DEFAULT, List.of("send-null-optional-fields", "send-extensions-null",
                    "send-history-length-null", "list-tasks-timestamp-null")),
            entry(Why.DUPLICATE_FIELD, List.of("send-duplicate-field", "send-duplicate-field-in-part"))));

    /** The reason of each disagreeing case. */
    static final Map<String, Why> WHY = byCase();

    private static Map<String, Why> byCase() {
        Map<String, Why> out = new HashMap<>();
        DISAGREEMENTS.forEach((why, names) -> names.forEach(n -> assertThat(out.put(n, why))
                .as(n + " is listed once").isNull()));
        return Map.copyOf(out);
    }

    /** The proto messages the bundle does not define, and why a document of them cannot be checked by it. */
    static final Map<String, String> OUTSIDE_THE_SCHEMA = Map.of(
            "absent", "a request without params is no document to validate",
            "error", "a JSON-RPC error object is not a proto message: the bundle has no definition of it",
            "google.protobuf.Empty", "google.protobuf.Empty (DeleteTaskPushNotificationConfig's result) is not in the bundle");

    static List<V1Case> cases() {
        return V1Case.all();
    }

    /**
     * Our findings for a case, as expected-file lines: the validator's, or for a case of
     * {@link V1CorpusTest#KNOWN_VALIDATOR_BUGS} the expected file's (what the validator should say).
     */
    static List<String> ours(V1Case c) {
        if (V1CorpusTest.KNOWN_VALIDATOR_BUGS.containsKey(c.name())) {
            return c.findings();
        }
        return c.run(new V1Validator(c.policy())).stream().map(V1Case::line).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSchemaAgreesOrTheTableSaysWhy(V1Case c) {
        String message = c.absent() ? "absent" : c.protoMessage() == null ? "error" : c.protoMessage();
        Optional<String> definition = V1Schema.definition(message);
        if (OUTSIDE_THE_SCHEMA.containsKey(message)) {
            assertThat(definition).as(message + " is outside the bundle").isEmpty();
            assertThat(WHY).as(c.name() + " cannot disagree with the schema").doesNotContainKey(c.name());
            return;
        }
        assertThat(definition).as("the bundle defines " + message).isPresent();
        List<String> ours = ours(c);
        List<String> errors = V1Case.codes(ours, "ERROR");
        List<com.networknt.schema.Error> schemaErrors = V1Schema.validate(message, c.text());
        boolean weAccept = errors.isEmpty();
        boolean schemaAccepts = schemaErrors.isEmpty();
        Why why = WHY.get(c.name());
        if (weAccept == schemaAccepts) {
            assertThat(why).as(c.name() + ": both " + (weAccept ? "accept" : "reject") + " it (schema: "
                    + schemaErrors + "), so it is no disagreement").isNull();
            return;
        }
        assertThat(why).as(c.name() + ": we " + (weAccept ? "accept" : "reject " + errors) + ", the schema "
                + (schemaAccepts ? "accepts" : "rejects: " + schemaErrors) + "; list it with its reason").isNotNull();
        if (weAccept) {
            assertThat(V1Case.codes(ours, "ADVISORY")).as(c.name() + ": we accept with an advisory that carries "
                    + why).anyMatch(why.codes::contains);
        } else {
            assertThat(why.codes).as(c.name() + ": every error we report is one the schema does not state ("
                    + why + ")").containsAll(errors);
        }
    }

    @Test
    void theTableNamesOnlyCorpusCasesAndUsesEveryReason() {
        List<String> names = cases().stream().map(V1Case::name).toList();
        assertThat(names).containsAll(WHY.keySet());
        assertThat(DISAGREEMENTS.keySet()).as("every reason explains a case").containsExactlyInAnyOrder(Why.values());
        assertThat(DISAGREEMENTS.values()).as("every reason explains a case").noneMatch(List::isEmpty);
    }

    @Test
    void theSchemaIsReallyChecked() {
        String good = "{\"message\": {\"messageId\": \"m\", \"role\": \"ROLE_USER\", \"parts\": [{\"text\": \"hi\"}]}}";
        assertThat(V1Schema.validate("SendMessageRequest", good)).isEmpty();
        assertThat(V1Schema.validate("SendMessageRequest", good.replace("ROLE_USER", "ROLE_ROBOT"))).isNotEmpty();
        assertThat(V1Schema.validate("SendMessageRequest", good.replace("\"hi\"", "5"))).isNotEmpty();
        assertThat(V1Schema.validate("SendMessageRequest", good.replace("\"text\"", "\"kind\""))).isNotEmpty();
        assertThat(V1Schema.validate("Task", "{\"status\": {\"timestamp\": 5}}")).isNotEmpty();
        assertThat(V1Schema.validate("AgentCard", "{\"skills\": [{\"tags\": [1]}]}")).isNotEmpty();
    }

    @Test
    void everyRequestAndResultMessageButEmptyIsInTheBundle() {
        List<String> missing = new ArrayList<>();
        for (V1Method m : V1Method.values()) {
            for (String name : List.of(m.requestMessage(), m.resultMessage())) {
                if (V1Schema.definition(name).isEmpty()) {
                    missing.add(name);
                }
            }
        }
        assertThat(missing).containsOnly("google.protobuf.Empty");
        assertThat(V1Schema.definitions()).noneMatch(d -> d.toLowerCase(java.util.Locale.ROOT).contains("error"));
    }
}
