package dev.rpcgate.a2a.v03;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the params of an A2A v0.3.0 {@code message/send} strictly: the schema's types and required members, the
 * {@code kind} discriminators, canonical Base64, bytes xor uri, non-empty parts and the {@link PartPolicy}. Unknown
 * members are ADVISORY findings, never errors. Findings carry JSON Pointer paths from the params root and, for values
 * read from text, source locations. Immutable and thread-safe; prepared once, it does no model look-ups per call.
 */
public final class MessageSendValidator {
    private final PartPolicy policy;
    private final Set<String> hosts;

    /** A validator enforcing {@code policy}. */
    public MessageSendValidator(PartPolicy policy) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.hosts = Set.copyOf(policy.allowedHosts());
    }

    /** The policy this validator enforces. */
    public PartPolicy policy() {
        return policy;
    }

    /**
     * Checks the params of one {@code message/send}; never throws for any input.
     *
     * @param params the params exactly as received, or {@code null} when the request has none
     */
    public ParamsCheck check(JsonValue params) {
        CheckFindings budget = new CheckFindings();
        List<PartSummary> parts = new ArrayList<>(4);
        if (params == null) {
            budget.error(A2aCode.MISSING_PARAMS, "message/send needs params: an object with a \"message\"", "", null);
        } else {
            new ParamsWalk(budget, parts, policy, hosts).params(params);
        }
        Optional<MessageSendParams> model = budget.hasErrors()
                ? Optional.empty()
                : Optional.of(A2aJson.expectMessageSendParams(params));
        return new ParamsCheck(budget.findings(), parts, model);
    }

    /**
     * Only the findings of {@link #check}: the same verdict without part summaries or records, for a dispatcher's
     * PARAMS gate (see {@code ParamsContract}); never throws for any input.
     *
     * @param params the params exactly as received, or {@code null} when the request has none
     */
    public List<Finding> findings(JsonValue params) {
        CheckFindings budget = new CheckFindings();
        if (params == null) {
            budget.error(A2aCode.MISSING_PARAMS, "message/send needs params: an object with a \"message\"", "", null);
        } else {
            new ParamsWalk(budget, null, policy, hosts).params(params);
        }
        return List.copyOf(budget.findings());
    }
}
