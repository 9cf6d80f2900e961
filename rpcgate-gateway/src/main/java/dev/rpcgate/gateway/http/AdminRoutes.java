package dev.rpcgate.gateway.http;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentIdProblem;
import dev.rpcgate.gateway.registry.AgentJson;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.AgentRegistry;
import dev.rpcgate.gateway.registry.RegistrationRules;
import dev.rpcgate.gateway.registry.RegistryException;
import dev.rpcgate.gateway.registry.UrlPolicy;
import dev.rpcgate.gateway.routes.ApiError;
import dev.rpcgate.gateway.routes.GatewayRoutes;
import dev.rpcgate.runtime.http.BoundedBody;
import io.helidon.http.HeaderNames;
import io.helidon.http.HttpMediaType;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The admin API: {@code POST /admin/agents} registers or replaces a dynamic agent from
 * {@code {"id":…,"urls":[…],"card":{…}?,"ttlSeconds":n?}}, {@code GET /admin/agents} lists the live agents,
 * {@code PUT /admin/agents/{id}/heartbeat} renews one, {@code DELETE /admin/agents/{id}} removes one. Every call needs
 * {@code Authorization: Bearer <token>}; every refusal is a JSON body {@code {"error":{"code":…,"message":…}}},
 * located in the request body where that is possible.
 */
public final class AdminRoutes implements GatewayRoutes {
    private static final System.Logger LOG = System.getLogger(AdminRoutes.class.getName());
    private static final Set<String> MEMBERS = Set.of("id", "urls", "card", "ttlSeconds");
    private static final int MAX_DEPTH = 32;

    private final AgentRegistry registry;
    private final AdminOptions options;
    private final UrlPolicy policy;
    private final byte[] tokenHash;
    private final JsonReader reader;

    /** Admin routes over {@code registry}; logs a warning when registrations may use any URL. */
    public AdminRoutes(AgentRegistry registry, AdminOptions options) {
        this.registry = java.util.Objects.requireNonNull(registry, "registry");
        this.options = java.util.Objects.requireNonNull(options, "options");
        this.policy = UrlPolicy.of(options.allowedPrefixes());
        this.tokenHash = options.enabled() ? sha256(options.token()) : null;
        this.reader = JsonReader.withLimits(new JsonLimits(options.maxBodyBytes(), MAX_DEPTH));
        if (!options.enabled()) {
            LOG.log(System.Logger.Level.INFO, "admin API disabled: no admin token configured");
        } else if (policy.allowsAny()) {
            LOG.log(System.Logger.Level.WARNING, "admin API accepts agent URLs on any host: configure "
                    + "admin.allowedPrefixes to limit where the gateway may be told to send requests");
        }
    }

    @Override
    public void register(HttpRouting.Builder routing) {
        routing.post("/admin/agents", (req, res) -> guarded(req, res, this::create))
                .get("/admin/agents", (req, res) -> guarded(req, res, this::list))
                .put("/admin/agents/{id}/heartbeat", (req, res) -> guarded(req, res, this::heartbeat))
                .delete("/admin/agents/{id}", (req, res) -> guarded(req, res, this::delete))
                // anything else under /admin (other methods, ids spanning segments once decoded): a JSON 404
                .any("/admin/*", (req, res) -> guarded(req, res, (q, r) -> ApiError.of(Status.NOT_FOUND_404,
                        "not_found", "no such admin route: the admin API has POST and GET /admin/agents, "
                                + "PUT /admin/agents/{id}/heartbeat and DELETE /admin/agents/{id}").send(r)));
    }

    private interface Action {
        void run(ServerRequest req, ServerResponse res) throws IOException;
    }

    private void guarded(ServerRequest req, ServerResponse res, Action action) throws IOException {
        Optional<ApiError> denied = authorize(req);
        if (denied.isPresent()) {
            if (denied.get().status().code() == 401) {
                res.header(HeaderNames.WWW_AUTHENTICATE, "Bearer realm=\"rpcgate-admin\"");
            }
            denied.get().send(res);
            return;
        }
        try {
            action.run(req, res);
        } catch (RegistryException e) {
            ofRegistry(e).send(res);
        }
    }

    // --- authorization ---------------------------------------------------------------------------------------

