package dev.rpcgate.gateway.card;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.DetectedVersion;
import dev.rpcgate.a2a.VersionDetection;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.gateway.card.CardFetcher.CardFetchException;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentIdProblem;
import dev.rpcgate.gateway.registry.AgentRegistry;
import dev.rpcgate.gateway.registry.RegistryException;
import dev.rpcgate.gateway.routes.ApiError;
import dev.rpcgate.gateway.routes.GatewayRoutes;
import io.helidon.common.uri.UriInfo;
import io.helidon.http.HeaderName;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * {@code GET /a2a/{id}/.well-known/agent-card.json}: the agent's card pointing at the gateway's route
 * {@code <scheme>://<host:port>/a2a/{id}} ({@link CardRewrite}: v0.3 {@code url} and {@code additionalInterfaces},
 * v1.0 {@code supportedInterfaces}, JSON-RPC interfaces only), with signatures that verify or none
 * ({@link CardSignatures}). The card given at registration is served from it; otherwise the card is fetched from the
 * first instance's origin, with the caller's {@code A2A-Version} (header, else query parameter) as a header, and
 * cached per card URL and version (a failed fetch is not cached, so a later request tries again). Every answer says
 * {@code Vary: A2A-Version}. An unknown agent is HTTP 404, a version the gateway does not speak HTTP 400, a failed
 * fetch HTTP 502, each with a JSON body that names the agent by its id only: the agent's address goes to the log.
 */
public final class AgentCardRoutes implements GatewayRoutes {
    /** The default deadline on one card fetch. */
    public static final Duration DEFAULT_FETCH_TIMEOUT = Duration.ofSeconds(5);
    /** The default bound on a fetched card: 64 KiB. */
    public static final int DEFAULT_MAX_CARD_BYTES = 64 * 1024;
    /** The default number of fetched cards kept. */
    public static final int DEFAULT_MAX_CACHED = 1000;

