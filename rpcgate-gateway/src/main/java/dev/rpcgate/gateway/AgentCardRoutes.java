package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.CardFetcher.CardFetchException;
import io.helidon.common.uri.UriInfo;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.regex.Pattern;

/**
 * {@code GET /a2a/{id}/.well-known/agent-card.json}: the agent's card with its {@code url} pointing at the gateway's
 * route {@code <scheme>://<host:port>/a2a/{id}}. The card given at registration is served as is; otherwise the card is
 * fetched once from the first instance's origin and cached (a failed fetch is not cached, so a later request tries
 * again). {@code additionalInterfaces} keeps only the JSON-RPC interface, also pointing at the gateway, and a
 * {@code preferredTransport} becomes {@code JSONRPC}: clients must not learn the agents' own addresses. An unknown
 * agent is HTTP 404, a failed fetch HTTP 502, each with a JSON body.
 */
public final class AgentCardRoutes implements GatewayRoutes {
    /** The default deadline on one card fetch. */
    public static final Duration DEFAULT_FETCH_TIMEOUT = Duration.ofSeconds(5);
    /** The default bound on a fetched card: 64 KiB. */
    public static final int DEFAULT_MAX_CARD_BYTES = 64 * 1024;
    /** The default number of fetched cards kept. */
    public static final int DEFAULT_MAX_CACHED = 1000;

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]{1,253}|\\[[0-9A-Fa-f:.]{2,45}\\]");

    private final AgentRegistry registry;
    private final CardFetcher fetcher;
    private final int maxCached;
    private final ConcurrentHashMap<URI, CompletableFuture<JsonObject>> fetched = new ConcurrentHashMap<>();

    /** Card routes with the default fetch timeout, size bound and cache size. */
    public AgentCardRoutes(AgentRegistry registry) {
        this(registry, DEFAULT_FETCH_TIMEOUT, DEFAULT_MAX_CARD_BYTES, DEFAULT_MAX_CACHED);
    }

    /**
     * Card routes with other bounds.
     *
     * @param registry     where agents are found
     * @param fetchTimeout the deadline on fetching one card (connect, headers and body)
     * @param maxCardBytes the largest card accepted from an agent
     * @param maxCached    the most fetched cards kept at once
     */
    public AgentCardRoutes(AgentRegistry registry, Duration fetchTimeout, int maxCardBytes, int maxCached) {
        this.registry = Objects.requireNonNull(registry, "registry");
        if (fetchTimeout.isNegative() || fetchTimeout.isZero() || maxCardBytes < 1 || maxCached < 1) {
            throw new IllegalArgumentException("card fetch timeout, size and cache bounds must be positive");
        }
        this.fetcher = new CardFetcher(fetchTimeout, maxCardBytes);
        this.maxCached = maxCached;
    }

    @Override
    public void register(HttpRouting.Builder routing) {
        routing.get("/a2a/{id}" + CardFetcher.WELL_KNOWN, this::serve)
                // an id that does not fit one path segment once decoded (a%2Fb, ..%2F) lands here: refuse it as JSON
                .get("/a2a/*", (req, res) -> {
                    if (req.path().path().endsWith(CardFetcher.WELL_KNOWN)) {
                        ApiError.of(Status.BAD_REQUEST_400, "invalid_agent_id",
                                "the agent id may hold only lower-case letters, digits and hyphens").send(res);
                    } else {
                        res.next();
                    }
                });
    }

    private void serve(ServerRequest req, ServerResponse res) throws InterruptedException {
        String id = req.path().pathParameters().get("id");
        Optional<String> problem = AgentIdProblem.of(id);
        if (problem.isPresent()) {
            ApiError.of(Status.BAD_REQUEST_400, "invalid_agent_id", problem.get()).send(res);
            return;
        }
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
                card = fetchOnce(CardFetcher.cardUri(agent.get().instances().get(0)));
            } catch (CardFetchException e) {
                ApiError.of(Status.BAD_GATEWAY_502, "agent_card_unavailable", e.getMessage()).send(res);
                return;
            }
        }
        ApiError.HttpJson.send(res, Status.OK_200, rewrite(card, gatewayRoute(req, id)));
    }

    /** One fetch per card URL, shared by concurrent requests; failures are forgotten so the next request retries. */
    private JsonObject fetchOnce(URI cardUri) throws CardFetchException, InterruptedException {
        CompletableFuture<JsonObject> mine = new CompletableFuture<>();
        CompletableFuture<JsonObject> theirs = fetched.putIfAbsent(cardUri, mine);
        if (theirs == null) {
            if (fetched.size() > maxCached) {
                // bounded: forget other cards (they are fetched again when next asked), keep the one being fetched
                fetched.keySet().removeIf(k -> !k.equals(cardUri));
            }
            try {
                mine.complete(fetcher.fetch(cardUri));
            } catch (CardFetchException | RuntimeException | InterruptedException e) {
                fetched.remove(cardUri, mine);
                mine.completeExceptionally(e);
                throw e;
            }
            return mine.join();
        }
        try {
            return theirs.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof CardFetchException c) {
                throw new CardFetchException(c.getMessage());
            }
            throw new CardFetchException("the agent card could not be fetched");
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

    /** The card with every address the client would use replaced by the gateway's route. */
    static JsonObject rewrite(JsonObject card, String route) {
        JsonObject.Builder b = JsonObject.builder();
        for (String name : card.names()) {
            JsonValue v = card.get(name);
            switch (name) {
                case "url" -> b.put(name, route);
                case "preferredTransport" -> b.put(name, "JSONRPC");
                case "additionalInterfaces" -> {
                    List<JsonValue> kept = new ArrayList<>();
                    if (v instanceof JsonArray interfaces) {
                        for (JsonValue i : interfaces.elements()) {
                            if (i instanceof JsonObject o && o.get("transport") instanceof JsonString t
                                    && t.value().equalsIgnoreCase("JSONRPC")) {
                                kept.add(o.toBuilder().put("url", route).build());
                            }
                        }
                    }
                    if (!kept.isEmpty()) {
                        b.put(name, JsonArray.of(kept));
                    }
                }
                default -> b.put(name, v);
            }
        }
        if (!card.has("url")) {
            b.put("url", route);
        }
        return b.build();
    }
}
