package dev.rpcgate.gateway.client;

import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The gateway client's retry rules ("retry transport errors, surface application errors"), as pure
 * functions: what to do with one reply, and how long to back off.
 */
final class RetryPolicy {
    /** Codes that mean the request itself (or the agent's reply) is wrong: retrying unchanged fails identically. */
    static final Set<Long> NEVER = Set.of(-32700L, -32600L, -32601L, -32602L, -32603L, -32004L, -32010L);
    static final long TIMEOUT = -32001;
    static final long NOT_FOUND = -32002;
    private static final Duration MAX_RETRY_AFTER = Duration.ofHours(1);
    private static final JsonReader READER = JsonReader.standard();

    /** What one reply calls for. */
    sealed interface Decision {
        /** Stop and hand the reply to the caller. */
        record Stop(RetryOutcome.Stop why) implements Decision {
        }

        /** Send the same request again, not before {@code retryAfter} (zero when the reply named none). */
        record Retry(Duration retryAfter) implements Decision {
        }

        /** The agent is not registered at this endpoint: ask the resolver for another. */
        record Resolve() implements Decision {
        }
    }

    private RetryPolicy() {
    }

    /** Decides on one reply body (a single JSON-RPC response). */
    static Decision decide(String body, boolean idempotent) {
        JsonParse parse = READER.read(body == null ? "" : body);
        if (!parse.isValid() || !(parse.value() instanceof JsonObject reply)) {
            return new Decision.Stop(RetryOutcome.Stop.NOT_JSON_RPC);
        }
        if (reply.has("result") && !reply.has("error")) {
            return new Decision.Stop(RetryOutcome.Stop.RESULT);
        }
        if (!(reply.find("error").orElse(null) instanceof JsonObject error)
                || !(error.find("code").orElse(null) instanceof JsonNumber number)
                || number.findLong().isEmpty()) {
            return new Decision.Stop(RetryOutcome.Stop.NOT_JSON_RPC);
        }
        long code = number.findLong().getAsLong();
        if (!(error.find("data").orElse(null) instanceof JsonObject data)
                || !(data.find("source").orElse(null) instanceof JsonString source)
                || !source.value().equals("gateway")) {
            return new Decision.Stop(RetryOutcome.Stop.AGENT_ERROR); // the agent's own answer: a business outcome
        }
        if (NEVER.contains(code)) {
            return new Decision.Stop(RetryOutcome.Stop.NOT_RETRYABLE);
        }
        if (code == NOT_FOUND) {
            return new Decision.Resolve();
        }
        if (!(data.find("retryable").orElse(null) instanceof JsonBoolean retryable) || !retryable.value()) {
            return new Decision.Stop(RetryOutcome.Stop.NOT_RETRYABLE);
        }
        if (code == TIMEOUT && !idempotent) {
            return new Decision.Stop(RetryOutcome.Stop.TIMEOUT_NOT_IDEMPOTENT); // the agent may have done the work
        }
        return new Decision.Retry(retryAfter(data));
    }

    /** {@code data.retryAfter} in seconds (a non-negative number, at most an hour), else zero. */
    static Duration retryAfter(JsonObject data) {
        if (data.find("retryAfter").orElse(null) instanceof JsonNumber n) {
            BigDecimal seconds = n.findBigDecimal().orElse(BigDecimal.ZERO);
            if (seconds.signum() > 0) {
                if (seconds.compareTo(BigDecimal.valueOf(MAX_RETRY_AFTER.toSeconds())) >= 0) {
                    return MAX_RETRY_AFTER;
                }
                return Duration.ofNanos(seconds.movePointRight(9).longValue());
            }
        }
        return Duration.ZERO;
    }

    /**
     * Exponential backoff with full jitter: uniform in [0, min(max, base * 2^(retry-1))].
     *
     * @param retry 1 for the first retry
     */
    static Duration backoff(int retry, Duration base, Duration max, RandomGenerator random) {
        long cap = max.toNanos();
        long ceiling = base.toNanos();
        for (int i = 1; i < retry && ceiling < cap; i++) {
            ceiling = ceiling > cap / 2 ? cap : ceiling * 2;
        }
        ceiling = Math.min(ceiling, cap);
        return ceiling <= 0 ? Duration.ZERO : Duration.ofNanos(random.nextLong(ceiling + 1));
    }
}