    private Optional<ApiError> authorize(ServerRequest req) {
        if (tokenHash == null) {
            return Optional.of(ApiError.of(Status.FORBIDDEN_403, "admin_disabled",
                    "the admin API is disabled: no admin token is configured"));
        }
        Optional<String> header = req.headers().first(HeaderNames.AUTHORIZATION);
        if (header.isEmpty()) {
            return Optional.of(ApiError.of(Status.UNAUTHORIZED_401, "unauthorized",
                    "missing admin token: send Authorization: Bearer <token>"));
        }
        String h = header.get().trim();
        if (h.length() < 7 || !h.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return Optional.of(ApiError.of(Status.UNAUTHORIZED_401, "unauthorized",
                    "the Authorization header must use the Bearer scheme"));
        }
        // compare digests, so the time taken tells nothing about the token's length or content
        if (!MessageDigest.isEqual(tokenHash, sha256(h.substring(7).trim()))) {
            return Optional.of(ApiError.of(Status.UNAUTHORIZED_401, "unauthorized", "invalid admin token"));
        }
        return Optional.empty();
    }

    private static byte[] sha256(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    // --- handlers --------------------------------------------------------------------------------------------

    private void create(ServerRequest req, ServerResponse res) throws IOException {
        Optional<HttpMediaType> type = req.headers().contentType();
        if (type.isEmpty() || !type.get().mediaType().text().equalsIgnoreCase("application/json")) {
            ApiError.of(Status.UNSUPPORTED_MEDIA_TYPE_415, "unsupported_media_type",
                    "the body must be sent as Content-Type: application/json").send(res);
            return;
        }
        Optional<byte[]> body = body(req, options.maxBodyBytes());
        if (body.isEmpty()) {
            ApiError.of(Status.REQUEST_ENTITY_TOO_LARGE_413, "body_too_large",
                    "the body is larger than " + options.maxBodyBytes() + " bytes").send(res);
            return;
        }
        JsonParse parse = reader.read(body.get());
        if (!parse.isValid()) {
            Finding f = parse.findings().get(0);
            new ApiError(Status.BAD_REQUEST_400, "invalid_json", f.message(), null, f.location()).send(res);
            return;
        }
        Registration r = readRegistration(parse.value());
        if (r.error() != null) {
            r.error().send(res);
            return;
        }
        Agent agent = registry.register(r.registration());
        ApiError.HttpJson.send(res, Status.CREATED_201, JsonObject.builder().put("agent", AgentJson.toJson(agent)).build());
    }

    private void list(ServerRequest req, ServerResponse res) {
        List<JsonValue> agents = new ArrayList<>();
        for (Agent a : registry.list()) {
            // cards stay out of the list, so its size stays bounded by the agent count
            JsonObject full = AgentJson.toJson(a);
            JsonObject.Builder b = JsonObject.builder();
            for (String name : full.names()) {
                if (!name.equals("card")) {
                    b.put(name, full.get(name));
                }
            }
            agents.add(b.put("hasCard", a.card() != null).build());
        }
        ApiError.HttpJson.send(res, Status.OK_200, JsonObject.builder().put("agents", JsonArray.of(agents)).build());
    }

    private void heartbeat(ServerRequest req, ServerResponse res) {
        String id = req.path().pathParameters().get("id");
        if (badId(id, res)) {
            return;
        }
        Optional<Agent> renewed = registry.heartbeat(id) ? registry.find(id) : Optional.empty();
        if (renewed.isEmpty()) {
            notFound(id).send(res);
            return;
        }
        ApiError.HttpJson.send(res, Status.OK_200,
                JsonObject.builder().put("agent", AgentJson.toJson(renewed.get())).build());
    }

    private void delete(ServerRequest req, ServerResponse res) {
        String id = req.path().pathParameters().get("id");
        if (badId(id, res)) {
            return;
        }
        if (registry.find(id).map(Agent::isStatic).orElse(false)) {
            ApiError.of(Status.CONFLICT_409, "static_agent",
                    "agent '" + id + "' comes from the configuration and cannot be removed").send(res);
            return;
        }
        if (!registry.remove(id)) {
            notFound(id).send(res);
            return;
        }
        res.status(Status.NO_CONTENT_204);
        res.send();
    }

    private static boolean badId(String id, ServerResponse res) {
        Optional<String> problem = AgentIdProblem.of(id);
        problem.ifPresent(p -> ApiError.of(Status.BAD_REQUEST_400, "invalid_agent_id", p).send(res));
        return problem.isPresent();
    }

    private static ApiError notFound(String id) {
        return ApiError.of(Status.NOT_FOUND_404, "agent_not_found", "agent not found: " + id);
    }

    private static ApiError ofRegistry(RegistryException e) {
        return switch (e.kind()) {
            case INVALID -> ApiError.of(Status.BAD_REQUEST_400, "invalid_registration", e.getMessage());
            case STATIC_AGENT -> ApiError.of(Status.CONFLICT_409, "static_agent", e.getMessage());
            case FULL -> ApiError.of(Status.INSUFFICIENT_STORAGE_507, "registry_full", e.getMessage());
            case UNAVAILABLE -> ApiError.of(Status.SERVICE_UNAVAILABLE_503, "registry_unavailable", e.getMessage());
        };
    }

    // --- the registration body -------------------------------------------------------------------------------

    private record Registration(AgentRegistration registration, ApiError error) {
    }

    private Registration readRegistration(JsonValue value) {
        if (!(value instanceof JsonObject o)) {
            return refuse("invalid_body", "the body must be a JSON object", "", value);
        }
        for (int i = 0; i < o.size(); i++) {
            String name = o.nameAt(i).value();
            if (!MEMBERS.contains(name)) {
                return refuse("unknown_member", "unknown member '" + clip(name)
                        + "': expected id, urls, card or ttlSeconds", "/" + JsonWriter.pointerToken(name),
                        o.nameAt(i));
            }
        }
        JsonValue id = o.get("id");
        if (!(id instanceof JsonString idText)) {
            return refuse("invalid_agent_id", id == null ? "the member 'id' is required" : "'id' must be a string",
                    "/id", id == null ? o : id);
        }
        Optional<String> idProblem = AgentIdProblem.of(idText.value());
        if (idProblem.isPresent()) {
            return refuse("invalid_agent_id", idProblem.get(), "/id", id);
        }
        JsonValue urls = o.get("urls");
        if (!(urls instanceof JsonArray array) || array.isEmpty()) {
            return refuse("invalid_urls", "'urls' must be a non-empty array of http(s) URLs", "/urls",
                    urls == null ? o : urls);
        }
        if (array.size() > RegistrationRules.MAX_INSTANCES) {
            return refuse("invalid_urls", "'urls' holds " + array.size() + " URLs, over the limit of "
                    + RegistrationRules.MAX_INSTANCES, "/urls", urls);
        }
        List<URI> instances = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            JsonValue u = array.get(i);
            String at = "/urls/" + i;
            if (!(u instanceof JsonString s)) {
                return refuse("invalid_url", "each URL must be a string", at, u);
            }
            switch (policy.judge(s.value())) {
                case UrlPolicy.Allowed a -> instances.add(a.uri());
                case UrlPolicy.Malformed m -> {
                    return refuse("invalid_url", m.reason(), at, u);
                }
                case UrlPolicy.NotAllowed n -> {
                    return refuse("url_not_allowed", n.reason() + " configured in admin.allowedPrefixes", at, u);
                }
            }
        }
        JsonValue card = o.get("card");
        if (card != null && !(card instanceof JsonObject)) {
            return refuse("invalid_card", "'card' must be a JSON object (an A2A agent card)", "/card", card);
        }
        Duration ttl = AgentRegistration.DEFAULT_TTL;
        JsonValue ttlValue = o.get("ttlSeconds");
        if (ttlValue != null) {
            long max = RegistrationRules.MAX_TTL.toSeconds();
            long seconds = ttlValue instanceof JsonNumber n && n.isIntegral() ? n.findLong().orElse(-1) : -1;
            if (seconds < 1 || seconds > max) {
                return refuse("invalid_ttl", "'ttlSeconds' must be a whole number of seconds from 1 to " + max,
                        "/ttlSeconds", ttlValue);
            }
            ttl = Duration.ofSeconds(seconds);
        }
        return new Registration(new AgentRegistration(idText.value(), instances, (JsonObject) card, ttl), null);
    }

    private static Registration refuse(String code, String message, String path, JsonValue at) {
        SourceLocation where = at == null ? null : at.location().orElse(null);
        return new Registration(null, new ApiError(Status.BAD_REQUEST_400, code, message, path, where));
    }

    /** The body, or empty when its declared or actual length is over {@code max} bytes (then nothing more is read). */
    private static Optional<byte[]> body(ServerRequest req, int max) throws IOException {
        Optional<String> declared = req.headers().first(HeaderNames.CONTENT_LENGTH);
        if (declared.isPresent()) {
            try {
                if (Long.parseLong(declared.get().trim()) > max) {
                    return Optional.empty();
                }
            } catch (NumberFormatException e) {
                return Optional.empty(); // the server checks the header's form; be strict anyway
            }
        }
        if (!req.content().hasEntity()) {
            return Optional.of(new byte[0]);
        }
        try (InputStream in = req.content().inputStream()) {
            byte[] body = BoundedBody.read(in, max);
            return body.length > max ? Optional.empty() : Optional.of(body);
        }
    }

    private static String clip(String s) {
        return s.length() <= 64 ? s : s.substring(0, 64) + "…";
    }
}
