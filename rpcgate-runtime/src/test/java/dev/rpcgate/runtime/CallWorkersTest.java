package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The connection's parked platform threads that run calls. */
@Timeout(30)
class CallWorkersTest {
    private static Work unit() {
        return Work.failed(null);
    }

    private static void await(BooleanSupplier condition, String what) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
        while (!condition.getAsBoolean()) {
            assertThat(Instant.now()).as(what).isBefore(deadline);
            Thread.onSpinWait();
        }
    }

    @Test
    void aWaitingWorkerRunsTheNextCallOnTheSamePlatformThread() throws Exception {
        LinkedBlockingQueue<Thread> ran = new LinkedBlockingQueue<>();
        CallWorkers workers = new CallWorkers(w -> ran.add(Thread.currentThread()));
        assertThat(workers.tryRun(unit())).isTrue();
        Thread first = ran.poll(10, TimeUnit.SECONDS);
        assertThat(first).isNotNull();
        assertThat(first.isVirtual()).isFalse();
        assertThat(first.getName()).isEqualTo("rpcgate-call");
        await(() -> first.getState() == Thread.State.TIMED_WAITING, "the worker waits for the next call");
        assertThat(workers.tryRun(unit())).isTrue();
        assertThat(ran.poll(10, TimeUnit.SECONDS)).isSameAs(first);
        workers.end();
        first.join(10_000);
        assertThat(first.isAlive()).as("an idle worker ends with the connection").isFalse();
    }

    @Test
    void whenEveryWorkerIsBusyTheCallerStartsTheCallItself() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch running = new CountDownLatch(CallWorkers.THREADS);
        CallWorkers workers = new CallWorkers(w -> {
            running.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        for (int i = 0; i < CallWorkers.THREADS; i++) {
            assertThat(workers.tryRun(unit())).isTrue();
        }
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(workers.tryRun(unit())).as("no platform thread beyond the bound").isFalse();
        release.countDown();
        workers.end();
    }

    @Test
    void anInterruptLeftByACallNeverReachesTheNextOne() throws Exception {
        List<Boolean> interruptedAtStart = new ArrayList<>();
        LinkedBlockingQueue<Thread> ran = new LinkedBlockingQueue<>();
        CallWorkers workers = new CallWorkers(w -> {
            synchronized (interruptedAtStart) {
                interruptedAtStart.add(Thread.currentThread().isInterrupted());
            }
            Thread.currentThread().interrupt(); // a handler that restores an interrupt it caught
            ran.add(Thread.currentThread());
        });
        assertThat(workers.tryRun(unit())).isTrue();
        Thread worker = ran.poll(10, TimeUnit.SECONDS);
        await(() -> worker.getState() == Thread.State.TIMED_WAITING, "the worker waits for the next call");
        assertThat(workers.tryRun(unit())).isTrue();
        assertThat(ran.poll(10, TimeUnit.SECONDS)).isSameAs(worker);
        synchronized (interruptedAtStart) {
            assertThat(interruptedAtStart).containsExactly(false, false);
        }
        workers.end();
    }
}
