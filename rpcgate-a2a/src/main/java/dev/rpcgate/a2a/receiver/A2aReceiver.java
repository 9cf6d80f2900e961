package dev.rpcgate.a2a.receiver;

import dev.rpcgate.a2a.RequestTrace;
import dev.rpcgate.a2a.v03.A2aError;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v03.MessageSendValidator;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Dispatcher;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.InvalidParams;
import dev.rpcgate.runtime.MethodNotFound;
import dev.rpcgate.runtime.ParamsContract;
import dev.rpcgate.runtime.RpcException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The local A2A v0.3.0 receiver: {@code message/send} keeps a {@link Receipt} in a bounded {@link ReceiptStore} and
 * answers with a {@code Message} from role {@code agent} whose one data part holds the receipt; a well-formed
 * notification is received the same way but gets no reply. The other v0.3.0 methods are known and answered with A2A's
 * -32004 UnsupportedOperation; any other name is -32601; params that fail {@link MessageSendValidator} under the part
 * policy are -32602 with {@code data.findings} (paths from the request root, {@code /params/...}).
 *
 * <p>Served by the runtime unchanged: pass it with {@link #options()} to a {@link Dispatcher}, {@code Connection} or
 * {@code HttpBinding}; {@link #contract()} runs DISPATCH and PARAMS before the handler. (The runtime records -32004 at
 * its HANDLER gate; the request trace, {@link RequestTrace}, records it at DISPATCH.) Immutable apart from its store;
 * thread-safe.
 */
public final class A2aReceiver implements Handler {
    private final MessageSendValidator validator;
    private final PartPolicy policy;
    private final ReceiptStore receipts;
    private final Supplier<String> messageIds;
    private final Contract contract = new Contract();

    /**
     * A receiver.
     *
     * @param policy     the part policy params are held to
     * @param receipts   where receipts are kept
     * @param messageIds makes the {@code messageId} of each reply message (must be thread-safe)
     */
    public A2aReceiver(PartPolicy policy, ReceiptStore receipts, Supplier<String> messageIds) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.validator = new MessageSendValidator(policy);
        this.receipts = Objects.requireNonNull(receipts, "receipts");
        this.messageIds = Objects.requireNonNull(messageIds, "messageIds");
    }

    /** A receiver with its own store of {@value ReceiptStore#DEFAULT_CAPACITY} receipts and random reply ids. */
    public A2aReceiver(PartPolicy policy) {
        this(policy, new ReceiptStore(), () -> UUID.randomUUID().toString());
    }

    /** The part policy. */
    public PartPolicy policy() {
        return policy;
    }

    /** The receipts kept so far. */
    public ReceiptStore receipts() {
        return receipts;
    }

    /** DISPATCH (the v0.3.0 names) and PARAMS ({@code message/send} under the part policy) for the runtime. */
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
        if (A2aMethods.MESSAGE_SEND.equals(method)) {
            ParamsCheck check = validator.check(params);
            if (!check.isValid()) {
                throw new InvalidParams(inRequest(check.findings()));
            }
            return receive(params, check);
        }
        if (A2aMethods.isKnown(method)) {
            throw new RpcException(A2aError.UNSUPPORTED_OPERATION.code(), A2aError.UNSUPPORTED_OPERATION.message());
        }
        throw new MethodNotFound(method);
    }

    /** Checks the params of a {@code message/send}; findings have paths from the params root. */
    public ParamsCheck check(JsonValue params) {
        return validator.check(params);
    }

    /**
     * Keeps the receipt of params that passed {@link #check} and returns the reply: a {@code Message} from role
     * {@code agent} with a fresh {@code messageId}, the request's {@code contextId} when it had one, and one data part
     * holding the receipt.
     *
     * @throws IllegalArgumentException when the params hold no message with a string {@code messageId}
     */
    public JsonObject receive(JsonValue params, ParamsCheck check) {
        if (!(params instanceof JsonObject p) || !(p.get("message") instanceof JsonObject message)
                || !(message.get("messageId") instanceof JsonString messageId)) {
            throw new IllegalArgumentException("the params have no message with a messageId");
        }
        Receipt receipt = receipts.keep(messageId.value(), check.parts());
        JsonObject.Builder reply = JsonObject.builder()
                .put("kind", "message")
                .put("messageId", messageIds.get())
                .put("role", "agent");
        if (message.get("contextId") instanceof JsonString contextId) {
            reply.put("contextId", contextId.value());
        }
        JsonObject part = JsonObject.builder().put("kind", "data").put("data", receipt.toJson()).build();
        return reply.put("parts", JsonArray.of(part)).build();
    }

    /** Findings of the params placed in the request: each path gets the prefix {@code /params}. */
    public static List<Finding> inRequest(List<Finding> findings) {
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            out.add(new Finding(f.code(), f.severity(), f.message(), "/params" + f.path(), f.location(),
                    f.attributes()));
        }
        return out;
    }

    /** The contract: every v0.3.0 name exists; only {@code message/send} has params to check. */
    private final class Contract implements ParamsContract {
        @Override
        public boolean hasMethod(String method) {
            return A2aMethods.isKnown(method);
        }

        @Override
        public List<Finding> checkParams(String method, JsonValue params) {
            return A2aMethods.MESSAGE_SEND.equals(method) ? inRequest(validator.findings(params)) : List.of();
        }
    }
}
