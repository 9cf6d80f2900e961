package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every v1 fixture gets exactly its expected findings (and, for params, part summaries). */
class V1FixturesTest {
    static List<V1Fixture> fixtures() {
        return V1Fixture.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void findingsAsExpected(V1Fixture fixture) {
        List<Finding> findings = fixture.run();
        assertThat(findings.stream().map(V1Fixture::line).toList()).as(fixture.name() + " findings " + findings)
                .containsExactlyInAnyOrderElementsOf(fixture.findings());
        for (Finding f : findings) {
            assertThat(f.location()).as("a finding on read text has a location: " + f).isNotNull();
            assertThat(f.message()).isNotBlank();
        }
        if (fixture.check().equals("params")) {
            V1Validator v = new V1Validator(fixture.policy());
            V1ParamsCheck check = v.checkParams(fixture.method(), fixture.value());
            assertThat(check.parts().stream().map(V1Fixture::line).toList()).as(fixture.name() + " parts")
                    .containsExactlyElementsOf(fixture.parts());
            assertThat(check.isValid()).isEqualTo(fixture.errorCodes().isEmpty());
            assertThat(v.paramsFindings(fixture.method(), fixture.value())).as("paramsFindings is checkParams' findings")
                    .isEqualTo(check.findings());
            for (PartSummary p : check.parts()) {
                assertThat(p.limit()).isEqualTo(fixture.policy().parts().partLimit());
                if (p.kind().equals("data")) { // the preview is the value as JSON text
                    String preview = ((JsonString) p.preview()).value();
                    assertThat(JsonReader.standard().read(preview).findings()).isEmpty();
                }
            }
        } else {
            assertThat(fixture.parts()).as("parts lines are for params").isEmpty();
        }
    }

    @Test
    void theFixturesCoverEveryMethodAndEveryV1Code() {
        Set<String> codes = new HashSet<>();
        Set<V1Method> params = EnumSet.noneOf(V1Method.class);
        Set<V1Method> results = EnumSet.noneOf(V1Method.class);
        Set<String> checks = new HashSet<>();
        for (V1Fixture f : fixtures()) {
            f.findings().forEach(l -> codes.add(l.split(" ", 3)[1]));
            checks.add(f.check());
            if (f.check().equals("params")) {
                params.add(f.method());
            } else if (f.check().equals("result")) {
                results.add(f.method());
            }
        }
        assertThat(params).as("params of every method").containsExactlyInAnyOrder(V1Method.values());
        assertThat(results.size()).as("results of most methods").isGreaterThanOrEqualTo(10);
        assertThat(checks).containsExactlyInAnyOrder("params", "result", "error", "card", "message");
        // MissingParams needs absent params, FindingLimit a flood: V1HostileInputsTest has both
        assertThat(codes).containsAll(V1_CODES);
    }

    /** The codes the v1.0 validator gives, but for MissingParams and FindingLimit. */
    static final List<String> V1_CODES = Stream.of(SharedCode.MISSING_REQUIRED, SharedCode.TYPE_MISMATCH,
            SharedCode.NULL_VALUE, A2aCode.EMPTY_PARTS, A2aCode.NON_CANONICAL_BASE64, A2aCode.PART_TOO_LARGE,
            A2aCode.URI_REFUSED, A2aCode.URI_NOT_ALLOWED, SharedCode.UNKNOWN_MEMBER, A2aCode.PART_CONTENT,
            A2aCode.ONEOF_CONTENT, A2aCode.UNKNOWN_ENUM_VALUE, A2aCode.ENUM_NUMBER, A2aCode.MIXED_BASE64_ALPHABET,
            A2aCode.BASE64_VARIANT, SharedCode.INVALID_TIMESTAMP, A2aCode.INTEGER_OUT_OF_RANGE,
            A2aCode.PROTO_FIELD_NAME, A2aCode.DUPLICATE_FIELD, A2aCode.NULL_AS_DEFAULT, A2aCode.MISSING_ERROR_INFO,
            A2aCode.INVALID_ERROR_DATA).map(FindingCode::code).toList();
}
