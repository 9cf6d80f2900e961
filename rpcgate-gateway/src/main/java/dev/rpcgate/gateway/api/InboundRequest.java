package dev.rpcgate.gateway.api;

import dev.rpcgate.core.message.Id;
import java.util.Objects;

/**
 * A request as {@link Interceptor#beforeRouting} sees it: it passed PARSE and ENVELOPE, so it is one JSON-RPC 2.0
 * call or notification to a well-formed agent id.
 *
 * @param agentId the agent id from the path (1–128 of {@code a-z}, {@code 0-9}, {@code -}); the agent may not exist
 * @param method  the method, any string (DISPATCH has not run yet)
 * @param id      the call's id, {@link Id#ABSENT} for a notification
 * @param headers the request's HTTP header fields, readable while the interceptor runs (a view, not a copy: do not
 *                keep it)
 */
public record InboundRequest(String agentId, String method, Id id, RequestHeaders headers) {
    /** Checks for nulls. */
    public InboundRequest {
        Objects.requireNonNull(agentId, "agentId");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(headers, "headers");
    }

    /** True for a notification: whatever happens, the client gets no reply body (HTTP 204). */
    public boolean isNotification() {
        return id instanceof Id.Absent;
    }
}
