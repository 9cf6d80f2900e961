package dev.rpcgate.gateway;

import java.net.URI;

/**
 * How a {@link RetryingClient} call ended.
 *
 * @param reply     the last reply body (a result or an error), or null when no reply was ever received
 * @param attempts  how many times the request was sent
 * @param endpoint  the endpoint of the last attempt
 * @param stop      why the client stopped: one of the constants here
 */
public record RetryOutcome(String reply, int attempts, URI endpoint, String stop) {
    /** The reply is a result. */
    public static final String RESULT = "result";
    /** An error the client must not retry (a base code, -32004, -32010, or {@code retryable} not true). */
    public static final String NOT_RETRYABLE = "not retryable";
    /** An error the agent sent (no {@code data.source: "gateway"}): a business outcome. */
    public static final String AGENT_ERROR = "agent error";
    /** A -32001 timeout on a call not marked idempotent: the agent may have executed it. */
    public static final String TIMEOUT_NOT_IDEMPOTENT = "timeout, not idempotent";
    /** -32002 and the resolver found no other endpoint. */
    public static final String NOT_FOUND = "agent not found";
    /** The reply is not a single JSON-RPC response. */
    public static final String NOT_JSON_RPC = "not a JSON-RPC response";
    /** The attempt cap was reached. */
    public static final String ATTEMPTS = "attempts exhausted";
    /** The next attempt could not start (or finish) before the total deadline. */
    public static final String DEADLINE = "deadline reached";
    /** The gateway could not be reached, or the connection failed where a resend was not safe. */
    public static final String TRANSPORT = "transport failure";

    /** True when the reply is a result. */
    public boolean succeeded() {
        return RESULT.equals(stop);
    }
}
