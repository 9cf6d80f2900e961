package dev.rpcgate.gateway;

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
 * Everything the gateway is configured with, named as A2A gateways name these settings. Read one from a YAML or JSON file
 * with {@link GatewayConfigLoader}, or start from {@link #defaults()} and use the {@code with...} copies.
 *
 * @param host                  the listen address ({@code 127.0.0.1} by default)
 * @param port                  the listen port ({@value #DEFAULT_PORT} by default; 0 picks a free one)
 * @param maxBodyBytes          the largest request body read; a larger one is HTTP 413 (16 MiB)
 * @param defaultTimeoutSeconds an upstream call's timeout when the request names none (300)
 * @param maxTimeoutSeconds     the most a request's {@code params.configuration.timeout} may ask for (3600)
 * @param maxSseIdleSeconds     how long a stream may stay silent before it is ended with -32001 (300)
 * @param agentMaxResponseBytes the largest agent reply read; a larger one is -32003 (10 MiB)
 * @param agentMaxConcurrency   the most calls in flight to one agent; one more is -32003 (100)
 * @param routes                per agent id, or {@code "*"} for every other agent, how requests are checked
 * @param auth                  JWT settings for protected routes, or {@code null} when none are configured
 * @param admin                 the admin API's settings
 * @param registry              {@code "memory"} or {@code "redis://HOST:PORT"}
 * @param agents                the static agents, which never expire
 * @param serverLimits          the bounds on client connections and the requests read from them
 * @param tracing               OpenTelemetry export of the exchanges' spans, or {@code null} for none (tracing off: a
 *                              request's own {@code traceparent} is still passed on to the agent)
 * @param a2a                   stream keep-alives, task affinity and card signing
 */
public record GatewayConfig(
        String host,
        int port,
        int maxBodyBytes,
        long defaultTimeoutSeconds,
        long maxTimeoutSeconds,
        long maxSseIdleSeconds,
        int agentMaxResponseBytes,
        int agentMaxConcurrency,
        Map<String, Route> routes,
        Auth auth,
        Admin admin,
        String registry,
        List<StaticAgent> agents,
        ServerLimits serverLimits,
        Tracing tracing,
        A2aOptions a2a) {

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

    /** Copies the collections and checks the bounds. */
    public GatewayConfig {
        Objects.requireNonNull(host, "host");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port out of range: " + port);
        }
        positive("maxBodyBytes", maxBodyBytes);
        positive("defaultTimeoutSeconds", defaultTimeoutSeconds);
        positive("maxTimeoutSeconds", maxTimeoutSeconds);
        positive("maxSseIdleSeconds", maxSseIdleSeconds);
        positive("agentMaxResponseBytes", agentMaxResponseBytes);
        positive("agentMaxConcurrency", agentMaxConcurrency);
        if (defaultTimeoutSeconds > maxTimeoutSeconds) {
            throw new IllegalArgumentException("defaultTimeoutSeconds " + defaultTimeoutSeconds
                    + " is over maxTimeoutSeconds " + maxTimeoutSeconds);
        }
        routes = Map.copyOf(routes);
        Objects.requireNonNull(admin, "admin");
        Objects.requireNonNull(registry, "registry");
        agents = List.copyOf(agents);
        Objects.requireNonNull(serverLimits, "serverLimits");
        Objects.requireNonNull(a2a, "a2a");
    }

    /** A configuration with every {@link ServerLimits} at its default and no tracing. */
    public GatewayConfig(String host, int port, int maxBodyBytes, long defaultTimeoutSeconds, long maxTimeoutSeconds,
            long maxSseIdleSeconds, int agentMaxResponseBytes, int agentMaxConcurrency, Map<String, Route> routes,
            Auth auth, Admin admin, String registry, List<StaticAgent> agents) {
        this(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds, maxSseIdleSeconds,
                agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry, agents,
                ServerLimits.DEFAULT, null, A2aOptions.DEFAULT);
    }

    private static void positive(String name, long value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, was " + value);
        }
    }

    /** Every setting at its default: 127.0.0.1:9090, no routes (all passthrough, unprotected), memory registry. */
    public static GatewayConfig defaults() {
        return new GatewayConfig("127.0.0.1", DEFAULT_PORT, DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT_SECONDS,
                DEFAULT_MAX_TIMEOUT_SECONDS, DEFAULT_MAX_SSE_IDLE_SECONDS, DEFAULT_AGENT_MAX_RESPONSE_BYTES,
                DEFAULT_AGENT_MAX_CONCURRENCY, Map.of(), null, Admin.NONE, "memory", List.of(), ServerLimits.DEFAULT, null,
                A2aOptions.DEFAULT);
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

    /** This configuration listening elsewhere. */
    public GatewayConfig withListen(String newHost, int newPort) {
        return new GatewayConfig(newHost, newPort, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry, agents,
                serverLimits, tracing, a2a);
    }

    /** This configuration with other limits (timeouts in seconds, sizes in bytes). */
    public GatewayConfig withLimits(int newMaxBodyBytes, long newDefaultTimeoutSeconds, long newMaxTimeoutSeconds,
            long newMaxSseIdleSeconds, int newAgentMaxResponseBytes, int newAgentMaxConcurrency) {
        return new GatewayConfig(host, port, newMaxBodyBytes, newDefaultTimeoutSeconds, newMaxTimeoutSeconds,
                newMaxSseIdleSeconds, newAgentMaxResponseBytes, newAgentMaxConcurrency, routes, auth, admin, registry,
                agents, serverLimits, tracing, a2a);
    }

    /** This configuration with other routes. */
    public GatewayConfig withRoutes(Map<String, Route> newRoutes) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, newRoutes, auth, admin, registry,
                agents, serverLimits, tracing, a2a);
    }

    /** This configuration with other auth settings ({@code null} for none). */
    public GatewayConfig withAuth(Auth newAuth) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, newAuth, admin, registry,
                agents, serverLimits, tracing, a2a);
    }

    /** This configuration with other static agents. */
    public GatewayConfig withAgents(List<StaticAgent> newAgents) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry,
                newAgents, serverLimits, tracing, a2a);
    }

    /** This configuration with another registry ({@code "memory"} or {@code "redis://HOST:PORT"}). */
    public GatewayConfig withRegistry(String newRegistry) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, newRegistry,
                agents, serverLimits, tracing, a2a);
    }

    /** This configuration with other bounds on client connections. */
    public GatewayConfig withServerLimits(ServerLimits newServerLimits) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry,
                agents, newServerLimits, tracing, a2a);
    }

    /** This configuration with other tracing settings ({@code null}: tracing off). */
    public GatewayConfig withTracing(Tracing newTracing) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry,
                agents, serverLimits, newTracing, a2a);
    }

    /** This configuration with other A2A options (keep-alives, task affinity, card signing). */
    public GatewayConfig withA2a(A2aOptions newA2a) {
        return new GatewayConfig(host, port, maxBodyBytes, defaultTimeoutSeconds, maxTimeoutSeconds,
                maxSseIdleSeconds, agentMaxResponseBytes, agentMaxConcurrency, routes, auth, admin, registry,
                agents, serverLimits, tracing, newA2a);
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
