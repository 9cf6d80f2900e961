package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.MessageKind;
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
    void aBatchAtTheEntryBoundIsJudgedEntryByEntry() {
        Trace t = new Classifier(JsonRpcVersion.V2_0, GATES, PING, 2).classify(JsonReader.standard().read(
                "[{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1},{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":2}]"));
        assertThat(t.valid()).isTrue();
        assertThat(t.entries()).hasSize(2);
        assertThat(reply(t)).isEqualTo("[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"pong\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":\"pong\"}]");
    }

    @Test
    void aBatchOverTheEntryBoundFailsEnvelopeWholeAndNothingOfItRuns() {
        MessageStage failing = (m, r) -> {
            throw new AssertionError("ran for " + m);
        };
        Trace t = new Classifier(JsonRpcVersion.V2_0, GATES, failing, 2).classify(JsonReader.standard().read(
                "[{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1},\n{\"jsonrpc\":\"2.0\",\"method\":\"ping\"},"
                        + "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":3}]"));
        assertThat(t.kind()).isEqualTo(MessageKind.BATCH);
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.code()).isEqualTo(-32600);
        assertThat(t.notRun()).containsExactly(Gate.DISPATCH, Gate.HANDLER);
        assertThat(t.entries()).as("no entry is checked, so none is traced").isEmpty();
        assertThat(t.replyDue()).isTrue();
        assertThat(t.findings()).extracting(Finding::code, Finding::path, f -> f.location().column())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("BatchTooLarge", "", 1));
        assertThat(t.findings().get(0).message())
                .isEqualTo("the batch has 3 entries, over the limit of 2: none of them is processed");
        assertThat(reply(t)).as("one object, id null, the finding in data, as for a message refused for its size")
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\","
                        + "\"data\":{\"findings\":[{\"code\":\"BatchTooLarge\",\"severity\":\"ERROR\",\"message\":"
                        + "\"the batch has 3 entries, over the limit of 2: none of them is processed\",\"path\":\"\","
                        + "\"line\":1,\"column\":1,\"offset\":0}]}}}");
    }

    @Test
    void aBatchOfOnlyNotificationsOverTheBoundIsStillAnswered() {
        Trace t = new Classifier(JsonRpcVersion.V2_0, GATES, PING, 1).classify(JsonReader.standard().read(
                "[{\"jsonrpc\":\"2.0\",\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}]"));
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.replyDue()).as("nothing of it ran: the peer must learn that").isTrue();
        assertThat(reply(t)).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,");
    }

    @Test
    void theDefaultEntryBoundIs1024AndABoundIsAtLeastOne() {
        assertThat(new Classifier(JsonRpcVersion.V2_0, GATES, PING).maxBatchEntries()).isEqualTo(1024);
        assertThatThrownBy(() -> new Classifier(JsonRpcVersion.V2_0, GATES, PING, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aFacesGatesStartWithParseAndEnvelope() {
        assertThatThrownBy(() -> new Classifier(JsonRpcVersion.V2_0, List.of(Gate.ENVELOPE), MessageStage.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
