package dev.rpcgate.gateway.client;

import java.net.URI;
import java.util.Objects;

/**
 * How a {@link RetryingClient} call ended.
 *
 * @param reply     the last reply body (a result or an error), or null when no reply was ever received
 * @param attempts  how many times the request was sent
 * @param endpoint  the endpoint of the last attempt
 * @param stop      why the client stopped
 */
public record RetryOutcome(String reply, int attempts, URI endpoint, Stop stop) {
    /** Requires a stop. */
    public RetryOutcome {
        Objects.requireNonNull(stop, "stop");
    }

    /** Why a call stopped; {@link #toString()} is the short text the client has always reported. */
    public enum Stop {
        /** The reply is a result. */
        RESULT("result"),
        /** An error the client must not retry (a base code, -32004, -32010, or {@code retryable} not true). */
        NOT_RETRYABLE("not retryable"),
        /** An error the agent sent (no {@code data.source: "gateway"}): a business outcome. */
        AGENT_ERROR("agent error"),
        /** A -32001 timeout on a call not marked idempotent: the agent may have executed it. */
        TIMEOUT_NOT_IDEMPOTENT("timeout, not idempotent"),
        /** -32002 and the resolver found no other endpoint. */
        NOT_FOUND("agent not found"),
        /** The reply is not a single JSON-RPC response. */
        NOT_JSON_RPC("not a JSON-RPC response"),
        /** The attempt cap was reached. */
        ATTEMPTS("attempts exhausted"),
        /** The next attempt could not start (or finish) before the total deadline. */
        DEADLINE("deadline reached"),
        /** The gateway could not be reached, or the connection failed where a resend was not safe. */
        TRANSPORT("transport failure");

        private final String text;

        Stop(String text) {
            this.text = text;
        }

        /** The short text, e.g. {@code attempts exhausted}. */
        @Override
        public String toString() {
            return text;
        }
    }

    /** True when the reply is a result. */
    public boolean succeeded() {
        return stop == Stop.RESULT;
    }
}
