package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import java.util.Objects;

/**
 * Strict validation of A2A v1.0 JSON-RPC payloads in their ProtoJSON form, driven by one compiled table of the
 * normative proto's messages. Immutable and thread-safe; prepared once, it does no model look-ups per call.
 */
public final class V1Validator {
    private final V1Policy policy;

    /** A validator enforcing {@code policy}. */
    public V1Validator(V1Policy policy) {
        this.policy = Objects.requireNonNull(policy, "policy");
    }

    /** The policy this validator enforces. */
    public V1Policy policy() {
        return policy;
    }

    /**
     * Checks the params of one request, with part summaries; never throws for any input.
     *
     * @param params the params exactly as received, or {@code null} when the request has none
     */
    public V1ParamsCheck checkParams(V1Method method, JsonValue params) {
        throw new UnsupportedOperationException("not yet built");
    }

    /** The findings of {@link #checkParams} without part summaries, for a PARAMS gate; never throws for any input. */
    public List<Finding> paramsFindings(V1Method method, JsonValue params) {
        throw new UnsupportedOperationException("not yet built");
    }

    /** Checks a success result of {@code method} (for a streaming method: one event); never throws for any input. */
    public List<Finding> resultFindings(V1Method method, JsonValue result) {
        throw new UnsupportedOperationException("not yet built");
    }

    /** Checks a JSON-RPC error object in its v1.0 form; never throws for any input. */
    public List<Finding> errorFindings(JsonValue error) {
        throw new UnsupportedOperationException("not yet built");
    }

    /** Checks an AgentCard document; never throws for any input. */
    public List<Finding> agentCardFindings(JsonValue card) {
        throw new UnsupportedOperationException("not yet built");
    }

    /**
     * Checks a value as the proto message of that name ({@code Task}, or {@code lf.a2a.v1.Task}); never throws for
     * any value.
     *
     * @throws IllegalArgumentException when no v1.0 message has that name
     */
    public List<Finding> messageFindings(String protoMessage, JsonValue v) {
        throw new UnsupportedOperationException("not yet built");
    }
}
