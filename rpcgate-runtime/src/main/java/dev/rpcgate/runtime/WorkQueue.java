package dev.rpcgate.runtime;

import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * At most {@code maxInFlight} units of work running; the rest wait in a FIFO queue bounded in bytes. The reader
 * submits and blocks only while the queue is full; a finishing unit starts the next. Thread-safe.
 */
final class WorkQueue {
    private final int maxInFlight;
    private final long maxQueuedBytes;
    private final Consumer<Work> start;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final LinkedHashSet<Work> queued = new LinkedHashSet<>();
    private long queuedBytes;
    private int running;

    /**
     * @param start starts a unit on its own thread; that thread calls {@link #finished()} when the unit is done
     */
    WorkQueue(int maxInFlight, long maxQueuedBytes, Consumer<Work> start) {
        this.maxInFlight = maxInFlight;
        this.maxQueuedBytes = maxQueuedBytes;
        this.start = start;
    }

    /** Starts {@code work} now, or queues it; waits while the queue has no room (one unit always fits an empty queue). */
    void submit(Work work) {
        lock.lock();
        try {
            while (running >= maxInFlight && !queued.isEmpty() && queuedBytes + work.bytes() > maxQueuedBytes) {
                changed.awaitUninterruptibly();
            }
            if (running < maxInFlight && queued.isEmpty()) {
                running++;
                start.accept(work);
            } else {
                work.shed(); // it waits: keep its text, not its tree
                queued.add(work);
                queuedBytes += work.bytes();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Takes {@code work} out of the queue when it has not started; true when it was taken. */
    boolean removeQueued(Work work) {
        lock.lock();
        try {
            if (!queued.remove(work)) {
                return false;
            }
            queuedBytes -= work.bytes();
            changed.signalAll();
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** A running unit is done: starts the next queued one, if any. */
    void finished() {
        lock.lock();
        try {
            running--;
            Iterator<Work> first = queued.iterator();
            if (first.hasNext()) {
                Work next = first.next();
                first.remove();
                queuedBytes -= next.bytes();
                running++;
                start.accept(next);
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Waits until nothing runs and nothing is queued. */
    void awaitIdle() {
        lock.lock();
        try {
            while (running > 0 || !queued.isEmpty()) {
                changed.awaitUninterruptibly();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Units running now (for tests and metrics). */
    int running() {
        lock.lock();
        try {
            return running;
        } finally {
            lock.unlock();
        }
    }

    /** Units waiting now (for tests and metrics). */
    int queued() {
        lock.lock();
        try {
            return queued.size();
        } finally {
            lock.unlock();
        }
    }
}
