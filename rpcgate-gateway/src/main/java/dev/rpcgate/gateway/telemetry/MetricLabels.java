package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.gateway.api.Exchange;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Maps an exchange's free-form values to bounded metric label values, so a client cannot grow the number of series:
 * agent ids only when registered, method names only from A2A v0.3.0 and v1.0 and only for a request that got past its
 * envelope and agent id (every other request is {@code other}, whatever it named), codes and outcomes only from fixed
 * sets.
 */
final class MetricLabels {
    static final String UNREGISTERED = "unregistered";
    static final String OTHER = "other";
    static final String OK = "ok";

    /**
     * JSON-RPC base codes, -32000 and -32010, and -32001..-32009 (the gateway's v0.3 codes, A2A's agent codes of both
     * versions).
     */
    private static final Set<Integer> CODES = Set.of(-32700, -32600, -32601, -32602, -32603, -32000, -32010,
            -32001, -32002, -32003, -32004, -32005, -32006, -32007, -32008, -32009);

    /** The outcomes of a request refused before DISPATCH: the method it named is not counted. */
    private static final Set<String> UNROUTED = Set.of("unsupported_content_type", "parse_error", "invalid_request",
            "invalid_agent_id", "version_not_supported", "agent_not_found");

    /** Exchange outcomes: results, agent errors and streams, and the gateway's reasons vocabulary. */
    private static final Set<String> OUTCOMES = Set.of("ok", "agent_error", "agent_stream", "agent_timeout",
            "agent_not_found", "agent_unreachable", "agent_unavailable", "agent_response_too_large", "server_busy",
            "agent_invalid_response", "auth_failed", "invalid_agent_id", "unsupported_content_type", "parse_error",
            "invalid_request", "method_not_found", "invalid_params", "internal_error", "agent_http_error",
            "version_not_supported", "version_not_served");

    private final Predicate<String> registered;

    MetricLabels(Predicate<String> registered) {
        this.registered = registered;
    }

    String agent(String agentId) {
        if (agentId == null) {
            return UNREGISTERED;
        }
        try {
            return registered.test(agentId) ? agentId : UNREGISTERED;
        } catch (RuntimeException e) { // a registry that fails must not fail the exchange
            return UNREGISTERED;
        }
    }

    /** The method of an exchange: a v0.3.0 or v1.0 name of a request that was routed, else {@code other}. */
    static String method(Exchange e) {
        if (e.outcome() != null && UNROUTED.contains(e.outcome())) {
            return OTHER;
        }
        String m = e.method();
        return A2aMethods.isKnown(m) || V1Method.findByWireName(m).isPresent() ? m : OTHER;
    }

    static String code(Integer code) {
        if (code == null) {
            return OK;
        }
        return CODES.contains(code) ? Integer.toString(code) : OTHER;
    }

    static String outcome(String outcome) {
        return outcome != null && OUTCOMES.contains(outcome) ? outcome : OTHER;
    }
}
