package dev.rpcgate.gateway.pipeline;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The per-agent in-flight bound ({@code agentMaxConcurrency}): a counting semaphore per agent id that never waits. The
 * map holds only agents with calls in flight, so it stays as small as the traffic, whatever ids come and go.
 */
final class ConcurrencyLimit {
    private final int max;
    private final ConcurrentHashMap<String, Integer> inFlight = new ConcurrentHashMap<>();

    ConcurrencyLimit(int max) {
        this.max = max;
    }

    /** Takes a slot for {@code agentId}; false (and nothing taken) when all {@code max} are in use. */
    boolean tryAcquire(String agentId) {
        boolean[] taken = {false};
        inFlight.compute(agentId, (k, n) -> {
            int now = n == null ? 0 : n;
            if (now >= max) {
                return n;
            }
            taken[0] = true;
            return now + 1;
        });
        return taken[0];
    }

    /** Gives back a slot taken with {@link #tryAcquire(String)}. */
    void release(String agentId) {
        inFlight.computeIfPresent(agentId, (k, n) -> n <= 1 ? null : n - 1);
    }

    /** The calls in flight to {@code agentId}. */
    int inFlight(String agentId) {
        return inFlight.getOrDefault(agentId, 0);
    }
}
