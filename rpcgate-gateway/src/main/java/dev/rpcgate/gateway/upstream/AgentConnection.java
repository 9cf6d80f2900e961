package dev.rpcgate.gateway.upstream;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * One HTTP/1.1 connection to an agent instance, used by one call at a time on the caller's (virtual) thread: blocking
 * reads bounded by the call's deadline (the socket's read timeout is set to what is left before each read), writes
 * bounded by a watchdog that closes the connection at the deadline when a write cannot finish at once (armed only then
 * on a virtual thread; always on a platform thread, whose blocking write does not return part-way), a read buffer
 * the reply head is parsed in place from, and a request buffer reused by every call. {@link #close} may come from any
 * thread and ends a blocked read or write.
 */
final class AgentConnection {
    /** A read without a deadline (a stream's body: its relay decides when to stop). */
    static final long NO_DEADLINE = Long.MIN_VALUE;
    private static final int WRITE_BUFFER = 4096;
    private static final int DIRECT_READ = 2048;

    final ConnectionPool pool;
    final byte[] buf;
    int pos;
    int lim;
    long idleSince;
    long idleLimitNanos;
    /** True once the connection carried a whole exchange (it came from the pool). */
    boolean reused;
    /** Bytes of the current request the socket accepted (for TLS: 1 once any write began). */
    long accepted;

    private final SocketChannel channel;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream tlsOut;
    private final byte[] wbuf = new byte[WRITE_BUFFER];
    private final ByteBuffer wbb = ByteBuffer.wrap(wbuf);
    private final ByteBuffer peek = ByteBuffer.allocate(1);
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile boolean watchdogFired;
    private ScheduledFuture<?> watchdog;

    private AgentConnection(ConnectionPool pool, SocketChannel channel, Socket socket, OutputStream tlsOut,
                            int bufferSize, long idleLimitNanos) throws IOException {
        this.pool = pool;
        this.channel = channel;
        this.socket = socket;
        this.in = socket.getInputStream();
        this.tlsOut = tlsOut;
        this.buf = new byte[bufferSize];
        this.idleLimitNanos = idleLimitNanos;
    }

    /**
     * Connects to {@code t} (name resolution, TCP and, for https, the TLS handshake) within the connect timeout and the
     * deadline.
     *
     * @throws ExchangeException {@code UNREACHABLE} when no connection could be made, {@code DEADLINE} when the
     *                           deadline passed first
     */
    static AgentConnection open(Target t, long deadline, ClientLimits limits, SSLSocketFactory tls)
            throws ExchangeException {
        long start = System.nanoTime();
        long connectBy = start + limits.connectTimeout().toNanos();
        boolean deadlineFirst = deadline - connectBy < 0;
        long until = deadlineFirst ? deadline : connectBy;
        SocketChannel ch = null;
        try {
            InetAddress address = resolve(t.host, until);
            ch = SocketChannel.open();
            Socket s = ch.socket();
            s.connect(new InetSocketAddress(address, t.port), millisLeft(until));
            s.setTcpNoDelay(true);
            OutputStream tlsOut = null;
            if (t.tls) {
                if (tls == null) {
                    throw new ExchangeException(ExchangeException.Kind.UNREACHABLE, "TLS is not available");
                }
                SSLSocket ssl = (SSLSocket) tls.createSocket(s, t.host, t.port, true);
                SSLParameters p = ssl.getSSLParameters();
                p.setEndpointIdentificationAlgorithm("HTTPS");
                p.setApplicationProtocols(new String[] {"http/1.1"});
                ssl.setSSLParameters(p);
                ssl.setSoTimeout(millisLeft(until));
                ssl.startHandshake();
                s = ssl;
                tlsOut = ssl.getOutputStream();
            }
            return new AgentConnection(t.pool, ch, s, tlsOut, Math.max(8192, limits.maxHeadBytes() + 4),
                    limits.idleTimeout().toNanos());
        } catch (ExchangeException e) {
            closeQuietly(ch);
            if (e.kind == ExchangeException.Kind.DEADLINE && !deadlineFirst) {
                throw new ExchangeException(ExchangeException.Kind.UNREACHABLE, "connect timed out");
            }
            throw e;
        } catch (SocketTimeoutException | TimeoutException e) {
            closeQuietly(ch);
            throw deadlineFirst ? ExchangeException.deadline()
                    : new ExchangeException(ExchangeException.Kind.UNREACHABLE, "connect timed out");
        } catch (IOException | RuntimeException e) {
            closeQuietly(ch);
            if (deadlineFirst && System.nanoTime() - deadline >= 0) {
                throw ExchangeException.deadline();
            }
            throw new ExchangeException(ExchangeException.Kind.UNREACHABLE, e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    /** The host's address; a name (not a literal) is resolved on its own virtual thread, so the deadline holds. */
    private static InetAddress resolve(String host, long until) throws IOException, TimeoutException {
        if (isLiteral(host)) {
            return InetAddress.getByName(host);
        }
        FutureTask<InetAddress> lookup = new FutureTask<>(() -> InetAddress.getByName(host));
        Thread.ofVirtual().name("rpcgate-resolve").start(lookup);
        try {
            return lookup.get(Math.max(1, until - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new UnknownHostException(host);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UnknownHostException(host);
        } finally {
            lookup.cancel(true);
        }
    }

    private static boolean isLiteral(String host) {
        if (host.indexOf(':') >= 0) {
            return true; // IPv6
        }
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (!(c >= '0' && c <= '9' || c == '.')) {
                return false;
            }
        }
        return true;
    }

    /** True when the idle limit passed. */
    boolean expired(long now) {
        return now - idleSince > idleLimitNanos;
    }

    /**
     * True when the connection is still idle and open: one non-blocking read finds nothing. The agent closing it (end
     * of stream), resetting it or sending bytes nobody asked for all mean it cannot carry a request.
     */
    boolean stillIdle() {
        if (closed.get() || pos != lim) {
            return false;
        }
        try {
            peek.clear();
            channel.configureBlocking(false);
            int n;
            try {
                n = channel.read(peek);
            } finally {
                channel.configureBlocking(true);
            }
            return n == 0;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Writes one request: the target's request line and {@code Host}, the {@code fixed} and {@code forwarded} fields,
     * {@code Content-Length} and the body bytes as given. {@link #accepted} tells afterwards (also after a failure)
     * whether any byte was accepted.
     *
     * @throws ExchangeException {@code DEADLINE} when the deadline passed while writing
     * @throws IOException       when the connection broke
     */
    void writeRequest(Target t, Headers fixed, Headers forwarded, byte[] body, long deadline,
                      ScheduledExecutorService timer) throws IOException {
        accepted = 0;
        int headLength = t.requestHead.length + 40 + fieldsLength(fixed) + fieldsLength(forwarded);
        byte[] out = headLength <= wbuf.length ? wbuf : new byte[headLength];
        int p = 0;
        System.arraycopy(t.requestHead, 0, out, 0, t.requestHead.length);
        p += t.requestHead.length;
        p = putFields(out, p, fixed);
        p = putFields(out, p, forwarded);
        p = putAscii(out, p, "Content-Length: ");
        p = putAscii(out, p, Integer.toString(body.length));
        out[p++] = '\r';
        out[p++] = '\n';
        out[p++] = '\r';
        out[p++] = '\n';
        boolean together = p + body.length <= out.length;
        if (together) {
            System.arraycopy(body, 0, out, p, body.length);
            p += body.length;
        }
        if (deadline - System.nanoTime() <= 0) {
            throw ExchangeException.deadline();
        }
        watchdogFired = false;
        int total = p + (together ? 0 : body.length);
        try {
            // On a platform thread, and inside a TLS socket, a write that does not fit blocks without returning
            // part-way: bound it from the start. On a virtual thread a plain write returns part-way first (below).
            if (!Thread.currentThread().isVirtual() || tlsOut != null && total > 16 * 1024) {
                arm(timer, deadline);
            }
            if (tlsOut != null) {
                accepted = 1;
                tlsOut.write(out, 0, p);
                if (!together) {
                    tlsOut.write(body);
                }
                tlsOut.flush();
                return;
            }
            ByteBuffer first = out == wbuf ? wbb.clear().limit(p) : ByteBuffer.wrap(out, 0, p);
            writeAll(first, timer, deadline);
            if (!together) {
                writeAll(ByteBuffer.wrap(body), timer, deadline);
            }
        } catch (IOException e) {
            throw watchdogFired ? ExchangeException.deadline() : e;
        } finally {
            if (watchdog != null) {
                watchdog.cancel(false);
                watchdog = null;
            }
        }
    }

    private void writeAll(ByteBuffer b, ScheduledExecutorService timer, long deadline) throws IOException {
        while (b.hasRemaining()) {
            accepted += channel.write(b);
            if (b.hasRemaining() && watchdog == null) {
                arm(timer, deadline); // the agent is not reading: bound the wait for room
            }
        }
    }

    /** Closes the connection at the deadline unless the write finishes first. */
    private void arm(ScheduledExecutorService timer, long deadline) {
        watchdog = timer.schedule(() -> {
            watchdogFired = true;
            close();
        }, Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    }

    private static int fieldsLength(Headers h) {
        int n = 0;
        for (int i = 0; i < h.size(); i++) {
            n += h.name(i).length() + h.value(i).length() + 4;
        }
        return n;
    }

    private static int putFields(byte[] out, int p, Headers h) {
        for (int i = 0; i < h.size(); i++) {
            p = putAscii(out, p, h.name(i));
            out[p++] = ':';
            out[p++] = ' ';
            p = putAscii(out, p, h.value(i));
            out[p++] = '\r';
            out[p++] = '\n';
        }
        return p;
    }

    /** Writes a Latin-1 string (the header rules keep every char at most 0xFF). */
    private static int putAscii(byte[] out, int p, String s) {
        for (int i = 0; i < s.length(); i++) {
            out[p++] = (byte) s.charAt(i);
        }
        return p;
    }

    /**
     * Reads more bytes into the buffer after {@link #lim}, first moving the unread part to the start when the
     * buffer's end is reached.
     *
     * @return the bytes read, or -1 at the end of the stream
     * @throws ExchangeException {@code DEADLINE} when the deadline passed first; {@code MALFORMED} when the buffer is
     *                           full of unread bytes
     */
    int fill(long deadline) throws IOException {
        if (lim == buf.length) {
            if (pos == 0) {
                throw ExchangeException.malformed("a reply line or head longer than " + buf.length + " bytes");
            }
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
        int n = read(buf, lim, buf.length - lim, deadline);
        if (n > 0) {
            lim += n;
        }
        return n;
    }

    /**
     * Reads body bytes: from the buffer when it holds some, else straight from the socket into {@code dst} for large
     * reads (no copy), else through the buffer.
     */
    int readBody(byte[] dst, int off, int len, long deadline) throws IOException {
        if (pos == lim) {
            if (len >= DIRECT_READ) {
                return read(dst, off, len, deadline);
            }
            pos = 0;
            lim = 0;
            int n = fill(deadline);
            if (n < 0) {
                return -1;
            }
        }
        int n = Math.min(len, lim - pos);
        System.arraycopy(buf, pos, dst, off, n);
        pos += n;
        return n;
    }

    private int read(byte[] dst, int off, int len, long deadline) throws IOException {
        if (deadline != NO_DEADLINE) {
            socket.setSoTimeout(millisLeft(deadline));
        } else {
            socket.setSoTimeout(0);
        }
        try {
            return in.read(dst, off, len);
        } catch (SocketTimeoutException e) {
            throw ExchangeException.deadline();
        }
    }

    /** What is left before {@code deadline}, in whole milliseconds rounded up, at least 1. */
    private static int millisLeft(long deadline) throws ExchangeException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw ExchangeException.deadline();
        }
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, (left + 999_999) / 1_000_000));
    }

    /** The channel underneath (tests). */
    SocketChannel channel() {
        return channel;
    }

    boolean isClosed() {
        return closed.get();
    }

    /** Closes the connection (any thread, any number of times); a blocked read or write then fails. */
    void close() {
        if (closed.compareAndSet(false, true)) {
            closeQuietly(channel);
        }
    }

    private static void closeQuietly(SocketChannel ch) {
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException | RuntimeException ignored) {
                // already broken
            }
        }
    }
}
