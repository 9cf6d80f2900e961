package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A value already read is classified without a second read: its trace is the one the text's parse gives; a value a
 * face found over its bounds fails PARSE with the face's findings and keeps the kind its top level tells.
 */
class ClassifyValueTest {
    private static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH);

    /** Passes DISPATCH for {@code ping} and answers it; fails it for anything else. */
    private static final MessageStage PING = (message, r) -> {
        String method = message instanceof Message.Call c ? c.method()
                : message instanceof Message.Notification n ? n.method() : "(response)";
        if (!method.equals("ping")) {
            r.failed(Gate.DISPATCH, List.of(Finding.error("UnknownMethod", method, "/method", null)),
                    ErrorCodes.METHOD_NOT_FOUND);
            return message instanceof Message.Call c ? Replies.error(c.id(), ErrorCodes.METHOD_NOT_FOUND) : null;
        }
        r.passed(Gate.DISPATCH, List.of());
        return message instanceof Message.Call c ? Replies.success(c.id(), JsonString.of("pong")) : null;
    };

    private static final Classifier V2 = new Classifier(JsonRpcVersion.V2_0, GATES, PING);
    private static final Classifier V1 = new Classifier(JsonRpcVersion.V1_0, GATES, PING);

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":10e-1}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"nope\",\"id\":\"a\"}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2\",\"method\":\"ping\",\"id\":3}",
            "{\"jsonrpc\":\"2.0\",\"result\":1,\"id\":3}",
            "[]",
            "[1,{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1},{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1.0}]",
            "\"text\""})
    void aValueIsClassifiedAsItsParseIs(String text) {
        JsonParse parse = JsonReader.standard().read(text);
        assertThat(V2.classify(parse.value())).isEqualTo(V2.classify(parse));
        assertThat(V1.classify(parse.value())).isEqualTo(V1.classify(parse));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":10e-1}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"nope\",\"id\":\"a\"}",
            "{\"jsonrpc\":\"2\",\"method\":\"ping\",\"id\":3}",
            "{\"jsonrpc\":\"2.0\",\"result\":1,\"id\":3}",
            "{\"jsonrpc\":\"2.0\",\"result\":1,\"error\":{\"code\":1,\"message\":\"m\"},\"id\":3}",
            "\"text\""})
    void anEnvelopeAlreadyCheckedIsClassifiedAsItsValueIs(String text) {
        JsonValue value = JsonReader.standard().read(text).value();
        EnvelopeRule refuseResponses = new EnvelopeRule() {
            @Override
            public List<Finding> checkMessage(EnvelopeResult envelope) {
                return envelope.kind() == MessageKind.RESPONSE
                        ? List.of(Finding.error("NotARequest", "a response", "", null)) : List.of();
            }
        };
        for (Classifier c : List.of(V2, V1)) {
            EnvelopeResult envelope = Envelope.check(value, c.version(), "");
            assertThat(c.classify(envelope, EnvelopeRule.NONE, PING))
                    .isEqualTo(c.classify(value, EnvelopeRule.NONE, PING));
            assertThat(c.classify(envelope, refuseResponses, PING))
                    .isEqualTo(c.classify(value, refuseResponses, PING));
        }
    }

    @Test
    void theFacesRuleAndStageApplyToAValueAsToAParse() {
        EnvelopeRule noBatches = new EnvelopeRule() {
            @Override
            public List<Finding> checkBatch(JsonArray batch) {
                return List.of(Finding.error("NoBatches", "one message per document", "", null));
            }
        };
        JsonParse parse = JsonReader.standard().read("[{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1}]");
        Trace t = V2.classify(parse.value(), noBatches, PING);
        assertThat(t).isEqualTo(V2.classify(parse, noBatches, PING));
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.findings()).extracting(Finding::code).containsExactly("NoBatches");
    }

    @Test
    void aFacesRefusalOfABatchIsItsOwnUnder10AndGetsNoReply() {
        EnvelopeRule noBatches = new EnvelopeRule() {
            @Override
            public List<Finding> checkBatch(JsonArray batch) {
                return List.of(Finding.error("NoBatches", "one message per document", "", null));
            }
        };
        Trace t = V1.classify(JsonReader.standard().read("[1]").value(), noBatches, PING);
        assertThat(t.kind()).isEqualTo(MessageKind.BATCH);
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.findings()).extracting(Finding::code).containsExactly("NoBatches");
        assertThat(t.replyDue()).isFalse();
        assertThat(t.reply()).isNull();
        Trace plain = V1.classify(JsonReader.standard().read("[1]").value());
        assertThat(plain.findings()).extracting(Finding::code).containsExactly("UnsupportedMessage");
    }

    @Test
    void aValueOverTheFacesBoundsFailsParseWithTheFacesFindingsAndKeepsItsKind() {
        JsonValue call = JsonReader.standard().read("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1}").value();
        List<Finding> deep = List.of(Finding.error("DepthLimit", "too deep", "/params", null));
        Trace t = V2.unreadable(call, deep);
        assertThat(t.kind()).isEqualTo(MessageKind.CALL);
        assertThat(t.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.code()).isEqualTo(-32700);
        assertThat(t.findings()).isEqualTo(deep);
        assertThat(t.notRun()).containsExactly(Gate.ENVELOPE, Gate.DISPATCH);
        assertThat(t.reply()).isEqualTo(Replies.error(null, ErrorCodes.PARSE_ERROR));
        Trace v1 = V1.unreadable(call, deep);
        assertThat(v1.replyDue()).isFalse();
        assertThat(V2.unreadable(JsonReader.standard().read("[1]").value(), deep).kind()).isEqualTo(MessageKind.BATCH);
    }

    @Test
    void aCleanMessagesTraceIsSharedAndEqualToOneRecordedGateByGate() {
        MessageStage quiet = (message, r) -> {
            r.passed(Gate.DISPATCH, List.of());
            return null;
        };
        Classifier c = new Classifier(JsonRpcVersion.V2_0, GATES, quiet);
        JsonValue call = JsonReader.standard().read("{\"jsonrpc\":\"2.0\",\"method\":\"a\",\"id\":1}").value();
        JsonValue other = JsonReader.standard().read("{\"jsonrpc\":\"2.0\",\"method\":\"b\",\"id\":2}").value();
        Trace t = c.classify(call);
        assertThat(c.classify(other)).isSameAs(t);
        dev.rpcgate.core.gate.TraceRecorder r = new dev.rpcgate.core.gate.TraceRecorder(GATES);
        r.passed(Gate.PARSE, List.of()).passed(Gate.ENVELOPE, List.of()).passed(Gate.DISPATCH, List.of());
        assertThat(r.passedCleanly()).isTrue();
        assertThat(t).isEqualTo(r.finish(MessageKind.CALL, true, null, List.of()));
        Trace notification = c.classify(JsonReader.standard().read("{\"jsonrpc\":\"2.0\",\"method\":\"a\"}").value());
        assertThat(notification.kind()).isEqualTo(MessageKind.NOTIFICATION);
        assertThat(notification.replyDue()).isFalse();
        Trace batch = c.classify(JsonReader.standard().read("[{\"jsonrpc\":\"2.0\",\"method\":\"a\",\"id\":1},"
                + "{\"jsonrpc\":\"2.0\",\"method\":\"a\",\"id\":2}]").value());
        assertThat(batch.entries()).extracting(Trace::index).containsExactly(0, 1);
        assertThat(batch.entries().get(1)).isEqualTo(t.atIndex(1));
    }

    @Test
    void anAdvisoryOrAFailureIsKeptAfterCleanPasses() {
        dev.rpcgate.core.gate.TraceRecorder r = new dev.rpcgate.core.gate.TraceRecorder(GATES);
        Finding advisory = Finding.advisory("Note", "n", "", null);
        r.passed(Gate.PARSE, List.of()).passed(Gate.ENVELOPE, List.of(advisory));
        assertThat(r.passedCleanly()).isFalse();
        r.failed(Gate.DISPATCH, List.of(Finding.error("No", "n", "", null)), -32601);
        Trace t = r.finish(MessageKind.CALL, true, null, List.of());
        assertThat(t.gates()).extracting(g -> g.gate() + ":" + g.status() + g.findings().size())
                .containsExactly("PARSE:PASSED0", "ENVELOPE:PASSED1", "DISPATCH:FAILED1");
        assertThat(t.failedGate()).isEqualTo(Gate.DISPATCH);
    }
}
