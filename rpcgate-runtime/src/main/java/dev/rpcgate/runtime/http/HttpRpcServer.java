package dev.rpcgate.runtime.http;

import com.sun.net.httpserver.HttpServer;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Handler;
import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A JSON-RPC endpoint on the JDK's built-in HTTP server ({@code jdk.httpserver}): one path, POST only, each request on
 * its own virtual thread, answered by an {@link HttpBinding}. Loopback unless another host is given. At most
 * {@link #DEFAULT_MAX_IN_FLIGHT} requests are served at once (more get 503 with {@code Retry-After}), so memory stays
 * under that many bodies of the binding's limit. Another path on the port is 404.
 */
public final class HttpRpcServer implements AutoCloseable {
    /** Requests served at once by default. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 1024;
    /** How long {@link #stop()} lets running requests finish by default. */
    public static final Duration DEFAULT_STOP_GRACE = Duration.ofSeconds(2);

    private final HttpServer server;
    private final ExecutorService executor;
    private final String path;
    private final Duration stopGrace;
    private final AtomicBoolean stopped = new AtomicBoolean();

    private HttpRpcServer(HttpServer server, ExecutorService executor, String path, Duration stopGrace) {
        this.server = server;
        this.executor = executor;
        this.path = path;
        this.stopGrace = stopGrace;
    }

    /**
     * Starts a server with the default limits (16 MiB bodies, {@value #DEFAULT_MAX_IN_FLIGHT} requests at once).
     *
     * @param host    the address to listen on, or {@code null} for the loopback address
     * @param port    the port, or 0 for a free one (read it back with {@link #port()})
     * @param path    the endpoint's path, e.g. {@code /rpc}
     * @param handler the methods
     * @param options how failures are answered
     * @throws IOException when the address cannot be bound
     */
    public static HttpRpcServer start(String host, int port, String path, Handler handler, DispatchOptions options)
            throws IOException {
        return builder(HttpBinding.of(handler, options)).host(host).port(port).path(path).start();
    }

    /** Starts configuring a server for {@code binding}. */
    public static Builder builder(HttpBinding binding) {
        return new Builder(binding);
    }

    /** The port the server listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The address the server listens on. */
    public InetSocketAddress address() {
        return server.getAddress();
    }

    /** The endpoint's URI, e.g. {@code http://127.0.0.1:41234/rpc}. */
    public URI uri() {
        InetAddress a = server.getAddress().getAddress();
        String host = a.getHostAddress();
        int scope = host.indexOf('%');
        if (scope >= 0) {
            host = host.substring(0, scope);
        }
        if (a instanceof Inet6Address) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + port() + path);
    }

    /**
     * Stops accepting connections, lets running requests finish for the stop grace (2 s by default), then interrupts
     * any still running. Idempotent.
     */
    public void stop() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        long seconds = Math.max(0, (stopGrace.toMillis() + 999) / 1000); // the JDK server counts whole seconds
        server.stop((int) Math.min(Integer.MAX_VALUE, seconds));
        executor.shutdownNow();
    }

    /** Same as {@link #stop()}. */
    @Override
    public void close() {
        stop();
    }

    /** A server's settings: where it listens and its bounds. */
    public static final class Builder {
        private final HttpBinding binding;
        private String host;
        private int port;
        private String path = "/";
        private int maxInFlight = DEFAULT_MAX_IN_FLIGHT;
        private Duration stopGrace = DEFAULT_STOP_GRACE;

        private Builder(HttpBinding binding) {
            this.binding = Objects.requireNonNull(binding, "binding");
        }

        /** The address to listen on; {@code null} (the default) is the loopback address. */
        public Builder host(String value) {
            this.host = value;
            return this;
        }

        /** The port; 0 (the default) picks a free one. */
        public Builder port(int value) {
            if (value < 0 || value > 65535) {
                throw new IllegalArgumentException("not a port: " + value);
            }
            this.port = value;
            return this;
        }

        /** The endpoint's exact path, starting with {@code /} ({@code /} by default). */
        public Builder path(String value) {
            if (value == null || !value.startsWith("/")) {
                throw new IllegalArgumentException("a path starts with '/': " + value);
            }
            this.path = value;
            return this;
        }

        /** Requests served at once; beyond it a request gets 503 without its body being read. */
        public Builder maxInFlight(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxInFlight must be at least 1, was " + value);
            }
            this.maxInFlight = value;
            return this;
        }

        /** How long {@link HttpRpcServer#stop()} waits for running requests (rounded up to whole seconds). */
        public Builder stopGrace(Duration value) {
            if (value.isNegative()) {
                throw new IllegalArgumentException("the stop grace is negative: " + value);
            }
            this.stopGrace = value;
            return this;
        }

        /**
         * Binds and starts the server.
         *
         * @throws IOException when the address cannot be bound
         */
        public HttpRpcServer start() throws IOException {
            InetAddress address = host == null ? InetAddress.getLoopbackAddress() : InetAddress.getByName(host);
            HttpServer server = HttpServer.create(new InetSocketAddress(address, port), 0);
            ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
            server.createContext(path, new RpcExchange(path, binding, maxInFlight));
            server.setExecutor(executor);
            server.start();
            return new HttpRpcServer(server, executor, path, stopGrace);
        }
    }
}
