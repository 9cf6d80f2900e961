package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.EnvelopeRule;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.ResponseEntry;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The contract face's own ENVELOPE conditions and its RESULT and CORRELATION gates for one batch-response check. Core's
 * {@code Classifier} runs the gate sequence over the supplied response (an array, each reply on its own, or one
 * object) and calls this for each reply; this reports what it finds to the check's finding sink, cuts each reply's
 * findings into its entry and records, per reply, RESULT (its result or error against the method) and CORRELATION
 * (which request of the original batch it answers), and for the batch as a whole the calls no reply answered. Single
 * use, on the classifying thread.
 *
 * <p>What it does follows from what the context expects ({@link Expect}). A reply whose envelope the version refuses
 * is still associated by a readable id, so a duplicate or a reply to nothing is reported whatever its envelope; such
 * findings stay outside the trace's later gates, which do not run for it. When the budget runs out the remaining
 * replies are classified but not reported, and the entries are a prefix of the batch.
 */
final class ResponseBatchRun implements EnvelopeRule, MessageStage {
    /** What the context expects of the supplied response. */
    enum Expect {
        /** An array answering the calls of the original batch, each once. */
        CORRELATE,
        /** One error object answering an original batch refused whole. */
        WHOLE_ERROR,
        /** Each reply on its own: its envelope, and its payload when the method is known. */
        EACH
    }

    /** A trial check stops here: a reply with more findings than this meets no expectation. */
    private static final int TRIAL_FINDINGS = 4;

    private final ReplyCheck replies;
    private final FindingSink sink; // the check's own, unstamped
    private final JsonValue document;
    private final Expect expect;
    private final BatchExpectation expected; // the original batch's, when the context gives one
    private final MethodRules rules; // each reply's method, when the context names one
    private final ReplyIndex index; // correlation's
    private final EntrySlices slices;
    private final List<OptionalInt> requestIndexes = new ArrayList<>();
    private final List<ResponseEntry> entries = new ArrayList<>();
    private JsonArray batch; // the document, once it is taken as an array of replies
    private Trace trace;

    // the reply being checked: set at ENVELOPE, read by the later gates
    private int next;
    private int entry;
    private JsonValue value;
    private String base;
    private EnvelopeResult envelope;
    private Id id;
    private ReplyIndex.Match match;
    private FindingSink view;
    private boolean skipped;

    ResponseBatchRun(ReplyCheck replies, FindingSink sink, JsonValue document, Expect expect,
                     BatchExpectation expected, MethodRules rules) {
        this.replies = replies;
        this.sink = sink;
        this.document = document;
        this.expect = expect;
        this.expected = expected;
        this.rules = rules;
        this.index = expect == Expect.CORRELATE ? new ReplyIndex(((BatchExpectation.Calls) expected).due()) : null;
        this.slices = new EntrySlices(sink);
    }

    @Override
    public List<Finding> checkBatch(JsonArray array) {
        switch (expect) {
            case WHOLE_ERROR -> {
                BatchExpectation.WholeError w = (BatchExpectation.WholeError) expected;
                return refuse(Finding.error(ContractCode.WRONG_REPLY_FORM, "expected one error object with code "
                        + w.error().code() + ", since " + w.error().why() + ", found an array", "",
                        array.location().orElse(null)));
            }
            case CORRELATE -> {
                if (array.isEmpty()) {
                    return refuse(Finding.error(EnvelopeCode.EMPTY_BATCH, "expected an array of replies to the original"
                            + " batch, found an empty array", "", array.location().orElse(null)));
                }
            }
            case EACH -> {
                if (array.isEmpty()) {
                    return refuse(Finding.error(EnvelopeCode.EMPTY_BATCH, "expected an array of replies, found an"
                            + " empty array", "", array.location().orElse(null)));
                }
            }
        }
        batch = array;
        return List.of();
    }

