package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A channel whose reading can be ended from another thread: after {@link #stop()}, {@link #read()} returns
 * {@link Frame#END} at once, even while the stream underneath is blocked in a read that nothing can interrupt (such
 * as standard input). Frames are read on a daemon thread, one ahead at most; a frame read but not yet taken when the
 * channel stops is dropped, unprocessed. Writing is untouched, so replies still go out after a stop.
 */
final class StoppableChannel implements MessageChannel {
    private final MessageChannel channel;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private Frame next;
    private IOException failure;
    private boolean stopped;
    private boolean pumping;

    StoppableChannel(MessageChannel channel) {
        this.channel = Objects.requireNonNull(channel, "channel");
    }

    @Override
    public Frame read() throws IOException {
        lock.lock();
        try {
            if (!pumping && !stopped) {
                pumping = true;
                Thread.ofPlatform().daemon(true).name("rpcgate-read-ahead").start(this::pump);
            }
            while (next == null && failure == null && !stopped) {
                changed.awaitUninterruptibly();
            }
            if (stopped) {
                return Frame.END;
            }
            if (next == null) {
                throw failure;
            }
            Frame f = next;
            if (!(f instanceof Frame.End)) {
                next = null;
                changed.signalAll();
            }
            return f;
        } finally {
            lock.unlock();
        }
    }

    /** Reads frames and hands them over one at a time, until the end, a failure or a stop. */
    private void pump() {
        while (true) {
            Frame f;
            try {
                f = channel.read();
            } catch (IOException | RuntimeException e) {
                lock.lock();
                try {
                    failure = e instanceof IOException io ? io : new IOException(e);
                    changed.signalAll();
                } finally {
                    lock.unlock();
                }
                return;
            }
            lock.lock();
            try {
                while (next != null && !stopped) {
                    changed.awaitUninterruptibly();
                }
                if (stopped) {
                    return;
                }
                next = f;
                changed.signalAll();
                if (f instanceof Frame.End) {
                    return;
                }
            } finally {
                lock.unlock();
            }
        }
    }

    /** Ends reading: the current and every later {@link #read()} returns {@link Frame#END}. */
    void stop() {
        lock.lock();
        try {
            stopped = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void write(String json) throws IOException {
        channel.write(json);
    }

    @Override
    public void close() throws IOException {
        stop();
        channel.close();
    }
}
