package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Passes each write on in small pieces, yielding between them, as a stream under load may: two writers that do not
 * hold one lock for a whole message then interleave their bytes.
 */
final class Chopped extends OutputStream {
    private final OutputStream out;

    Chopped(OutputStream out) {
        this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        for (int i = 0; i < len; i += 7) {
            out.write(b, off + i, Math.min(7, len - i));
            Thread.yield();
        }
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
