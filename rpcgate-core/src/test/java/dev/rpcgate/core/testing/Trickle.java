package dev.rpcgate.core.testing;

import java.io.InputStream;

/**
 * A stream that delivers at most {@code step} bytes per read, however many are asked for: readers must not assume a
 * read fills their buffer. Shared with the other modules' tests through rpcgate-core's test jar.
 */
public final class Trickle extends InputStream {
    private final byte[] data;
    private final int step;
    private int pos;

    public Trickle(byte[] data, int step) {
        this.data = data;
        this.step = step;
    }

    @Override
    public int read() {
        return pos < data.length ? data[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        if (pos >= data.length) {
            return -1;
        }
        int n = Math.min(Math.min(len, step), data.length - pos);
        System.arraycopy(data, pos, b, off, n);
        pos += n;
        return n;
    }
}
