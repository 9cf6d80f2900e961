package dev.rpcgate.a2a.receiver;

import dev.rpcgate.a2a.v1.Message;
import dev.rpcgate.a2a.v1.Part;
import dev.rpcgate.a2a.v1.Role;
import dev.rpcgate.a2a.v1.SendMessageResponse;
import dev.rpcgate.a2a.v1.V1Error;
import dev.rpcgate.a2a.v1.V1Json;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1ParamsCheck;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Dispatcher;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.MethodNotFound;
import dev.rpcgate.runtime.ParamsContract;
import dev.rpcgate.runtime.RpcException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The local A2A v1.0 receiver, the twin of the v0.3.0 {@link A2aReceiver}: {@code SendMessage} keeps a
 * {@link Receipt} in a bounded {@link ReceiptStore} and answers with a SendMessageResponse in ProtoJSON form,
 * {@code {"message": {messageId, contextId, "role": "ROLE_AGENT", "parts": [{"data": receipt}]}}}; a well-formed
 * notification is received the same way but gets no reply. The other v1.0 methods are known and answered with
 * {@link V1Error#UNSUPPORTED_OPERATION} (-32004, {@code data} an array with a google.rpc.ErrorInfo); any other name is
 * -32601; params that fail {@link V1Validator} are -32602 with {@code data} in the v1.0 form
 * ({@link #invalidParamsData}).
 *
 * <p>Served by the runtime unchanged: pass it with {@link #options()} to a {@code Dispatcher}, {@code Connection} or
 * {@code HttpBinding}; {@link #contract()} runs DISPATCH. The handler checks the params itself, because the runtime's
 * PARAMS gate answers with v0.3.0-style {@code data.findings}: the runtime records -32602 and -32004 at HANDLER, the
 * request trace at PARAMS and DISPATCH; the replies are the same. Immutable apart from its store; thread-safe.
 */
public final class V1Receiver implements Handler {
    /** The {@code @type} of rpcgate's findings object in a -32602 reply's {@code data}. */
    public static final String FINDINGS_TYPE = "type.rpcgate.dev/rpcgate.a2a.v1.Findings";
    /** The {@code @type} of rpcgate's other error details (a handler's failure: {@code exception}) in a v1.0 reply. */
    public static final String ERROR_DATA_TYPE = "type.rpcgate.dev/rpcgate.a2a.v1.ErrorData";
    /** The {@code @type} of a google.rpc.BadRequest in ProtoJSON's Any form. */
    public static final String BAD_REQUEST_TYPE = "type.googleapis.com/google.rpc.BadRequest";
    /** The message of the -32004 reply. */
    public static final String UNSUPPORTED_MESSAGE = "This operation is not supported";

    private final V1Validator validator;
    private final ReceiptStore receipts;
    private final Supplier<String> messageIds;
    private final Supplier<String> contextIds;
    private final ParamsContract contract = new Contract();

    /**
     * A receiver.
     *
     * @param policy     the policy params are held to
     * @param receipts   where receipts are kept
     * @param messageIds makes the {@code messageId} of each reply message (must be thread-safe)
     * @param contextIds makes the {@code contextId} of a reply to a message that had none (must be thread-safe)
     */
    public V1Receiver(V1Policy policy, ReceiptStore receipts, Supplier<String> messageIds,
                      Supplier<String> contextIds) {
        this.validator = new V1Validator(Objects.requireNonNull(policy, "policy"));
        this.receipts = Objects.requireNonNull(receipts, "receipts");
        this.messageIds = Objects.requireNonNull(messageIds, "messageIds");
        this.contextIds = Objects.requireNonNull(contextIds, "contextIds");
    }

    /** A receiver with its own store of {@value ReceiptStore#DEFAULT_CAPACITY} receipts and random ids. */
    public V1Receiver(V1Policy policy) {
        this(policy, new ReceiptStore(), () -> UUID.randomUUID().toString(), () -> UUID.randomUUID().toString());
    }

    /** The policy. */
    public V1Policy policy() {
        return validator.policy();
    }

    /** The receipts kept so far. */
    public ReceiptStore receipts() {
        return receipts;
    }

    /** DISPATCH for the runtime: the eleven v1.0 names exist; params are checked by the handler. */
    public ParamsContract contract() {
        return contract;
    }

    /** The runtime's default options with {@link #contract()}. */
    public DispatchOptions options() {
        return DispatchOptions.builder().contract(contract).build();
    }

    /** A runtime dispatcher to this receiver with {@link #options()}. */
    public Dispatcher dispatcher() {
        return new Dispatcher(this, options());
    }

    @Override
    public JsonValue handle(String method, JsonValue params, CallContext context) {
        if (V1Method.SEND_MESSAGE.wireName().equals(method)) {
            V1ParamsCheck check = check(params);
            if (!check.isValid()) {
                throw new RpcException(ErrorCodes.INVALID_PARAMS, ErrorCodes.messageFor(ErrorCodes.INVALID_PARAMS),
                        invalidParamsData(A2aReceiver.inRequest(check.findings())));
            }
            return receive(params, check);
        }
        if (V1Method.findByWireName(method).isPresent()) {
            JsonObject error = unsupportedOperation(method);
            throw new RpcException(V1Error.UNSUPPORTED_OPERATION.code(), UNSUPPORTED_MESSAGE, error.get("data"));
        }
        throw new MethodNotFound(method);
    }

    /** Checks the params of a {@code SendMessage}; findings have paths from the params root. */
    public V1ParamsCheck check(JsonValue params) {
        return validator.checkParams(V1Method.SEND_MESSAGE, params);
    }

    /**
     * Keeps the receipt of params that passed {@link #check} and returns the SendMessageResponse: a message from
     * {@code ROLE_AGENT} with a fresh {@code messageId}, the request's {@code contextId} (a fresh one when it had none,
     * as a server's message must carry one) and one data part holding the receipt.
     *
     * @throws IllegalArgumentException when the params hold no message that {@link V1Json} can read
     */
    public JsonObject receive(JsonValue params, V1ParamsCheck check) {
        if (!(params instanceof JsonObject p) || p.get("message") == null) {
            throw new IllegalArgumentException("the params have no message");
        }
        Message request = V1Json.expectMessage(p.get("message"));
        Receipt receipt = receipts.keep(request.messageId(), check.parts());
        String contextId = request.contextId().filter(c -> !c.isEmpty()).orElseGet(contextIds);
        Message reply = new Message(messageIds.get(), Optional.of(contextId), Optional.empty(), Role.AGENT,
                List.of(Part.data(receipt.toJson())), Optional.empty(), Optional.empty(), Optional.empty(),
                V1Json.EMPTY);
        return V1Json.toJson(SendMessageResponse.of(reply));
    }

    /**
     * The v1.0 -32004 error object for a known method this receiver does not implement: {@code code},
     * {@code message} and {@code data}, an array with a google.rpc.ErrorInfo (reason {@code UNSUPPORTED_OPERATION},
     * metadata {@code method}).
     */
    public static JsonObject unsupportedOperation(String method) {
        return V1Error.UNSUPPORTED_OPERATION.toErrorObject(UNSUPPORTED_MESSAGE, Map.of("method", method));
    }

    /**
     * The {@code data} of a v1.0 -32602 reply, an array of typed objects as v1.0 clients expect: a
     * google.rpc.BadRequest with one field violation per ERROR (the field as a dotted path from the params,
     * {@code message.parts[1].raw}; the description the finding's message), then rpcgate's own object of type
     * {@value #FINDINGS_TYPE} holding every finding in rpcgate's form under {@code findings}.
     *
     * @param findings the findings with paths from the request root ({@code /params/...})
     */
    public static JsonArray invalidParamsData(List<Finding> findings) {
        List<JsonValue> violations = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            if (f.isError()) {
                JsonObject.Builder v = JsonObject.builder();
                String field = fieldPath(f.path());
                if (!field.isEmpty()) {
                    v.put("field", field);
                }
                violations.add(v.put("description", f.message()).build());
            }
        }
        JsonObject badRequest = JsonObject.builder().put("@type", BAD_REQUEST_TYPE)
                .put("fieldViolations", JsonArray.of(violations)).build();
        JsonObject own = JsonObject.builder().put("@type", FINDINGS_TYPE)
                .put("findings", TraceJson.findings(findings)).build();
        return JsonArray.of(badRequest, own);
    }

    /**
     * rpcgate's {@code data} object of an error (such as -32603's {@code {"exception": "..."}}) in the v1.0 form: an
     * array holding that object's members under {@code "@type": }{@value #ERROR_DATA_TYPE}.
     */
    public static JsonArray typedData(JsonObject data) {
        JsonObject.Builder b = JsonObject.builder().put("@type", ERROR_DATA_TYPE);
        for (int i = 0; i < data.size(); i++) {
            if (!data.nameAt(i).value().equals("@type")) {
                b.put(data.nameAt(i).value(), data.valueAt(i));
            }
        }
        return JsonArray.of(b.build());
    }

    /** A JSON Pointer under {@code /params} as a google.rpc field path: {@code /params/a/0/b} is {@code a[0].b}. */
    static String fieldPath(String pointer) {
        String p = pointer.startsWith("/params") ? pointer.substring("/params".length()) : pointer;
        StringBuilder out = new StringBuilder(p.length());
        for (String name : JsonWriter.pointerTokens(p).orElse(List.of(p))) {
            if (!name.isEmpty() && name.chars().allMatch(c -> c >= '0' && c <= '9') && !out.isEmpty()) {
                out.append('[').append(name).append(']');
            } else {
                out.append(out.isEmpty() ? "" : ".").append(name);
            }
        }
        return out.toString();
    }

    /** Every v1.0 name exists; the handler checks the params. */
    private static final class Contract implements ParamsContract {
        @Override
        public boolean hasMethod(String method) {
            return V1Method.findByWireName(method).isPresent();
        }

        @Override
        public List<Finding> checkParams(String method, JsonValue params) {
            return List.of();
        }
    }
}
