package dev.rpcgate.a2a;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.core.message.Replies;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Dispatcher;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.ParamsContract;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One run of the request trace: the gates after ENVELOPE for each message of one document. DISPATCH, PARAMS and
 * HANDLER are the runtime's {@link Dispatcher} over a fresh {@link A2aReceiver} (its own store, reply ids
 * {@code agent-message-1}, {@code -2}, ...), except that a known v0.3.0 method other than {@code message/send} fails
 * DISPATCH with -32004; then CORRELATION for a call whose handler succeeded (an error reply is correlated by
 * {@link RequestTrace}, after the gate that failed). A notification gets no reply, so there is nothing to correlate:
 * CORRELATION does not run and the verdict is {@code no-response}, never success. Single use, not thread-safe: the
 * classifier runs messages one by one.
 */
final class TraceRun implements MessageStage {
    /** A known A2A method the receiver does not implement (-32004 at DISPATCH). */
    static final String UNSUPPORTED_OPERATION = "UnsupportedOperation";
    /** A response where the receiver takes requests. */
    static final String NOT_A_REQUEST = "NotARequest";
    /** The mismatch fault was asked for but has nothing to change (a null id, or a number too long to step). */
    static final String MISMATCH_NOT_APPLICABLE = "MismatchNotApplicable";

    /** What the run learned of one message besides its gates. */
    static final class Detail {
        ParamsCheck check;
        Correlation correlation;
    }

    private final TracePolicy policy;
    private final ReceiptStore receipts;
    private final A2aReceiver receiver;
    private final Dispatcher dispatcher;
    private final Map<JsonValue, Detail> details = new IdentityHashMap<>();
    private Detail current = new Detail();

    TraceRun(TracePolicy policy, int maxReceipts) {
        this.policy = policy;
        this.receipts = new ReceiptStore(maxReceipts);
        int[] replies = {0};
        this.receiver = new A2aReceiver(policy.parts(), receipts, () -> "agent-message-" + ++replies[0]);
        ParamsContract contract = new ParamsContract() {
            @Override
            public boolean hasMethod(String method) {
                return A2aMethods.isKnown(method);
            }

            @Override
            public List<Finding> checkParams(String method, JsonValue params) {
                ParamsCheck check = receiver.check(params);
                current.check = check;
                return A2aReceiver.inRequest(check.findings());
            }
        };
        Handler handler = (method, params, context) -> {
            if (policy.injectFault()) {
                throw new InjectedFault();
            }
            return receiver.receive(params, current.check);
        };
        this.dispatcher = new Dispatcher(handler, DispatchOptions.DEFAULT.withContract(contract));
    }

    /** The receipts kept in this run, oldest first. */
    List<Receipt> receipts() {
        return receipts.snapshot();
    }

    /** What the run learned of the message read from {@code source}; empty details when it never got here. */
    Detail detail(JsonValue source) {
        Detail d = source == null ? null : details.get(source);
        return d == null ? new Detail() : d;
    }

    @Override
    public JsonValue run(Message message, TraceRecorder r) {
        current = new Detail();
        details.put(message.source(), current);
        Id id;
        String method;
        switch (message) {
            case Message.Call c -> {
                id = c.id();
                method = c.method();
            }
            case Message.Notification n -> {
                id = Id.ABSENT;
                method = n.method();
            }
            default -> {
                r.failed(Gate.DISPATCH, List.of(Finding.error(NOT_A_REQUEST, "the document is a response; the receiver"
                        + " takes requests", "", message.source().location().orElse(null))), null);
                return null;
            }
        }
        JsonValue reply;
        if (A2aMethods.isKnown(method) && !A2aMethods.MESSAGE_SEND.equals(method)) {
            r.failed(Gate.DISPATCH, List.of(Finding.error(UNSUPPORTED_OPERATION, "\"" + method + "\" is an A2A v0.3.0"
                    + " method this receiver does not implement; it dispatches only message/send", "/method",
                    message.source().get("method").location().orElse(null))), A2aError.UNSUPPORTED_OPERATION.code());
            reply = Replies.error(id, A2aError.UNSUPPORTED_OPERATION.code(), A2aError.UNSUPPORTED_OPERATION.message(),
                    null);
        } else {
            reply = dispatcher.dispatch(message, r, CallContext.detached(id, method));
        }
        if (r.hasFailed()) {
            return reply;
        }
        if (message instanceof Message.Notification) {
            current.correlation = Correlation.of(message.source(), null); // no-response: CORRELATION does not run
            return null;
        }
        return correlate(message.source(), id, reply, r);
    }

    /** CORRELATION for a call the handler answered: applies the mismatch fault, then compares the ids. */
    private JsonValue correlate(JsonObject source, Id id, JsonValue reply, TraceRecorder r) {
        List<Finding> findings = new ArrayList<>(1);
        if (policy.mismatchId()) {
            Optional<JsonValue> changed = MismatchedId.of(id.toJson());
            if (changed.isPresent()) {
                reply = ((JsonObject) reply).toBuilder().put("id", changed.get()).build();
            } else {
                findings.add(Finding.advisory(MISMATCH_NOT_APPLICABLE, "the mismatch fault changes a string or number id"
                        + " (one of at most " + MismatchedId.MAX_DIGITS + " digits once stepped); this id is "
                        + Correlation.shortText(id.toJson()) + ", so the reply keeps it", "/id", null));
            }
        }
        Correlation c = Correlation.of(source, reply);
        current.correlation = c;
        GateOutcome outcome = c.outcome(source, findings);
        if (outcome.status() == GateStatus.PASSED) {
            r.passed(Gate.CORRELATION, outcome.findings());
        } else {
            r.failed(Gate.CORRELATION, outcome.findings(), null);
        }
        return reply;
    }
}
