package dev.rpcgate.gateway.api;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.gateway.error.Failure;
import java.util.Objects;
import java.util.Set;

/**
 * An {@link Interceptor}'s refusal of a request: the JSON-RPC error the client gets, and the gate it is recorded at.
 * The gates before that one still run and fail first when they fail (an unknown agent stays -32002 under a refusal
 * named at UPSTREAM); the named gate then fails with this error instead of running, and no later gate runs. The
 * reply's {@code error.data} is the gateway's: {@code source: "gateway"}, {@code executed: false}, {@code retryable},
 * {@code reason}, {@code agentId}.
 *
 * @param gate      where the refusal is recorded: AUTH, ROUTE, DISPATCH, PARAMS or UPSTREAM
 * @param code      the JSON-RPC error code, e.g. -32010 for a refused credential or -32003 for a rate limit; A2A
 *                  v1.0 traffic gets the same code, its reason upper-cased in the ErrorInfo
 * @param message   the error's message
 * @param reason    the {@code data.reason}, a short stable name such as {@code rate_limited}
 * @param retryable whether resending the same request may succeed
 */
public record Refusal(Gate gate, int code, String message, String reason, boolean retryable) {
    private static final Set<Gate> GATES = Set.of(GatewayGate.AUTH, GatewayGate.ROUTE, Gate.DISPATCH, Gate.PARAMS, GatewayGate.UPSTREAM);

    /**
     * Checks the parts.
     *
     * @throws IllegalArgumentException when the gate is not one the gateway runs after ENVELOPE, or the reason is empty
     */
    public Refusal {
        Objects.requireNonNull(gate, "gate");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(reason, "reason");
        if (!GATES.contains(gate)) {
            throw new IllegalArgumentException("a refusal is recorded at AUTH, ROUTE, DISPATCH, PARAMS or UPSTREAM, not "
                    + gate);
        }
        if (reason.isEmpty()) {
            throw new IllegalArgumentException("a refusal needs a reason");
        }
    }

    /** The gateway failure this refusal answers with. */
    Failure failure() {
        return new Failure(code, code, message, reason, false, retryable, false, null, null, java.util.List.of());
    }
}