    @Override
    public List<Finding> checkMessage(EnvelopeResult found) {
        int i = next++;
        envelope = found;
        value = batch == null ? document : batch.get(i);
        base = batch == null ? "" : "/" + i;
        if (batch == null && expect == Expect.CORRELATE) {
            return refuse(Finding.error(ContractCode.WRONG_REPLY_FORM, "expected an array of replies to the original"
                    + " batch, found " + ValueText.found(document), "", document.location().orElse(null)));
        }
        skipped = sink.exhausted();
        if (skipped) {
            return List.of(); // out of budget: classified, not reported
        }
        entry = slices.begin();
        view = sink;
        if (expect == Expect.CORRELATE) {
            associate(found);
        } else if (expect == Expect.EACH && rules != null) {
            view = sink.forOperation(rules.operation().toString());
        }
        int before = view.size();
        replies.report(found, value, base, view);
        boolean request = found.kind() == MessageKind.CALL || found.kind() == MessageKind.NOTIFICATION;
        if (!found.isValid() || request) {
            end(null); // its later gates do not run
        }
        if (!request) {
            return List.of();
        }
        // NotAResponse was the last finding kept, or the budget's FindingLimit in its place: an ERROR either way
        int end = view.size();
        return end > before ? List.of(view.findings().get(end - 1)) : List.of(Finding.error(
                ContractCode.NOT_A_RESPONSE, "expected a response, found a " + found.kind().label(), base, null));
    }

    /** Takes the request the reply answers; every finding about a reply to a known method names its operation. */
    private void associate(EnvelopeResult found) {
        id = found.kind() == MessageKind.RESPONSE ? associationId(value, found) : null;
        match = id == null ? new ReplyIndex.Match.None()
                : index.take(id, isInvalidRequestError(found), e -> meets(e, found, base));
        MethodRules answered = match instanceof ReplyIndex.Match.Answers a ? a.due().expected().rulesOrNull() : null;
        if (answered != null) {
            view = sink.forOperation(answered.operation().toString());
        }
    }

    @Override
    public JsonValue run(Message message, TraceRecorder recorder) {
        if (!skipped) {
            end(recorder);
        }
        return null; // a check answers nothing; a response is never answered
    }

    /** The end of one reply's checks: its later gates (recorded when {@code recorder} is given), then its entry. */
    private void end(TraceRecorder recorder) {
        int start = view.size();
        boolean exhaustedAtStart = view.exhausted();
        OptionalInt requestIndex = OptionalInt.empty();
        switch (expect) {
            case CORRELATE -> requestIndex = correlate(recorder);
            case WHOLE_ERROR -> {
                replies.against(((BatchExpectation.WholeError) expected).error(), envelope, base, view);
                if (recorder != null) {
                    ResponseRun.record(recorder, view.since(start, exhaustedAtStart), true);
                }
            }
            case EACH -> {
                if (rules != null && recorder != null) {
                    replies.payload(envelope.message(), rules, base, view);
                    recorder.record(Gate.RESULT, view.since(start, exhaustedAtStart));
                }
            }
        }
        slices.end(entry);
        requestIndexes.add(requestIndex);
        if (batch == null) {
            cut(OptionalInt.empty());
        }
    }

    /** The reply against the request it answers, or a duplicate or a reply to nothing; the request's index. */
    private OptionalInt correlate(TraceRecorder recorder) {
        if (id == null) {
            return OptionalInt.empty();
        }
        int start = view.size();
        boolean exhaustedAtStart = view.exhausted();
        switch (match) {
            case ReplyIndex.Match.Answers a -> {
                if (a.judged()) {
                    replies.against(a.due().expected(), envelope, base, view);
                    if (recorder != null) {
                        ResponseRun.record(recorder, view.since(start, exhaustedAtStart), true);
                    }
                } else if (recorder != null) {
                    // an ambiguous id: the reply fits a call of its group, whose content is not judged
                    recorder.notRun(Gate.RESULT).passed(Gate.CORRELATION, List.of());
                }
                return OptionalInt.of(a.due().index());
            }
            case ReplyIndex.Match.Again a -> {
                sink.error(ContractCode.DUPLICATE_RESPONSE, "expected one reply to request " + a.due().index()
                        + " of the original batch, found another with the id " + id.toJson(),
                        JsonPath.of(base + "/id"), ((JsonObject) value).get("id"), RequestCheck.NO_OWNER);
                answersNone(recorder, start, exhaustedAtStart);
                return OptionalInt.of(a.due().index());
            }
            case ReplyIndex.Match.None ignored -> {
                sink.error(ContractCode.UNEXPECTED_RESPONSE, "expected replies only to requests of the original batch"
                        + " that need one, found one with the id " + id.toJson() + ", which none of them has",
                        JsonPath.of(base), value, RequestCheck.NO_OWNER);
                answersNone(recorder, start, exhaustedAtStart);
                return OptionalInt.empty();
            }
        }
    }

