package dev.rpcgate.gateway.upstream;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A reply body as it arrives, decoded from its framing ({@code Content-Length}, chunked, or until the agent closes):
 * the bytes the agent sent, nothing added or changed. A read returns what the socket gave (a frame of a stream is
 * handed on as soon as it arrives). Reads are bounded by the deadline set with {@link #deadline(long)}, none by
 * default. Chunk-size lines are strict (hex digits, an optional extension, CRLF, at most 1 KiB); a bad one, data not
 * followed by CRLF, or an oversized trailer section fails the read with an {@link IOException}, never a hang.
 * Reading to the end returns the connection to its pool; closing before that closes the connection, from any thread.
 */
public final class ReplyBody extends InputStream {
    private static final int MAX_CHUNK_LINE = 1024;
    private static final byte[] EMPTY = new byte[0];

    private final AgentConnection c;
    private final ReplyHead head;
    private final ClientLimits limits;
    private final AtomicBoolean closed = new AtomicBoolean();
    private long remaining; // LENGTH: bytes left; CHUNKED: bytes left of the current chunk
    private int chunkState; // CHUNKED: SIZE, DATA, DATA_END
    private boolean done;
    private long deadline = AgentConnection.NO_DEADLINE;
    private long delivered; // CHUNKED: data bytes handed out so far
    private long allowed = Long.MAX_VALUE; // CHUNKED: a chunk size taking the data past this is refused at once

    private static final int SIZE = 0;
    private static final int DATA = 1;
    private static final int DATA_END = 2;

    ReplyBody(AgentConnection c, ReplyHead head, ClientLimits limits) {
        this.c = c;
        this.head = head;
        this.limits = limits;
        this.remaining = head.framing() == ReplyHead.Framing.LENGTH ? head.contentLength() : 0;
        this.done = head.framing() == ReplyHead.Framing.NONE;
    }

    /** Bounds every later read by {@code deadlineNanos} ({@link System#nanoTime()} based). */
    public void deadline(long deadlineNanos) {
        this.deadline = deadlineNanos;
    }

    /**
     * Reads the rest of the body, at most {@code maxBytes} of it, and closes it: the whole reply, or
     * {@link Reply.TooLarge} as soon as the body is known to be longer (a chunk size or {@code Content-Length} that
     * says so, or the bytes counted), or why it broke off.
     */
    public Reply readAll(int maxBytes) {
        try {
            byte[] bytes = readBounded(maxBytes);
            return bytes == null ? new Reply.TooLarge(head.status(), head.headers())
                    : new Reply.Complete(head.status(), head.headers(), bytes);
        } catch (IOException e) {
            return AgentClient.failure(e, true);
        } finally {
            close();
        }
    }

    /** The body, or {@code null} when it is over {@code maxBytes}. */
    private byte[] readBounded(int maxBytes) throws IOException {
        if (done) {
            return EMPTY;
        }
        if (head.framing() == ReplyHead.Framing.LENGTH) {
            if (remaining > maxBytes) {
                return null;
            }
            byte[] out = new byte[(int) remaining];
            int off = 0;
            while (off < out.length) {
                int n = read(out, off, out.length - off);
                if (n < 0) {
                    throw closedEarly();
                }
                off += n;
            }
            return out;
        }
        byte[] out = new byte[Math.min(maxBytes + 1, 1024)];
        int size = 0;
        allowed = maxBytes;
        while (true) {
            if (size == out.length) {
                if (size > maxBytes) {
                    return null;
                }
                out = Arrays.copyOf(out, (int) Math.min((long) maxBytes + 1, Math.max(1024L, 2L * size)));
            }
            int n;
            try {
                n = read(out, size, out.length - size);
            } catch (ExchangeException e) {
                if (e.kind == ExchangeException.Kind.TOO_LARGE) {
                    return null; // a chunk size alone says the body is too large
                }
                throw e;
            }
            if (n < 0) {
                return size > maxBytes ? null : Arrays.copyOf(out, size);
            }
            size += n;
            if (size > maxBytes) {
                return null;
            }
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        if (closed.get()) {
            throw new IOException("reply body closed");
        }
        if (len == 0) {
            return 0;
        }
        while (!done) {
            switch (head.framing()) {
                case LENGTH -> {
                    int n = c.readBody(b, off, (int) Math.min(len, remaining), deadline);
                    if (n < 0) {
                        throw closedEarly();
                    }
                    remaining -= n;
                    done = remaining == 0;
                    return n;
                }
                case UNTIL_CLOSE -> {
                    int n = c.readBody(b, off, len, deadline);
                    if (n < 0) {
                        done = true;
                        return -1;
                    }
                    return n;
                }
                case CHUNKED -> {
                    if (chunkState == SIZE) {
                        chunkSize();
                        continue;
                    }
                    if (chunkState == DATA_END) {
                        crlf();
                        chunkState = SIZE;
                        continue;
                    }
                    int n = c.readBody(b, off, (int) Math.min(len, remaining), deadline);
                    if (n < 0) {
                        throw closedEarly();
                    }
                    remaining -= n;
                    delivered += n;
                    if (remaining == 0) {
                        chunkState = DATA_END;
                    }
                    return n;
                }
                case NONE -> done = true;
            }
        }
        return -1;
    }

    /** Reads one chunk-size line; a zero size reads the trailer section and ends the body. */
    private void chunkSize() throws IOException {
        int eol = line(MAX_CHUNK_LINE);
        byte[] b = c.buf;
        int i = c.pos;
        long size = 0;
        int digits = 0;
        while (i < eol && hex(b[i]) >= 0) {
            if (++digits > 15) {
                throw ExchangeException.malformed("a chunk size over 15 hex digits");
            }
            size = size * 16 + hex(b[i]);
            i++;
        }
        if (digits == 0) {
            throw ExchangeException.malformed("a chunk size that is not hex");
        }
        while (i < eol && (b[i] == ' ' || b[i] == '\t')) {
            i++;
        }
        if (i < eol && b[i] != ';') {
            throw ExchangeException.malformed("a chunk size followed by something other than an extension");
        }
        for (; i < eol; i++) {
            int ch = b[i] & 0xff;
            if (ch < 0x20 && ch != '\t' || ch == 0x7f) {
                throw ExchangeException.malformed("a control character in a chunk extension");
            }
        }
        c.pos = eol + 2;
        if (delivered + size > allowed) {
            throw new ExchangeException(ExchangeException.Kind.TOO_LARGE, "a chunk past the body limit");
        }
        if (size > 0) {
            remaining = size;
            chunkState = DATA;
            return;
        }
        trailers();
        done = true;
    }

    /** Skips the trailer fields up to the empty line, within the head limits. */
    private void trailers() throws IOException {
        int bytes = 0;
        int fields = 0;
        while (true) {
            int eol = line(limits.maxHeadBytes());
            int n = eol - c.pos;
            c.pos = eol + 2;
            if (n == 0) {
                return;
            }
            bytes += n + 2;
            if (++fields > limits.maxHeaderCount() || bytes > limits.maxHeadBytes()) {
                throw ExchangeException.malformed("a trailer section over the head limits");
            }
        }
    }

    private void crlf() throws IOException {
        while (c.lim - c.pos < 2) {
            if (c.fill(deadline) < 0) {
                throw closedEarly();
            }
        }
        if (c.buf[c.pos] != '\r' || c.buf[c.pos + 1] != '\n') {
            throw ExchangeException.malformed("chunk data not followed by CRLF");
        }
        c.pos += 2;
    }

    /** Fills until the buffer holds a CRLF-ended line at {@code c.pos}; returns the index of its CR. */
    private int line(int max) throws IOException {
        int from = c.pos;
        while (true) {
            for (int i = from; i < c.lim; i++) {
                if (c.buf[i] == '\n') {
                    if (i == c.pos || c.buf[i - 1] != '\r') {
                        throw ExchangeException.malformed("a bare LF in a chunked body");
                    }
                    if (i - 1 - c.pos > max) {
                        throw ExchangeException.malformed("a chunk line over " + max + " bytes");
                    }
                    return i - 1;
                }
            }
            if (c.lim - c.pos > max + 1) {
                throw ExchangeException.malformed("a chunk line over " + max + " bytes");
            }
            int scanned = c.lim - c.pos;
            if (c.fill(deadline) < 0) {
                throw closedEarly();
            }
            from = c.pos + scanned; // fill may have moved the unread bytes to the start
        }
    }

    private static int hex(byte b) {
        return b >= '0' && b <= '9' ? b - '0' : b >= 'a' && b <= 'f' ? b - 'a' + 10 : b >= 'A' && b <= 'F'
                ? b - 'A' + 10 : -1;
    }

    private static ExchangeException closedEarly() {
        return new ExchangeException(ExchangeException.Kind.CLOSED, "the agent closed the connection within the body");
    }

    /** True when the reply's {@code Content-Length} is over {@code maxBytes}: nothing of it needs reading. */
    boolean declaredOver(int maxBytes) {
        return head.framing() == ReplyHead.Framing.LENGTH && head.contentLength() > maxBytes;
    }

    /** True once the whole body was read. */
    public boolean isComplete() {
        return done;
    }

    /**
     * Ends the body: a body read to its end, on a connection that may carry another request, returns the connection
     * to its pool; any other closes the connection. Any thread, any number of times.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        if (done && head.keepAlive() && c.pos == c.lim && !c.isClosed()) {
            if (head.keepAliveNanos() >= 0) {
                c.idleLimitNanos = Math.min(c.idleLimitNanos, Math.max(0, head.keepAliveNanos() - 1_000_000_000L));
            }
            c.reused = true;
            c.pool.give(c, System.nanoTime());
        } else {
            c.close();
        }
    }
}
