package dev.rpcgate.gateway.config;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonObject;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything the gateway is configured with, named as A2A gateways name these settings. Read one from a YAML or JSON
 * file with {@link GatewayConfigLoader}, or make one with {@link #builder()} ({@link #defaults()} is
 * {@code builder().build()}) and change it with {@link #toBuilder()}:
 * {@code GatewayConfig.defaults().toBuilder().port(0).routes(routes).build()}. Immutable and thread-safe; the
 * bounds are checked when it is built.
 */
public final class GatewayConfig {

    /** The default port. */
    public static final int DEFAULT_PORT = 9090;
    /** The default request body limit: 16 MiB. */
    public static final int DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
    /** The default upstream timeout, in seconds. */
    public static final long DEFAULT_TIMEOUT_SECONDS = 300;
    /** The default most a call may ask for, in seconds. */
    public static final long DEFAULT_MAX_TIMEOUT_SECONDS = 3600;
    /** The default longest silence of a stream, in seconds. */
    public static final long DEFAULT_MAX_SSE_IDLE_SECONDS = 300;
    /** The default largest agent reply: 10 MiB. */
    public static final int DEFAULT_AGENT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
    /** The default most calls in flight to one agent. */
    public static final int DEFAULT_AGENT_MAX_CONCURRENCY = 100;
    /** The route key that applies to every agent without a route of its own. */
    public static final String ANY_AGENT = "*";

    private final String host;
    private final int port;
    private final int maxBodyBytes;
    private final long defaultTimeoutSeconds;
    private final long maxTimeoutSeconds;
    private final long maxSseIdleSeconds;
    private final int agentMaxResponseBytes;
    private final int agentMaxConcurrency;
    private final Map<String, Route> routes;
    private final Auth auth;
    private final Admin admin;
    private final String registry;
    private final List<StaticAgent> agents;
    private final ServerLimits serverLimits;
    private final Tracing tracing;
    private final A2aOptions a2a;

    /** Copies the collections and checks the bounds. */
    private GatewayConfig(Builder b) {
        this.host = Objects.requireNonNull(b.host, "host");
        if (b.port < 0 || b.port > 65535) {
            throw new IllegalArgumentException("port out of range: " + b.port);
        }
        positive("maxBodyBytes", b.maxBodyBytes);
        positive("defaultTimeoutSeconds", b.defaultTimeoutSeconds);
        positive("maxTimeoutSeconds", b.maxTimeoutSeconds);
        positive("maxSseIdleSeconds", b.maxSseIdleSeconds);
        positive("agentMaxResponseBytes", b.agentMaxResponseBytes);
        positive("agentMaxConcurrency", b.agentMaxConcurrency);
        if (b.defaultTimeoutSeconds > b.maxTimeoutSeconds) {
            throw new IllegalArgumentException("defaultTimeoutSeconds " + b.defaultTimeoutSeconds
                    + " is over maxTimeoutSeconds " + b.maxTimeoutSeconds);
        }
        this.port = b.port;
        this.maxBodyBytes = b.maxBodyBytes;
        this.defaultTimeoutSeconds = b.defaultTimeoutSeconds;
        this.maxTimeoutSeconds = b.maxTimeoutSeconds;
        this.maxSseIdleSeconds = b.maxSseIdleSeconds;
        this.agentMaxResponseBytes = b.agentMaxResponseBytes;
        this.agentMaxConcurrency = b.agentMaxConcurrency;
        this.routes = Map.copyOf(b.routes);
        this.auth = b.auth;
        this.admin = Objects.requireNonNull(b.admin, "admin");
        this.registry = Objects.requireNonNull(b.registry, "registry");
        this.agents = List.copyOf(b.agents);
        this.serverLimits = Objects.requireNonNull(b.serverLimits, "serverLimits");
        this.tracing = b.tracing;
        this.a2a = Objects.requireNonNull(b.a2a, "a2a");
    }

    private static void positive(String name, long value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, was " + value);
        }
    }

    /** A builder holding every default: 127.0.0.1:9090, no routes (all passthrough, unprotected), memory registry. */
    public static Builder builder() {
        return new Builder();
    }

    /** Every setting at its default: {@code builder().build()}. */
    public static GatewayConfig defaults() {
        return builder().build();
    }

    /** A builder holding this configuration. */
    public Builder toBuilder() {
        return new Builder().host(host).port(port).maxBodyBytes(maxBodyBytes)
                .defaultTimeoutSeconds(defaultTimeoutSeconds).maxTimeoutSeconds(maxTimeoutSeconds)
                .maxSseIdleSeconds(maxSseIdleSeconds).agentMaxResponseBytes(agentMaxResponseBytes)
                .agentMaxConcurrency(agentMaxConcurrency).routes(routes).auth(auth).admin(admin).registry(registry)
                .agents(agents).serverLimits(serverLimits).tracing(tracing).a2a(a2a);
    }

    /** The listen address ({@code 127.0.0.1} by default). */
    public String host() {
        return host;
    }

    /** The listen port ({@value #DEFAULT_PORT} by default; 0 picks a free one). */
    public int port() {
        return port;
    }

    /** The largest request body read; a larger one is HTTP 413 (16 MiB). */
    public int maxBodyBytes() {
        return maxBodyBytes;
    }

    /** An upstream call's timeout when the request names none, in seconds (300). */
    public long defaultTimeoutSeconds() {
        return defaultTimeoutSeconds;
    }

    /** The most a request's {@code params.configuration.timeout} may ask for, in seconds (3600). */
    public long maxTimeoutSeconds() {
        return maxTimeoutSeconds;
    }

    /** How long a stream may stay silent before it is ended with -32001, in seconds (300). */
    public long maxSseIdleSeconds() {
        return maxSseIdleSeconds;
    }

    /** The largest agent reply read; a larger one is -32003 (10 MiB). */
    public int agentMaxResponseBytes() {
        return agentMaxResponseBytes;
    }

    /** The most calls in flight to one agent; one more is -32003 (100). */
    public int agentMaxConcurrency() {
        return agentMaxConcurrency;
    }

    /** Per agent id, or {@code "*"} for every other agent, how requests are checked. */
    public Map<String, Route> routes() {
        return routes;
    }

    /** JWT settings for protected routes, or {@code null} when none are configured. */
    public Auth auth() {
        return auth;
    }

    /** The admin API's settings. */
    public Admin admin() {
        return admin;
    }

    /** {@code "memory"} or {@code "redis://HOST:PORT"}. */
    public String registry() {
        return registry;
    }

    /** The static agents, which never expire. */
    public List<StaticAgent> agents() {
        return agents;
    }

    /** The bounds on client connections and the requests read from them. */
    public ServerLimits serverLimits() {
        return serverLimits;
    }

    /**
     * OpenTelemetry export of the exchanges' spans, or {@code null} for none (tracing off: a request's own
     * {@code traceparent} is still passed on to the agent).
     */
    public Tracing tracing() {
        return tracing;
    }

    /** Stream keep-alives, task affinity and card signing. */
    public A2aOptions a2a() {
        return a2a;
    }

    /** The route that applies to {@code agentId}: its own, else {@code "*"}, else {@link Route#DEFAULT}. */
    public Route routeFor(String agentId) {
        Route r = routes.get(agentId);
        if (r == null) {
            r = routes.get(ANY_AGENT);
        }
        return r == null ? Route.DEFAULT : r;
    }

    /** The default upstream timeout as a duration. */
    public Duration defaultTimeout() {
        return Duration.ofSeconds(defaultTimeoutSeconds);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GatewayConfig o && o.host.equals(host) && o.port == port
                && o.maxBodyBytes == maxBodyBytes && o.defaultTimeoutSeconds == defaultTimeoutSeconds
                && o.maxTimeoutSeconds == maxTimeoutSeconds && o.maxSseIdleSeconds == maxSseIdleSeconds
                && o.agentMaxResponseBytes == agentMaxResponseBytes && o.agentMaxConcurrency == agentMaxConcurrency
                && o.routes.equals(routes) && Objects.equals(o.auth, auth) && o.admin.equals(admin)
                && o.registry.equals(registry) && o.agents.equals(agents) && o.serverLimits.equals(serverLimits)
                && Objects.equals(o.tracing, tracing) && o.a2a.equals(a2a);
    }

    @Override
    public int hashCode() {
        return Objects.hash(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds, maxSseIdleSeconds,
                agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry, agents, serverLimits,
                tracing, a2a);
    }

    @Override
    public String toString() {
        return "GatewayConfig[host=" + host + ", port=" + port + ", maxBodyBytes=" + maxBodyBytes
                + ", defaultTimeoutSeconds=" + defaultTimeoutSeconds + ", maxTimeoutSeconds=" + maxTimeoutSeconds
                + ", maxSseIdleSeconds=" + maxSseIdleSeconds + ", agentMaxResponseBytes=" + agentMaxResponseBytes
                + ", agentMaxConcurrency=" + agentMaxConcurrency + ", routes=" + routes + ", auth=" + auth
                + ", admin=" + admin + ", registry=" + registry + ", agents=" + agents + ", serverLimits="
                + serverLimits + ", tracing=" + tracing + ", a2a=" + a2a + "]";
    }

    /**
     * Builds a {@link GatewayConfig}; starts from the defaults, and {@link #build()} checks the bounds. Not
     * thread-safe.
     */
    public static final class Builder {
        private String host = "127.0.0.1";
        private int port = DEFAULT_PORT;
        private int maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
        private long defaultTimeoutSeconds = DEFAULT_TIMEOUT_SECONDS;
        private long maxTimeoutSeconds = DEFAULT_MAX_TIMEOUT_SECONDS;
        private long maxSseIdleSeconds = DEFAULT_MAX_SSE_IDLE_SECONDS;
        private int agentMaxResponseBytes = DEFAULT_AGENT_MAX_RESPONSE_BYTES;
        private int agentMaxConcurrency = DEFAULT_AGENT_MAX_CONCURRENCY;
        private Map<String, Route> routes = Map.of();
        private Auth auth;
        private Admin admin = Admin.NONE;
        private String registry = "memory";
        private List<StaticAgent> agents = List.of();
        private ServerLimits serverLimits = ServerLimits.DEFAULT;
        private Tracing tracing;
        private A2aOptions a2a = A2aOptions.DEFAULT;

        private Builder() {
        }

        /** The listen address. */
        public Builder host(String value) {
            this.host = value;
            return this;
        }

        /** The listen port, 0 to 65535 (0: a free one). */
        public Builder port(int value) {
            this.port = value;
            return this;
        }

        /** The largest request body read, in bytes (at least 1). */
        public Builder maxBodyBytes(int value) {
            this.maxBodyBytes = value;
            return this;
        }

        /** An upstream call's timeout when the request names none, in seconds; at most {@code maxTimeoutSeconds}. */
        public Builder defaultTimeoutSeconds(long value) {
            this.defaultTimeoutSeconds = value;
            return this;
        }

        /** The most a request's timeout may ask for, in seconds. */
        public Builder maxTimeoutSeconds(long value) {
            this.maxTimeoutSeconds = value;
            return this;
        }

        /** How long a stream may stay silent, in seconds. */
        public Builder maxSseIdleSeconds(long value) {
            this.maxSseIdleSeconds = value;
            return this;
        }

        /** The largest agent reply read, in bytes. */
        public Builder agentMaxResponseBytes(int value) {
            this.agentMaxResponseBytes = value;
            return this;
        }

        /** The most calls in flight to one agent. */
        public Builder agentMaxConcurrency(int value) {
            this.agentMaxConcurrency = value;
            return this;
        }

        /** The routes, per agent id or {@value GatewayConfig#ANY_AGENT} (copied when built). */
        public Builder routes(Map<String, Route> value) {
            this.routes = value;
            return this;
        }

        /** JWT settings for protected routes; {@code null} for none. */
        public Builder auth(Auth value) {
            this.auth = value;
            return this;
        }

        /** The admin API's settings. */
        public Builder admin(Admin value) {
            this.admin = value;
            return this;
        }

        /** {@code "memory"} or {@code "redis://HOST:PORT"}. */
        public Builder registry(String value) {
            this.registry = value;
            return this;
        }

        /** The static agents (copied when built). */
        public Builder agents(List<StaticAgent> value) {
            this.agents = value;
            return this;
        }

        /** The bounds on client connections. */
        public Builder serverLimits(ServerLimits value) {
            this.serverLimits = value;
            return this;
        }

        /** Tracing settings; {@code null}: tracing off. */
        public Builder tracing(Tracing value) {
            this.tracing = value;
            return this;
        }

        /** The A2A options (keep-alives, task affinity, card signing). */
        public Builder a2a(A2aOptions value) {
            this.a2a = value;
            return this;
        }

        /**
         * The configuration.
         *
         * @throws IllegalArgumentException when a bound is broken (a port out of range, a limit below 1, a default
         *                                  timeout over the maximum)
         * @throws NullPointerException     when a required setting is {@code null}
         */
        public GatewayConfig build() {
            return new GatewayConfig(this);
        }
    }

    /**
     * What the gateway does for A2A beyond forwarding: comments that keep an idle event stream open, which instance
     * of an agent a task's later calls go to, and how a card that carries signatures is served.
     *
     * @param sseKeepAliveSeconds    an event stream silent this long gets a {@code : keep-alive} comment line, at a
     *                               frame boundary, so idle intermediaries do not cut it; 0 sends none (15)
     * @param taskAffinityTtlSeconds how long the gateway remembers which instance created a task (86,400: one day)
     * @param cardSigning            the key cards with {@code signatures} are re-signed with, or {@code null}: such
     *                               cards are served with their signatures removed (and a warning logged)
     */
    public record A2aOptions(long sseKeepAliveSeconds, long taskAffinityTtlSeconds, CardSigning cardSigning) {
        /** The default keep-alive period, in seconds. */
        public static final long DEFAULT_SSE_KEEP_ALIVE_SECONDS = 15;
        /** The default task affinity time to live, in seconds: one day. */
        public static final long DEFAULT_TASK_AFFINITY_TTL_SECONDS = 86_400;
        /** Keep-alives every 15 s, affinity kept a day, no card signing key. */
        public static final A2aOptions DEFAULT = new A2aOptions(DEFAULT_SSE_KEEP_ALIVE_SECONDS,
                DEFAULT_TASK_AFFINITY_TTL_SECONDS, null);

        /** Checks the bounds. */
        public A2aOptions {
            if (sseKeepAliveSeconds < 0 || sseKeepAliveSeconds > 86_400) {
                throw new IllegalArgumentException("sseKeepAliveSeconds must be between 0 and 86400, was "
                        + sseKeepAliveSeconds);
            }
            positive("taskAffinityTtlSeconds", taskAffinityTtlSeconds);
        }

        /** These options with another keep-alive period (0: none). */
        public A2aOptions withSseKeepAliveSeconds(long value) {
            return new A2aOptions(value, taskAffinityTtlSeconds, cardSigning);
        }

        /** These options with another task affinity time to live. */
        public A2aOptions withTaskAffinityTtlSeconds(long value) {
            return new A2aOptions(sseKeepAliveSeconds, value, cardSigning);
        }

        /** These options with another card signing key ({@code null}: none). */
        public A2aOptions withCardSigning(CardSigning value) {
            return new A2aOptions(sseKeepAliveSeconds, taskAffinityTtlSeconds, value);
        }
    }

    /**
     * The key the gateway signs the agent cards it rewrites with: a private JWK (EC P-256 for ES256, or RSA for RS256)
     * read from a file; its {@code kid} names the key in each signature's protected header.
     *
     * @param jwkFile the file holding the private JWK
     */
    public record CardSigning(Path jwkFile) {
        /** Checks for null. */
        public CardSigning {
            Objects.requireNonNull(jwkFile, "jwkFile");
        }
    }

    /**
     * Tracing on: the exchanges' spans (a SERVER span per exchange, a CLIENT span per upstream call) exported over
     * OTLP/HTTP, and a new trace started for a request that carries none.
     *
     * @param otlpEndpoint the OTLP/HTTP traces endpoint, e.g. {@code http://127.0.0.1:4318/v1/traces}
     * @param serviceName  the spans' {@code service.name} ({@value #DEFAULT_SERVICE_NAME} by default)
     */
    public record Tracing(URI otlpEndpoint, String serviceName) {
        /** The default {@code service.name}. */
        public static final String DEFAULT_SERVICE_NAME = "rpcgate-gateway";

        /** Checks for nulls. */
        public Tracing {
            Objects.requireNonNull(otlpEndpoint, "otlpEndpoint");
            Objects.requireNonNull(serviceName, "serviceName");
        }
    }

    /**
     * The bounds on the clients' side of the gateway, enforced by the HTTP server for every route on its port.
     *
     * @param maxConnections            client connections open at once; one more waits, unaccepted, in the
     *                                  operating system's backlog until one closes (10,000)
     * @param idleTimeoutSeconds        a connection that has not started a request for this long is closed (60)
     * @param requestReadTimeoutSeconds a request's headers and body must have arrived this long after its request
     *                                  line, else the connection is closed without a reply (60)
     * @param maxHeaderBytes            the most bytes of request headers; more is HTTP 400 (16 KiB)
     * @param maxHeaders                the most request header lines; more is HTTP 431 (100)
     */
    public record ServerLimits(int maxConnections, long idleTimeoutSeconds, long requestReadTimeoutSeconds,
                               int maxHeaderBytes, int maxHeaders) {
        /** The most {@code maxConnections} may be set to. */
        public static final int MAX_CONNECTIONS = 1_000_000;
        /** The most either timeout may be set to, in seconds: one day. */
        public static final long MAX_TIMEOUT_SECONDS = 86_400;
        /** The least {@code maxHeaderBytes} may be set to: room for an ordinary request's headers. */
        public static final int MIN_HEADER_BYTES = 512;
        /** The most {@code maxHeaderBytes} may be set to: 1 MiB. */
        public static final int MAX_HEADER_BYTES = 1 << 20;
        /** The least {@code maxHeaders} may be set to: room for an ordinary request's headers. */
        public static final int MIN_HEADERS = 8;
        /** The most {@code maxHeaders} may be set to. */
        public static final int MAX_HEADERS = 10_000;
        /** Every bound at its default. */
        public static final ServerLimits DEFAULT = new ServerLimits(10_000, 60, 60, 16 * 1024, 100);

        /** Checks the bounds. */
        public ServerLimits {
            within("maxConnections", maxConnections, 1, MAX_CONNECTIONS);
            within("idleTimeoutSeconds", idleTimeoutSeconds, 1, MAX_TIMEOUT_SECONDS);
            within("requestReadTimeoutSeconds", requestReadTimeoutSeconds, 1, MAX_TIMEOUT_SECONDS);
            within("maxHeaderBytes", maxHeaderBytes, MIN_HEADER_BYTES, MAX_HEADER_BYTES);
            within("maxHeaders", maxHeaders, MIN_HEADERS, MAX_HEADERS);
        }

        private static void within(String name, long value, long min, long max) {
            if (value < min || value > max) {
                throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", was "
                        + value);
            }
        }
    }

    /** How a route's params are checked. */
    public enum ParamsMode {
        /** Params must be an object and {@code configuration.timeout} valid; the payload goes to the agent as is. */
        PASSTHROUGH,
        /** {@code message/send} and {@code message/stream} are validated with the route's part policy. */
        STRICT
    }

    /**
     * How requests to one agent (or every agent, {@code "*"}) are checked.
     *
     * @param params     passthrough (default) or strict
     * @param partPolicy the part policy of strict mode
     * @param protect    whether the route needs a valid JWT (AUTH gate)
     * @param version    the one A2A version the route's agents speak (a request of the other is refused with -32009
     *                   rather than forwarded), or {@code null}: both are forwarded
     */
    public record Route(ParamsMode params, PartPolicy partPolicy, boolean protect, A2aVersion version) {
        /** Passthrough, default part policy, not protected, both versions. */
        public static final Route DEFAULT = new Route(ParamsMode.PASSTHROUGH, PartPolicy.DEFAULT, false, null);

        /** Checks for nulls. */
        public Route {
            Objects.requireNonNull(params, "params");
            Objects.requireNonNull(partPolicy, "partPolicy");
        }

        /** A route that forwards both A2A versions. */
        public Route(ParamsMode params, PartPolicy partPolicy, boolean protect) {
            this(params, partPolicy, protect, null);
        }

        /** This route pinned to {@code value} ({@code null}: both versions). */
        public Route withVersion(A2aVersion value) {
            return new Route(params, partPolicy, protect, value);
        }
    }

    /**
     * JWT settings (consumed by the authenticator): an HS256 {@code secret} or a {@code jwksFile}, and the expected
     * issuer and audience ({@code null} when not checked).
     */
    public record Auth(String secret, Path jwksFile, String issuer, String audience) {
    }

    /**
     * The admin API's settings (consumed by the admin routes).
     *
     * @param token           the bearer token, or {@code null} when the admin API is off
     * @param allowedPrefixes the prefixes a registered URL must start with; empty allows any (with a warning)
     */
    public record Admin(String token, List<String> allowedPrefixes) {
        /** No admin token, any prefix. */
        public static final Admin NONE = new Admin(null, List.of());

        /** Copies the prefixes. */
        public Admin {
            allowedPrefixes = List.copyOf(allowedPrefixes);
        }
    }

    /**
     * An agent from the configuration: never expires.
     *
     * @param id   the agent id
     * @param urls the instance URLs
     * @param card the agent card, or {@code null}
     */
    public record StaticAgent(String id, List<URI> urls, JsonObject card) {
        /** Copies the URLs. */
        public StaticAgent {
            Objects.requireNonNull(id, "id");
            urls = List.copyOf(urls);
        }
    }
}
