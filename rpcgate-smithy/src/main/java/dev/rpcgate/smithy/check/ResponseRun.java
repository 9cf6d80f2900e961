package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.EnvelopeRule;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.ArrayList;
import java.util.List;

/**
 * The contract face's own ENVELOPE conditions and its RESULT and CORRELATION gates for one single-response check.
 * Core's {@code Classifier} runs the gate sequence and calls this for the one response; this reports what it finds to
 * the check's finding sink, in the order the findings are kept, and records RESULT (the result or error against the
 * method) and CORRELATION (the response against what its original request expects) on the trace, each with the
 * findings it added. A gate the context cannot check (no method, no original request) is not run. Single use, on the
 * classifying thread.
 *
 * <p>Its ENVELOPE conditions: an array is not one response ({@code UnsupportedMessage}), a request is not a response
 * ({@code NotAResponse}, after the envelope's own findings). A response the envelope refuses still gets what its
 * context says without reading the response ({@link #after()}: a notification's original accepts no response, a
 * limited scope says so), outside the trace's gates.
 */
final class ResponseRun implements EnvelopeRule, MessageStage {
    private final ReplyCheck replies;
    private final ResponseContext context;
    private final MethodRules rules;
    private final Expectation expected;
    private final FindingSink sink; // the check's own, unstamped
    private final FindingSink view; // stamped with the method's operation, when known
    private final JsonValue document;
    private EnvelopeResult envelope;
    private List<Finding> payloadFindings; // a method scope's RESULT findings, the advisory after them left out
    private boolean refused;
    private boolean ran;
    private Trace trace;

    ResponseRun(ReplyCheck replies, ResponseContext context, MethodRules rules, Expectation expected, FindingSink sink,
                JsonValue document) {
        this.replies = replies;
        this.context = context;
        this.rules = rules;
        this.expected = expected;
        this.sink = sink;
        this.view = rules == null ? sink : sink.forOperation(rules.operation().toString());
        this.document = document;
    }

    @Override
    public List<Finding> checkBatch(JsonArray array) {
        refused = true;
        Finding f = Finding.error(EnvelopeCode.UNSUPPORTED_MESSAGE, "expected one response object, found an array;"
                + " check a batch response with the batch response check", "", array.location().orElse(null));
        sink.add(f);
        return List.of(f);
    }

    @Override
    public List<Finding> checkMessage(EnvelopeResult found) {
        envelope = found;
        int before = view.size();
        replies.report(found, document, "", view);
        if (found.kind() == MessageKind.CALL || found.kind() == MessageKind.NOTIFICATION) {
            // NotAResponse was the last finding kept, or the budget's FindingLimit in its place: an ERROR either way
            int end = view.size();
            return end > before ? List.of(view.findings().get(end - 1)) : List.of(Finding.error(
                    ContractCode.NOT_A_RESPONSE, "expected a response, found a " + found.kind().label(), "", null));
        }
        return List.of();
    }

    @Override
    public JsonValue run(Message message, TraceRecorder recorder) {
        ran = true;
        checks(recorder);
        return null; // a check answers nothing; a response is never answered
    }

    /**
     * What the context says of a response ENVELOPE refused (invalid, or a request): run when the stage did not, so the
     * findings are those the context owes whatever the response is. Nothing for an array refused whole.
     */
    void after() {
        if (!ran && !refused) {
            checks(null);
        }
    }

    /** The context's checks, recording RESULT and CORRELATION when {@code recorder} is given. */
    private void checks(TraceRecorder recorder) {
        int start = view.size();
        boolean exhaustedAtStart = view.exhausted();
        boolean result = false;
        boolean correlation = false;
        switch (context) {
            case ResponseContext.OriginalRequest ignored -> {
                replies.against(expected, envelope, "", view);
                result = correlation = !(expected instanceof Expectation.Unusable);
            }
            case ResponseContext.ParsedRequest ignored -> {
                replies.against(expected, envelope, "", view);
                result = correlation = !(expected instanceof Expectation.Unusable);
            }
            case ResponseContext.Method ignored -> result = payload();
            case ResponseContext.Operation ignored -> result = payload();
            case ResponseContext.EnvelopeOnly ignored -> view.add(Finding.advisory(ContractCode.LIMITED_SCOPE,
                    "only the envelope is checked: the result or error and the id's correlation need a method or the"
                            + " original request", "", null));
            case null -> {
            }
        }
        if (recorder != null && result) {
            record(recorder, start, exhaustedAtStart, correlation);
        }
    }

    /** The payload against the method, when known; true when RESULT ran. */
    private boolean payload() {
        int start = view.size();
        boolean exhaustedAtStart = view.exhausted();
        boolean checked = rules != null && envelope.isValid() && envelope.message() != null
                && envelope.kind() == MessageKind.RESPONSE;
        if (checked) {
            replies.payload(envelope.message(), rules, "", view);
        }
        List<Finding> payload = view.since(start, exhaustedAtStart);
        view.add(Finding.advisory(ContractCode.LIMITED_SCOPE, "the id's correlation is not checked: that needs the"
                + " original request", "", null));
        this.payloadFindings = payload;
        return checked;
    }

    private void record(TraceRecorder recorder, int start, boolean exhaustedAtStart, boolean correlation) {
        record(recorder, payloadFindings != null ? payloadFindings : view.since(start, exhaustedAtStart), correlation);
    }

    /**
     * Records RESULT and, with {@code correlation}, CORRELATION from what a reply's checks {@code added}: the findings
     * about the reply's agreement with its request (its id, the error its request calls for, a reply at all) are
     * CORRELATION's, the rest (the result or error against the method) RESULT's.
     */
    static void record(TraceRecorder recorder, List<Finding> added, boolean correlation) {
        List<Finding> ofResult = added;
        List<Finding> ofCorrelation = List.of();
        if (correlation && !added.isEmpty()) {
            ofResult = new ArrayList<>(added.size());
            ofCorrelation = new ArrayList<>(added.size());
            for (int i = 0; i < added.size(); i++) {
                Finding f = added.get(i);
                (isCorrelation(f) ? ofCorrelation : ofResult).add(f);
            }
        }
        recorder.record(Gate.RESULT, ofResult);
        if (correlation && !recorder.hasFailed()) {
            recorder.record(Gate.CORRELATION, ofCorrelation);
        }
    }

    private static boolean isCorrelation(Finding f) {
        return f.is(ContractCode.ID_MISMATCH) || f.is(ContractCode.ERROR_MISMATCH)
                || f.is(ContractCode.UNEXPECTED_RESPONSE);
    }

    /** Keeps the classifier's trace of the document. */
    ResponseRun traced(Trace t) {
        this.trace = t;
        return this;
    }

    /** The classification: PARSE, ENVELOPE, then RESULT and CORRELATION as far as the context reaches. */
    Trace trace() {
        return trace;
    }
}
