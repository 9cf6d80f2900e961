package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.EnvelopeRule;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The contract face's own ENVELOPE conditions and its DISPATCH and PARAMS gates for one request check: one request
 * document, or the elements of a batch in order. Core's {@code Classifier} runs the gate sequence and calls this for
 * each message; this reports what it finds to the check's finding sink (budgeted and stamped as every finding of the
 * check is), keeps what each request turned out to be, and, for a request batch, cuts each element's findings and
 * reports calls that share an id. Single use, on the classifying thread.
 *
 * <p>Its ENVELOPE conditions: a response is not a request ({@code NotARequest}, after the envelope's own findings); a
 * single-request check takes no array, a batch check no single object and no empty array. A check goes on reporting
 * after an element's envelope problem, and every element's findings stay in the one sink, so a batch's findings are
 * those of every element (up to the budget) rather than the first failure's.
 */
final class RequestRun implements EnvelopeRule, MessageStage {
    private final MessageContracts contracts;
    private final FindingSink sink;
    private final JsonValue document;
    private final Elements elements; // a batch check's; null for a single check, which keeps less
    private JsonArray batch; // the document, once it is taken as a batch
    private ClassifiedRequest.Status status; // a single check's, once its gates ended
    private boolean refused;
    private Trace trace;

    // the element being checked: set at ENVELOPE, read by the later gates
    private int next;
    private JsonValue value;
    private String base;
    private EnvelopeResult envelope;
    private String method;
    private MethodRules rules;
    private boolean skipped;
    private boolean stamped;
    private String outer;

    // no Elements in the signature: a class a single check never loads would keep the JIT from inlining this
    private RequestRun(MessageContracts contracts, FindingSink sink, JsonValue document, boolean batchCheck,
                       boolean entries) {
        this.contracts = contracts;
        this.sink = sink;
        this.document = document;
        this.elements = batchCheck ? new Elements(sink, entries) : null;
    }

    /** What a batch check keeps beyond a single check: each element's outcome, envelope and run of findings. */
    private static final class Elements {
        final EntrySlices slices; // a request batch check's: each element's run of findings; else null
        final Map<Id, Integer> firstCall; // a request batch check's: the first call of each id; else null
        List<ClassifiedRequest> classified; // in element order, up to where the budget stopped
        List<EnvelopeResult> envelopes; // every element's
        int entry; // the element being checked: where its run of findings began

        Elements(FindingSink sink, boolean entries) {
            this.slices = entries ? new EntrySlices(sink) : null;
            this.firstCall = entries ? new HashMap<>() : null;
        }
    }

    /** A run for one request document. */
    static RequestRun single(MessageContracts contracts, FindingSink sink, JsonValue document) {
        return new RequestRun(contracts, sink, document, false, false);
    }

    /**
     * A run for a batch document; {@code entries} cuts each element's findings and reports calls that share an id
     * (a request batch check), else only what each element is (an original batch).
     */
    static RequestRun batch(MessageContracts contracts, FindingSink sink, JsonValue document, boolean entries) {
        return new RequestRun(contracts, sink, document, true, entries);
    }

    @Override
    public List<Finding> checkBatch(JsonArray array) {
        if (elements == null) {
            refused = true;
            return refuse(Finding.error(EnvelopeCode.UNSUPPORTED_MESSAGE, "expected one request object, found an"
                    + " array; check a batch with the request batch check", "", array.location().orElse(null)));
        }
        batch = array;
        if (array.isEmpty()) {
            refused = true;
            return refuse(Finding.error(EnvelopeCode.EMPTY_BATCH, "expected a batch of at least one request, found an"
                    + " empty array", "", array.location().orElse(null)));
        }
        elements.classified = new ArrayList<>(array.size());
        elements.envelopes = new ArrayList<>(array.size());
        return List.of();
    }

    // checkMessage and run are split into small steps so that the JIT can inline the whole check of a valid request
    // (a method of over 325 bytes of bytecode is not inlined when hot, and then this run, its sink and the rest of
    // what a check makes escape and are allocated for every request)
    @Override
    public List<Finding> checkMessage(EnvelopeResult found) {
        if (elements != null && batch == null) {
            return notABatch();
        }
        int i = next++;
        envelope = found;
        if (batch != null && skip(found)) {
            return List.of();
        }
        begin(found, i);
        List<Finding> envelopeFindings = found.findings();
        for (int f = 0; f < envelopeFindings.size(); f++) { // indexed: no iterator per request
            sink.add(envelopeFindings.get(f));
        }
        if (found.kind() == MessageKind.RESPONSE) {
            return notARequest();
        }
        if (!found.isValid()) {
            done(ClassifiedRequest.Status.INVALID_ENVELOPE);
        }
        return List.of(); // a valid request goes on to DISPATCH
    }

    private List<Finding> notABatch() {
        refused = true;
        return refuse(Finding.error(ContractCode.NOT_A_BATCH, "expected a batch (an array of requests), found "
                + ValueText.found(document), "", document.location().orElse(null)));
    }

    /** Keeps a batch element's envelope; true when the budget ran out, so the rest of the batch is not checked. */
    private boolean skip(EnvelopeResult found) {
        elements.envelopes.add(found);
        skipped = sink.exhausted();
        return skipped;
    }

    /** Sets up the element's gates: where it is, its method and rules, and the operation's stamp on the sink. */
    private void begin(EnvelopeResult found, int i) {
        value = batch == null ? document : batch.get(i);
        base = batch == null ? "" : "/" + i;
        if (batch != null) {
            elements.entry = elements.slices == null ? -1 : elements.slices.begin();
        }
        method = methodName(found, value);
        rules = method == null || found.kind() == MessageKind.RESPONSE ? null : contracts.methodOrNull(method);
        // every finding about a request of a known method names its operation, envelope findings too: the sink
        // stamps it for the length of this request's gates (as a view would, without making one per request)
        stamped = rules != null;
        if (stamped) {
            outer = sink.restamp(rules.operation().toString());
        }
    }

    /** A valid request carries its method name; otherwise look, since an invalid envelope may still name one. */
    private static String methodName(EnvelopeResult found, JsonValue value) {
        Message valid = found.message();
        if (valid instanceof Message.Call c) {
            return c.method();
        }
        if (valid instanceof Message.Notification n) {
            return n.method();
        }
        return value instanceof JsonObject o && o.get("method") instanceof JsonString s ? s.value() : null;
    }

    private List<Finding> notARequest() {
        Finding f = Finding.error(SharedCode.NOT_A_REQUEST, "expected a request (an object with \"method\"),"
                + " found a response", base, value.location().orElse(null));
        sink.add(f);
        done(ClassifiedRequest.Status.NOT_A_REQUEST);
        return List.of(f);
    }

    @Override
    public JsonValue run(Message message, TraceRecorder recorder) {
        if (skipped) {
            return null;
        }
        if (rules == null) {
            unknownMethod(recorder);
            return null;
        }
        recorder.passed(Gate.DISPATCH, List.of());
        int start = sink.size();
        boolean exhaustedAtStart = sink.exhausted();
        if (rules.kind() != null) {
            kind(message);
        }
        int before = sink.size();
        boolean exhaustedBefore = sink.exhausted();
        JsonValue params = message instanceof Message.Call c ? c.params() : ((Message.Notification) message).params();
        ParamsCheck.check(rules, params, value, base, sink);
        // payload checks report errors only, so any new finding (or running out of budget) means invalid params
        boolean invalid = sink.size() > before || sink.exhausted() && !exhaustedBefore;
        params(recorder, invalid, start, exhaustedAtStart);
        return null; // a check answers nothing: whether a reply is due is the trace's
    }

    private void unknownMethod(TraceRecorder recorder) {
        Finding f = Finding.error(ContractCode.UNKNOWN_METHOD, "expected a method of the service, found \"" + method
                + "\", which it does not have", base + "/method",
                ((JsonObject) value).get("method").location().orElse(null));
        sink.add(f);
        recorder.failed(Gate.DISPATCH, List.of(f), ErrorCodes.METHOD_NOT_FOUND);
        done(ClassifiedRequest.Status.UNKNOWN_METHOD);
    }

    /** Records PARAMS with what it added to the sink, and ends the request's gates. */
    private void params(TraceRecorder recorder, boolean invalid, int start, boolean exhaustedAtStart) {
        List<Finding> found = sink.since(start, exhaustedAtStart);
        if (invalid || hasError(found)) {
            recorder.failed(Gate.PARAMS, found, ErrorCodes.INVALID_PARAMS);
        } else {
            recorder.passed(Gate.PARAMS, found);
        }
        done(invalid ? ClassifiedRequest.Status.INVALID_PARAMS : ClassifiedRequest.Status.VALID);
    }

    /** A method sent only as calls, or only as notifications, sent as the other. */
    private void kind(Message message) {
        boolean call = message instanceof Message.Call;
        if (rules.kind().equals("call") && !call) {
            sink.add(Finding.error(ContractCode.WRONG_MESSAGE_KIND, "expected a call of " + rules.wireName() + " (with"
                    + " an id: the method answers), found a notification, which gets no answer", base,
                    value.location().orElse(null)));
        } else if (rules.kind().equals("notification") && call) {
            sink.add(Finding.error(ContractCode.WRONG_MESSAGE_KIND, "expected a notification of " + rules.wireName()
                    + " (without an id: the method never answers), found a call", base + "/id",
                    ((JsonObject) value).get("id").location().orElse(null)));
        }
    }

    /** The end of one request's gates: the stamp is put back, and a batch element's findings are cut. */
    private void done(ClassifiedRequest.Status outcome) {
        if (stamped) {
            sink.restamp(outer);
            stamped = false;
        }
        if (batch == null) {
            status = outcome; // what it turned out to be is made when asked for: see request()
            return;
        }
        ClassifiedRequest c = new ClassifiedRequest(outcome, envelope, method, rules);
        if (elements.slices != null) {
            ambiguous(c, next - 1);
            elements.slices.end(elements.entry);
        }
        elements.classified.add(c);
    }

    /** An advisory for a call of the batch whose id an earlier call has: their replies cannot be told apart. */
    private void ambiguous(ClassifiedRequest c, int i) {
        if (c.message() instanceof Message.Call call && (call.id().isPresentValue() || call.id() instanceof Id.Null)) {
            Integer earlier = elements.firstCall.putIfAbsent(call.id(), i);
            if (earlier != null) {
                sink.add(Finding.advisory(EnvelopeCode.AMBIGUOUS_ID, "expected distinct ids for the calls of a"
                        + " batch, found the id " + call.id().toJson() + " on calls " + earlier + " and " + i
                        + ", whose replies cannot be told apart", "/" + i + "/id",
                        call.source().get("id").location().orElse(null)));
            }
        }
    }

    private List<Finding> refuse(Finding f) {
        sink.add(f);
        return List.of(f);
    }

    private static boolean hasError(List<Finding> findings) {
        for (int i = 0; i < findings.size(); i++) {
            if (findings.get(i).isError()) {
                return true;
            }
        }
        return false;
    }

    /** Keeps the classifier's trace of the document. */
    RequestRun traced(Trace t) {
        this.trace = t;
        return this;
    }

    /** The classifier's trace of the document. */
    Trace trace() {
        return trace;
    }

    /** True when the face refused the document whole at ENVELOPE: an array for one request, not an array or empty for a batch. */
    boolean refused() {
        return refused;
    }

    /** What the one request turned out to be; {@code null} for a single check that refused the document. */
    ClassifiedRequest request() {
        return status == null ? null : new ClassifiedRequest(status, envelope, method, rules);
    }

    /** The one request's envelope, once checked (a single check that did not refuse the document). */
    EnvelopeResult envelope() {
        return envelope;
    }

    /** The one request's method name when it is a string, else {@code null}. */
    String method() {
        return method;
    }

    /** The one request's method contract when the service has it, else {@code null}. */
    MethodRules rules() {
        return rules;
    }

    /** What each element checked turned out to be, in order; a prefix of the batch when the budget ran out. */
    List<ClassifiedRequest> requests() {
        return elements == null || elements.classified == null ? List.of() : elements.classified;
    }

    /** Every element's envelope, in order (also past where the budget stopped); empty when the batch was refused. */
    List<EnvelopeResult> envelopes() {
        return elements == null || elements.envelopes == null ? List.of() : elements.envelopes;
    }

    /** The entries' findings cut from the sink's final findings (a request batch check). */
    EntrySlices slices() {
        return elements == null ? null : elements.slices;
    }
}
