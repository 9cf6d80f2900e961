package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A face's later gates plug into the classifier; the reply rules stay the classifier's. */
class ClassifierTest {
    private static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH, Gate.HANDLER);

    /** A stage that knows one method, {@code ping}, answering {@code "pong"}. */
    private static final MessageStage PING = (message, r) -> {
        String method = message instanceof Message.Call c ? c.method()
                : message instanceof Message.Notification n ? n.method() : null;
        Id id = message instanceof Message.Call c ? c.id() : Id.ABSENT;
        if (!"ping".equals(method)) {
            r.failed(Gate.DISPATCH, List.of(Finding.error("UnknownMethod", "no method " + method, "/method", null)),
                    ErrorCodes.METHOD_NOT_FOUND);
            return Replies.error(id, ErrorCodes.METHOD_NOT_FOUND);
        }
        r.passed(Gate.DISPATCH, List.of());
        r.passed(Gate.HANDLER, List.of());
        return Replies.success(id, dev.rpcgate.core.json.JsonString.of("pong"));
    };

    private static Trace classify(String text) {
        return new Classifier(JsonRpcVersion.V2_0, GATES, PING).classify(JsonReader.standard().read(text));
    }

    private static String reply(Trace t) {
        return t.reply() == null ? null : JsonWriter.write(t.reply());
    }

    @Test
    void aKnownCallIsAnsweredByTheStage() {
        Trace t = classify("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1.0}");
        assertThat(t.valid()).isTrue();
        assertThat(t.gates()).extracting(g -> g.status()).containsOnly(GateStatus.PASSED);
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":\"pong\"}");
    }

    @Test
    void anUnknownMethodFailsAtDispatchAndLaterGatesDoNotRun() {
        Trace t = classify("{\"jsonrpc\":\"2.0\",\"method\":\"nope\",\"id\":\"a\"}");
        assertThat(t.failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(t.code()).isEqualTo(-32601);
        assertThat(t.notRun()).containsExactly(Gate.HANDLER);
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"error\":{\"code\":-32601,"
                + "\"message\":\"Method not found\"}}");
    }

    @Test
    void aNotificationToAnUnknownMethodIsTracedButNeverAnswered() {
        Trace t = classify("{\"jsonrpc\":\"2.0\",\"method\":\"nope\"}");
        assertThat(t.failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(t.replyDue()).isFalse();
        assertThat(t.reply()).isNull();
    }

    @Test
    void aBatchCollectsTheStagesRepliesButNoneForNotifications() {
        Trace t = classify("[{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1},{\"jsonrpc\":\"2.0\",\"method\":\"x\"},"
                + "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"id\":2},3]");
        assertThat(reply(t)).isEqualTo("[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"pong\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}},"
                + "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"}}]");
        assertThat(t.entries()).extracting(Trace::failedGate)
                .containsExactly(null, Gate.DISPATCH, Gate.DISPATCH, Gate.ENVELOPE);
        assertThat(t.entries().get(3).notRun()).containsExactly(Gate.DISPATCH, Gate.HANDLER);
    }

    @Test
    void anAllNotificationBatchGetsNoReplyEvenWhenItsMethodsAreUnknown() {
        Trace t = classify("[{\"jsonrpc\":\"2.0\",\"method\":\"x\"},{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}]");
        assertThat(t.replyDue()).isFalse();
        assertThat(t.reply()).isNull();
    }

    @Test
    void theStageNeverRunsForAnInvalidEnvelope() {
        MessageStage failing = (m, r) -> {
            throw new AssertionError("ran for " + m);
        };
        Trace t = new Classifier(JsonRpcVersion.V2_0, GATES, failing)
                .classify(JsonReader.standard().read("{\"jsonrpc\":\"2.0\",\"method\":1,\"id\":1}"));
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.notRun()).containsExactly(Gate.DISPATCH, Gate.HANDLER);
    }

    @Test
    void aFacesGatesStartWithParseAndEnvelope() {
        assertThatThrownBy(() -> new Classifier(JsonRpcVersion.V2_0, List.of(Gate.ENVELOPE), MessageStage.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
