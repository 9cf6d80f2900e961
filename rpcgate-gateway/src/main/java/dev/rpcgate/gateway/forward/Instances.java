package dev.rpcgate.gateway.forward;

import dev.rpcgate.gateway.registry.Agent;
import java.net.URI;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Picks an agent's instance: the one that holds the call's task when it is known and healthy, else round-robin among
 * the healthy ones. An instance that refused a connection is unhealthy for {@link #DOWN_NANOS} and skipped while
 * another is healthy. Both maps are bounded: past
 * {@link #MAX_TRACKED} entries they are cleared, which only restarts rotations and forgets old refusals.
 */
final class Instances {
    static final long DOWN_NANOS = 5_000_000_000L;
    static final int MAX_TRACKED = 10_000;

    private final ConcurrentHashMap<String, AtomicInteger> next = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<URI, Long> downUntil = new ConcurrentHashMap<>();

    /** The instance to try for {@code agent}, other than {@code except} when possible ({@code null}: none excluded). */
    URI pick(Agent agent, URI except) {
        return pick(agent, except, null);
    }

    /**
     * The instance to try for {@code agent}: {@code preferred} (one of its instances, or {@code null}) unless it is
     * {@code except} or unhealthy, else as {@link #pick(Agent, URI)}; when every instance is unhealthy, still
     * {@code preferred}.
     */
    URI pick(Agent agent, URI except, URI preferred) {
        if (preferred != null && !preferred.equals(except) && healthy(preferred, System.nanoTime())) {
            return preferred;
        }
        List<URI> all = agent.instances();
        if (all.size() == 1) {
            return except != null && except.equals(all.get(0)) ? null : all.get(0);
        }
        if (next.size() > MAX_TRACKED) {
            next.clear();
        }
        int start = Math.floorMod(next.computeIfAbsent(agent.id(), k -> new AtomicInteger()).getAndIncrement(),
                all.size());
        long now = System.nanoTime();
        URI fallback = preferred != null && !preferred.equals(except) ? preferred : null;
        for (int i = 0; i < all.size(); i++) {
            URI u = all.get((start + i) % all.size());
            if (u.equals(except)) {
                continue;
            }
            if (healthy(u, now)) {
                return u;
            }
            if (fallback == null) {
                fallback = u;
            }
        }
        return fallback;
    }

    private boolean healthy(URI instance, long now) {
        Long until = downUntil.get(instance);
        return until == null || until - now <= 0;
    }

    /** Marks {@code instance} unhealthy: it refused a connection. */
    void refused(URI instance) {
        if (downUntil.size() > MAX_TRACKED) {
            downUntil.clear();
        }
        downUntil.put(instance, System.nanoTime() + DOWN_NANOS);
    }

    /** Marks {@code instance} healthy again: it answered. */
    void answered(URI instance) {
        if (!downUntil.isEmpty()) {
            downUntil.remove(instance);
        }
    }
}
