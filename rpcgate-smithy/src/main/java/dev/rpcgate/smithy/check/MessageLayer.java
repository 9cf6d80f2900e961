package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.PayloadResult;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.MethodContract;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.ValidatorCompiler;
import software.amazon.smithy.model.shapes.ShapeId;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Internal to rpcgate-smithy: the message layer of one prepared service: request, response and batch checks, and
 * params or results checked on their own, over its compiled method contracts. {@link PreparedService} delegates its
 * {@code validate*} methods here. Immutable and thread-safe.
 */
public final class MessageLayer {
    private final MessageContracts contracts;
    private final JsonRpcVersion version;
    private final ValidationPolicy policy;
    private final JsonReader reader;
    private final RequestCheck requests;
    private final ReplyCheck replies;
    private final OriginalRequests originals;
    private final ResponseCheck responses;
    private final RequestBatchCheck requestBatches;
    private final ResponseBatchCheck responseBatches;
    private final PayloadCheck payloads;
    private final int findingBudget;
    private final JsonLimits jsonLimits;

    /**
     * The message layer of {@code methods}: every payload validator they need is compiled here, once, by
     * {@code compiler}, whose problems then fail preparation.
     */
    public static MessageLayer compile(Collection<MethodContract> methods, ValidatorCompiler compiler,
                                       JsonRpcVersion version, ValidationPolicy policy) {
        return new MessageLayer(MessageContractCompiler.compile(methods, compiler), version, policy);
    }

    private MessageLayer(MessageContracts contracts, JsonRpcVersion version, ValidationPolicy policy) {
        this.contracts = contracts;
        this.version = version;
        this.policy = policy;
        this.reader = JsonReader.withLimits(policy.limits().json());
        this.requests = new RequestCheck(contracts, version);
        this.replies = new ReplyCheck(policy.legacyErrors());
        this.originals = new OriginalRequests(requests, version, reader, policy.limits().messageFindings());
        this.responses = new ResponseCheck(this, version);
        this.requestBatches = new RequestBatchCheck(this);
        this.responseBatches = new ResponseBatchCheck(this, version);
        this.findingBudget = policy.limits().messageFindings();
        this.jsonLimits = policy.limits().json();
        this.payloads = new PayloadCheck(contracts, replies, jsonLimits, findingBudget);
    }

    /** See {@link PreparedService#validateRequest(String)}. */
    public RequestResult validateRequest(String text) {
        JsonParse parse = reader.read(text);
        if (!parse.isValid()) {
            FindingSink sink = FindingSink.withBudget(findingBudget);
            parse.findings().forEach(sink::add);
            return new RequestResult(Optional.empty(), Optional.empty(), Optional.empty(), sink.findings(), sink.complete(),
                    requests.unreadable(parse), null);
        }
        return request(parse.value(), false); // the reader bounded its nesting
    }

    /** See {@link PreparedService#validateJson(JsonValue)}. */
    public RequestResult validateJson(JsonValue value) {
        return request(value, true);
    }

    /**
     * Checks one request document, first its nesting when {@code bounds}. One method from the sink to the result:
     * the JIT compiles it whole, so the sink and what the check makes need not be allocated (a sink made by a caller
     * escapes into this method once it is compiled on its own).
     */
    private RequestResult request(JsonValue value, boolean bounds) {
        FindingSink sink = FindingSink.withBudget(findingBudget);
        if (bounds && !DocumentBounds.check(value, jsonLimits, "", sink)) {
            return tooDeep(value, sink);
        }
        RequestRun run = requests.single(value, sink);
        if (run.refused()) { // an array: the face takes one request here
            return new RequestResult(Optional.of(MessageKind.BATCH), Optional.empty(), Optional.empty(),
                    sink.findings(), sink.complete(), run.trace(), null);
        }
        // from the run's own fields: no ClassifiedRequest is made for the one request
        return result(run.rules(), run.envelope(), run.method(), sink.findings(), sink.complete(), run.trace());
    }

    private RequestResult tooDeep(JsonValue value, FindingSink sink) {
        List<Finding> found = sink.findings();
        return new RequestResult(Optional.empty(), Optional.empty(), Optional.empty(), found, sink.complete(),
                requests.unreadable(value, found), null);
    }

    /** The public result for a classified request, its findings and its trace. */
    static RequestResult result(ClassifiedRequest c, List<Finding> findings, boolean complete, Trace trace) {
        return result(c.rules(), c.envelope(), c.method(), findings, complete, trace);
    }

