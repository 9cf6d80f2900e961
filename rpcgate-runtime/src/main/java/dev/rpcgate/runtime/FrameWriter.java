package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The output side every channel shares: each frame is one {@code write} and a {@code flush} under one lock, so
 * messages are never interleaved (a lock, not {@code synchronized}: virtual threads write too); closing closes the
 * output, then the input.
 */
final class FrameWriter {
    private final InputStream in;
    private final OutputStream out;
    private final ReentrantLock lock = new ReentrantLock();

    FrameWriter(InputStream in, OutputStream out) {
        this.in = Objects.requireNonNull(in, "in");
        this.out = Objects.requireNonNull(out, "out");
    }

    /** Writes one whole frame. */
    void write(byte[] frame) throws IOException {
        lock.lock();
        try {
            out.write(frame);
            out.flush();
        } finally {
            lock.unlock();
        }
    }

    /** Closes the output, then the input. */
    void close() throws IOException {
        try {
            out.close();
        } finally {
            in.close();
        }
    }
}
