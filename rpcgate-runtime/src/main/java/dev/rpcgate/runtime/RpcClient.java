package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonValue;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * The calling side of a peer: calls with fresh ids, correlated by exact id, and notifications. A reply's error
 * completes the future exceptionally with an {@link RpcException} carrying the peer's code, message and data; a
 * timeout with {@link java.util.concurrent.TimeoutException}. Thread-safe.
 */
public interface RpcClient {
    /**
     * Calls {@code method}.
     *
     * @param params  the params (an array or object), or {@code null} to send none
     * @param timeout how long to wait for the reply, or {@code null} for no limit
     * @return the result
     */
    CompletableFuture<JsonValue> call(String method, JsonValue params, Duration timeout);

    /** Calls {@code method} with no time limit. */
    default CompletableFuture<JsonValue> call(String method, JsonValue params) {
        return call(method, params, null);
    }

    /** Sends a notification; no reply will come. */
    void notify(String method, JsonValue params);
}
