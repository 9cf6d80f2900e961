package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.MessageTracer;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.http.HttpStreamExchange;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.SequenceInputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * JSON-RPC over TCP: each accepted socket is served by its own {@link dev.rpcgate.runtime.Connection} with the chosen
 * {@link Framing}, on loopback unless told otherwise. With {@link Builder#detect(HttpBinding, String)} a connection's
 * first bytes tell its framing instead ({@link FirstBytes}): NDJSON, Content-Length, or an HTTP request, answered by
 * the binding (one request per connection, its reading bounded by {@link #HTTP_REQUEST_TIMEOUT}); a TLS handshake
 * gets a TLS alert and is closed. At most {@code maxConnections} sockets are served at once; one more is answered
 * with a single error message ({@link TcpRefusal}) and closed. {@link #stop()} closes everything at once;
 * {@link #shutdown(Duration)} ends gracefully. Thread-safe.
 */
public final class TcpRpcServer implements AutoCloseable {
    /** 64 connections at once. */
    public static final int DEFAULT_MAX_CONNECTIONS = 64;
    /** How long a connection's first bytes may take to tell what it speaks; then it is served as NDJSON. */
    public static final Duration DEFAULT_DETECT_TIMEOUT = Duration.ofSeconds(3);
    /** How long an HTTP request, head and body, may take to arrive; then it is answered 408. */
    public static final Duration HTTP_REQUEST_TIMEOUT = Duration.ofSeconds(10);
    /** A closed listening socket wakes its accepting thread at once; this only bounds the wait if it did not. */
    private static final long ACCEPTOR_JOIN_MILLIS = 5000;
    /** A TLS record, fatal alert {@code handshake_failure}: what a TLS client understands as "no". */
    private static final byte[] TLS_ALERT = {0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x28};

    private final ServerSocket socket;
    private final Builder settings;
    private final OutputStream traceSink;
    private final Set<GracefulConnection> open = ConcurrentHashMap.newKeySet();
    /** Sockets not (or not yet) served by a connection: their first bytes being read, or an HTTP exchange. */
    private final Map<Socket, CompletableFuture<Void>> unframed = new ConcurrentHashMap<>();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicBoolean stopping = new AtomicBoolean();
    private final CompletableFuture<Void> stopped = new CompletableFuture<>();
    private volatile Thread acceptor;

    private TcpRpcServer(ServerSocket socket, Builder settings) {
        this.socket = socket;
        this.settings = settings;
        this.traceSink = settings.trace; // each connection's TraceLog writes whole lines under the sink's lock
    }

    /** Starts describing a server for {@code handler}. */
    public static Builder builder(Handler handler) {
        return new Builder(handler);
    }

    /** The port listened on (the one chosen when 0 was asked for). */
    public int port() {
        return socket.getLocalPort();
    }

    /** The address listened on. */
    public InetSocketAddress address() {
        return (InetSocketAddress) socket.getLocalSocketAddress();
    }

    /** Connections being served now (those whose first bytes are still being read, and HTTP exchanges, included). */
    public int connectionCount() {
        return open.size() + unframed.size();
    }

    /** Connections refused so far because {@code maxConnections} were open. */
    public long refusedCount() {
        return refused.get();
    }

    /** Completes when the server has stopped ({@link #stop()} or {@link #shutdown(Duration)} has finished). */
    public CompletableFuture<Void> stopped() {
        return stopped;
    }

    /**
     * Stops gracefully: accepts no more connections, stops reading on every open one, lets the calls already read
     * answer within {@code grace} (all connections share that one period), then closes every socket.
     *
     * @return true when every call read was answered in time
     */
    public boolean shutdown(Duration grace) {
        if (!stopping.compareAndSet(false, true)) {
            stopped.join();
            return true;
        }
        closeListener();
        long deadline = System.nanoTime() + Math.max(0, grace.toNanos());
        List<CompletableFuture<Boolean>> ends = new ArrayList<>();
        for (GracefulConnection c : List.copyOf(open)) {
            ends.add(CompletableFuture.supplyAsync(
                    () -> c.shutdown(Duration.ofNanos(Math.max(0, deadline - System.nanoTime()))),
                    runnable -> Thread.ofVirtual().start(runnable)));
        }
        boolean drained = ends.stream().allMatch(CompletableFuture::join);
        for (Map.Entry<Socket, CompletableFuture<Void>> e : List.copyOf(unframed.entrySet())) {
            try { // an HTTP exchange in progress may finish within the same grace period
                e.getValue().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException | ExecutionException ex) {
                drained = false;
                closeQuietly(e.getKey());
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                closeQuietly(e.getKey());
            }
        }
        stopped.complete(null);
        return drained;
    }

    /**
     * Stops at once: the listening socket and every connection are closed, running calls are cancelled. Also ends a
     * graceful {@link #shutdown(Duration)} in progress.
     */
    public void stop() {
        stopping.set(true);
        closeListener();
        for (GracefulConnection c : List.copyOf(open)) {
            try {
                c.close();
            } catch (IOException e) {
                // closing a socket the peer already dropped
            }
        }
        unframed.keySet().forEach(TcpRpcServer::closeQuietly);
        stopped.complete(null);
    }

    /** Same as {@link #stop()}. */
    @Override
    public void close() {
        stop();
    }

    /** Closes the listening socket and waits (boundedly) for the accepting thread to end, so that nothing is accepted after. */
    private void closeListener() {
        try {
            socket.close();
        } catch (IOException e) {
            // it stops accepting either way
        }
        Thread t = acceptor;
        if (t != null && t != Thread.currentThread()) {
            try {
                t.join(ACCEPTOR_JOIN_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void acceptLoop() {
        while (!stopping.get()) {
            Socket s;
            try {
                s = socket.accept();
            } catch (IOException e) {
                if (!stopping.get()) { // the listening socket failed on its own: nothing more can be served
                    stop();
                }
                return;
            }
            if (connectionCount() >= settings.maxConnections) {
                refused.incrementAndGet();
                settings.onRefused.accept(s.getRemoteSocketAddress());
                Thread.ofVirtual().name("rpcgate-refusal").start(() -> refuse(s));
            } else if (settings.http == null) {
                serve(s, settings.framing, new byte[0]);
            } else {
                detect(s);
            }
        }
    }

    /** The refusal in what the peer speaks: told from its first bytes when the framing is not fixed. */
    private void refuse(Socket s) {
        Framing framing = settings.framing;
        if (settings.http != null) {
            FirstBytes.Wire wire;
            try {
                wire = FirstBytes.read(s, settings.detectTimeout).wire();
            } catch (IOException e) {
                closeQuietly(s);
                return;
            }
            switch (wire) {
                case HTTP -> {
                    TcpRefusal.refuseHttp(s, settings.maxConnections);
                    return;
                }
                case TLS -> {
                    refuseTls(s);
                    return;
                }
                case CONTENT_LENGTH -> framing = Framing.CONTENT_LENGTH;
                case NDJSON -> framing = Framing.NDJSON;
            }
        }
        TcpRefusal.refuse(s, framing, settings.maxConnections);
    }

    /**
     * Reads the socket's first bytes on a thread of its own (the accepting thread never waits for a peer), then serves
     * it as what they tell. Until then the socket counts against {@code maxConnections}.
     */
    private void detect(Socket s) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        unframed.put(s, done);
        if (stopping.get()) { // a stop raced this accept: it may not have seen the socket
            unframed.remove(s);
            closeQuietly(s);
            return;
        }
        Thread.ofVirtual().name("rpcgate-first-bytes").start(() -> {
            try {
                FirstBytes.Detected d = FirstBytes.read(s, settings.detectTimeout);
                switch (d.wire()) {
                    case NDJSON -> serve(s, Framing.NDJSON, d.prefix());
                    case CONTENT_LENGTH -> serve(s, Framing.CONTENT_LENGTH, d.prefix());
                    case HTTP -> answerHttp(s, d.prefix());
                    case TLS -> refuseTls(s);
                }
            } catch (IOException | RuntimeException e) {
                closeQuietly(s);
            } finally {
                unframed.remove(s); // after serve() has counted it as open: the count never dips in between
                done.complete(null);
            }
        });
    }

    /** One HTTP exchange, the request's arrival bounded by {@link #HTTP_REQUEST_TIMEOUT}; then the socket is ended. */
    private void answerHttp(Socket s, byte[] prefix) throws IOException {
        long deadline = System.nanoTime() + settings.httpRequestTimeout.toNanos();
        settings.http.answer(new DeadlineInput(s, prefix, deadline), s.getOutputStream());
        SocketEnd.closeGently(s);
    }

    /** A TLS client gets a TLS alert it can report, rather than plain text it would call a bad record. */
    private void refuseTls(Socket s) {
        settings.onUnserved.accept(s.getRemoteSocketAddress(), "it began a TLS handshake; this port speaks plain"
                + " JSON-RPC and HTTP");
        try {
            s.getOutputStream().write(TLS_ALERT);
        } catch (IOException e) {
            // the peer has gone
        }
        SocketEnd.closeGently(s);
    }

    private void serve(Socket s, Framing framing, byte[] prefix) {
        MessageChannel channel;
        try {
            s.setTcpNoDelay(true);
            InputStream in = prefix.length == 0 ? s.getInputStream()
                    : new SequenceInputStream(new ByteArrayInputStream(prefix), s.getInputStream());
            channel = framing.open(in, s.getOutputStream());
        } catch (IOException e) {
            closeQuietly(s);
            return;
        }
        if (traceSink != null) {
            channel = new MessageTracer(channel, traceSink);
        }
        GracefulConnection c = new GracefulConnection(channel, settings.handler, settings.options, settings.listener);
        open.add(c);
        if (stopping.get()) { // a stop raced this accept: it may not have seen the connection
            open.remove(c);
            closeQuietly(s);
            return;
        }
        c.start().whenComplete((ok, failure) -> {
            open.remove(c);
            try {
                c.close();
            } catch (IOException e) {
                // the peer has gone already
            }
        });
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // nothing to tell anyone
        }
    }

    /** The settings of a server; every one has a default. */
    public static final class Builder {
        private final Handler handler;
        private String host;
        private int port;
        private Framing framing = Framing.NDJSON;
        private ConnectionOptions options = ConnectionOptions.DEFAULT;
        private ConnectionListener listener = ConnectionListener.NONE;
        private int maxConnections = DEFAULT_MAX_CONNECTIONS;
        private OutputStream trace;
        private Consumer<SocketAddress> onRefused = address -> { };
        private HttpStreamExchange http;
        private Duration detectTimeout = DEFAULT_DETECT_TIMEOUT;
        private BiConsumer<SocketAddress, String> onUnserved = (address, why) -> { };
        private Duration httpRequestTimeout = HTTP_REQUEST_TIMEOUT;

        private Builder(Handler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
        }

        /** The address to listen on: a name or literal; {@code null} (the default) is loopback. */
        public Builder host(String value) {
            this.host = value;
            return this;
        }

        /** The port; 0 (the default) lets the system choose, see {@link TcpRpcServer#port()}. */
        public Builder port(int value) {
            if (value < 0 || value > 65535) {
                throw new IllegalArgumentException("a port is from 0 to 65535, was " + value);
            }
            this.port = value;
            return this;
        }

        /** The framing of every connection (default {@link Framing#NDJSON}); turns detection off. */
        public Builder framing(Framing value) {
            this.framing = Objects.requireNonNull(value, "framing");
            this.http = null;
            return this;
        }

        /**
         * Tells each connection's framing from its first bytes ({@link FirstBytes}): NDJSON, Content-Length, or HTTP,
         * whose requests to {@code path} are answered by {@code binding} (another path is 404), one per connection.
         * The binding logs its own exchanges ({@link HttpBinding.Builder#trace}). {@link #framing(Framing)} turns it off.
         */
        public Builder detect(HttpBinding binding, String path) {
            this.http = new HttpStreamExchange(binding, path);
            return this;
        }

        /** How long detection waits for the first bytes ({@link #DEFAULT_DETECT_TIMEOUT}); then it is NDJSON. */
        public Builder detectTimeout(Duration value) {
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("the detect timeout must be positive, was " + value);
            }
            this.detectTimeout = value;
            return this;
        }

        /** How long an HTTP request may take to arrive; {@link #HTTP_REQUEST_TIMEOUT} but in tests. */
        Builder httpRequestTimeout(Duration value) {
            this.httpRequestTimeout = value;
            return this;
        }

        /** Hears the peer address of each connection closed unserved, and why (a TLS handshake). */
        public Builder onUnserved(BiConsumer<SocketAddress, String> value) {
            this.onUnserved = Objects.requireNonNull(value, "onUnserved");
            return this;
        }

        /**
         * Each stream connection's options (default {@link ConnectionOptions#DEFAULT}), built with
         * {@link ConnectionOptions#builder()}. A detected HTTP exchange is answered by its {@link HttpBinding}, which
         * carries its own settings ({@link #detect}).
         */
        public Builder options(ConnectionOptions value) {
            this.options = Objects.requireNonNull(value, "options");
            return this;
        }

        /** Hears every connection's traces, stray replies and write failures. */
        public Builder listener(ConnectionListener value) {
            this.listener = Objects.requireNonNull(value, "listener");
            return this;
        }

        /** Connections served at once (default 64); one more is refused with an error message. */
        public Builder maxConnections(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxConnections must be at least 1, was " + value);
            }
            this.maxConnections = value;
            return this;
        }

        /**
         * Logs every stream connection's messages to {@code sink} as {@link MessageTracer} JSON Lines, each line
         * whole; lines of different connections interleave. The sink is not closed by the server.
         */
        public Builder trace(OutputStream sink) {
            this.trace = sink;
            return this;
        }

        /** Hears the peer address of each refused connection (on the accepting thread: be quick). */
        public Builder onRefused(Consumer<SocketAddress> value) {
            this.onRefused = Objects.requireNonNull(value, "onRefused");
            return this;
        }

        /**
         * Binds and starts accepting on a daemon thread.
         *
         * @throws IOException when the address cannot be bound (in use, not local, no permission)
         */
        public TcpRpcServer start() throws IOException {
            InetAddress address = host == null ? InetAddress.getLoopbackAddress() : InetAddress.getByName(host);
            ServerSocket s = new ServerSocket();
            try {
                s.bind(new InetSocketAddress(address, port));
            } catch (IOException e) {
                s.close();
                throw e;
            }
            TcpRpcServer server = new TcpRpcServer(s, this.copy());
            server.acceptor = Thread.ofPlatform().daemon(true).name("rpcgate-accept").start(server::acceptLoop);
            return server;
        }

        private Builder copy() {
            Builder b = new Builder(handler);
            b.host = host;
            b.port = port;
            b.framing = framing;
            b.options = options;
            b.listener = listener;
            b.maxConnections = maxConnections;
            b.trace = trace;
            b.onRefused = onRefused;
            b.http = http;
            b.detectTimeout = detectTimeout;
            b.onUnserved = onUnserved;
            b.httpRequestTimeout = httpRequestTimeout;
            return b;
        }
    }
}