    private static RequestResult result(MethodRules rules, EnvelopeResult envelope, String method,
                                        List<Finding> findings, boolean complete, Trace trace) {
        if (rules != null) { // the method found by its name: the name sent equals the wire name
            MethodRules.ResultParts parts = rules.results();
            return new RequestResult(kind(envelope.kind()), parts.method(), parts.operation(), findings, complete,
                    trace, envelope);
        }
        return new RequestResult(kind(envelope.kind()), Optional.ofNullable(method), Optional.empty(), findings,
                complete, trace, envelope);
    }

    private static final Optional<MessageKind>[] KINDS = kinds();

    @SuppressWarnings("unchecked")
    private static Optional<MessageKind>[] kinds() {
        MessageKind[] all = MessageKind.values();
        Optional<MessageKind>[] out = new Optional[all.length];
        for (MessageKind k : all) {
            out[k.ordinal()] = Optional.of(k);
        }
        return out;
    }

    /** The kind as an Optional, one shared instance per kind. */
    private static Optional<MessageKind> kind(MessageKind kind) {
        return kind == null ? Optional.empty() : KINDS[kind.ordinal()];
    }

    /** See {@link PreparedService#validateParams(String, JsonValue)}. */
    public PayloadResult validateParams(String method, JsonValue params) {
        return payloads.params(method, params);
    }

    /** See {@link PreparedService#validateResult(String, JsonValue)}. */
    public PayloadResult validateResult(String method, JsonValue result) {
        return payloads.result(method, result);
    }

    /** See {@link PreparedService#validateResponse(String, ResponseContext)}. */
    public ResponseResult validateResponse(String text, ResponseContext context) {
        return responses.check(text, context);
    }

    /** See {@link PreparedService#validateResponseJson(JsonValue, ResponseContext)}. */
    public ResponseResult validateResponseJson(JsonValue value, ResponseContext context) {
        return responses.check(value, context);
    }

    /** See {@link PreparedService#validateRequestBatch(String)}. */
    public RequestBatchResult validateRequestBatch(String text) {
        return requestBatches.check(text);
    }

    /** See {@link PreparedService#validateRequestBatchJson(JsonValue)}. */
    public RequestBatchResult validateRequestBatchJson(JsonValue value) {
        return requestBatches.check(value);
    }

    /** See {@link PreparedService#validateResponseJson(JsonValue, EnvelopeResult, ResponseContext)}. */
    public ResponseResult validateResponseJson(JsonValue value, EnvelopeResult envelope, ResponseContext context) {
        return responses.check(value, envelope, context);
    }

    /** See {@link PreparedService#validateResponseBatch(String, BatchResponseContext)}. */
    public ResponseBatchResult validateResponseBatch(String textOrNull, BatchResponseContext context) {
        return responseBatches.check(textOrNull, context);
    }

    /** See {@link PreparedService#validateResponseBatchJson(JsonValue, BatchResponseContext)}. */
    public ResponseBatchResult validateResponseBatchJson(JsonValue valueOrNull, BatchResponseContext context) {
        return responseBatches.check(valueOrNull, context);
    }

    /** See {@link PreparedService#validateResponseBatchJson(JsonArray, List, BatchResponseContext)}. */
    public ResponseBatchResult validateResponseBatchJson(JsonArray batch, List<EnvelopeResult> envelopes,
                                                         BatchResponseContext context) {
        return responseBatches.check(batch, envelopes, context);
    }

    /** The method a context names by wire name; reports {@code UnknownMethod} when the service has none. */
    MethodRules methodFor(String wireName, FindingSink sink) {
        return contracts.findMethod(wireName).orElseGet(() -> {
            sink.add(Finding.error(ContractCode.UNKNOWN_METHOD, "expected the context to name a method of the service,"
                    + " found \"" + wireName + "\", which it does not have", "", null));
            return null;
        });
    }

    /** The method a context names by operation id; reports {@code UnknownMethod} when the service has none. */
    MethodRules methodFor(ShapeId operation, FindingSink sink) {
        return contracts.findOperation(operation).orElseGet(() -> {
            sink.add(new ModelRef(null, null, operation.toString()).on(Finding.error(ContractCode.UNKNOWN_METHOD,
                    "expected the context to name an operation of the service, found " + operation
                            + ", which is not one of its methods", "", null)));
            return null;
        });
    }

    JsonRpcVersion version() {
        return version;
    }

    ValidationLimits limits() {
        return policy.limits();
    }

    JsonReader reader() {
        return reader;
    }

    RequestCheck requests() {
        return requests;
    }

    RequestBatchCheck requestBatches() {
        return requestBatches;
    }

    ReplyCheck replies() {
        return replies;
    }

    OriginalRequests originals() {
        return originals;
    }
}
