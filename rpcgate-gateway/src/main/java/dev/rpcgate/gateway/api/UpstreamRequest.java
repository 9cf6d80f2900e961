package dev.rpcgate.gateway.api;

import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.upstream.Headers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The call about to go to an agent, as {@link Interceptor#aroundUpstream} sees it: the request passed every gate
 * before UPSTREAM, and {@code headers} are the fields forwarded with it ({@code traceparent}/{@code tracestate} when
 * there is a trace, and the client's {@code A2A-Version}, {@code A2A-Extensions} and {@code X-A2A-Extensions}). The body goes as the client sent it and cannot be changed here.
 *
 * @param agentId the agent's id
 * @param method  the A2A method
 * @param id      the call's id, {@link Id#ABSENT} for a notification
 * @param headers the header fields forwarded to the agent
 */
public record UpstreamRequest(String agentId, String method, Id id, Headers headers) {
    /** Fields the gateway writes itself, or that frame the HTTP message: an interceptor cannot forward them. */
    private static final Set<String> RESERVED = Set.of("host", "content-length", "content-type", "transfer-encoding",
            "connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer", "expect", "accept");

    /** Checks for nulls. */
    public UpstreamRequest {
        Objects.requireNonNull(agentId, "agentId");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(headers, "headers");
    }

    /**
     * This request forwarding {@code name: value} in place of any field of that name.
     *
     * @throws IllegalArgumentException when the name is not a header name, the value holds CR, LF or NUL, or the
     *                                  field is one the gateway writes itself ({@code Host}, {@code Content-Length},
     *                                  {@code Content-Type}, {@code Accept}, the hop-by-hop fields)
     */
    public UpstreamRequest withHeader(String name, String value) {
        Objects.requireNonNull(name, "name");
        if (RESERVED.contains(name.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException("the gateway writes " + name + " itself; it cannot be forwarded");
        }
        return new UpstreamRequest(agentId, method, id, without(name).with(name, value));
    }

    /** This request forwarding no field named {@code name}. */
    public UpstreamRequest withoutHeader(String name) {
        return new UpstreamRequest(agentId, method, id, without(Objects.requireNonNull(name, "name")));
    }

    private Headers without(String name) {
        if (headers.count(name) == 0) {
            return headers;
        }
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < headers.size(); i++) {
            if (!headers.name(i).equalsIgnoreCase(name)) {
                kept.add(headers.name(i));
                kept.add(headers.value(i));
            }
        }
        return Headers.of(kept.toArray(String[]::new));
    }
}
