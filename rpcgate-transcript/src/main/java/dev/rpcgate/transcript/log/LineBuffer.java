package dev.rpcgate.transcript.log;

import java.util.Arrays;

/**
 * Cuts a stream of text or UTF-8 chunks into lines: LF ends a line and a CR just before it is dropped, a leading
 * byte-order mark is removed once, and a line split between chunks (inside a surrogate pair, a UTF-8 sequence or a
 * CR LF too) is held until its end arrives. It holds at most one partial line, and never more of it than the line
 * bound needs: a longer line is discarded as it streams and reported by its length only.
 */
final class LineBuffer {
    /** Receives each complete line. */
    interface Sink {
        /** A line of at most the bound, as {@code bytes[from, to)} (valid only during the call). */
        void line(int number, byte[] bytes, int from, int to);

        /** A line longer than the bound, of {@code length} bytes. */
        void overlong(int number, long length);
    }

    private static final int BOM_BYTES = 3;

    private final int lineBytes;
    private final int keep; // bytes of a line worth keeping: the bound, a CR and a BOM
    private final Sink sink;
    private byte[] buf = new byte[1024];
    private int stored;
    private long total;
    private byte lastByte;
    private char pendingHigh;
    private int lineNumber;

    LineBuffer(int lineBytes, Sink sink) {
        this.lineBytes = lineBytes;
        this.keep = (int) Math.min((long) lineBytes + 1 + BOM_BYTES, Integer.MAX_VALUE - 16);
        this.sink = sink;
    }

    /** Takes UTF-8 bytes. */
    void pushBytes(byte[] bytes, int off, int len) {
        flushPendingSurrogate();
        int end = off + len;
        int pos = off;
        while (pos < end) {
            int nl = pos;
            while (nl < end && bytes[nl] != '\n') {
                nl++;
            }
            if (nl == end) {
                append(bytes, pos, end);
                return;
            }
            if (total == 0) {
                deliver(bytes, pos, nl, nl - pos); // the whole line is in the chunk: no copy
            } else {
                append(bytes, pos, nl);
                deliver(buf, 0, stored, total);
            }
            pos = nl + 1;
        }
    }

    /** Takes text, encoding it as UTF-8; a lone surrogate becomes bytes that are not UTF-8, so its line is not JSON. */
    void pushText(CharSequence text) {
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (pendingHigh != 0) {
                char high = pendingHigh;
                pendingHigh = 0;
                if (Character.isLowSurrogate(c)) {
                    int cp = Character.toCodePoint(high, c);
                    put((byte) (0xf0 | cp >> 18));
                    put((byte) (0x80 | cp >> 12 & 0x3f));
                    put((byte) (0x80 | cp >> 6 & 0x3f));
                    put((byte) (0x80 | cp & 0x3f));
                    continue;
                }
                putThree(high);
            }
            if (c < 0x80) {
                if (c == '\n') {
                    deliver(buf, 0, stored, total);
                } else {
                    put((byte) c);
                }
            } else if (c < 0x800) {
                put((byte) (0xc0 | c >> 6));
                put((byte) (0x80 | c & 0x3f));
            } else if (Character.isHighSurrogate(c)) {
                pendingHigh = c;
            } else {
                putThree(c);
            }
        }
    }

    /** Ends the stream: a final line without a newline is delivered. */
    void end() {
        flushPendingSurrogate();
        if (total > 0) {
            deliver(buf, 0, stored, total);
        }
    }

    private void flushPendingSurrogate() {
        if (pendingHigh != 0) {
            putThree(pendingHigh);
            pendingHigh = 0;
        }
    }

    private void putThree(char c) {
        put((byte) (0xe0 | c >> 12));
        put((byte) (0x80 | c >> 6 & 0x3f));
        put((byte) (0x80 | c & 0x3f));
    }

    private void put(byte b) {
        total++;
        lastByte = b;
        if (stored < keep) {
            if (stored == buf.length) {
                buf = Arrays.copyOf(buf, (int) Math.min(keep, (long) buf.length * 2));
            }
            buf[stored++] = b;
        }
    }

    private void append(byte[] bytes, int from, int to) {
        int n = to - from;
        if (n == 0) {
            return;
        }
        total += n;
        lastByte = bytes[to - 1];
        int take = Math.min(n, keep - stored);
        if (take > 0) {
            if (stored + take > buf.length) {
                buf = Arrays.copyOf(buf, (int) Math.min(keep, Math.max((long) buf.length * 2, (long) stored + take)));
            }
            System.arraycopy(bytes, from, buf, stored, take);
            stored += take;
        }
    }

    /** Delivers the line {@code bytes[from, from + min(total, kept))} of {@code length} bytes, then starts the next. */
    private void deliver(byte[] bytes, int from, int to, long length) {
        if (lineNumber < Integer.MAX_VALUE) {
            lineNumber++;
        }
        boolean endsWithCr = length > 0 && (to > from && length == to - from ? bytes[to - 1] : lastByte) == '\r';
        if (endsWithCr) {
            length--;
            if (to - from > length) {
                to--;
            }
        }
        if (lineNumber == 1 && to - from >= BOM_BYTES && (bytes[from] & 0xff) == 0xef
                && (bytes[from + 1] & 0xff) == 0xbb && (bytes[from + 2] & 0xff) == 0xbf) {
            from += BOM_BYTES;
            length -= BOM_BYTES;
        }
        stored = 0;
        total = 0;
        if (length > lineBytes) {
            sink.overlong(lineNumber, length);
        } else {
            sink.line(lineNumber, bytes, from, to);
        }
        if (buf.length > 1 << 20) {
            buf = new byte[1024]; // a long line passed: give its memory back
        }
    }
}
