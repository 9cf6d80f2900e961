package dev.rpcgate.gateway.forward;

import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.upstream.Headers;
import dev.rpcgate.gateway.upstream.ReplyBody;
import java.net.URI;
import java.util.Locale;

/**
 * What opening a streaming call gave: the agent's answer with its body still unread, or a gateway-made error.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public sealed interface StreamOpen {
    /**
     * The agent at {@code instance} answered {@code status} with {@code headers}; {@code body} is unread and must be
     * closed (relayed to its end, classified, or dropped).
     */
    record Opened(URI instance, int status, Headers headers, ReplyBody body) implements StreamOpen {
        /** True when the answer is {@code 200 text/event-stream}, a stream to relay. */
        public boolean isEventStream() {
            String type = headers.first("Content-Type");
            return status == 200 && type != null && type.toLowerCase(Locale.ROOT).startsWith("text/event-stream");
        }

        /** Closes the body (best effort). */
        public void close() {
            Upstream.closeQuietly(body);
        }
    }

    /** A gateway-made error: the stream never opened. */
    record Failed(Failure failure) implements StreamOpen {
    }
}
