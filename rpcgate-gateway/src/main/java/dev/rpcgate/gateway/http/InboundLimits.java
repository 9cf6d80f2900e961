package dev.rpcgate.gateway.http;

import dev.rpcgate.gateway.config.GatewayConfig;
import io.helidon.common.socket.HelidonSocket;
import io.helidon.http.Header;
import io.helidon.http.HeaderValues;
import io.helidon.http.Headers;
import io.helidon.http.HttpPrologue;
import io.helidon.http.Status;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;
import io.helidon.webserver.http1.Http1Config;
import io.helidon.webserver.http1.Http1ConnectionListener;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The bounds on what clients send ({@link GatewayConfig.ServerLimits}), on every route of the server's port. Helidon's
 * own options bound the connections open at once, idle connections and the header bytes; this class adds what
 * Helidon has no option for: a request's headers and body must have arrived {@code requestReadTimeoutSeconds} after
 * its request line (else its connection is closed without a reply), at most {@code maxHeaders} header lines (else
 * HTTP 431), and a reply that says {@code Connection: close} really ends its connection. A request is tracked from its
 * request line, on the connection's own thread, until its body's end has been read (by a handler or by the server
 * discarding it); one timer thread closes the connections of requests that are late. Thread-safe.
 */
final class InboundLimits implements Http1ConnectionListener, Filter, AutoCloseable {
    /** Helidon's status for too many header lines (RFC 6585 §5); Helidon has no constant for it. */
    static final Status TOO_MANY_HEADERS = Status.create(431, "Request Header Fields Too Large");

    private final GatewayConfig.ServerLimits limits;
    private final long readTimeoutNanos;
    private final long keepAliveNanos;
    private final ScheduledThreadPoolExecutor timer;
    /** The request being read on this connection's thread (Helidon reads and routes HTTP/1 on that one thread). */
    private final ThreadLocal<Arrival> current = new ThreadLocal<>();

    InboundLimits(GatewayConfig.ServerLimits limits) {
        this.limits = limits;
        this.readTimeoutNanos = TimeUnit.SECONDS.toNanos(limits.requestReadTimeoutSeconds());
        // Helidon's idle check counts a connection idle from its last request's start, on a clock that ticks once a
        // second, every quarter of the timeout: a reply to a request older than the timeout less that second and
        // that quarter could be followed by the check's close, so such a reply closes the connection itself
        long idle = TimeUnit.SECONDS.toNanos(limits.idleTimeoutSeconds());
        this.keepAliveNanos = Math.max(0, idle - TimeUnit.SECONDS.toNanos(1) - idle / 4);
        this.timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "rpcgate-gateway-request-deadlines");
            t.setDaemon(true);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true); // a request that arrived in time leaves nothing queued
    }

    /** Sets Helidon's own bounds and installs this class's on {@code server}. */
    WebServerConfig.Builder configure(WebServerConfig.Builder server) {
        Duration idle = Duration.ofSeconds(limits.idleTimeoutSeconds());
        return server
                // at the cap Helidon stops accepting: one more connection waits in the OS backlog until one closes
                .maxTcpConnections(limits.maxConnections())
                .idleConnectionTimeout(idle)
                .idleConnectionPeriod(idle.dividedBy(4))
                // HTTP/1.1 only, configured here: with a discovered provider beside it Helidon must read a connection's
                // first bytes to pick one, and a connection that never sends any escapes the idle timeout
                .protocolsDiscoverServices(false)
                .addProtocol(Http1Config.builder()
                        .maxHeadersSize(limits.maxHeaderBytes())
                        .addReceiveListener(this)
                        .build());
    }

    /** Adds the header-count check and the body's arrival tracking in front of every route. */
    void register(HttpRouting.Builder routing) {
        routing.addFilter(this);
    }

    @Override
    public void prologue(ConnectionContext ctx, HttpPrologue prologue) {
        Arrival previous = current.get();
        if (previous != null) {
            previous.arrived();
        }
        Arrival a = new Arrival(ctx.serverSocket());
        a.deadline = timer.schedule(a::expire, readTimeoutNanos, TimeUnit.NANOSECONDS);
        current.set(a);
    }

    @Override
    public void filter(FilterChain chain, RoutingRequest req, RoutingResponse res) {
        Arrival a = current.get();
        if (headerLines(req.headers()) > limits.maxHeaders()) {
            res.status(TOO_MANY_HEADERS).header(HeaderValues.CONNECTION_CLOSE).send();
        } else {
            if (a != null) {
                if (req.content().hasEntity()) {
                    req.streamFilter(in -> new ArrivalStream(in, a));
                } else {
                    a.arrived();
                }
            }
            chain.proceed();
        }
        if (res.isSent() && res.headers().containsToken(HeaderValues.CONNECTION_CLOSE)) {
            // Helidon keeps a connection open whatever the reply says, and would read what follows an unread or
            // malformed body as the next request; this exception is its way to end the connection after the reply
            throw new CloseConnectionException("the reply closes the connection");
        }
    }

    /**
     * Whether this thread's request was cut off by {@code requestReadTimeoutSeconds}: its connection is closed, so
     * nothing can be answered.
     */
    boolean cutOff() {
        Arrival a = current.get();
        return a != null && a.state.get() == Arrival.EXPIRED;
    }

    /**
     * Whether this thread's request started so long ago that Helidon's idle check may close its connection right
     * after the reply: the reply should then say {@code Connection: close} instead of promising keep-alive.
     */
    boolean outlivesKeepAlive() {
        Arrival a = current.get();
        return a != null && System.nanoTime() - a.startNanos >= keepAliveNanos;
    }

    private static int headerLines(Headers headers) {
        int n = 0;
        for (Header h : headers) {
            n += h.valueCount();
        }
        return n;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }

    /** One request on its way in: reading until its body's end, then arrived, or expired by the deadline. */
    private static final class Arrival {
        static final int READING = 0;
        static final int ARRIVED = 1;
        static final int EXPIRED = 2;

        final HelidonSocket socket;
        final long startNanos = System.nanoTime();
        final AtomicInteger state = new AtomicInteger(READING);
        volatile ScheduledFuture<?> deadline;

        Arrival(HelidonSocket socket) {
            this.socket = socket;
        }

        void arrived() {
            if (state.compareAndSet(READING, ARRIVED)) {
                ScheduledFuture<?> d = deadline;
                if (d != null) {
                    d.cancel(false);
                }
            }
        }

        void expire() {
            if (state.compareAndSet(READING, EXPIRED)) {
                try {
                    socket.close(); // the connection's blocked read fails; no reply is written
                } catch (RuntimeException ignored) {
                    // already closed
                }
            }
        }
    }

    /** A request body that marks its request arrived when its end has been read. */
    private static final class ArrivalStream extends FilterInputStream {
        private final Arrival arrival;

        ArrivalStream(InputStream in, Arrival arrival) {
            super(in);
            this.arrival = arrival;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b < 0) {
                arrival.arrived();
            }
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            int n = super.read(buf, off, len);
            if (n < 0) {
                arrival.arrived();
            }
            return n;
        }
    }
}
