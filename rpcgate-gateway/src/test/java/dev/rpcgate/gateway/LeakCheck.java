package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.ExchangeListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;

/**
 * What a test checks to prove that nothing leaked: the live threads (virtual ones included: a connection that hangs
 * holds one), the heap after a full GC, and the gateway's upstream calls in flight as its listeners see them.
 */
public final class LeakCheck {
    private LeakCheck() {
    }

    /** The heap used after a full GC: the least of three tries, so a collection that ran late does not count. */
    public static long heapAfterGc() throws InterruptedException {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
            least = Math.min(least, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return least;
    }

    /**
     * Every live thread of this JVM, platform and virtual, as the JDK's own thread dump lists them (the management
     * beans count platform threads only).
     */
    public static int liveThreads() {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("threads");
            Path dump = dir.resolve("dump.json");
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                    .dumpThreads(dump.toString(), HotSpotDiagnosticMXBean.ThreadDumpFormat.JSON);
            String json = Files.readString(dump, StandardCharsets.UTF_8);
            Files.delete(dump);
            int n = 0;
            for (int at = json.indexOf("\"tid\""); at >= 0; at = json.indexOf("\"tid\"", at + 5)) {
                n++;
            }
            return n;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (dir != null) {
                try {
                    Files.deleteIfExists(dir);
                } catch (IOException ignored) {
                    // a temporary directory left behind
                }
            }
        }
    }

    /** Polls {@code value} until it is at most {@code bound} or {@code within} has passed; returns the last value. */
    public static int awaitAtMost(IntSupplier value, int bound, Duration within) throws InterruptedException {
        long end = System.nanoTime() + within.toNanos();
        int v = value.getAsInt();
        while (v > bound && System.nanoTime() < end) {
            Thread.sleep(50);
            v = value.getAsInt();
        }
        return v;
    }

    /** The threads and heap at one moment, to compare the end of a run against. */
    public record Baseline(int threads, long heap) {
        /** Measures now. */
        public static Baseline now() throws InterruptedException {
            long heap = heapAfterGc();
            return new Baseline(liveThreads(), heap);
        }

        /**
         * Asserts that within {@code within} the live threads come back to at most {@code extraThreads} above this
         * baseline, and that the heap after GC grew by less than {@code extraHeap} bytes.
         */
        public void assertBackWithin(Duration within, int extraThreads, long extraHeap) throws InterruptedException {
            int threadsNow = awaitAtMost(LeakCheck::liveThreads, threads + extraThreads, within);
            assertThat(threadsNow).as("live threads (baseline %d)", threads)
                    .isLessThanOrEqualTo(threads + extraThreads);
            long heapNow = heapAfterGc();
            assertThat(heapNow - heap).as("heap growth after GC (baseline %,d bytes)", heap).isLessThan(extraHeap);
        }
    }

    /** Counts the gateway's upstream calls in flight from its start and end events (the in-flight gauge's source). */
    public static final class InFlight implements ExchangeListener {
        private final AtomicInteger now = new AtomicInteger();
        private final AtomicInteger started = new AtomicInteger();

        @Override
        public void onExchange(Exchange exchange) {
            // only the upstream events count
        }

        @Override
        public void onUpstreamStart(String agentId) {
            started.incrementAndGet();
            now.incrementAndGet();
        }

        @Override
        public void onUpstreamEnd(String agentId) {
            now.decrementAndGet();
        }

        /** Upstream calls started and not yet ended. */
        public int now() {
            return now.get();
        }

        /** Upstream calls started since the gateway started. */
        public int started() {
            return started.get();
        }
    }
}
