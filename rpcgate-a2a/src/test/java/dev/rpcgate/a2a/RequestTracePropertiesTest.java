package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;

/**
 * Whatever the document, the trace is made, only a document with a reply due has one, and the trace agrees with itself
 * (the correlation verdict and its gate, the receipts and HANDLER).
 */
class RequestTracePropertiesTest {
    private static final String FRAME = "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"message/send\",\"params\":%s}";
    private static final String PARAMS = "{\"message\":{\"kind\":\"message\",\"role\":\"user\",\"messageId\":\"m\","
            + "\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}]}}";

    @Property(tries = 300)
    void anyTextGivesATrace(@ForAll @StringLength(max = 200) String text, @ForAll boolean fault,
                            @ForAll boolean mismatch) {
        A2aTrace t = new RequestTrace(new TracePolicy(PartPolicy.DEFAULT, fault, mismatch)).check(text);

        assertThat(JsonWriter.write(t.toJson())).startsWith("{\"valid\":");
        assertThat(t.trace().reply() == null || t.trace().replyDue()).isTrue();
        TraceAgreement.check(t);
    }

    @Property(tries = 300)
    void anyBatchOfCallsAndNotificationsAgrees(@ForAll @Size(max = 6) List<@IntRange(max = 5) Integer> kinds,
                                               @ForAll boolean fault, @ForAll boolean mismatch) {
        List<String> entries = new java.util.ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            entries.add(switch (kinds.get(i)) {
                case 0 -> FRAME.formatted(i, PARAMS);
                case 1 -> "{\"jsonrpc\":\"2.0\",\"method\":\"message/send\",\"params\":" + PARAMS + "}";
                case 2 -> FRAME.formatted(i, "{}");
                case 3 -> "{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":\"tasks/get\"}";
                case 4 -> "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"message/send\"}";
                default -> "7";
            });
        }
        A2aTrace t = new RequestTrace(new TracePolicy(PartPolicy.DEFAULT, fault, mismatch))
                .check("[" + String.join(",", entries) + "]");

        TraceAgreement.check(t);
    }

    @Property(tries = 300)
    void anyParamsAndIdGiveATrace(@ForAll @StringLength(max = 12) String id, @ForAll @StringLength(max = 60) String text,
                                  @ForAll boolean mismatch) {
        String params = "{\"message\":{\"kind\":\"message\",\"role\":\"user\",\"messageId\":\"m\",\"parts\":[{\"kind\":"
                + "\"text\",\"text\":" + JsonWriter.write(dev.rpcgate.core.json.JsonString.of(text)) + "}]}}";
        String idJson = id.matches("[1-9][0-9]{0,11}") ? id
                : JsonWriter.write(dev.rpcgate.core.json.JsonString.of(id));
        A2aTrace t = new RequestTrace(TracePolicy.DEFAULT.withMismatchId(mismatch)).check(FRAME.formatted(idJson, params));

        assertThat(t.receipts()).hasSize(1);
        assertThat(t.valid()).isEqualTo(!mismatch);
    }

    @Property(tries = 300)
    void anyBytesGiveAnHttpTrace(@ForAll byte[] file) {
        A2aTrace t = new RequestTrace(TracePolicy.DEFAULT).checkHttp(file);

        assertThat(t.valid()).isFalse(); // random bytes are never a whole valid request
    }
}
