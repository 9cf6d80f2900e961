package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Can hold a writer inside a write, as a full pipe does: after {@link #holdNextWrite()}, the next write passes its
 * first byte on and then waits for {@link #release()} before passing on the rest. The wait keeps the writer's
 * interrupt status, so an interrupt that reaches the writer meanwhile is still set when the rest is written; on an
 * interruptible channel that closes the channel, as it would in a real blocked write.
 */
final class HeldStream extends OutputStream {
    private final OutputStream out;
    private volatile CountDownLatch hold = new CountDownLatch(0);
    private volatile boolean armed;
    private final CountDownLatch inside = new CountDownLatch(1);

    HeldStream(OutputStream out) {
        this.out = out;
    }

    /** The next write of more than one byte will be held. */
    void holdNextWrite() {
        hold = new CountDownLatch(1);
        armed = true;
    }

    /** Waits until a writer is held inside a write. */
    void awaitHeld() {
        ObservedChannel.await(inside, "a writer is held inside a write");
    }

    /** Lets the held writer finish. */
    void release() {
        hold.countDown();
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (!armed || len < 2) {
            out.write(b, off, len);
            return;
        }
        armed = false;
        CountDownLatch h = hold;
        out.write(b, off, 1);
        out.flush();
        inside.countDown();
        boolean interrupted = false;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(RawPeer.WAIT_SECONDS);
        while (h.getCount() > 0 && System.nanoTime() < deadline) {
            try {
                h.await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        out.write(b, off + 1, len - 1);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
