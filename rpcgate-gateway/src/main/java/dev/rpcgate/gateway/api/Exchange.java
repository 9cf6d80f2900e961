package dev.rpcgate.gateway.api;

/**
 * One request the gateway answered, as seen by an {@link ExchangeListener}.
 *
 * @param id          a unique exchange id within this gateway process (a traffic log's session)
 * @param agentId     the agent id from the path, or {@code null} when the path's id was malformed
 * @param method      the request's method, or {@code null} when the request was not a parseable call
 * @param code        the JSON-RPC error code of the reply (the gateway's own, or the agent's when its error reply
 *                    passed through — {@code outcome} tells them apart), or {@code null} when the reply is a result
 * @param outcome     what happened: {@code "ok"} for a result passed through, {@code "agent_error"} for an error
 *                    reply the agent sent, {@code "agent_stream"} for a streamed reply, else one of the gateway's
 *                    reasons ({@code agent_timeout}, {@code agent_not_found}, {@code server_busy}, ...)
 * @param nanos       the time from receiving the request to deciding the reply
 * @param request     the request body's bytes as received, or {@code null} when it was not read; the gateway's own
 *                    buffer, shared with every listener: read it, never change it
 * @param reply       the reply body's bytes as sent, or {@code null} when none was sent (a notification, a 413, a
 *                    stream); shared like {@code request}
 * @param httpStatus  the HTTP status sent to the client
 * @param upstream    whether the request was sent to an agent (possibly executed there)
 */
public record Exchange(
        long id,
        String agentId,
        String method,
        Integer code,
        String outcome,
        long nanos,
        byte[] request,
        byte[] reply,
        int httpStatus,
        boolean upstream) {
}
