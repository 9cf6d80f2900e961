package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.gateway.forward.StreamOpen;
import dev.rpcgate.gateway.registry.Agent;

/**
 * What the pipeline decided to send for one HTTP request.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public sealed interface Answer {
    /** A JSON body (a JSON-RPC reply) with this status. */
    record Json(int status, byte[] body) implements Answer {
    }

    /** No body: a notification was handled (204). */
    record NoContent() implements Answer {
    }

    /**
     * An agent's event stream to relay ({@code message/stream}, {@code SendStreamingMessage}, a subscription), in the
     * caller's A2A {@code version}; {@code release} must run exactly once when the relay ends, however it ends.
     * {@code onEvent} ({@code null}: none) is given the {@code data} of each complete event as it is relayed (see
     * {@code SseRelay}).
     */
    record Stream(Agent agent, dev.rpcgate.core.message.Id replyId, dev.rpcgate.a2a.A2aVersion version,
                  StreamOpen.Opened opened, Runnable release, java.util.function.Consumer<String> onEvent)
            implements Answer {
        /** A stream nobody observes. */
        Stream(Agent agent, dev.rpcgate.core.message.Id replyId, dev.rpcgate.a2a.A2aVersion version,
               StreamOpen.Opened opened, Runnable release) {
            this(agent, replyId, version, opened, release, null);
        }
    }
}