    /** A reply that answers no open request: no contract applies to its content, and its correlation fails. */
    private void answersNone(TraceRecorder recorder, int start, boolean exhaustedAtStart) {
        if (recorder != null) {
            recorder.notRun(Gate.RESULT).record(Gate.CORRELATION, sink.since(start, exhaustedAtStart));
        }
    }

    @Override
    public void finishBatch(JsonArray array, TraceRecorder recorder) {
        switch (expect) {
            case CORRELATE -> {
                cut(null);
                int start = sink.size();
                boolean exhaustedAtStart = sink.exhausted();
                for (BatchExpectation.Due d : index.unanswered()) {
                    missing(d, "none", array.location().orElse(null), sink);
                }
                recorder.notRun(Gate.RESULT).record(Gate.CORRELATION, sink.since(start, exhaustedAtStart));
            }
            case EACH -> cut(null);
            case WHOLE_ERROR -> {
            }
        }
    }

    /**
     * Cuts the entries from the sink's findings: one per reply of the array ({@code single} {@code null}) or the one
     * of a single object, unless the budget ran out before it kept anything.
     */
    private void cut(OptionalInt single) {
        List<List<Finding>> parts = slices.cut(sink.findings());
        for (int j = 0; j < parts.size(); j++) {
            entries.add(new ResponseEntry(single != null ? single : OptionalInt.of(j), requestIndexes.get(j),
                    parts.get(j)));
        }
    }

    /** True when the reply meets {@code expected} without an error: a trial check whose findings are dropped. */
    private boolean meets(Expectation e, EnvelopeResult found, String at) {
        FindingSink trial = FindingSink.withBudget(TRIAL_FINDINGS);
        replies.against(e, found, at, trial);
        return !trial.hasErrors();
    }

    /** The id to associate a reply by: its id when the envelope is valid, else only a readable non-null id. */
    private static Id associationId(JsonValue reply, EnvelopeResult found) {
        if (found.message() instanceof Message.Success s) {
            return s.id();
        }
        if (found.message() instanceof Message.Failure f) {
            return f.id();
        }
        Id readable = Id.of(reply instanceof JsonObject o ? o.get("id") : null);
        return readable instanceof Id.Text || readable instanceof Id.Numeric ? readable : null;
    }

    private static boolean isInvalidRequestError(EnvelopeResult found) {
        return found.message() instanceof Message.Failure f && f.error() != null
                && f.error().findCode().orElse(0) == ErrorCodes.INVALID_REQUEST;
    }

    /** A missing reply, located at the reply array that lacks it ({@code at}), when there is one. */
    static void missing(BatchExpectation.Due d, String found, SourceLocation at, FindingSink sink) {
        MethodRules due = d.expected().rulesOrNull();
        Id want = d.expected().idOrNull();
        sink.add(new ModelRef(null, null, due == null ? null : due.operation().toString()).on(Finding.error(
                ContractCode.MISSING_RESPONSE, "expected a reply to request " + d.index() + " of the original batch"
                        + " (id " + want.toJson() + "), found " + found, "", at)));
    }

    private List<Finding> refuse(Finding f) {
        sink.add(f);
        return List.of(f);
    }

    /** Keeps the classifier's trace of the response. */
    ResponseBatchRun traced(Trace t) {
        this.trace = t;
        return this;
    }

    /** The classification of the supplied response. */
    Trace trace() {
        return trace;
    }

    /** The replies checked, in order; a prefix of the batch when the budget ran out. */
    List<ResponseEntry> entries() {
        return entries;
    }
}
