package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.MessageKind;
import dev.rpcgate.smithy.payload.FindingSink;
import software.amazon.smithy.model.shapes.ShapeId;

import java.util.Optional;

/**
 * The message layer of one prepared service: request, response and batch checks, and params or results checked on
 * their own, over its compiled method contracts.
 * {@link PreparedService} delegates its {@code validate*} methods here. Immutable and thread-safe.
 */
final class MessageLayer {
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

    MessageLayer(MessageContracts contracts, JsonRpcVersion version, ValidationPolicy policy) {
        this.contracts = contracts;
        this.version = version;
        this.policy = policy;
        this.reader = JsonReader.withLimits(policy.limits().json());
        this.requests = new RequestCheck(contracts, version);
        this.replies = new ReplyCheck(version, policy.legacyErrors());
        this.originals = new OriginalRequests(requests, version, reader, policy.limits().messageFindings());
        this.responses = new ResponseCheck(this);
        this.requestBatches = new RequestBatchCheck(this);
        this.responseBatches = new ResponseBatchCheck(this);
        this.findingBudget = policy.limits().messageFindings();
        this.jsonLimits = policy.limits().json();
        this.payloads = new PayloadCheck(contracts, replies, jsonLimits, findingBudget);
    }

    RequestResult validateRequest(String text) {
        FindingSink sink = FindingSink.withBudget(findingBudget);
        JsonParse parse = reader.read(text);
        if (!parse.isValid()) {
            parse.findings().forEach(sink::add);
            return new RequestResult(Optional.empty(), Optional.empty(), Optional.empty(), sink.findings(), sink.complete());
        }
        return request(parse.value(), sink);
    }

    RequestResult validateJson(JsonValue value) {
        FindingSink sink = FindingSink.withBudget(findingBudget);
        if (!DocumentBounds.check(value, jsonLimits, "", sink)) {
            return new RequestResult(Optional.empty(), Optional.empty(), Optional.empty(), sink.findings(), sink.complete());
        }
        return request(value, sink);
    }

    private RequestResult request(JsonValue value, FindingSink sink) {
        if (value instanceof JsonArray) {
            sink.add(Finding.error(MessageCodes.UNSUPPORTED_MESSAGE, "expected one request object, found an array;"
                    + " check a batch with the request batch check", "", value.location().orElse(null)));
            return new RequestResult(Optional.of(MessageKind.BATCH), Optional.empty(), Optional.empty(),
                    sink.findings(), sink.complete());
        }
        ClassifiedRequest c = requests.check(value, "", sink);
        return result(c, sink.findings(), sink.complete());
    }

    /** The public result for a classified request and its findings. */
    static RequestResult result(ClassifiedRequest c, java.util.List<Finding> findings, boolean complete) {
        if (c.rules() != null) { // the method found by its name: the name sent equals the wire name
            MethodRules.ResultParts parts = c.rules().results();
            return new RequestResult(kind(c.kind()), parts.method(), parts.operation(), findings, complete);
        }
        return new RequestResult(kind(c.kind()), Optional.ofNullable(c.method()), Optional.empty(), findings, complete);
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

    PayloadResult validateParams(String method, JsonValue params) {
        return payloads.params(method, params);
    }

    PayloadResult validateResult(String method, JsonValue result) {
        return payloads.result(method, result);
    }

    ResponseResult validateResponse(String text, ResponseContext context) {
        return responses.check(text, context);
    }

    ResponseResult validateResponseJson(JsonValue value, ResponseContext context) {
        return responses.check(value, context);
    }

    RequestBatchResult validateRequestBatch(String text) {
        return requestBatches.check(text);
    }

    RequestBatchResult validateRequestBatchJson(JsonValue value) {
        return requestBatches.check(value);
    }

    ResponseBatchResult validateResponseBatch(String textOrNull, BatchResponseContext context) {
        return responseBatches.check(textOrNull, context);
    }

    ResponseBatchResult validateResponseBatchJson(JsonValue valueOrNull, BatchResponseContext context) {
        return responseBatches.check(valueOrNull, context);
    }

    /** The method a context names by wire name; reports {@code UnknownMethod} when the service has none. */
    MethodRules methodFor(String wireName, FindingSink sink) {
        return contracts.findMethod(wireName).orElseGet(() -> {
            sink.add(Finding.error(MessageCodes.UNKNOWN_METHOD, "expected the context to name a method of the service,"
                    + " found \"" + wireName + "\", which it does not have", "", null));
            return null;
        });
    }

    /** The method a context names by operation id; reports {@code UnknownMethod} when the service has none. */
    MethodRules methodFor(ShapeId operation, FindingSink sink) {
        return contracts.findOperation(operation).orElseGet(() -> {
            sink.add(new Finding(MessageCodes.UNKNOWN_METHOD, dev.rpcgate.core.gate.Severity.ERROR,
                    "expected the context to name an operation of the service, found " + operation
                            + ", which is not one of its methods", "", null, null, null, operation.toString(), null, null));
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
