package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.check.MessageLayer;
import dev.rpcgate.smithy.model.ContractChecker;
import dev.rpcgate.smithy.model.MethodContract;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.smithy.payload.ValidatorCompiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ServiceShape;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * One service's JSON-RPC contract for one protocol version, checked and resolved once. Immutable and safe to share
 * between threads; prepare it once and reuse it for every message.
 */
public final class PreparedService {
    private final ServiceShape service;
    private final JsonRpcVersion version;
    private final ValidationPolicy policy;
    private final Map<String, MethodInfo> byName;
    private final List<MethodInfo> methods;
    private final MessageLayer messages; // message layer (H3): the validate* methods delegate here

    private PreparedService(ServiceShape service, JsonRpcVersion version, ValidationPolicy policy,
                            Map<String, MethodContract> contracts, MessageLayer messages) {
        this.service = service;
        this.version = version;
        this.policy = policy;
        Map<String, MethodInfo> infos = new LinkedHashMap<>();
        contracts.forEach((name, contract) -> infos.put(name, contract.info()));
        this.byName = Collections.unmodifiableMap(infos);
        this.methods = List.copyOf(infos.values());
        this.messages = messages;
    }

    /** Prepares a service with the {@linkplain ValidationPolicy#DEFAULT default policy}; never throws for a bad model. */
    public static Preparation prepare(Model model, ShapeId service, JsonRpcVersion version) {
        return prepare(model, service, version, ValidationPolicy.DEFAULT);
    }

