package dev.rpcgate.gateway;

import dev.rpcgate.a2a.A2aMethods;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Maps an exchange's free-form values to bounded metric label values, so a client cannot grow the number of series:
 * agent ids only when registered, method names only from A2A v0.3.0, codes and outcomes only from fixed sets.
 */
final class MetricLabels {
    static final String UNREGISTERED = "unregistered";
    static final String OTHER = "other";
    static final String OK = "ok";

    /** JSON-RPC base codes, the gateway's -32001..-32004 and -32010, and A2A's agent codes -32005..-32007. */
    private static final Set<Integer> CODES = Set.of(-32700, -32600, -32601, -32602, -32603, -32010,
            -32001, -32002, -32003, -32004, -32005, -32006, -32007);

    /** Exchange outcomes: results, agent errors and streams, and the gateway's reasons vocabulary. */
    private static final Set<String> OUTCOMES = Set.of("ok", "agent_error", "agent_stream", "agent_timeout",
            "agent_not_found", "agent_unreachable", "agent_unavailable", "agent_response_too_large", "server_busy",
            "agent_invalid_response", "auth_failed", "invalid_agent_id", "unsupported_content_type", "parse_error",
            "invalid_request", "method_not_found", "invalid_params", "internal_error", "agent_http_error");

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

    static String method(String method) {
        return A2aMethods.isKnown(method) ? method : OTHER;
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
