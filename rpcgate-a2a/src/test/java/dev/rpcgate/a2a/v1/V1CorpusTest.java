package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of the v1.0 corpus gets exactly its expected findings (codes, severities, paths) from
 * {@link V1Validator}, except the cases of {@link #KNOWN_VALIDATOR_BUGS}, which must still differ: a listed case that
 * starts passing fails, so the list is exactly the open bugs.
 */
class V1CorpusTest {
    /** Cases where the validator is wrong and the expected file is right (by the proto and the specification). */
    static final Map<String, String> KNOWN_VALIDATOR_BUGS = Map.of();

    /** The codes the v1.0 validator reports; the corpus must show every one. */
    static final Set<String> V1_CODES = Stream.of(A2aCode.MISSING_PARAMS, SharedCode.MISSING_REQUIRED,
            SharedCode.TYPE_MISMATCH, A2aCode.EMPTY_PARTS, A2aCode.NON_CANONICAL_BASE64, A2aCode.PART_TOO_LARGE,
            A2aCode.URI_REFUSED, A2aCode.URI_NOT_ALLOWED, SharedCode.UNKNOWN_MEMBER, A2aCode.PART_CONTENT,
            A2aCode.ONEOF_CONTENT, A2aCode.UNKNOWN_ENUM_VALUE, A2aCode.ENUM_NUMBER, A2aCode.MIXED_BASE64_ALPHABET,
            A2aCode.BASE64_VARIANT, SharedCode.INVALID_TIMESTAMP, A2aCode.INTEGER_OUT_OF_RANGE,
            A2aCode.PROTO_FIELD_NAME, A2aCode.DUPLICATE_FIELD, A2aCode.NULL_AS_DEFAULT, SharedCode.NULL_VALUE,
            A2aCode.MISSING_ERROR_INFO, A2aCode.INVALID_ERROR_DATA)
            .map(FindingCode::code).collect(Collectors.toUnmodifiableSet());

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static List<V1Case> cases() {
        return V1Case.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void findingsAsExpected(V1Case c) {
        List<Finding> findings = c.run(new V1Validator(c.policy()));
        List<String> lines = findings.stream().map(V1Case::line).toList();
        String bug = KNOWN_VALIDATOR_BUGS.get(c.name());
        if (bug != null) {
            assertThat(Set.copyOf(lines)).as(c.name() + " is listed as a validator bug (" + bug + "); it now gets its"
                    + " expected findings: take it off the list").isNotEqualTo(Set.copyOf(c.findings()));
            return;
        }
        assertThat(lines).as(c.name() + " findings " + findings).containsExactlyInAnyOrderElementsOf(c.findings());
        for (Finding f : findings) {
            assertThat(f.location() != null).as("a finding on read text has a location: " + f).isEqualTo(!c.absent());
            assertThat(f.message()).as(f.toString()).isNotBlank();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void paramsFindingsAreCheckParamsWithoutSummaries(V1Case c) {
        if (c.kind() != V1Case.Kind.PARAMS) {
            return;
        }
        V1Validator validator = new V1Validator(c.policy());
        V1ParamsCheck check = validator.checkParams(c.v1Method(), c.value());
        assertThat(check.findings()).isEqualTo(validator.paramsFindings(c.v1Method(), c.value()));
        assertThat(check.isValid()).isEqualTo(check.findings().stream().noneMatch(Finding::isError));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void validMessagesSummarizeEveryPart(V1Case c) throws Exception {
        if (c.kind() != V1Case.Kind.PARAMS || !c.v1Method().requestMessage().equals("SendMessageRequest")
                || !c.errorCodes().isEmpty() || KNOWN_VALIDATOR_BUGS.containsKey(c.name())) {
            return;
        }
        V1ParamsCheck check = new V1Validator(c.policy()).checkParams(c.v1Method(), c.value());
        JsonNode parts = MAPPER.readTree(c.text()).path("message").path("parts");
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            JsonNode part = parts.get(i);
            String kind = Stream.of("text", "raw", "url", "data").filter(part::has).findFirst().orElseThrow();
            JsonNode content = part.get(kind);
            String bytes = switch (kind) {
                case "text" -> Integer.toString(content.asText().getBytes(StandardCharsets.UTF_8).length);
                case "raw" -> Integer.toString(decodedLength(content.asText()));
                case "data" -> Integer.toString(MAPPER.writeValueAsBytes(content).length);
                default -> "-";
            };
            expected.add(i + ":" + kind + ":" + bytes);
        }
        assertThat(check.parts().stream().map(p -> p.index() + ":" + p.kind() + ":"
                + (p.countedBytes().isPresent() ? Long.toString(p.countedBytes().getAsLong()) : "-")).toList())
                .as(c.name() + ": one summary per part, with its counted bytes").isEqualTo(expected);
        assertThat(check.parts()).allMatch(p -> p.limit() == c.parts().partLimit());
    }

    /** The decoded length of Base64 in either alphabet, padded or not, by the JDK's decoder. */
    private static int decodedLength(String base64) {
        String standard = base64.replace('-', '+').replace('_', '/');
        return Base64.getDecoder().decode(standard + "==".substring(0, (4 - standard.length() % 4) % 4)).length;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void unknownFieldsAsAdvisoriesChangeOnlyTheirSeverity(V1Case c) {
        V1Policy strict = new V1Policy(c.policy().parts(), true);
        String unknownError = "ERROR " + SharedCode.UNKNOWN_MEMBER.code() + " ";
        List<String> expected = c.run(new V1Validator(strict)).stream().map(V1Case::line)
                .map(l -> l.startsWith(unknownError) ? "ADVISORY" + l.substring(5) : l)
                .toList();
        List<String> lenient = c.run(new V1Validator(strict.withUnknownFieldsAsAdvisories())).stream()
                .map(V1Case::line).toList();
        assertThat(lenient).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void theCorpusShowsEveryV1Code() {
        Set<String> seen = new HashSet<>();
        for (V1Case c : cases()) {
            c.findings().forEach(l -> seen.add(l.split(" ", 3)[1]));
        }
        assertThat(seen).containsAll(V1_CODES);
        assertThat(V1_CODES).as("the corpus uses only v1.0 codes").containsAll(seen);
    }

    @Test
    void theCorpusCoversEveryMethodBothWays() {
        for (V1Method m : V1Method.values()) {
            assertThat(cases()).as(m + " params").anyMatch(c -> c.kind() == V1Case.Kind.PARAMS && c.v1Method() == m);
            assertThat(cases()).as(m + " result").anyMatch(c -> c.kind() == V1Case.Kind.RESULT && c.v1Method() == m);
        }
        for (V1Case.Kind k : V1Case.Kind.values()) {
            assertThat(cases()).as(k + " valid").anyMatch(c -> c.kind() == k && c.errorCodes().isEmpty());
            assertThat(cases()).as(k + " invalid").anyMatch(c -> c.kind() == k && !c.errorCodes().isEmpty());
        }
    }

    @Test
    void theBugListNamesCorpusCases() {
        assertThat(cases().stream().map(V1Case::name).toList()).containsAll(KNOWN_VALIDATOR_BUGS.keySet());
    }
}
