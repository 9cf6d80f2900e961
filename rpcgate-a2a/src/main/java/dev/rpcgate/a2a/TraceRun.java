package dev.rpcgate.a2a;

import static dev.rpcgate.a2a.validation.A2aCode.MISMATCH_NOT_APPLICABLE;
import static dev.rpcgate.a2a.validation.A2aCode.UNSUPPORTED_OPERATION;
import static dev.rpcgate.core.gate.SharedCode.NOT_A_REQUEST;

import dev.rpcgate.a2a.receiver.A2aReceiver;
import dev.rpcgate.a2a.receiver.Receipt;
import dev.rpcgate.a2a.receiver.ReceiptStore;
import dev.rpcgate.a2a.receiver.V1Receiver;
import dev.rpcgate.a2a.v03.A2aError;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.a2a.v1.V1Error;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.ErrorCodes;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One run of the request trace: the gates after ENVELOPE for each message of one document. DISPATCH, PARAMS and
 * HANDLER are the runtime's {@link Dispatcher} over a fresh receiver of the document's version — {@link A2aReceiver}
 * for v0.3.0, {@link V1Receiver} for v1.0 — (one store for the run, reply ids {@code agent-message-1}, {@code -2},
 * ...), except that a known method other than the one it implements fails DISPATCH with -32004; then CORRELATION for
 * a call whose handler succeeded (an error reply is correlated by {@link RequestTrace}, after the gate that failed).
 * With a {@link DocumentVersion}, DISPATCH first holds the message's version findings: a version that cannot be
 * served is -32009 in the v1.0 form, a method name of the other version -32601, and the advisories accompany the
 * gate. A notification gets no reply, so there is nothing to correlate: CORRELATION does not run and the verdict is
 * {@code no-response}, never success. Single use, not thread-safe: the classifier runs messages one by one.
 */
final class TraceRun implements MessageStage {
    /** What the run learned of one message besides its gates. */
    static final class Detail {
        ParamsCheck check;
        Correlation correlation;
        /** Version advisories for a DISPATCH the dispatcher recorded (it records none of its own). */
        List<Finding> dispatchAdvisories = List.of();
    }

    private final TracePolicy policy;
    private final ReceiptStore receipts;
    private final DocumentVersion version;
    private final Local v03;
    private final Local v1;
    private final Map<JsonValue, Detail> details = new IdentityHashMap<>();
    private Detail current = new Detail();

    /** A run of the v0.3.0 receiver alone, with no version decided or reported. */
    TraceRun(TracePolicy policy, int maxReceipts) {
        this(policy, maxReceipts, null);
    }

    /**
     * A run whose messages are dispatched by the document's version.
     *
     * @param version the document's version, or {@code null}: v0.3.0 alone, no version findings
     */
    TraceRun(TracePolicy policy, int maxReceipts, DocumentVersion version) {
        this.policy = policy;
        this.receipts = new ReceiptStore(maxReceipts);
        this.version = version;
        int[] replies = {0};
        Supplier<String> ids = () -> "agent-message-" + ++replies[0];
        this.v03 = local(new V03TracedReceiver(new A2aReceiver(policy.parts(), receipts, ids)));
        int[] contexts = {0};
        this.v1 = version == null ? null : local(new V1TracedReceiver(new V1Receiver(
                V1Policy.DEFAULT.withParts(policy.parts()), receipts, ids, () -> "agent-context-" + ++contexts[0])));
    }

    /** A version's receiver with the runtime's dispatcher over it (DISPATCH, PARAMS, HANDLER). */
    private Local local(TracedReceiver receiver) {
        ParamsContract contract = new ParamsContract() {
            @Override
            public boolean hasMethod(String method) {
                return receiver.isKnown(method);
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
        return new Local(receiver, new Dispatcher(handler, DispatchOptions.builder().contract(contract).build()));
    }

    /** A receiver and its dispatcher. */
    private record Local(TracedReceiver receiver, Dispatcher dispatcher) {
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
        Local local = v03;
        List<Finding> advisories = List.of();
        if (version != null) {
            List<Finding> found = version.findingsFor(message.source(), method);
            Optional<A2aVersion> v = version.detected().version();
            if (v.isEmpty() || found.stream().anyMatch(f -> f.isError() && f.path().isEmpty())) {
                r.failed(Gate.DISPATCH, found, V1Error.VERSION_NOT_SUPPORTED.code());
                return V1TracedReceiver.reply(id, versionNotSupported());
            }
            if (found.stream().anyMatch(Finding::isError)) {
                r.failed(Gate.DISPATCH, found, ErrorCodes.METHOD_NOT_FOUND);
                return Replies.error(id, ErrorCodes.METHOD_NOT_FOUND);
            }
            local = v.get() == A2aVersion.V1_0 ? v1 : v03;
            advisories = found;
        }
        JsonValue reply;
        if (local.receiver().isKnown(method) && !local.receiver().dispatches(method)) {
            List<Finding> findings = new ArrayList<>(advisories);
            findings.add(Finding.error(UNSUPPORTED_OPERATION, local.receiver().unsupportedMessage(method), "/method",
                    message.source().get("method").location().orElse(null)));
            r.failed(Gate.DISPATCH, findings, A2aError.UNSUPPORTED_OPERATION.code());
            reply = local.receiver().unsupportedReply(id, method);
        } else {
            current.dispatchAdvisories = advisories;
            reply = local.dispatcher().dispatch(message, r, CallContext.detached(id, method));
            reply = local.receiver().errorReply(reply, current.check == null ? List.of()
                    : A2aReceiver.inRequest(current.check.findings()));
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

    /**
     * The v1.0 -32009 error object for a document whose A2A version cannot be served: malformed or unsupported, or
     * declared twice, differently. Its ErrorInfo metadata names what the request declared and what is supported.
     */
    private JsonObject versionNotSupported() {
        Map<String, String> metadata = new LinkedHashMap<>();
        if (version.header() != null) {
            metadata.put("header", clipped(version.header().strip()));
        }
        if (version.query() != null) {
            metadata.put("query", clipped(version.query().strip()));
        }
        metadata.put("supportedVersions", A2aVersion.V0_3.label() + "," + A2aVersion.V1_0.label());
        return V1Error.VERSION_NOT_SUPPORTED.toErrorObject("A2A version not supported", metadata);
    }

    /** A declared value as the reply echoes it: at most 40 characters, so a huge header is not sent back whole. */
    private static String clipped(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
