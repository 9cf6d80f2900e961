package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A face's own ENVELOPE rule and per-document stage: what the rule refuses fails ENVELOPE with -32600 and runs no
 * later gate, while the reply rules (a notification or a response is never answered) stay the classifier's.
 */
class EnvelopeRuleTest {
    private static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH);

    /** Takes no batches, no responses, and no method the document's context blocks; remembers what it saw. */
    private static final class Rule implements EnvelopeRule {
        final String blocked;
        final List<EnvelopeResult> seen = new ArrayList<>();

        Rule(String blocked) {
            this.blocked = blocked;
        }

        @Override
        public List<Finding> checkBatch(JsonArray batch) {
            return List.of(Finding.error("NoBatches", "one message per document", "", null));
        }

        @Override
        public List<Finding> checkMessage(EnvelopeResult envelope) {
            seen.add(envelope);
            if (envelope.kind() == MessageKind.RESPONSE && envelope.isValid()) {
                return List.of(Finding.error("NotARequest", "a response", "", null));
            }
            String method = switch (envelope.message()) {
                case Message.Call c -> c.method();
                case Message.Notification n -> n.method();
                case null, default -> null;
            };
            return blocked.equals(method) ? List.of(Finding.error("Blocked", "blocked here", "/method", null))
                    : List.of();
        }
    }

    /** A stage that passes DISPATCH and answers "ok", counting its runs. */
    private static final class Ok implements MessageStage {
        final AtomicInteger runs = new AtomicInteger();

        @Override
        public dev.rpcgate.core.json.JsonValue run(Message message, dev.rpcgate.core.gate.TraceRecorder recorder) {
            runs.incrementAndGet();
            recorder.passed(Gate.DISPATCH, List.of());
            return message instanceof Message.Call c ? Replies.success(c.id(), JsonString.of("ok")) : null;
        }
    }

    private final Ok constructorStage = new Ok();
    private final Classifier classifier = new Classifier(JsonRpcVersion.V2_0, GATES, constructorStage);

    private Trace classify(String text, Rule rule, Ok stage) {
        return classifier.classify(JsonReader.standard().read(text), rule, stage);
    }

    private static String reply(Trace t) {
        return t.reply() == null ? null : JsonWriter.write(t.reply());
    }

    private static List<String> codes(GateOutcome g) {
        return g.findings().stream().map(Finding::code).toList();
    }

    @Test
    void theDocumentsOwnStageRunsNotTheClassifiers() {
        Ok mine = new Ok();
        Trace t = classify("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}", new Rule("b"), mine);
        assertThat(t.valid()).isTrue();
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"ok\"}");
        assertThat(mine.runs).hasValue(1);
        assertThat(constructorStage.runs).hasValue(0);
    }

    @Test
    void aRefusedCallFailsEnvelopeKeepsItsAdvisoriesAndIsAnsweredWithItsId() {
        Ok stage = new Ok();
        Trace t = classify("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"rpc.b\"}", new Rule("rpc.b"), stage);
        assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(t.code()).isEqualTo(-32600);
        assertThat(t.kind()).isEqualTo(MessageKind.CALL);
        assertThat(codes(t.gates().get(1))).as("the version's advisory, then the face's error")
                .containsExactly("ReservedMethod", "Blocked");
        assertThat(t.notRun()).containsExactly(Gate.DISPATCH);
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32600,"
                + "\"message\":\"Invalid Request\"}}");
        assertThat(stage.runs).hasValue(0);
    }

    @Test
    void aRefusedNotificationOrResponseStillGetsNoReply() {
        for (String text : new String[] {"{\"jsonrpc\":\"2.0\",\"method\":\"b\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":5}"}) {
            Trace t = classify(text, new Rule("b"), new Ok());
            assertThat(t.failedGate()).as(text).isEqualTo(Gate.ENVELOPE);
            assertThat(t.replyDue()).as(text).isFalse();
            assertThat(t.reply()).as(text).isNull();
        }
    }

    @Test
    void theRuleSeesAnInvalidEnvelopeButCannotMakeItValid() {
        Rule rule = new Rule("b");
        Trace t = classify("{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"a\"}", rule, new Ok());
        assertThat(rule.seen).singleElement().satisfies(e -> {
            assertThat(e.isValid()).isFalse();
            assertThat(e.replyId().toJson().toString()).isEqualTo("3");
        });
        assertThat(codes(t.gates().get(1))).containsExactly("WrongVersion");
        assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32600,"
                + "\"message\":\"Invalid Request\"}}");
    }

    @Test
    void aRefusedBatchIsRefusedWholeBeforeTheVersionsBatchRules() {
        for (String text : new String[] {"[]", "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}]", "[1,2,3]"}) {
            Rule rule = new Rule("b");
            Ok stage = new Ok();
            Trace t = new Classifier(JsonRpcVersion.V2_0, GATES, MessageStage.NONE, 2)
                    .classify(JsonReader.standard().read(text), rule, stage);
            assertThat(t.kind()).isEqualTo(MessageKind.BATCH);
            assertThat(t.failedGate()).isEqualTo(Gate.ENVELOPE);
            assertThat(codes(t.gates().get(1))).as(text).containsExactly("NoBatches");
            assertThat(t.entries()).isEmpty();
            assertThat(rule.seen).as("no entry is looked at").isEmpty();
            assertThat(stage.runs).hasValue(0);
            assertThat(reply(t)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,"
                    + "\"message\":\"Invalid Request\"}}");
        }
    }

    @Test
    void aTakenBatchRunsTheMessageRuleOnEachEntry() {
        EnvelopeRule entriesOnly = new EnvelopeRule() {
            @Override
            public List<Finding> checkMessage(EnvelopeResult envelope) {
                return new Rule("b").checkMessage(envelope);
            }
        };
        Trace t = classifier.classify(JsonReader.standard().read("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"}]"), entriesOnly, new Ok());
        assertThat(t.gates().get(1).status()).isEqualTo(GateStatus.PASSED);
        assertThat(t.entries()).extracting(Trace::failedGate).containsExactly(null, Gate.ENVELOPE);
        assertThat(reply(t)).isEqualTo("[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"ok\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"}}]");
    }

    @Test
    void advisoriesOfTheBatchRuleJoinTheBatchsEnvelope() {
        EnvelopeRule note = new EnvelopeRule() {
            @Override
            public List<Finding> checkBatch(JsonArray batch) {
                return List.of(Finding.advisory("Noted", "a batch", "", null));
            }
        };
        Trace t = classifier.classify(JsonReader.standard().read("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}]"),
                note, new Ok());
        assertThat(t.valid()).isTrue();
        assertThat(codes(t.gates().get(1))).containsExactly("Noted");
        Trace empty = classifier.classify(JsonReader.standard().read("[]"), note, new Ok());
        assertThat(codes(empty.gates().get(1))).containsExactly("Noted", "EmptyBatch");
    }

    @Test
    void noRuleIsTheClassifiersOwnBehaviour() {
        for (String text : new String[] {"[]", "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":5}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"b\"}", "[{\"jsonrpc\":\"2.0\",\"method\":\"b\"}]", "{"}) {
            Trace viaNone = classifier.classify(JsonReader.standard().read(text), EnvelopeRule.NONE, constructorStage);
            Trace plain = classifier.classify(JsonReader.standard().read(text));
            assertThat(dev.rpcgate.core.gate.TraceJson.toJson(viaNone))
                    .as(text).isEqualTo(dev.rpcgate.core.gate.TraceJson.toJson(plain));
        }
    }
}
