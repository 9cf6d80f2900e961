package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.MessageTracer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * JSON-RPC over TCP: each accepted socket is served by its own {@link dev.rpcgate.runtime.Connection} with the chosen
 * {@link Framing}, on loopback unless told otherwise. At most {@code maxConnections} sockets are served at once; one
 * more is answered with a single error message ({@link TcpRefusal}) and closed. {@link #stop()} closes everything at
 * once; {@link #shutdown(Duration)} ends gracefully. Thread-safe.
 */
public final class TcpRpcServer implements AutoCloseable {
    /** 64 connections at once. */
    public static final int DEFAULT_MAX_CONNECTIONS = 64;
    /** A closed listening socket wakes its accepting thread at once; this only bounds the wait if it did not. */
    private static final long ACCEPTOR_JOIN_MILLIS = 5000;

    private final ServerSocket socket;
    private final Builder settings;
    private final OutputStream traceSink;
    private final Set<GracefulConnection> open = ConcurrentHashMap.newKeySet();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicBoolean stopping = new AtomicBoolean();
    private final CompletableFuture<Void> stopped = new CompletableFuture<>();
    private volatile Thread acceptor;

    private TcpRpcServer(ServerSocket socket, Builder settings) {
        this.socket = socket;
        this.settings = settings;
        this.traceSink = settings.trace == null ? null : new SharedSink(settings.trace);
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

    /** Connections being served now. */
    public int connectionCount() {
        return open.size();
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
            if (open.size() >= settings.maxConnections) {
                refused.incrementAndGet();
                settings.onRefused.accept(s.getRemoteSocketAddress());
                Thread.ofVirtual().name("rpcgate-refusal").start(
                        () -> TcpRefusal.refuse(s, settings.framing, settings.maxConnections));
            } else {
                serve(s);
            }
        }
    }

    private void serve(Socket s) {
        MessageChannel channel;
        try {
            s.setTcpNoDelay(true);
            channel = settings.framing.open(s.getInputStream(), s.getOutputStream());
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

    /** Lines from many connections' tracers into one sink, each line whole. */
    private static final class SharedSink extends OutputStream {
        private final OutputStream out;

        SharedSink(OutputStream out) {
            this.out = out;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            out.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public synchronized void flush() throws IOException {
            out.flush();
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

        /** The framing of every connection (default {@link Framing#NDJSON}). */
        public Builder framing(Framing value) {
            this.framing = Objects.requireNonNull(value, "framing");
            return this;
        }

        /** Each connection's options (default {@link ConnectionOptions#DEFAULT}). */
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
         * Logs every connection's messages to {@code sink} as {@link MessageTracer} JSON Lines, each line whole;
         * lines of different connections interleave. The sink is not closed by the server.
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
            return b;
        }
    }
}
