package dev.rpcgate.runtime;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A few parked platform threads that run calls, so that starting a call wakes one known thread instead of starting a
 * virtual thread (which wakes a carrier of the shared scheduler, the dearest part of a round trip at one call in
 * flight). A call is handed over only to a worker that is already waiting; when none is, a new worker starts while there
 * are fewer than {@link #THREADS}, else the caller falls back to a virtual thread. Idle workers end after
 * {@link #KEEP_ALIVE_SECONDS} or at {@link #end()}. Thread-safe.
 */
final class CallWorkers {
    /** Platform workers per connection at most. */
    static final int THREADS = 4;
    /** How long an idle worker waits for a call before it ends. */
    static final long KEEP_ALIVE_SECONDS = 30;

    private static final Work END = Work.failed(null);

    private final LinkedTransferQueue<Work> handoff = new LinkedTransferQueue<>();
    private final AtomicInteger threads = new AtomicInteger();
    private final Consumer<Work> run;
    private volatile boolean ended;

    /** @param run runs one unit to the end (and tells the work queue it finished); must not throw */
    CallWorkers(Consumer<Work> run) {
        this.run = run;
    }

    /**
     * Runs {@code work} on a waiting worker, or on a new one while there are fewer than {@link #THREADS}.
     *
     * @return false when every worker is busy: the caller starts it some other way
     */
    boolean tryRun(Work work) {
        if (handoff.tryTransfer(work)) {
            return true;
        }
        int n;
        do {
            n = threads.get();
            if (n >= THREADS || ended) {
                return false;
            }
        } while (!threads.compareAndSet(n, n + 1));
        Thread.ofPlatform().name("rpcgate-call").daemon(true).start(() -> loop(work));
        return true;
    }

    private void loop(Work first) {
        try {
            Work w = first;
            while (w != null && w != END) {
                run.accept(w);
                Thread.interrupted(); // a cancel's interrupt is for its handler only; a late one must not reach a wait
                if (ended) {
                    return;
                }
                w = next();
            }
        } finally {
            threads.decrementAndGet();
        }
    }

    private Work next() {
        while (true) {
            try {
                return handoff.poll(KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                if (ended) {
                    return null;
                }
            }
        }
    }

    /** Nothing more to run: idle workers end now, busy ones after their call. */
    void end() {
        ended = true;
        for (int i = threads.get(); i > 0; i--) {
            handoff.offer(END);
        }
    }
}
