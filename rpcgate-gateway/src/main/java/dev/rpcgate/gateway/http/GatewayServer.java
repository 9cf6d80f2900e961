package dev.rpcgate.gateway.http;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.ExchangeListener;
import dev.rpcgate.gateway.api.Interceptor;
import dev.rpcgate.gateway.auth.Authenticator;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.forward.TaskAffinity;
import dev.rpcgate.gateway.forward.Upstream;
import dev.rpcgate.gateway.pipeline.Answer;
import dev.rpcgate.gateway.pipeline.GatewayPipeline;
import dev.rpcgate.gateway.pipeline.Interceptors;
import dev.rpcgate.gateway.registry.AgentRegistry;
import dev.rpcgate.gateway.routes.GatewayRoutes;
import dev.rpcgate.gateway.telemetry.ExchangeTracing;
import dev.rpcgate.gateway.telemetry.OtelTracing;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The A2A gateway on Helidon SE: {@code POST /a2a/{agentId}} through the gates of {@link GatewayPipeline}, every reply
 * to a request it could read at HTTP 200 with a JSON-RPC body, a body over {@code maxBodyBytes} refused with 413.
 * Extra routes (admin API, agent cards, metrics) are mounted with {@link Builder#routes(GatewayRoutes)}; observers with
 * {@link Builder#listener(ExchangeListener)}; hooks around each exchange with {@link Builder#interceptor(Interceptor)}.
 * Handlers run on virtual threads. The configuration's {@link GatewayConfig.ServerLimits} bound the clients'
 * connections on every route ({@link InboundLimits}).
 */
public final class GatewayServer implements AutoCloseable {
    private static final String PREFIX = "/a2a/";

    private final WebServer server;
    private final Upstream upstream;
    private final GatewayPipeline pipeline;
    private final SseRelay relay;
    private final InboundLimits inbound;
    private final byte[] tooLarge;
    private final String host;

    private GatewayServer(Builder b) {
        this.host = b.config.host();
        this.upstream = new Upstream(b.config.agentMaxResponseBytes(),
                TaskAffinity.forRegistry(b.registry, b.config.a2a().taskAffinityTtlSeconds()));
        this.pipeline = new GatewayPipeline(b.config, b.registry, b.authenticator, upstream,
                new Fanout(List.copyOf(b.listeners)), new Interceptors(b.interceptors), b.tracing);
        this.relay = new SseRelay(upstream.timer(), b.config.maxSseIdleSeconds() * 1_000_000_000L,
                b.config.a2a().sseKeepAliveSeconds() * 1_000_000_000L);
        Finding f = Finding.error(SharedCode.MESSAGE_TOO_LARGE, "the body is over the limit of "
                + b.config.maxBodyBytes() + " bytes; it was not read", "", null);
        this.tooLarge = JsonWriter.write(Failure.of(GatewayError.INVALID_REQUEST, null, List.of(f))
                .reply(Id.of(null), null)).getBytes(StandardCharsets.UTF_8);
        List<GatewayRoutes> extra = List.copyOf(b.routes);
        this.inbound = new InboundLimits(b.config.serverLimits());
        WebServer started;
        try {
            started = inbound.configure(WebServer.builder())
                    .host(b.config.host())
                    .port(b.config.port())
                    .maxPayloadSize(b.config.maxBodyBytes())
                    // close() drains: in-flight exchanges get the grace period; the owner stops us, not Helidon's hook
                    .shutdownGracePeriod(b.shutdownGrace)
                    .shutdownHook(false)
                    .routing(r -> {
                        inbound.register(r);
                        r.post(PREFIX + "*", this::handle);
                        r.post("/a2a", this::handle);
                        for (GatewayRoutes g : extra) {
                            g.register(r);
                        }
                        // a path the server normalized (e.g. /a2a/x/..) still answers -32600 when it was sent to /a2a/
                        r.post("/*", (req, res) -> {
                            if (req.prologue().uriPath().rawPath().startsWith(PREFIX)) {
                                handle(req, res);
                            } else {
                                res.next();
                            }
                        });
                    })
                    .build()
                    .start();
        } catch (RuntimeException e) {
            upstream.close();
            inbound.close();
            throw e;
        }
        if (!started.isRunning()) {
            // Helidon logs a failed bind and returns a stopped server
            started.stop();
            upstream.close();
            inbound.close();
            throw new IllegalStateException("the gateway could not listen on " + b.config.host() + ":"
                    + b.config.port() + " (is the port taken?)");
        }
        this.server = started;
    }

    /** How long {@link #close()} waits for in-flight exchanges by default. */
    public static final java.time.Duration DEFAULT_SHUTDOWN_GRACE = java.time.Duration.ofSeconds(30);

    /** Starts building a gateway over {@code registry} with {@code config}. */
    public static Builder builder(GatewayConfig config, AgentRegistry registry) {
        return new Builder(config, registry);
    }

    /** Starts a gateway with no extra routes or listeners. */
    public static GatewayServer start(GatewayConfig config, AgentRegistry registry, Authenticator authenticator) {
        return builder(config, registry).authenticator(authenticator).start();
    }

    /** The port the gateway listens on (the actual one when the configuration said 0). */
    public int port() {
        return server.port();
    }

    /** {@code http://HOST:PORT} of this gateway. */
    public URI uri() {
        String h = host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
        return URI.create("http://" + (h.contains(":") ? "[" + h + "]" : h) + ":" + port());
    }

    /** The calls in flight to {@code agentId} right now (never more than {@code agentMaxConcurrency}). */
    public int inFlight(String agentId) {
        return pipeline.inFlight(agentId);
    }

    /**
     * Drains: stops accepting, lets in-flight exchanges and streams finish within the shutdown grace period, then
     * closes the upstream client.
     */
    @Override
    public void close() {
        try {
            server.stop();
        } finally {
            upstream.close();
            inbound.close();
        }
    }

    private void handle(ServerRequest req, ServerResponse res) {
        String raw = req.prologue().uriPath().rawPath();
        String agentId = raw.length() > PREFIX.length() ? raw.substring(PREFIX.length()) : "";
        List<String> types = req.headers().contains(HeaderNames.CONTENT_TYPE)
                ? req.headers().values(HeaderNames.CONTENT_TYPE) : List.of();
        String contentType = types.isEmpty() ? null : String.join(", ", types);
        if (req.headers().contains(HeaderNames.CONTENT_LENGTH)
                && req.headers().contains(HeaderNames.TRANSFER_ENCODING)) {
            // RFC 9112 §6.1: a message with both is ambiguous framing (request smuggling); refuse it and close
            res.status(Status.BAD_REQUEST_400).header(HeaderNames.CONNECTION, "close").send();
            return;
        }
        GatewayPipeline.Decision d;
        String query = req.query().rawValue();
        switch (pipeline.handle(new GatewayPipeline.Request(agentId, contentType, query.isEmpty() ? null : query,
                new HelidonHeaders(req.headers()),
                req.content().inputStream()))) {
            case GatewayPipeline.BodyTooLarge t -> {
                sendTooLarge(res);
                return;
            }
            case GatewayPipeline.BodyUnreadable u -> {
                Throwable cause = u.cause();
                if (cause instanceof io.helidon.http.RequestException h
                        && h.status().code() == Status.REQUEST_ENTITY_TOO_LARGE_413.code()
                        || cause instanceof io.helidon.http.HttpException x
                        && x.status().code() == Status.REQUEST_ENTITY_TOO_LARGE_413.code()) {
                    sendTooLarge(res); // a chunked body ran past maxPayloadSize while being read
                    return;
                }
                if (inbound.cutOff() || brokenConnection(cause)) {
                    // requestReadTimeoutSeconds closed the connection, or the client's broke: nobody to answer
                    throw new io.helidon.webserver.CloseConnectionException("the request body could not be read",
                            cause);
                }
                // a body that ended early or a malformed chunk (a size that is not hex, negative or too large): one
                // 400, then the connection ends (InboundLimits), so nothing after it is read as another request
                res.status(Status.BAD_REQUEST_400).header(HeaderNames.CONNECTION, "close").send();
                return;
            }
            case GatewayPipeline.Decision decided -> d = decided;
        }
        switch (d.answer()) {
            case Answer.Json j -> {
                res.status(j.status());
                if (inbound.outlivesKeepAlive()) {
                    res.header(HeaderNames.CONNECTION, "close"); // Helidon's idle check closes it after the reply
                }
                res.header(HeaderNames.CONTENT_TYPE, "application/json");
                res.send(j.body());
            }
            case Answer.NoContent n -> res.status(Status.NO_CONTENT_204).send();
            case Answer.Stream s -> {
                res.status(Status.OK_200);
                res.header(HeaderNames.CONTENT_TYPE, "text/event-stream");
                res.header(HeaderNames.CACHE_CONTROL, "no-cache");
                OutputStream out;
                try {
                    out = res.outputStream();
                } catch (RuntimeException e) {
                    s.release().run();
                    s.opened().close();
                    throw e;
                }
                relay.relay(s, out);
                try {
                    out.close();
                } catch (java.io.IOException | RuntimeException e) {
                    // the client left
                }
            }
        }
    }

    /** Whether reading the body failed because the connection itself did, not because of what was sent. */
    private static boolean brokenConnection(Throwable cause) {
        return cause instanceof java.io.IOException || cause instanceof java.io.UncheckedIOException
                || cause instanceof io.helidon.webserver.ServerConnectionException;
    }

    private void sendTooLarge(ServerResponse res) {
        res.status(Status.REQUEST_ENTITY_TOO_LARGE_413).header(HeaderNames.CONNECTION, "close")
                .header(HeaderNames.CONTENT_TYPE, "application/json").send(tooLarge);
    }

    /** Upstream start/end hooks to every listener. */
    private record Fanout(List<ExchangeListener> all) implements ExchangeListener {
        @Override
        public void onExchange(Exchange exchange) {
            // exchanges are reported by the server after the decision
        }

        @Override
        public void onUpstreamStart(String agentId) {
            for (ExchangeListener l : all) {
                try {
                    l.onUpstreamStart(agentId);
                } catch (RuntimeException ignored) {
                    // a listener never breaks a call
                }
            }
        }

        @Override
        public void onUpstreamEnd(String agentId) {
            for (ExchangeListener l : all) {
                try {
                    l.onUpstreamEnd(agentId);
                } catch (RuntimeException ignored) {
                    // a listener never breaks a call
                }
            }
        }
    }

    /** A gateway's settings: configuration and registry required, the rest optional. */
    public static final class Builder {
        private final GatewayConfig config;
        private final AgentRegistry registry;
        private Authenticator authenticator;
        private final List<GatewayRoutes> routes = new ArrayList<>();
        private final List<ExchangeListener> listeners = new ArrayList<>();
        private final List<Interceptor> interceptors = new ArrayList<>();
        private ExchangeTracing tracing = ExchangeTracing.OFF;
        private java.time.Duration shutdownGrace = DEFAULT_SHUTDOWN_GRACE;

        private Builder(GatewayConfig config, AgentRegistry registry) {
            this.config = Objects.requireNonNull(config, "config");
            this.registry = Objects.requireNonNull(registry, "registry");
        }

        /**
         * The AUTH gate for protected routes. Required when a route is protected; without protected routes it is
         * never called.
         */
        public Builder authenticator(Authenticator value) {
            this.authenticator = value;
            return this;
        }

        /** Mounts more routes on the gateway's port (admin API, agent cards, metrics, health). */
        public Builder routes(GatewayRoutes value) {
            routes.add(Objects.requireNonNull(value, "routes"));
            return this;
        }

        /**
         * How long {@link GatewayServer#close()} lets in-flight exchanges and streams finish after it stops accepting
         * ({@link #DEFAULT_SHUTDOWN_GRACE} by default); what is still running then is cut off.
         */
        public Builder shutdownGrace(java.time.Duration value) {
            if (value.isNegative()) {
                throw new IllegalArgumentException("the shutdown grace period cannot be negative: " + value);
            }
            this.shutdownGrace = value;
            return this;
        }

        /**
         * Adds an observer of every exchange (through {@link Interceptor#afterReply}, in the order interceptors and
         * listeners were added) and of upstream calls starting and ending.
         */
        public Builder listener(ExchangeListener value) {
            listeners.add(Objects.requireNonNull(value, "listener"));
            interceptors.add(new Interceptors.Listening(value));
            return this;
        }

        /**
         * Traces every exchange with {@code otel}: a SERVER span per exchange, a CLIENT span per upstream call, a new
         * trace for a request that carries none (see docs/gateway.md, "Tracing"). The caller owns {@code otel} and
         * closes it. Without this, tracing is off: nothing is recorded, and only a request's own {@code traceparent}
         * is passed on.
         */
        public Builder openTelemetry(io.opentelemetry.api.OpenTelemetry otel) {
            this.tracing = new OtelTracing(otel);
            return this;
        }

        /** Adds an interceptor; interceptors run in the order they were added (see {@link Interceptor}). */
        public Builder interceptor(Interceptor value) {
            interceptors.add(Objects.requireNonNull(value, "interceptor"));
            return this;
        }

        /**
         * Starts the gateway.
         *
         * @throws IllegalStateException when a route is protected but no authenticator was given
         */
        public GatewayServer start() {
            boolean protectedRoute = config.routes().values().stream().anyMatch(GatewayConfig.Route::protect);
            if (protectedRoute && authenticator == null) {
                throw new IllegalStateException("the configuration protects a route but no authenticator was given");
            }
            if (authenticator == null) {
                authenticator = Authenticator.none();
            }
            return new GatewayServer(this);
        }
    }
}
