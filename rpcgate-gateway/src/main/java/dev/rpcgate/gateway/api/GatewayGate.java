package dev.rpcgate.gateway.api;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.gateway.error.GatewayError;
import java.util.Optional;

/**
 * The gateway's own gates, between ENVELOPE and PARAMS and in place of HANDLER. Their codes depend on the failure and
 * on the request's A2A version, so they own none: the gateway records the code of the {@link GatewayError} row.
 */
public enum GatewayGate implements Gate {
    /** A protected route has a valid credential. */
    AUTH,
    /** A live agent is registered under the path's id. */
    ROUTE,
    /** The call to the agent gave the agent's answer. */
    UPSTREAM;

    @Override
    public Optional<Integer> findOwnedCode() {
        return Optional.empty();
    }
}
