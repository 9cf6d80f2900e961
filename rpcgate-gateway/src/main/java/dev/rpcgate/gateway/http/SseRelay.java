package dev.rpcgate.gateway.http;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.gateway.forward.Upstream;
import dev.rpcgate.gateway.pipeline.Answer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Relays an agent's {@code text/event-stream} to the client byte for byte (so its frames pass through unchanged) until
 * the agent closes it, in either A2A version. While the agent is silent, a {@code : keep-alive} comment frame goes to
 * the client every {@code keepAliveNanos} (0: never), only where the bytes relayed so far end at a frame boundary, so
 * idle intermediaries do not cut the stream; keep-alives are not the agent's traffic: a stream the agent leaves silent
 * for {@code idleNanos} ends with an error frame carrying -32001 in the caller's version ({@code event: task.error}
 * for v0.3, a plain {@code data:} frame for v1.0). A client that goes away closes the agent's stream. However the
 * relay ends, the agent's concurrency slot is released exactly once. The stream's observer, if any, is given each
 * complete event's data ({@link SseFrames}) on the relaying thread, before the client is sent the bytes that end it.
 */
final class SseRelay {
    private static final byte[] KEEP_ALIVE = ": keep-alive\n\n".getBytes(StandardCharsets.US_ASCII);

    private final ScheduledExecutorService timer;
    private final long idleNanos;
    private final long keepAliveNanos;

    /**
     * A relay whose watchdog runs on {@code timer} (a keep-alive is written on a virtual thread of its own, never on
     * the timer).
     */
    SseRelay(ScheduledExecutorService timer, long idleNanos, long keepAliveNanos) {
        this.timer = timer;
        this.idleNanos = idleNanos;
        this.keepAliveNanos = keepAliveNanos;
    }

    /**
     * Relays until the agent ends the stream, it goes idle, or the client leaves; then closes the agent's stream and
     * releases the slot.
     */
    void relay(Answer.Stream stream, OutputStream out) {
        new Relaying(stream, out).run();
    }

    /** The frame that ends a stream the agent left idle, in the caller's version. */
    private static byte[] idleFrame(Answer.Stream stream) {
        String error = JsonWriter.write(Upstream.timeout(stream.agent()).reply(stream.replyId(),
                stream.agent().id(), stream.version()));
        String frame = stream.version() == A2aVersion.V1_0 ? "data: " + error + "\n\n"
                : "event: task.error\ndata: " + error + "\n\n";
        return frame.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * One stream being relayed. Every write to the client (the agent's bytes, a keep-alive, the idle frame) holds
     * {@link #lock}, and {@link #boundary} and {@link #lastWrite} change only under it with the bytes they describe.
     */
    private final class Relaying {
        private final Answer.Stream stream;
        private final InputStream in;
        private final OutputStream out;
        private final SseFrames frames;
        private final ReentrantLock lock = new ReentrantLock();
        private final AtomicBoolean idle = new AtomicBoolean();
        private final AtomicBoolean keepAliveQueued = new AtomicBoolean();
        /** When the agent last sent bytes: what the idle timeout measures. */
        private volatile long lastAgent;
        /** When the client was last written to (agent bytes or a keep-alive): what the keep-alive period measures. */
        private volatile long lastWrite;
        /** The bytes written to the client so far end at a frame boundary. */
        private volatile boolean boundary = true;
        /** The relay has ended: nothing more is written. */
        private volatile boolean ended;
        /** A write to the client failed: the client went away. */
        private volatile boolean clientGone;

        Relaying(Answer.Stream stream, OutputStream out) {
            this.stream = stream;
            this.in = stream.opened().body();
            this.out = out;
            this.frames = new SseFrames(stream.onEvent());
            this.lastAgent = System.nanoTime();
            this.lastWrite = lastAgent;
        }

        void run() {
            long shortest = keepAliveNanos > 0 ? Math.min(idleNanos, keepAliveNanos) : idleNanos;
            long period = Math.max(20_000_000L, Math.min(shortest / 4, 1_000_000_000L));
            ScheduledFuture<?> dog = null;
            try {
                dog = timer.scheduleAtFixedRate(this::tick, period, period, TimeUnit.NANOSECONDS);
                byte[] buf = new byte[8192];
                while (true) {
                    int n;
                    try {
                        n = in.read(buf);
                    } catch (IOException e) {
                        break; // the agent went away, the idle watchdog closed the stream, or the client left
                    }
                    if (n < 0 || idle.get() || clientGone) {
                        break;
                    }
                    lastAgent = System.nanoTime();
                    frames.feed(buf, 0, n);
                    write(buf, n, frames.atBoundary());
                }
                if (idle.get() && !clientGone) {
                    byte[] frame = idleFrame(stream);
                    lock.lock();
                    try {
                        if (!boundary) {
                            out.write(new byte[] {'\n', '\n'}); // ends the agent's unfinished line and frame
                        }
                        out.write(frame);
                        out.flush();
                    } finally {
                        lock.unlock();
                    }
                }
            } catch (IOException | UncheckedIOException e) {
                // the client left: closing the agent's stream below releases the upstream call
            } finally {
                if (dog != null) {
                    dog.cancel(false);
                }
                Upstream.closeQuietly(in);
                try {
                    stream.release().run();
                } finally {
                    lock.lock(); // a keep-alive being written finishes before the caller closes the response
                    try {
                        ended = true;
                    } finally {
                        lock.unlock();
                    }
                }
            }
        }

        private void write(byte[] buf, int n, boolean endsAtBoundary) throws IOException {
            lock.lock();
            try {
                out.write(buf, 0, n);
                out.flush();
                boundary = endsAtBoundary;
                lastWrite = System.nanoTime();
            } finally {
                lock.unlock();
            }
        }

        /** The watchdog: ends a stream the agent left idle, and starts a keep-alive when one is due. */
        private void tick() {
            long now = System.nanoTime();
            if (now - lastAgent > idleNanos) {
                if (idle.compareAndSet(false, true)) {
                    Upstream.closeQuietly(in);
                }
                return;
            }
            if (keepAliveDue(now) && keepAliveQueued.compareAndSet(false, true)) {
                // a write can block on a slow client: never on the timer, which all streams and calls share
                Thread.ofVirtual().name("rpcgate-sse-keep-alive").start(this::keepAlive);
            }
        }

        private boolean keepAliveDue(long now) {
            return keepAliveNanos > 0 && !ended && !idle.get() && !clientGone && boundary
                    && now - lastWrite >= keepAliveNanos;
        }

        private void keepAlive() {
            lock.lock();
            try {
                long now = System.nanoTime();
                if (keepAliveDue(now)) {
                    out.write(KEEP_ALIVE);
                    out.flush();
                    lastWrite = now;
                }
            } catch (IOException | RuntimeException e) {
                // the client went away: closing the agent's stream ends the relay, which releases the slot
                clientGone = true;
                Upstream.closeQuietly(in);
            } finally {
                lock.unlock();
                keepAliveQueued.set(false);
            }
        }
    }
}