    /**
     * Prepares a service: checks its {@code smithy.rpc} traits and resolves each method's contract. Never throws for
     * a bad model; its problems are the findings of the result.
     */
    public static Preparation prepare(Model model, ShapeId service, JsonRpcVersion version, ValidationPolicy policy) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(policy, "policy");
        ContractChecker.Result checked = new ContractChecker(model, service, version).check();
        if (checked.service().isEmpty() || checked.findings().stream().anyMatch(f -> f.finding().isError())) {
            return new Preparation(Optional.empty(), checked.findings());
        }
        // --- message layer (H3): every payload validator is compiled once here; its problems fail preparation ---
        ValidatorCompiler compiler = new ValidatorCompiler(model, policy);
        MessageLayer messages = MessageLayer.compile(checked.methods().values(), compiler, version, policy);
        List<SourcedFinding> findings = new ArrayList<>(checked.findings());
        findings.addAll(compiler.problems());
        if (compiler.problems().stream().anyMatch(f -> f.finding().isError())) {
            return new Preparation(Optional.empty(), findings);
        }
        // --- end message layer ---
        PreparedService prepared = new PreparedService(checked.service().get(), version, policy, checked.methods(),
                messages);
        return new Preparation(Optional.of(prepared), findings);
    }

    /** The service's shape id. */
    public ShapeId id() {
        return service.getId();
    }

    /** The protocol version this snapshot checks. */
    public JsonRpcVersion version() {
        return version;
    }

    /** The policy this snapshot checks with. */
    public ValidationPolicy policy() {
        return policy;
    }

    /** The method with this wire name, if the service has one. */
    public Optional<MethodInfo> findMethod(String wireName) {
        return Optional.ofNullable(byName.get(wireName));
    }

    /** Every method, ordered by wire name. */
    public List<MethodInfo> methods() {
        return methods;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Message layer (H3): requests, responses and batches. Each method delegates to MessageLayer and its checks.
    // ---------------------------------------------------------------------------------------------------------------

    /**
     * Checks one request given as text: bounded strict parse, envelope, method, params. An array is
     * {@code UnsupportedMessage}; use {@link #validateRequestBatch(String)} for batches.
     */
    public RequestResult validateRequest(String text) {
        return messages.validateRequest(Objects.requireNonNull(text, "text"));
    }

    /**
     * Checks one in-memory request. Its nesting is bounded like text; precision an earlier parser lost cannot be
     * recovered.
     */
    public RequestResult validateJson(JsonValue value) {
        return messages.validateJson(Objects.requireNonNull(value, "value"));
    }

    /**
     * Checks the params of a call or notification of {@code method} on their own, as a server does once it has read
     * the message: the method is looked up ({@code UnknownMethod} at {@code /method} when the service has none), then
     * the params are checked against the operation's input exactly as {@link #validateRequest(String)} checks them.
     * Findings have the same paths ({@code /params/...}) and, for params read from text, the source locations in that
     * text; for omitted params ({@code null}) the findings about required members have no location. The rule about
     * calls and notifications ({@code WrongMessageKind}) needs the message and is not checked here. Nesting is bounded
     * as it would be inside a request.
     *
     * @param params the params exactly as received, or {@code null} when absent
     */
    public PayloadResult validateParams(String method, JsonValue params) {
        return messages.validateParams(Objects.requireNonNull(method, "method"), params);
    }

    /**
     * Checks a result of {@code method} on its own against the operation's output, as its {@code @method} trait
     * selects it (the whole output, one member, or always null): what a server does with its handler's result before
     * it answers. Findings have the paths a response's check gives ({@code /result/...}). Nesting is bounded as it
     * would be inside a response.
     *
     * @param result the result, or {@code null} for JSON null
     */
    public PayloadResult validateResult(String method, JsonValue result) {
        return messages.validateResult(Objects.requireNonNull(method, "method"), result);
    }

    /**
     * Checks one response given as text in the scope of {@code context}; a {@code null} context gives
     * {@code MissingContext}.
     */
    public ResponseResult validateResponse(String text, ResponseContext context) {
        return messages.validateResponse(Objects.requireNonNull(text, "text"), context);
    }

    /** Checks one in-memory response in the scope of {@code context}; {@code null} gives {@code MissingContext}. */
    public ResponseResult validateResponseJson(JsonValue value, ResponseContext context) {
        return messages.validateResponseJson(Objects.requireNonNull(value, "value"), context);
    }

    /**
     * Checks one in-memory response whose envelope the caller already found with core's {@code Envelope.check} (of
     * {@code value}, at this service's {@link #version()} and the path {@code ""}), without checking the envelope
     * again; otherwise as {@link #validateResponseJson(JsonValue, ResponseContext)}.
     */
    public ResponseResult validateResponseJson(JsonValue value, EnvelopeResult envelope, ResponseContext context) {
        return messages.validateResponseJson(Objects.requireNonNull(value, "value"),
                Objects.requireNonNull(envelope, "envelope"), context);
    }

    /** Checks a 2.0 request batch given as text; each element is checked at its own index. */
    public RequestBatchResult validateRequestBatch(String text) {
        return messages.validateRequestBatch(Objects.requireNonNull(text, "text"));
    }

    /** Checks an in-memory 2.0 request batch. */
    public RequestBatchResult validateRequestBatchJson(JsonValue value) {
        return messages.validateRequestBatchJson(Objects.requireNonNull(value, "value"));
    }

    /**
     * Checks a batch response given as text, or its absence when {@code textOrNull} is {@code null} (an empty
     * string is a supplied, unreadable response); a {@code null} context gives {@code MissingContext}.
     */
    public ResponseBatchResult validateResponseBatch(String textOrNull, BatchResponseContext context) {
        return messages.validateResponseBatch(textOrNull, context);
    }

    /**
     * Checks an in-memory batch response, or its absence when {@code valueOrNull} is {@code null} (JSON null is a
     * supplied value); a {@code null} context gives {@code MissingContext}.
     */
    public ResponseBatchResult validateResponseBatchJson(JsonValue valueOrNull, BatchResponseContext context) {
        return messages.validateResponseBatchJson(valueOrNull, context);
    }

    /**
     * Checks an in-memory batch response whose elements' envelopes the caller already found with core's
     * {@code Envelope.check} (of element {@code i}, at this service's {@link #version()} and the path {@code "/i"}),
     * without checking them again; otherwise as {@link #validateResponseBatchJson(JsonValue, BatchResponseContext)}.
     */
    public ResponseBatchResult validateResponseBatchJson(JsonArray batch, List<EnvelopeResult> envelopes,
                                                         BatchResponseContext context) {
        return messages.validateResponseBatchJson(Objects.requireNonNull(batch, "batch"),
                Objects.requireNonNull(envelopes, "envelopes"), context);
    }

    // --- end message layer ------------------------------------------------------------------------------------------

    @Override
    public String toString() {
        return "PreparedService[" + service.getId() + ", " + version.label() + ", " + methods.size() + " methods]";
    }
}