    static final Logger LOG = Logger.getLogger(AgentCardRoutes.class.getName());
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]{1,253}|\\[[0-9A-Fa-f:.]{2,45}\\]");
    private static final HeaderName VERSION = HeaderNames.create(CardFetcher.VERSION_HEADER);

    private final AgentRegistry registry;
    private final CardFetcher fetcher;
    private final CardSignatures signatures;
    private final int maxCached;
    private final ConcurrentHashMap<CardKey, CompletableFuture<JsonObject>> fetched = new ConcurrentHashMap<>();

    /** A fetched card's cache key: its URL and the {@code A2A-Version} sent ({@code ""}: none). */
    private record CardKey(URI cardUri, String version) {
    }

    /** Card routes with the default fetch timeout, size bound and cache size, and no signing key. */
    public AgentCardRoutes(AgentRegistry registry) {
        this(registry, DEFAULT_FETCH_TIMEOUT, DEFAULT_MAX_CARD_BYTES, DEFAULT_MAX_CACHED, null);
    }

    /**
     * Card routes with the default bounds that sign rewritten cards with {@code signing}'s key.
     *
     * @param signing the card signing key, or {@code null}: cards that carried signatures are served without
     * @throws IllegalArgumentException when the key does not load (the message names the file and why)
     */
    public AgentCardRoutes(AgentRegistry registry, GatewayConfig.CardSigning signing) {
        this(registry, DEFAULT_FETCH_TIMEOUT, DEFAULT_MAX_CARD_BYTES, DEFAULT_MAX_CACHED, signing);
    }

    /** Card routes with other bounds and no signing key. */
    public AgentCardRoutes(AgentRegistry registry, Duration fetchTimeout, int maxCardBytes, int maxCached) {
        this(registry, fetchTimeout, maxCardBytes, maxCached, null);
    }

    /**
     * Card routes with other bounds.
     *
     * @param registry     where agents are found
     * @param fetchTimeout the deadline on fetching one card (connect, headers and body)
     * @param maxCardBytes the largest card accepted from an agent
     * @param maxCached    the most fetched cards kept at once
     * @param signing      the card signing key, or {@code null}
     * @throws IllegalArgumentException when a bound is not positive or the key does not load
     */
    public AgentCardRoutes(AgentRegistry registry, Duration fetchTimeout, int maxCardBytes, int maxCached,
                           GatewayConfig.CardSigning signing) {
        this.registry = Objects.requireNonNull(registry, "registry");
        if (fetchTimeout.isNegative() || fetchTimeout.isZero() || maxCardBytes < 1 || maxCached < 1) {
            throw new IllegalArgumentException("card fetch timeout, size and cache bounds must be positive");
        }
        this.fetcher = new CardFetcher(fetchTimeout, maxCardBytes);
        this.maxCached = maxCached;
        this.signatures = new CardSignatures(signing == null ? null : CardSigner.load(signing.jwkFile()));
    }

    @Override
    public void register(HttpRouting.Builder routing) {
        routing.get("/a2a/{id}" + CardFetcher.WELL_KNOWN, this::serve)
                // an id that does not fit one path segment once decoded (a%2Fb, ..%2F) lands here: refuse it as JSON
                .get("/a2a/*", (req, res) -> {
                    if (req.path().path().endsWith(CardFetcher.WELL_KNOWN)) {
                        res.header(HeaderNames.VARY, CardFetcher.VERSION_HEADER);
                        ApiError.of(Status.BAD_REQUEST_400, "invalid_agent_id",
                                "the agent id may hold only lower-case letters, digits and hyphens").send(res);
                    } else {
                        res.next();
                    }
                });
    }

    private void serve(ServerRequest req, ServerResponse res) throws InterruptedException {
        res.header(HeaderNames.VARY, CardFetcher.VERSION_HEADER);
        String id = req.path().pathParameters().get("id");
        Optional<String> problem = AgentIdProblem.of(id);
        if (problem.isPresent()) {
            ApiError.of(Status.BAD_REQUEST_400, "invalid_agent_id", problem.get()).send(res);
            return;
        }
        DetectedVersion declared = VersionDetection.detect(req.headers().first(VERSION).orElse(null),
                req.query().contains(CardFetcher.VERSION_HEADER) ? req.query().get(CardFetcher.VERSION_HEADER) : null,
                null);
        if (!declared.isValid()) {
            Finding f = declared.findings().stream().filter(Finding::isError).findFirst().orElseThrow();
            ApiError.of(Status.BAD_REQUEST_400, f.is(A2aCode.VERSION_CONFLICT)
                    ? "a2a_version_conflict" : "unsupported_a2a_version", f.message()).send(res);
            return;
        }
        // a declared version is sent on as Major.Minor; none declared sends none (the agent then assumes 0.3)
        String version = declared.requested() == null ? null : declared.version().orElseThrow().label();
        Optional<Agent> agent;
        try {
            agent = registry.find(id);
        } catch (RegistryException e) {
            ApiError.of(Status.SERVICE_UNAVAILABLE_503, "registry_unavailable", e.getMessage()).send(res);
            return;
        }
        if (agent.isEmpty()) {
            ApiError.of(Status.NOT_FOUND_404, "agent_not_found", "agent not found: " + id).send(res);
            return;
        }
        JsonObject card = agent.get().card();
        if (card == null) {
            try {
                card = fetchOnce(new CardKey(CardFetcher.cardUri(agent.get().instances().get(0)),
                        version == null ? "" : version));
            } catch (CardFetchException e) {
                LOG.log(Level.WARNING, "the card of agent \"" + id + "\" could not be fetched: " + e.detail());
                ApiError.of(Status.BAD_GATEWAY_502, "agent_card_unavailable", "the card of agent \"" + id
                        + "\" could not be fetched: " + e.getMessage()).send(res);
                return;
            }
        }
        JsonObject rewritten = CardRewrite.rewrite(card, gatewayRoute(req, id));
        ApiError.HttpJson.send(res, Status.OK_200, signatures.apply(id, card, rewritten));
    }

    /** One fetch per card URL and version, shared by concurrent requests; failures are forgotten so the next retries. */
    private JsonObject fetchOnce(CardKey key) throws CardFetchException, InterruptedException {
        CompletableFuture<JsonObject> mine = new CompletableFuture<>();
        CompletableFuture<JsonObject> theirs = fetched.putIfAbsent(key, mine);
        if (theirs == null) {
            if (fetched.size() > maxCached) {
                // bounded: forget other cards (they are fetched again when next asked), keep the one being fetched
                fetched.keySet().removeIf(k -> !k.equals(key));
            }
            try {
                mine.complete(fetcher.fetch(key.cardUri(), key.version().isEmpty() ? null : key.version()));
            } catch (CardFetchException | RuntimeException | InterruptedException e) {
                fetched.remove(key, mine);
                mine.completeExceptionally(e);
                throw e;
            }
            return mine.join();
        }
        try {
            return theirs.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof CardFetchException c) {
                throw new CardFetchException(c.getMessage(), c.detail());
            }
            throw new CardFetchException("the fetch failed", String.valueOf(e.getCause()));
        }
    }

    /** {@code <scheme>://<host:port>/a2a/<id>} as the client addressed the gateway. */
    static String gatewayRoute(ServerRequest req, String id) {
        UriInfo uri = req.requestedUri();
        String scheme = req.isSecure() ? "https" : "http";
        String host = uri.host();
        int port = uri.port();
        if (host == null || !HOST.matcher(host).matches()) {
            // a Host header we would not repeat: use the address the client actually reached
            host = req.localPeer().host();
            port = req.localPeer().port();
            if (host.indexOf(':') >= 0 && !host.startsWith("[")) {
                host = "[" + host + "]";
            }
        }
        return scheme + "://" + host + ":" + port + "/a2a/" + id;
    }
}
