package dev.rpcgate.a2a.v03;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every params fixture gets exactly its expected findings and part summaries. */
class ParamsFixturesTest {
    static List<ParamsFixture> fixtures() {
        return ParamsFixture.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void findingsAndPartsAsExpected(ParamsFixture fixture) {
        ParamsCheck check = fixture.check();
        assertThat(check.findings().stream().map(ParamsFixture::line).toList())
                .as(fixture.name() + " findings " + check.findings())
                .containsExactlyInAnyOrderElementsOf(fixture.findings());
        assertThat(check.parts().stream().map(ParamsFixture::line).toList()).as(fixture.name() + " parts")
                .containsExactlyElementsOf(fixture.parts());
        assertThat(check.isValid()).isEqualTo(fixture.errorCodes().isEmpty());
        assertThat(check.params().isPresent()).as("records exactly when valid").isEqualTo(check.isValid());
        assertThat(new MessageSendValidator(fixture.policy()).findings(fixture.params()))
                .as("findings() is check() without summaries").isEqualTo(check.findings());
        for (PartSummary p : check.parts()) {
            assertThat(p.limit()).isEqualTo(fixture.policy().partLimit());
            if (p.kind().equals("data")) { // the preview is the data as indented JSON
                String preview = ((dev.rpcgate.core.json.JsonString) p.preview()).value();
                JsonObject message = (JsonObject) ((JsonObject) fixture.params()).get("message");
                JsonObject part = (JsonObject) ((dev.rpcgate.core.json.JsonArray) message.get("parts")).get(p.index());
                JsonValue data = part.get("data");
                assertThat(JsonReader.standard().read(preview).value()).isEqualTo(data);
                assertThat(preview.contains("\n")).as("indented").isEqualTo(!data.toString().equals("{}"));
            }
        }
        for (Finding f : check.findings()) {
            assertThat(f.location()).as("a finding on read text has a location: " + f).isNotNull();
            assertThat(f.message()).isNotBlank();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void validParamsRoundTripThroughTheRecords(ParamsFixture fixture) {
        ParamsCheck check = fixture.check();
        check.params().ifPresent(p -> assertThat(A2aJson.toJson(p)).isEqualTo(fixture.params()));
    }

    @Test
    void theFixturesCoverEveryFindingCode() {
        Set<String> seen = new HashSet<>();
        for (ParamsFixture f : fixtures()) {
            f.findings().forEach(l -> seen.add(l.split(" ", 3)[1]));
        }
        Set<FindingCode> all = new HashSet<>(List.of(A2aCode.values()));
        // the core codes the v0.3.0 validator reports
        all.addAll(Set.of(SharedCode.MISSING_REQUIRED, SharedCode.TYPE_MISMATCH, SharedCode.NULL_VALUE,
                SharedCode.UNKNOWN_MEMBER));
        // MissingParams needs a request without params: HostileInputsTest has it
        all.removeAll(Set.of(A2aCode.MISSING_PARAMS));
        // the version and v1.0 codes are never v0.3.0 params findings: their own tests cover them
        all.removeAll(Set.of(A2aCode.VERSION_CONFLICT, A2aCode.UNSUPPORTED_A2A_VERSION, A2aCode.VERSION_FROM_METHOD,
                A2aCode.VERSION_WITH_PATCH, A2aCode.PART_CONTENT, A2aCode.ONEOF_CONTENT, A2aCode.UNKNOWN_ENUM_VALUE,
                A2aCode.ENUM_NUMBER, A2aCode.MIXED_BASE64_ALPHABET, A2aCode.BASE64_VARIANT,
                A2aCode.INTEGER_OUT_OF_RANGE, A2aCode.PROTO_FIELD_NAME, A2aCode.DUPLICATE_FIELD,
                A2aCode.NULL_AS_DEFAULT, A2aCode.MISSING_ERROR_INFO, A2aCode.INVALID_ERROR_DATA));
        // nor are the request trace's codes: the trace tests cover them
        all.removeAll(Set.of(A2aCode.UNSUPPORTED_OPERATION, A2aCode.MISMATCH_NOT_APPLICABLE, A2aCode.REPLY_ID_MISMATCH,
                A2aCode.UNCORRELATED_REPLY, A2aCode.MALFORMED_HTTP_REQUEST, A2aCode.HTTP_METHOD_NOT_POST,
                A2aCode.TRANSFER_ENCODING_NOT_SUPPORTED, A2aCode.MISSING_CONTENT_LENGTH,
                A2aCode.INVALID_CONTENT_LENGTH, A2aCode.CONTENT_LENGTH_MISMATCH));
        assertThat(seen).containsAll(all.stream().map(FindingCode::code).toList());
    }

    @Test
    void absentParamsAreMissingParams() {
        ParamsCheck check = new MessageSendValidator(PartPolicy.DEFAULT).check(null);
        assertThat(check.findings()).extracting(ParamsFixture::line).containsExactly("ERROR MissingParams ");
        assertThat(check.isValid()).isFalse();
        assertThat(check.params()).isEmpty();
    }
}
