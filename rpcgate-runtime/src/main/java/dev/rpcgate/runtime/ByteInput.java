package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Objects;

/**
 * A buffered byte reader for the framings: lines (LF, with an optional CR before it), exact-length bodies, skips and
 * scans. Nothing is held beyond what the caller asks to keep, so a hostile stream costs bounded memory. One thread.
 */
final class ByteInput {
    private static final int CHUNK = 64 * 1024;

    private final InputStream in;
    private final byte[] chunk = new byte[CHUNK];
    private int pos;
    private int end;
    private boolean eof;
    private byte[] line = new byte[256];

    ByteInput(InputStream in) {
        this.in = Objects.requireNonNull(in, "in");
    }

    /**
     * One line.
     *
     * @param bytes  the line without its LF or CR LF, or {@code null} when it was longer than the caller kept
     * @param length the line's length in bytes without its LF or CR LF
     */
    record Line(byte[] bytes, long length) {
        boolean kept() {
            return bytes != null;
        }
    }

    /**
     * The next line, keeping at most {@code keep} bytes of it (a longer one is counted and discarded as it arrives);
     * {@code null} at the end of the stream. A last line without LF is still a line.
     */
    Line readLine(int keep) throws IOException {
        int kept = 0;
        long length = 0;
        byte last = 0;
        boolean any = false;
        while (true) {
            if (pos == end && !fill()) {
                return any ? finish(keep, kept, length, last) : null;
            }
            any = true;
            int nl = indexOfNewline();
            int stop = nl < 0 ? end : nl;
            int n = stop - pos;
            if (n > 0) {
                last = chunk[stop - 1];
                long room = (long) keep + 1 - kept; // one byte over the limit is enough to know it is too long
                int take = (int) Math.min(n, Math.max(0, room));
                if (take > 0) {
                    if (kept + take > line.length) {
                        line = Arrays.copyOf(line, (int) Math.min((long) keep + 1, Math.max(line.length * 2L, kept + take)));
                    }
                    System.arraycopy(chunk, pos, line, kept, take);
                    kept += take;
                }
                length += n;
            }
            pos = stop;
            if (nl >= 0) {
                pos = nl + 1;
                return finish(keep, kept, length, last);
            }
        }
    }

    private Line finish(int keep, int kept, long length, byte last) {
        long content = length > 0 && last == '\r' ? length - 1 : length; // CR LF: the CR is framing
        // kept holds min(length, keep + 1) bytes, so a line within the limit is all there
        return new Line(content <= keep ? Arrays.copyOf(line, (int) content) : null, content);
    }

    private int indexOfNewline() {
        for (int i = pos; i < end; i++) {
            if (chunk[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Reads exactly {@code into.length} bytes; returns how many arrived before the end of the stream. */
    int readFully(byte[] into) throws IOException {
        int done = 0;
        while (done < into.length) {
            if (pos == end && !fill()) {
                return done;
            }
            int n = Math.min(end - pos, into.length - done);
            System.arraycopy(chunk, pos, into, done, n);
            pos += n;
            done += n;
        }
        return done;
    }

    /** Skips {@code count} bytes without keeping them; returns how many were skipped before the end of the stream. */
    long skip(long count) throws IOException {
        long done = 0;
        while (done < count) {
            if (pos == end && !fill()) {
                return done;
            }
            int n = (int) Math.min(end - pos, count - done);
            pos += n;
            done += n;
        }
        return done;
    }

    /**
     * Consumes bytes up to and including the first ASCII case-insensitive occurrence of {@code lowerAscii}, whose
     * first byte must not occur again in it (so a mismatch never hides a match); false at the end of the stream.
     */
    boolean scanPast(byte[] lowerAscii) throws IOException {
        int matched = 0;
        while (true) {
            if (pos == end && !fill()) {
                return false;
            }
            byte b = chunk[pos++];
            byte lower = b >= 'A' && b <= 'Z' ? (byte) (b + 32) : b;
            if (lower == lowerAscii[matched]) {
                if (++matched == lowerAscii.length) {
                    return true;
                }
            } else {
                matched = lower == lowerAscii[0] ? 1 : 0;
            }
        }
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int n = in.read(chunk, 0, CHUNK);
        if (n < 0) {
            eof = true;
            return false;
        }
        pos = 0;
        end = n;
        return true;
    }
}
