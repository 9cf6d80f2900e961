package dev.rpcgate.gateway;

import dev.rpcgate.gateway.api.Interceptor;
import dev.rpcgate.gateway.auth.JwtAuthenticator;
import dev.rpcgate.gateway.card.AgentCardRoutes;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.AdminOptions;
import dev.rpcgate.gateway.http.AdminRoutes;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.http.MetricsRoutes;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentRegistries;
import dev.rpcgate.gateway.registry.AgentRegistry;
import dev.rpcgate.gateway.registry.RegistryException;
import dev.rpcgate.gateway.telemetry.GatewayMetrics;
import dev.rpcgate.gateway.telemetry.TracingExport;
import dev.rpcgate.gateway.telemetry.TrafficLog;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A whole gateway from its configuration: the registry it names (memory or Redis, with the static agents), JWT for
 * protected routes, the admin API, agent cards, Prometheus metrics and health on the same port, and an optional
 * traffic log. {@link #close()} drains: {@code /health} turns to draining, the server stops accepting and finishes the
 * exchanges in flight, then the registry and the log are closed. {@link #builder(GatewayConfig)} adds
 * {@link Interceptor}s.
 */
public final class Gateway implements AutoCloseable {
    private final GatewayServer server;
    private final AgentRegistry registry;
    private final TrafficLog trafficLog;
    private final AtomicBoolean serving;
    private final Closeable spans;

    private Gateway(GatewayServer server, AgentRegistry registry, TrafficLog trafficLog, AtomicBoolean serving,
            Closeable spans) {
        this.server = server;
        this.registry = registry;
        this.trafficLog = trafficLog;
        this.serving = serving;
        this.spans = spans;
    }

    /**
     * Starts a gateway.
     *
     * @param config     the configuration (its registry, auth, admin and static agents are used)
     * @param trafficLog a JSON Lines file the exchanges are appended to, or {@code null} for none
     * @throws IllegalStateException when it cannot start: Redis unreachable, a JWKS file that does not load, a port
     *                               taken; the message says which
     */
    public static Gateway start(GatewayConfig config, Path trafficLog) {
        return builder(config).trafficLog(trafficLog).start();
    }

    /** Starts building a gateway from {@code config}, for interceptors or a traffic log. */
    public static Builder builder(GatewayConfig config) {
        return new Builder(config);
    }

    /** A whole gateway's optional parts: a traffic log and interceptors. */
    public static final class Builder {
        private final GatewayConfig config;
        private Path trafficLog;
        private io.opentelemetry.api.OpenTelemetry otel;
        private final List<Interceptor> interceptors = new ArrayList<>();

        private Builder(GatewayConfig config) {
            this.config = Objects.requireNonNull(config, "config");
        }

        /** A JSON Lines file the exchanges are appended to ({@code null}, the default: none). */
        public Builder trafficLog(Path file) {
            this.trafficLog = file;
            return this;
        }

        /**
         * Traces with {@code otel}, which the caller owns, in place of the configuration's {@code tracing} export
         * (see {@link GatewayServer.Builder#openTelemetry}).
         */
        public Builder openTelemetry(io.opentelemetry.api.OpenTelemetry value) {
            this.otel = Objects.requireNonNull(value, "otel");
            return this;
        }

        /**
         * Adds an interceptor, run after the gateway's own observers (metrics, then the traffic log) in the order added.
         */
        public Builder interceptor(Interceptor value) {
            interceptors.add(Objects.requireNonNull(value, "interceptor"));
            return this;
        }

        /**
         * Starts the gateway.
         *
         * @throws IllegalStateException when it cannot start: Redis unreachable, a JWKS file that does not load, a port
         *                               taken; the message says which
         */
        public Gateway start() {
            return Gateway.start(this);
        }
    }

    private static Gateway start(Builder builder) {
        GatewayConfig config = builder.config;
        Path trafficLog = builder.trafficLog;
        List<Agent> statics = config.agents().stream()
                .map(s -> new Agent(s.id(), s.urls(), s.card(), null))
                .toList();
        AgentRegistry registry;
        try {
            registry = AgentRegistries.open(config.registry(), statics);
        } catch (RegistryException | IllegalArgumentException e) {
            throw new IllegalStateException("the registry " + config.registry() + " cannot be used: " + e.getMessage(),
                    e);
        }
        TrafficLog log = null;
        Closeable spans = null;
        try {
            AtomicBoolean serving = new AtomicBoolean(true);
            GatewayMetrics metrics = new GatewayMetrics(id -> registry.find(id).isPresent());
            GatewayServer.Builder b = GatewayServer.builder(config, registry)
                    .listener(metrics)
                    .routes(new MetricsRoutes(metrics, serving::get))
                    .routes(new AdminRoutes(registry, new AdminOptions(config.admin().token(),
                            config.admin().allowedPrefixes())))
                    .routes(new AgentCardRoutes(registry, config.a2a().cardSigning()));
            if (config.auth() != null) {
                b.authenticator(JwtAuthenticator.from(config.auth()));
            }
            if (trafficLog != null) {
                log = TrafficLog.append(trafficLog);
                b.listener(log);
            }
            builder.interceptors.forEach(b::interceptor);
            if (builder.otel != null) {
                b.openTelemetry(builder.otel);
            } else if (config.tracing() != null) {
                io.opentelemetry.sdk.OpenTelemetrySdk sdk = TracingExport.start(config.tracing());
                spans = sdk;
                b.openTelemetry(sdk);
            }
            return new Gateway(b.start(), registry, log, serving, spans);
        } catch (IOException e) {
            registry.close();
            closeQuietly(spans);
            throw new IllegalStateException("the traffic log " + trafficLog + " cannot be written: " + e.getMessage(),
                    e);
        } catch (IllegalArgumentException | UncheckedIOException e) { // incl. AuthConfigException: a bad JWT setting
            registry.close();
            closeQuietly(log);
            closeQuietly(spans);
            throw new IllegalStateException(e.getMessage(), e);
        } catch (IllegalStateException e) {
            registry.close();
            closeQuietly(log);
            closeQuietly(spans);
            throw e;
        }
    }

    /** The port it listens on. */
    public int port() {
        return server.port();
    }

    /** The gateway's base address, {@code http://HOST:PORT/}. */
    public URI uri() {
        return server.uri();
    }

    /** The server, for its in-flight counts. */
    public GatewayServer server() {
        return server;
    }

    /** The registry the gateway routes with. */
    public AgentRegistry registry() {
        return registry;
    }

    /** Drains and stops: health turns to draining, in-flight exchanges finish, then everything is closed. */
    @Override
    public void close() {
        serving.set(false);
        try {
            server.close();
        } finally {
            registry.close();
            closeQuietly(trafficLog);
            closeQuietly(spans); // flushes the spans of the last exchanges
        }
    }

    private static void closeQuietly(TrafficLog log) {
        if (log != null) {
            log.close();
        }
    }

    private static void closeQuietly(Closeable c) {
        if (c != null) {
            try {
                c.close();
            } catch (IOException | RuntimeException ignored) {
                // exporting the last spans is best effort
            }
        }
    }
}
