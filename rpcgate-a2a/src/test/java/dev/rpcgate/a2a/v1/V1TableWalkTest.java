package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Documents made from the table itself, for every message: the least valid one (REQUIRED fields and one member of
 * each oneof), the fullest (every field), the fullest under proto names, and one with every field of a wrong type.
 */
class V1TableWalkTest {
    private static final V1Validator VALIDATOR = new V1Validator(V1Policy.DEFAULT);

    static Stream<String> messages() {
        return V1Validator.messageNames().stream().sorted();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void theLeastValidDocumentHasNoFinding(String message) {
        JsonObject doc = instance(V1Descriptors.TABLE.messages().get(message), false, false);
        assertThat(VALIDATOR.messageFindings(message, doc)).as(doc.toString()).isEmpty();
        assertThat(VALIDATOR.messageFindings(message, reread(doc))).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void theFullestDocumentHasNoFinding(String message) {
        JsonObject doc = instance(V1Descriptors.TABLE.messages().get(message), true, false);
        assertThat(VALIDATOR.messageFindings(V1Descriptors.PACKAGE + "." + message, reread(doc))).as(doc.toString())
                .isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void protoNamesAreAdvisoriesOnly(String message) {
        MessageDesc d = V1Descriptors.TABLE.messages().get(message);
        JsonObject doc = instance(d, true, true);
        List<Finding> findings = VALIDATOR.messageFindings(message, reread(doc));
        long distinct = doc.names().stream().filter(n -> d.field(n).hasDistinctProtoName()).count();
        assertThat(findings).as(doc.toString()).allMatch(f -> f.is(A2aCode.PROTO_FIELD_NAME) && !f.isError());
        assertThat(findings.stream().filter(f -> f.path().lastIndexOf('/') == 0).count()).isEqualTo(distinct);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void everyFieldOfAWrongTypeIsATypeMismatch(String message) {
        MessageDesc d = V1Descriptors.TABLE.messages().get(message);
        JsonObject.Builder b = JsonObject.builder();
        int expected = 0;
        for (FieldDesc f : d.fields) {
            if (f.kind != FieldKind.VALUE || f.repeated || f.map) {
                b.put(f.jsonName, wrong(f));
                expected++;
            }
        }
        List<Finding> findings = VALIDATOR.messageFindings(message, reread(b.build()));
        assertThat(findings.stream().filter(f -> f.is(SharedCode.TYPE_MISMATCH)).map(Finding::path))
                .as(findings.toString()).hasSize(expected).doesNotHaveDuplicates();
        assertThat(findings).allMatch(f -> f.is(SharedCode.TYPE_MISMATCH)
                || f.is(A2aCode.ONEOF_CONTENT) || f.is(A2aCode.PART_CONTENT));
    }

    /** A valid document of {@code d}: REQUIRED fields (all fields when {@code full}) and the first of each oneof. */
    static JsonObject instance(MessageDesc d, boolean full, boolean protoNames) {
        JsonObject.Builder b = JsonObject.builder();
        long oneofsDone = 0;
        for (FieldDesc f : d.fields) {
            long group = 0;
            for (long mask : d.oneofMasks) {
                group |= (mask >>> f.index & 1) != 0 ? mask : 0;
            }
            boolean firstOfGroup = group != 0 && (oneofsDone & group) == 0;
            if (!(f.required || full && group == 0 || firstOfGroup)) {
                continue;
            }
            oneofsDone |= group;
            JsonValue v = value(f, full);
            b.put(protoNames ? f.protoName : f.jsonName, f.repeated ? JsonArray.of(v)
                    : f.map ? JsonObject.builder().put("k", v).build() : v);
        }
        return b.build();
    }

    private static JsonValue value(FieldDesc f, boolean full) {
        return switch (f.kind) {
            case STRING -> JsonString.of("abcd"); // also base64url, as a JWS part must be
            case BYTES -> JsonString.of("AQID");
            case BOOL -> JsonBoolean.TRUE;
            case INT32 -> JsonNumber.of(7);
            case INT64 -> JsonString.of("-9007199254740993");
            case ENUM -> JsonString.of(f.enumType.names[f.enumType.names.length - 1]);
            case MESSAGE -> instance(f.message, full, false);
            case STRUCT -> JsonObject.builder().put("any", JsonArray.of(JsonNumber.of(1))).build();
            case VALUE -> JsonArray.of(JsonString.of("x"), JsonBoolean.FALSE);
            case TIMESTAMP -> JsonString.of("2025-10-28T10:30:00.000Z");
        };
    }

    private static JsonValue wrong(FieldDesc f) {
        if (f.repeated) {
            return JsonString.of("not an array");
        }
        if (f.map) {
            return JsonArray.of();
        }
        return switch (f.kind) {
            case STRING, BYTES, TIMESTAMP, STRUCT -> JsonNumber.of(1);
            case BOOL, MESSAGE -> JsonString.of("x");
            case INT32, INT64, ENUM -> JsonBoolean.TRUE;
            case VALUE -> throw new IllegalArgumentException("every value is a google.protobuf.Value");
        };
    }

    /** The document as read from its text, so findings get locations. */
    private static JsonValue reread(JsonValue built) {
        return JsonReader.standard().read(built.toString()).value();
    }
}
