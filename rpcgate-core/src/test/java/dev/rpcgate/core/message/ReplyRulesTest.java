package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which reply explain says a server sends: the id rules, notifications, batches, 1.0. */
class ReplyRulesTest {
    private static final Explain V2 = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0);
    private static final Explain V1 = new Explain(JsonReader.standard(), JsonRpcVersion.V1_0);
    private static final String INVALID_REQUEST = "\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"}}";

    private static String reply(Trace t) {
        return JsonWriter.write(t.findReply().orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "1.0", "10e-1", "1E+0", "-0", "0.1000", "1e400", "9007199254740993",
            "123456789012345678901234567890", "\"a\\u0062\"", "\"\\ud83d\\ude00\"", "\"x\\/y\"", "\"\"",
            "\"caf\u00e9\""})
    void aValidIdIsEchoedByteForByte(String id) {
        Trace t = V2.explain("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"m\",\"params\":0}");
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":" + id + "," + INVALID_REQUEST);

        Trace batch = V2.explain("[{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"m\",\"params\":0}]");
        assertThat(reply(batch.entries().get(0))).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":" + id + "," + INVALID_REQUEST);
        assertThat(reply(batch)).isEqualTo("[{\"jsonrpc\":\"2.0\",\"id\":" + id + "," + INVALID_REQUEST + "]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"true", "false", "[1]", "{\"id\":1}"})
    void anInvalidIdBecomesNull(String id) {
        Trace t = V2.explain("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"m\"}");
        assertThat(t.kind()).isEqualTo(MessageKind.CALL);
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null," + INVALID_REQUEST);
    }

    @Test
    void anUnreadableIdBecomesNull() {
        Trace t = V2.explain("{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\"m\",}");
        assertThat(t.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.code()).isEqualTo(-32700);
        assertThat(t.kind()).as("the top level still tells a call").isEqualTo(MessageKind.CALL);
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                + "\"message\":\"Parse error\"}}");
        assertThat(t.notRun()).containsExactly(Gate.ENVELOPE);
    }

    @Test
    void aReadableIdOfAnInvalidRequestIsEchoed() {
        Trace t = V2.explain("{\"jsonrpc\":\"1.0\",\"id\":\"q7\",\"method\":\"m\"}");
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":\"q7\"," + INVALID_REQUEST);
    }

    @Test
    void anInvalidRequestWithoutAnIdIsAnsweredWithANullId() {
        Trace t = V2.explain("{\"jsonrpc\":\"2.0\",\"method\":1,\"params\":\"bar\"}");
        assertThat(t.kind()).isEqualTo(MessageKind.NOTIFICATION);
        assertThat(t.replyDue()).isTrue();
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null," + INVALID_REQUEST);
    }

    @Test
    void aCallWithANullIdIsValidWithAnAdvisoryAndIsOwedAReply() {
        Trace t = V2.explain("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"m\"}");
        assertThat(t.valid()).isTrue();
        assertThat(t.kind()).isEqualTo(MessageKind.CALL);
        assertThat(t.replyDue()).isTrue();
        assertThat(t.reply()).as("explain runs no method, so it builds no reply").isNull();
        assertThat(t.findings()).extracting(Finding::code).containsExactly("NullId");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"jsonrpc\":\"2.0\",\"method\":\"m\"}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":{\"a\":[1]}}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"rpc.cancel\",\"params\":[1]}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"extra\":true}"})
    void aWellFormedNotificationNeverGetsAReply(String doc) {
        Trace t = V2.explain(doc);
        assertThat(t.valid()).isTrue();
        assertThat(t.kind()).isEqualTo(MessageKind.NOTIFICATION);
        assertThat(t.replyDue()).isFalse();
        assertThat(t.reply()).isNull();
    }

    @Test
    void aReservedMethodIsAnAdvisoryAndTheMessageStaysValid() {
        Trace t = V2.explain("{\"jsonrpc\":\"2.0\",\"method\":\"rpc.cancel\",\"params\":[1]}");
        assertThat(t.gates().get(1).status()).isEqualTo(dev.rpcgate.core.gate.GateStatus.PASSED);
        assertThat(t.gates().get(1).findings()).extracting(Finding::code, Finding::severity, Finding::path)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("ReservedMethod",
                        dev.rpcgate.core.gate.Severity.ADVISORY, "/method"));
    }

    @Test
    void aResponseIsNeverAnsweredEvenWhenInvalid() {
        for (String doc : List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}",
                "{\"jsonrpc\":\"2.0\",\"result\":1}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":\"boom\"}")) {
            Trace t = V2.explain(doc);
            assertThat(t.kind()).as(doc).isEqualTo(MessageKind.RESPONSE);
            assertThat(t.replyDue()).as(doc).isFalse();
            assertThat(t.reply()).as(doc).isNull();
        }
    }

    @Test
    void aBatchOfOnlyNotificationsGetsNoReply() {
        Trace t = V2.explain("[{\"jsonrpc\":\"2.0\",\"method\":\"a\"},{\"jsonrpc\":\"2.0\",\"method\":\"b\"}]");
        assertThat(t.valid()).isTrue();
        assertThat(t.replyDue()).isFalse();
        assertThat(t.reply()).isNull();
        assertThat(t.entries()).allSatisfy(e -> assertThat(e.replyDue()).isFalse());
    }

    @Test
    void anInvalidWholeBatchGetsOneObjectAndAnInvalidEntryItsOwnReply() {
        Trace empty = V2.explain("[]");
        assertThat(reply(empty)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null," + INVALID_REQUEST);
        assertThat(empty.kind()).isEqualTo(MessageKind.BATCH);
        assertThat(empty.entries()).isEmpty();

        Trace unparsable = V2.explain("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"},");
        assertThat(reply(unparsable)).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700");

        Trace mixed = V2.explain("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"},{\"jsonrpc\":\"2.0\",\"method\":\"n\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":3}]");
        assertThat(mixed.failedGate()).as("the array itself passed").isNull();
        assertThat(mixed.code()).isNull();
        assertThat(mixed.valid()).isFalse();
        assertThat(reply(mixed)).isEqualTo("[{\"jsonrpc\":\"2.0\",\"id\":2," + INVALID_REQUEST + "]");
        assertThat(mixed.entries()).extracting(Trace::index).containsExactly(0, 1, 2);
        assertThat(mixed.entries()).extracting(Trace::replyDue).containsExactly(true, false, true);
    }

    @Test
    void ambiguousIdsInABatchAreComparedByExactValue() {
        Trace t = V2.explain("[" + String.join(",",
                call("1"), call("1.0"), call("10e-1"), call("\"1\""), call("9007199254740992"),
                call("9007199254740993"), call("1e400"), call("10e399"), call("0"), call("-0")) + ","
                + "{\"jsonrpc\":\"2.0\",\"method\":\"n\"},{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":2}]");
        assertThat(t.valid()).as("entry 11 is invalid").isFalse();
        assertThat(t.gates().get(1).findings()).extracting(Finding::path)
                .containsExactly("/1/id", "/2/id", "/7/id", "/9/id");
        assertThat(t.gates().get(1).findings()).allSatisfy(f -> {
            assertThat(f.code()).isEqualTo("AmbiguousId");
            assertThat(f.severity()).isEqualTo(dev.rpcgate.core.gate.Severity.ADVISORY);
        });
        assertThat(t.gates().get(1).findings().get(0).message())
                .isEqualTo("calls 0 and 1 of the batch share the id 1.0: their replies cannot be told apart");
    }

    private static String call(String id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"m\"}";
    }

    @Test
    void jsonRpc10ReplyRules() {
        Trace parse = V1.explain("{\"method\":");
        assertThat(parse.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(parse.replyDue()).as("1.0 defines no reply to unreadable text").isFalse();
        assertThat(parse.reply()).isNull();

        Trace call = V1.explain("{\"method\":\"echo\",\"params\":[\"hi\"],\"id\":{\"seq\":1}}");
        assertThat(call.valid()).isTrue();
        assertThat(call.kind()).isEqualTo(MessageKind.CALL);
        assertThat(call.replyDue()).isTrue();

        Trace notification = V1.explain("{\"method\":\"echo\",\"params\":[\"hi\"],\"id\":null}");
        assertThat(notification.kind()).isEqualTo(MessageKind.NOTIFICATION);
        assertThat(notification.replyDue()).isFalse();

        Trace invalidCall = V1.explain("{\"method\":\"echo\",\"params\":\"hi\",\"id\":3}");
        assertThat(invalidCall.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(invalidCall.code()).isEqualTo(-32600);
        assertThat(invalidCall.replyDue()).as("a request with an id is owed an answer").isTrue();
        assertThat(invalidCall.reply()).as("1.0 fixes no error object, so explain builds none").isNull();

        Trace invalidNotification = V1.explain("{\"method\":\"echo\",\"id\":null}");
        assertThat(invalidNotification.valid()).isFalse();
        assertThat(invalidNotification.replyDue()).isFalse();

        Trace batch = V1.explain("[{\"method\":\"echo\",\"params\":[],\"id\":1}]");
        assertThat(batch.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(batch.replyDue()).isFalse();
        assertThat(batch.findings()).extracting(Finding::code).containsExactly("UnsupportedMessage");
    }
}
