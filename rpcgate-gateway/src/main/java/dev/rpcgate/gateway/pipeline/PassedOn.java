package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.upstream.Headers;
import java.util.List;

/**
 * The request header fields the gateway forwards to the agent untouched, beside the trace context: the A2A version
 * and the extensions the client declares ({@code A2A-Version}, {@code A2A-Extensions}, and v0.3's
 * {@code X-A2A-Extensions}), every field of those names in the order received. Nothing else a client sends reaches
 * an agent. Stateless.
 */
final class PassedOn {
    /** The names forwarded, as sent on to the agent. */
    static final List<String> NAMES = List.of(RequestVersion.NAME, "A2A-Extensions", "X-A2A-Extensions");

    private PassedOn() {
    }

    /** {@code base} with the request's fields of {@link #NAMES} added; {@code base} itself when it has none. */
    static Headers headers(RequestHeaders request, Headers base) {
        Headers out = base;
        for (String name : NAMES) {
            for (String value : request.values(name)) {
                if (Headers.isValid(name, value)) {
                    out = out.with(name, value);
                }
            }
        }
        return out;
    }
}
