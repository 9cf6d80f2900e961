package dev.rpcgate.gateway.registry;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * A warning logged at most once per interval, however often its cause recurs; the next one says how many were left
 * out. Thread-safe.
 */
final class ThrottledWarning {
    private final System.Logger log;
    private final long intervalNanos;
    private final LongSupplier nanoTime;
    private final AtomicLong next;
    private final AtomicLong skipped = new AtomicLong();

    ThrottledWarning(System.Logger log, long intervalNanos, LongSupplier nanoTime) {
        this.log = log;
        this.intervalNanos = intervalNanos;
        this.nanoTime = nanoTime;
        this.next = new AtomicLong(nanoTime.getAsLong());
    }

    /** Logs {@code message} unless one was logged less than an interval ago; true when it was logged. */
    boolean warn(String message) {
        long now = nanoTime.getAsLong();
        long due = next.get();
        if (now - due < 0 || !next.compareAndSet(due, now + intervalNanos)) {
            skipped.incrementAndGet();
            return false;
        }
        long left = skipped.getAndSet(0);
        log.log(System.Logger.Level.WARNING, left == 0 ? message
                : message + " (" + left + " more since the last warning)");
        return true;
    }
}
