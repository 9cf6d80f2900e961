package dev.rpcgate.gateway.registry;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Task affinity in this gateway's memory: at most {@code maxEntries} entries, the one remembered longest ago evicted
 * first, each expiring {@code ttlMillis} after it was last remembered. Thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class MemoryTaskAffinityStore implements TaskAffinityStore {
    /** The most entries kept by default. */
    public static final int DEFAULT_MAX_ENTRIES = 100_000;

    private record Key(String agentId, String taskId) {
    }

    private record Remembered(String instance, long expiresAtMillis) {
    }

    private final int maxEntries;
    private final long ttlMillis;
    private final Clock clock;
    private final LinkedHashMap<Key, Remembered> entries;

    public MemoryTaskAffinityStore(int maxEntries, long ttlMillis, Clock clock) {
        if (maxEntries < 1 || ttlMillis < 1) {
            throw new IllegalArgumentException("maxEntries and ttlMillis must be positive, were " + maxEntries + " and "
                    + ttlMillis);
        }
        this.maxEntries = maxEntries;
        this.ttlMillis = ttlMillis;
        this.clock = clock;
        this.entries = new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Remembered> eldest) {
                return size() > MemoryTaskAffinityStore.this.maxEntries;
            }
        };
    }

    @Override
    public String find(String agentId, String taskId) {
        Key k = new Key(agentId, taskId);
        long now = clock.millis();
        synchronized (entries) {
            Remembered e = entries.get(k);
            if (e == null) {
                return null;
            }
            if (e.expiresAtMillis() - now <= 0) {
                entries.remove(k);
                return null;
            }
            return e.instance();
        }
    }

    @Override
    public void remember(String agentId, String taskId, String instance) {
        Key k = new Key(agentId, taskId);
        Remembered e = new Remembered(instance, clock.millis() + ttlMillis);
        synchronized (entries) {
            entries.remove(k); // re-remembered: now the youngest, evicted last
            entries.put(k, e);
        }
    }

    /** The entries held, expired ones not yet dropped included. */
    public int size() {
        synchronized (entries) {
            return entries.size();
        }
    }
}
