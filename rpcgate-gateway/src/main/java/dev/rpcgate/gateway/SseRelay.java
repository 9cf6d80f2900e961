package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Relays an agent's {@code text/event-stream} to the client byte for byte (so its {@code data:} frames pass through
 * unchanged). A stream silent for {@code maxSseIdleSeconds} ends with an {@code event: task.error} frame whose data is
 * a JSON-RPC -32001 error; a client that goes away closes the upstream stream. Either way the agent's concurrency slot
 * is released exactly once.
 */
final class SseRelay {
    private final ScheduledExecutorService timer;
    private final long idleNanos;

    SseRelay(ScheduledExecutorService timer, long idleNanos) {
        this.timer = timer;
        this.idleNanos = idleNanos;
    }

    /** Relays until the agent ends the stream, it goes idle, or the client leaves; then releases the slot. */
    void relay(Answer.Stream stream, OutputStream out) {
        InputStream in = stream.opened().body();
        AtomicLong last = new AtomicLong(System.nanoTime());
        AtomicBoolean idle = new AtomicBoolean();
        long period = Math.max(20_000_000L, Math.min(idleNanos / 4, 1_000_000_000L));
        ScheduledFuture<?> dog = timer.scheduleAtFixedRate(() -> {
            if (System.nanoTime() - last.get() > idleNanos && idle.compareAndSet(false, true)) {
                Upstream.closeQuietly(in);
            }
        }, period, period, TimeUnit.NANOSECONDS);
        boolean atBoundary = true;
        try {
            byte[] buf = new byte[8192];
            int prev1 = '\n';
            int prev2 = '\n';
            while (true) {
                int n;
                try {
                    n = in.read(buf);
                } catch (IOException e) {
                    break; // the agent went away, or the idle watchdog closed the stream
                }
                if (n < 0 || idle.get()) {
                    break;
                }
                last.set(System.nanoTime());
                out.write(buf, 0, n);
                out.flush();
                if (n >= 2) {
                    prev2 = buf[n - 2];
                    prev1 = buf[n - 1];
                } else {
                    prev2 = prev1;
                    prev1 = buf[0];
                }
                atBoundary = prev1 == '\n' && prev2 == '\n';
            }
            if (idle.get()) {
                String error = JsonWriter.write(Upstream.timeout(stream.agent()).reply(stream.replyId(),
                        stream.agent().id()));
                String frame = (atBoundary ? "" : "\n\n") + "event: task.error\ndata: " + error + "\n\n";
                out.write(frame.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (IOException | UncheckedIOException e) {
            // the client left: closing the agent's stream below releases the upstream call
        } finally {
            dog.cancel(false);
            Upstream.closeQuietly(in);
            stream.release().run();
        }
    }
}
