package dev.rpcgate.gateway.registry;

import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.SetArgs;
import io.lettuce.core.api.async.RedisAsyncCommands;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Task affinity shared by every gateway on the registry's Redis: one string key per task,
 * {@code <prefix><agentId>:<taskId>}, holding the instance URL and expiring with {@code SET ... EX ttl}. A lookup waits
 * at most the registry's timeout and reads at most {@value UrlPolicy#MAX_URL_LENGTH} + 1 bytes of the value; a write
 * is sent without waiting, at most {@value #MAX_WRITES_IN_FLIGHT} at once. A lookup Redis did not answer (down, slow)
 * pauses lookups for {@link #PAUSE_NANOS}; failures are logged at most once a minute. Nothing here throws: a task
 * Redis cannot answer for is unknown. Thread-safe; the connection is the registry's, which closes it.
 */
final class RedisTaskAffinityStore implements TaskAffinityStore {
    private static final System.Logger LOG = System.getLogger(RedisTaskAffinityStore.class.getName());
    /** Writes sent and not yet answered, at most. */
    static final int MAX_WRITES_IN_FLIGHT = 1_000;
    /** How long lookups are skipped after one failed. */
    static final long PAUSE_NANOS = 1_000_000_000L;
    private static final long WARNING_INTERVAL_NANOS = 60_000_000_000L;

    private final RedisAsyncCommands<String, String> redis;
    private final String prefix;
    private final long ttlSeconds;
    private final long timeoutMillis;
    private final String where;
    private final Semaphore writes = new Semaphore(MAX_WRITES_IN_FLIGHT);
    private final AtomicLong pausedUntil = new AtomicLong(System.nanoTime());
    private final ThrottledWarning warning = new ThrottledWarning(LOG, WARNING_INTERVAL_NANOS, System::nanoTime);

    RedisTaskAffinityStore(RedisAsyncCommands<String, String> redis, String prefix, long ttlSeconds, Duration timeout,
                           String where) {
        if (ttlSeconds < 1) {
            throw new IllegalArgumentException("the task affinity time to live must be positive, was " + ttlSeconds);
        }
        this.redis = redis;
        this.prefix = prefix;
        this.ttlSeconds = ttlSeconds;
        this.timeoutMillis = Math.max(1, timeout.toMillis());
        this.where = where;
    }

    @Override
    public String find(String agentId, String taskId) {
        if (System.nanoTime() - pausedUntil.get() < 0) {
            return null;
        }
        RedisFuture<String> f = null;
        try {
            f = redis.getrange(key(agentId, taskId), 0, UrlPolicy.MAX_URL_LENGTH);
            String v = f.get(timeoutMillis, TimeUnit.MILLISECONDS);
            return v == null || v.isEmpty() || v.length() > UrlPolicy.MAX_URL_LENGTH ? null : v;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (TimeoutException e) {
            f.cancel(false);
            failed("did not answer a lookup within " + timeoutMillis + " ms");
        } catch (ExecutionException e) {
            failed("failed a lookup: " + RedisRegistry.rootMessage(e));
            if (e.getCause() instanceof RedisCommandExecutionException) {
                return null; // Redis answered, with an error about this key (e.g. WRONGTYPE): no reason to pause
            }
        } catch (RuntimeException e) {
            failed("failed a lookup: " + RedisRegistry.rootMessage(e));
        }
        pausedUntil.set(System.nanoTime() + PAUSE_NANOS);
        return null;
    }

    @Override
    public void remember(String agentId, String taskId, String instance) {
        if (instance.length() > UrlPolicy.MAX_URL_LENGTH) {
            return; // could never be read back whole
        }
        if (!writes.tryAcquire()) {
            failed("has " + MAX_WRITES_IN_FLIGHT + " writes unanswered; a task's instance was not stored");
            return;
        }
        try {
            redis.set(key(agentId, taskId), instance, SetArgs.Builder.ex(ttlSeconds)).whenComplete((ok, e) -> {
                writes.release();
                if (e != null) {
                    failed("failed a write: " + RedisRegistry.rootMessage(e));
                }
            });
        } catch (RuntimeException e) {
            writes.release();
            failed("failed a write: " + RedisRegistry.rootMessage(e));
        }
    }

    private String key(String agentId, String taskId) {
        return prefix + agentId + ":" + taskId; // an agent id has no ':', so keys never collide
    }

    private void failed(String what) {
        warning.warn("task affinity: the Redis at " + where + " " + what + "; calls about those tasks go round-robin");
    }
}
