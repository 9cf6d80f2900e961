package dev.rpcgate.gateway.forward;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.error.Failure;
import java.net.URI;

/**
 * What one upstream call gave: the agent's reply to pass on byte for byte, or a gateway-made error.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public sealed interface UpstreamResult {
    /**
     * A JSON-RPC reply from the agent at {@code instance}, sent to the client unchanged; {@code agentCode} is its error
     * code when it is an error reply with an {@code int} code, and {@code result} its result when it is a success
     * ({@code null} otherwise), both from the one parse that recognised the reply.
     */
    record Replied(byte[] body, int status, boolean agentError, Integer agentCode, URI instance, JsonValue result)
            implements UpstreamResult {
    }

    /** Every gateway-made upstream error (unreachable, timeout, 5xx, too large, not JSON-RPC, ...). */
    record Failed(Failure failure) implements UpstreamResult {
    }
}
