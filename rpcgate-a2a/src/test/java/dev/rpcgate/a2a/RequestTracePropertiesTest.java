package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonWriter;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;

/** Whatever the document, the trace is made, and only a document with a reply due has one. */
class RequestTracePropertiesTest {
    private static final String FRAME = "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"message/send\",\"params\":%s}";

    @Property(tries = 300)
    void anyTextGivesATrace(@ForAll @StringLength(max = 200) String text, @ForAll boolean fault,
                            @ForAll boolean mismatch) {
        A2aTrace t = new RequestTrace(new TracePolicy(PartPolicy.DEFAULT, fault, mismatch)).check(text);

        assertThat(JsonWriter.write(t.toJson())).startsWith("{\"valid\":");
        assertThat(t.trace().reply() == null || t.trace().replyDue()).isTrue();
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
