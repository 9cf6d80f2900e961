package dev.rpcgate.gateway.config;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.gateway.registry.AgentIds;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Reads a {@link GatewayConfig} from YAML or JSON. Both give one tree and the same rules: unknown keys, wrong types and
 * out-of-range values are {@link ConfigProblem}s with the file, line, column and key — never an exception trace. A
 * file named {@code *.json} is JSON, {@code *.yaml}/{@code *.yml} YAML, anything else YAML unless it starts with
 * <code>{</code>. Absent keys keep their defaults ({@link GatewayConfig#defaults()}).
 */
public final class GatewayConfigLoader {
    /** The largest configuration file read. */
    public static final int MAX_FILE_BYTES = 1024 * 1024;

    private static final Set<String> TOP = Set.of("host", "port", "maxBodyBytes", "defaultTimeoutSeconds",
            "maxTimeoutSeconds", "maxSseIdleSeconds", "agentMaxResponseBytes", "agentMaxConcurrency", "routes", "auth",
            "admin", "registry", "agents", "maxConnections", "idleTimeoutSeconds", "requestReadTimeoutSeconds",
            "maxHeaderBytes", "maxHeaders", "tracing", "sseKeepAliveSeconds", "taskAffinityTtlSeconds", "cardSigning");
    private static final Set<String> ROUTE = Set.of("params", "partPolicy", "protected", "a2aVersion");
    private static final Set<String> CARD_SIGNING = Set.of("jwkFile");
    private static final Set<String> POLICY = Set.of("partLimit", "allowUri", "allowedHosts");
    private static final Set<String> AUTH = Set.of("secret", "jwksFile", "issuer", "audience");
    private static final Set<String> ADMIN = Set.of("token", "allowedPrefixes");
    private static final Set<String> AGENT = Set.of("urls", "card");
    private static final Set<String> TRACING = Set.of("otlpEndpoint", "serviceName");

    private final String source;
    private final Path baseDir;
    private final Map<String, SourceLocation> yamlLocations;
    private final List<ConfigProblem> problems = new ArrayList<>();

    private GatewayConfigLoader(String source, Path baseDir, Map<String, SourceLocation> yamlLocations) {
        this.source = source;
        this.baseDir = baseDir;
        this.yamlLocations = yamlLocations;
    }

    /** Reads a configuration file; a missing or unreadable file is a problem too. */
    public static LoadedConfig load(Path file) {
        String name = file.toString();
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_FILE_BYTES + 1);
        } catch (IOException e) {
            return failed(name, "cannot read the file: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
        if (bytes.length > MAX_FILE_BYTES) {
            return failed(name, "the file is over " + MAX_FILE_BYTES + " bytes");
        }
        Path dir = file.toAbsolutePath().getParent();
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".json")) {
            return json(bytes, name, dir);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return failed(name, "the file is not valid UTF-8");
        }
        if (!lower.endsWith(".yaml") && !lower.endsWith(".yml") && text.stripLeading().startsWith("{")) {
            return json(bytes, name, dir);
        }
        return yaml(text, name, dir);
    }

    /** Reads JSON text; relative paths (a JWKS file) resolve against {@code baseDir} when not null. */
    public static LoadedConfig json(byte[] utf8, String source, Path baseDir) {
        GatewayConfigLoader l = new GatewayConfigLoader(source, baseDir, null);
        JsonParse parse = JsonReader.standard().read(utf8);
        if (!parse.isValid()) {
            for (Finding f : parse.findings()) {
                l.problems.add(new ConfigProblem(source, f.location(), "", "not valid JSON: " + f.message()));
            }
            return new LoadedConfig(null, l.problems);
        }
        return l.build(parse.value());
    }

    /** Reads YAML text; relative paths resolve against {@code baseDir} when not null. */
    public static LoadedConfig yaml(String text, String source, Path baseDir) {
        Map<String, SourceLocation> locations = new HashMap<>();
        GatewayConfigLoader l = new GatewayConfigLoader(source, baseDir, locations);
        JsonValue tree = YamlTree.read(text, source, locations, l.problems);
        if (tree == null || !l.problems.isEmpty()) {
            return new LoadedConfig(null, l.problems);
        }
        return l.build(tree);
    }

    private static LoadedConfig failed(String source, String message) {
        return new LoadedConfig(null, List.of(new ConfigProblem(source, null, "", message)));
    }

    private LoadedConfig build(JsonValue root) {
        GatewayConfig d = GatewayConfig.defaults();
        JsonObject top = object(root, new Key("", ""));
        if (top == null) {
            return new LoadedConfig(null, problems);
        }
        Key at = new Key("", "");
        known(top, at, TOP);
        String host = string(top, at, "host", d.host());
        int port = (int) number(top, at, "port", d.port(), 0, 65535);
        int maxBody = (int) number(top, at, "maxBodyBytes", d.maxBodyBytes(), 1, Integer.MAX_VALUE - 8);
        long defTimeout = number(top, at, "defaultTimeoutSeconds", d.defaultTimeoutSeconds(), 1, 86_400 * 365);
        long maxTimeout = number(top, at, "maxTimeoutSeconds", d.maxTimeoutSeconds(), 1, 86_400 * 365);
        long sseIdle = number(top, at, "maxSseIdleSeconds", d.maxSseIdleSeconds(), 1, 86_400 * 365);
        int maxResponse = (int) number(top, at, "agentMaxResponseBytes", d.agentMaxResponseBytes(), 1,
                Integer.MAX_VALUE - 8);
        int maxConcurrency = (int) number(top, at, "agentMaxConcurrency", d.agentMaxConcurrency(), 1, 1_000_000);
        if (defTimeout > maxTimeout && top.has("defaultTimeoutSeconds")) {
            problem(at.child("defaultTimeoutSeconds"), top.get("defaultTimeoutSeconds"),
                    "is over maxTimeoutSeconds (" + maxTimeout + ")");
        } else if (defTimeout > maxTimeout) {
            problem(at.child("maxTimeoutSeconds"), top.get("maxTimeoutSeconds"),
                    "is under defaultTimeoutSeconds (" + defTimeout + ")");
        }
        GatewayConfig.ServerLimits serverLimits = serverLimits(top, at);
        Map<String, GatewayConfig.Route> routes = routes(top, at);
        GatewayConfig.Auth auth = auth(top, at);
        GatewayConfig.Admin admin = admin(top, at);
        String registry = registry(top, at);
        List<GatewayConfig.StaticAgent> agents = agents(top, at);
        GatewayConfig.Tracing tracing = tracing(top, at);
        GatewayConfig.A2aOptions a2a = a2a(top, at);
        if (auth == null) {
            for (Map.Entry<String, GatewayConfig.Route> e : routes.entrySet()) {
                if (e.getValue().protect()) {
                    JsonValue flag = top.find("routes").orElse(null) instanceof JsonObject r
                            && r.find(e.getKey()).orElse(null) instanceof JsonObject route
                            ? route.find("protected").orElse(null) : null;
                    problem(at.child("routes").child(e.getKey()).child("protected"), flag,
                            "the route is protected but no auth is configured");
                }
            }
        }
        if (!problems.isEmpty()) {
            return new LoadedConfig(null, problems);
        }
        return new LoadedConfig(GatewayConfig.builder().host(host).port(port).maxBodyBytes(maxBody)
                .defaultTimeoutSeconds(defTimeout).maxTimeoutSeconds(maxTimeout).maxSseIdleSeconds(sseIdle)
                .agentMaxResponseBytes(maxResponse).agentMaxConcurrency(maxConcurrency).routes(routes).auth(auth)
                .admin(admin).registry(registry).agents(agents).serverLimits(serverLimits).tracing(tracing).a2a(a2a)
                .build(), List.of());
    }

    private GatewayConfig.ServerLimits serverLimits(JsonObject top, Key at) {
        GatewayConfig.ServerLimits d = GatewayConfig.ServerLimits.DEFAULT;
        long maxTimeout = GatewayConfig.ServerLimits.MAX_TIMEOUT_SECONDS;
        int connections = (int) number(top, at, "maxConnections", d.maxConnections(), 1,
                GatewayConfig.ServerLimits.MAX_CONNECTIONS);
        long idle = number(top, at, "idleTimeoutSeconds", d.idleTimeoutSeconds(), 1, maxTimeout);
        long read = number(top, at, "requestReadTimeoutSeconds", d.requestReadTimeoutSeconds(), 1, maxTimeout);
        int headerBytes = (int) number(top, at, "maxHeaderBytes", d.maxHeaderBytes(),
                GatewayConfig.ServerLimits.MIN_HEADER_BYTES, GatewayConfig.ServerLimits.MAX_HEADER_BYTES);
        int headers = (int) number(top, at, "maxHeaders", d.maxHeaders(), GatewayConfig.ServerLimits.MIN_HEADERS,
                GatewayConfig.ServerLimits.MAX_HEADERS);
        return new GatewayConfig.ServerLimits(connections, idle, read, headerBytes, headers);
    }

    private Map<String, GatewayConfig.Route> routes(JsonObject top, Key at) {
        Map<String, GatewayConfig.Route> out = new LinkedHashMap<>();
        JsonObject routes = optionalObject(top, at, "routes");
        if (routes == null) {
            return out;
        }
        Key rk = at.child("routes");
        for (String id : routes.names()) {
            Key k = rk.child(id);
            if (!id.equals(GatewayConfig.ANY_AGENT) && !AgentIds.isValid(id)) {
                problem(k, routes.get(id), "not an agent id (lower-case letters, digits and '-') nor \"*\"");
                continue;
            }
            JsonObject r = object(routes.get(id), k);
            if (r == null) {
                continue;
            }
            known(r, k, ROUTE);
            GatewayConfig.ParamsMode mode = GatewayConfig.ParamsMode.PASSTHROUGH;
            String params = string(r, k, "params", "passthrough");
            if (params != null) {
                switch (params) {
                    case "passthrough" -> mode = GatewayConfig.ParamsMode.PASSTHROUGH;
                    case "strict" -> mode = GatewayConfig.ParamsMode.STRICT;
                    default -> problem(k.child("params"), r.get("params"),
                            "expected \"passthrough\" or \"strict\", got " + quote(params));
                }
            }
            PartPolicy policy = policy(r, k);
            boolean protect = bool(r, k, "protected", false);
            A2aVersion version = null;
            String pinned = string(r, k, "a2aVersion", null);
            if (pinned != null) {
                version = A2aVersion.findByLabel(pinned).orElse(null);
                if (version == null) {
                    problem(k.child("a2aVersion"), r.get("a2aVersion"),
                            "expected \"0.3\" or \"1.0\", got " + quote(pinned));
                }
            }
            out.put(id, new GatewayConfig.Route(mode, policy == null ? PartPolicy.DEFAULT : policy, protect, version));
        }
        return out;
    }

    private PartPolicy policy(JsonObject route, Key at) {
        JsonObject p = optionalObject(route, at, "partPolicy");
        if (p == null) {
            return null;
        }
        Key k = at.child("partPolicy");
        known(p, k, POLICY);
        long limit = number(p, k, "partLimit", PartPolicy.DEFAULT_PART_LIMIT, 0, Long.MAX_VALUE);
        boolean allowUri = bool(p, k, "allowUri", false);
        List<String> hosts = strings(p, k, "allowedHosts", PartPolicy.DEFAULT.allowedHosts());
        try {
            return new PartPolicy(limit, allowUri, hosts);
        } catch (IllegalArgumentException e) {
            problem(k.child("allowedHosts"), p.get("allowedHosts"), e.getMessage());
            return null;
        }
    }

    private GatewayConfig.Auth auth(JsonObject top, Key at) {
        JsonObject a = optionalObject(top, at, "auth");
        if (a == null) {
            return null;
        }
        Key k = at.child("auth");
        known(a, k, AUTH);
        String secret = string(a, k, "secret", null);
        String jwks = string(a, k, "jwksFile", null);
        String issuer = string(a, k, "issuer", null);
        String audience = string(a, k, "audience", null);
        if ((secret == null) == (jwks == null)) {
            problem(k, a, "give exactly one of \"secret\" (HS256) or \"jwksFile\"");
        }
        if (secret != null && secret.getBytes(StandardCharsets.UTF_8).length < 32) {
            problem(k.child("secret"), a.get("secret"), "an HS256 secret needs at least 32 bytes");
        }
        Path jwksPath = null;
        if (jwks != null) {
            jwksPath = baseDir == null ? Path.of(jwks) : baseDir.resolve(jwks);
            if (!Files.isReadable(jwksPath)) {
                problem(k.child("jwksFile"), a.get("jwksFile"), "cannot read " + jwksPath);
            }
        }
        return new GatewayConfig.Auth(secret, jwksPath, issuer, audience);
    }

    private GatewayConfig.Admin admin(JsonObject top, Key at) {
        JsonObject a = optionalObject(top, at, "admin");
        if (a == null) {
            return GatewayConfig.Admin.NONE;
        }
        Key k = at.child("admin");
        known(a, k, ADMIN);
        String token = string(a, k, "token", null);
        if (token != null && token.length() < 16) {
            problem(k.child("token"), a.get("token"), "an admin token needs at least 16 characters");
        }
        List<String> prefixes = strings(a, k, "allowedPrefixes", List.of());
        for (int i = 0; i < prefixes.size(); i++) {
            String p = prefixes.get(i);
            if (!p.startsWith("http://") && !p.startsWith("https://")) {
                problem(k.child("allowedPrefixes").index(i), null, "a prefix starts with http:// or https://");
            }
        }
        return new GatewayConfig.Admin(token, prefixes);
    }

    private String registry(JsonObject top, Key at) {
        String r = string(top, at, "registry", "memory");
        if (r == null || r.equals("memory")) {
            return "memory";
        }
        Key k = at.child("registry");
        URI uri = null;
        try {
            uri = URI.create(r);
        } catch (IllegalArgumentException e) {
            // reported below
        }
        if (uri == null || !"redis".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 1
                || (uri.getRawPath() != null && !uri.getRawPath().isEmpty() && !uri.getRawPath().equals("/"))) {
            problem(k, top.get("registry"), "expected \"memory\" or \"redis://HOST:PORT\", got " + quote(r));
        }
        return r;
    }

    private List<GatewayConfig.StaticAgent> agents(JsonObject top, Key at) {
        List<GatewayConfig.StaticAgent> out = new ArrayList<>();
        JsonObject agents = optionalObject(top, at, "agents");
        if (agents == null) {
            return out;
        }
        Key ak = at.child("agents");
        for (String id : agents.names()) {
            Key k = ak.child(id);
            if (!AgentIds.isValid(id)) {
                problem(k, agents.get(id), "not an agent id (lower-case letters, digits and '-')");
                continue;
            }
            JsonObject a = object(agents.get(id), k);
            if (a == null) {
                continue;
            }
            known(a, k, AGENT);
            List<String> urls = strings(a, k, "urls", List.of());
            List<URI> uris = new ArrayList<>();
            if (urls.isEmpty()) {
                problem(k.child("urls"), a.get("urls"), "an agent needs at least one URL");
            }
            for (int i = 0; i < urls.size(); i++) {
                URI u = httpUri(urls.get(i));
                if (u == null) {
                    problem(k.child("urls").index(i), null, "not an absolute http:// or https:// URL: "
                            + quote(urls.get(i)));
                } else {
                    uris.add(u);
                }
            }
            JsonObject card = null;
            if (a.has("card")) {
                card = object(a.get("card"), k.child("card"));
            }
            out.add(new GatewayConfig.StaticAgent(id, uris, card));
        }
        return out;
    }

    private GatewayConfig.A2aOptions a2a(JsonObject top, Key at) {
        GatewayConfig.A2aOptions d = GatewayConfig.A2aOptions.DEFAULT;
        long keepAlive = number(top, at, "sseKeepAliveSeconds", d.sseKeepAliveSeconds(), 0, 86_400);
        long affinity = number(top, at, "taskAffinityTtlSeconds", d.taskAffinityTtlSeconds(), 1, 86_400 * 365);
        GatewayConfig.CardSigning signing = null;
        JsonObject c = optionalObject(top, at, "cardSigning");
        if (c != null) {
            Key k = at.child("cardSigning");
            known(c, k, CARD_SIGNING);
            String file = string(c, k, "jwkFile", null);
            if (file == null) {
                if (!c.has("jwkFile")) {
                    problem(k, c, "cardSigning needs \"jwkFile\", the file of the private JWK cards are signed with");
                }
            } else {
                Path path = baseDir == null ? Path.of(file) : baseDir.resolve(file);
                if (!Files.isReadable(path)) {
                    problem(k.child("jwkFile"), c.get("jwkFile"), "cannot read " + path);
                } else {
                    signing = new GatewayConfig.CardSigning(path);
                }
            }
        }
        return new GatewayConfig.A2aOptions(keepAlive, affinity, signing);
    }

    private GatewayConfig.Tracing tracing(JsonObject top, Key at) {
        JsonObject t = optionalObject(top, at, "tracing");
        if (t == null) {
            return null;
        }
        Key k = at.child("tracing");
        known(t, k, TRACING);
        String endpoint = string(t, k, "otlpEndpoint", null);
        String service = string(t, k, "serviceName", GatewayConfig.Tracing.DEFAULT_SERVICE_NAME);
        if (endpoint == null) {
            if (!t.has("otlpEndpoint")) {
                problem(k, t, "tracing needs \"otlpEndpoint\", the OTLP/HTTP traces URL");
            }
            return null;
        }
        URI uri = httpUri(endpoint);
        if (uri == null) {
            problem(k.child("otlpEndpoint"), t.get("otlpEndpoint"), "not an absolute http:// or https:// URL: "
                    + quote(endpoint));
            return null;
        }
        return new GatewayConfig.Tracing(uri, service);
    }

    /** An absolute http(s) URL with a host and no user info or fragment, else {@code null}. */
    static URI httpUri(String s) {
        try {
            URI u = new URI(s);
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            if (!(scheme.equals("http") || scheme.equals("https")) || u.getHost() == null || u.getRawUserInfo() != null
                    || u.getRawFragment() != null) {
                return null;
            }
            return u;
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    // ---- typed members ----------------------------------------------------------------------------------------

    private void known(JsonObject o, Key at, Set<String> names) {
        for (String n : o.names()) {
            if (!names.contains(n)) {
                problem(at.child(n), o.get(n), "unknown key (known here: " + String.join(", ", names.stream()
                        .sorted().toList()) + ")");
            }
        }
    }

    private JsonObject object(JsonValue v, Key at) {
        if (v instanceof JsonObject o) {
            return o;
        }
        problem(at, v, "expected an object, got " + describe(v));
        return null;
    }

    private JsonObject optionalObject(JsonObject o, Key at, String name) {
        if (!o.has(name)) {
            return null;
        }
        return object(o.get(name), at.child(name));
    }

    private String string(JsonObject o, Key at, String name, String dflt) {
        if (!o.has(name)) {
            return dflt;
        }
        JsonValue v = o.get(name);
        if (v instanceof JsonString s && !s.value().isEmpty()) {
            return s.value();
        }
        problem(at.child(name), v, "expected a non-empty string, got " + describe(v));
        return dflt;
    }

    private long number(JsonObject o, Key at, String name, long dflt, long min, long max) {
        if (!o.has(name)) {
            return dflt;
        }
        JsonValue v = o.get(name);
        OptionalLong n = v instanceof JsonNumber num ? num.findLong() : OptionalLong.empty();
        if (n.isEmpty()) {
            problem(at.child(name), v, "expected a whole number, got " + describe(v));
            return dflt;
        }
        if (n.getAsLong() < min || n.getAsLong() > max) {
            problem(at.child(name), v, "must be between " + min + " and " + max + ", got " + n.getAsLong());
            return dflt;
        }
        return n.getAsLong();
    }

    private boolean bool(JsonObject o, Key at, String name, boolean dflt) {
        if (!o.has(name)) {
            return dflt;
        }
        JsonValue v = o.get(name);
        if (v instanceof JsonBoolean b) {
            return b.value();
        }
        problem(at.child(name), v, "expected true or false, got " + describe(v));
        return dflt;
    }

    private List<String> strings(JsonObject o, Key at, String name, List<String> dflt) {
        if (!o.has(name)) {
            return dflt;
        }
        JsonValue v = o.get(name);
        if (!(v instanceof JsonArray a)) {
            problem(at.child(name), v, "expected a list of strings, got " + describe(v));
            return dflt;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) instanceof JsonString s) {
                out.add(s.value());
            } else {
                problem(at.child(name).index(i), a.get(i), "expected a string, got " + describe(a.get(i)));
            }
        }
        return out;
    }

    private void problem(Key at, JsonValue v, String message) {
        SourceLocation loc = null;
        if (yamlLocations != null) {
            loc = yamlLocations.get(at.pointer());
        } else if (v != null) {
            loc = v.location().orElse(null);
        }
        problems.add(new ConfigProblem(source, loc, at.dotted(), message));
    }

    private static String describe(JsonValue v) {
        if (v == null) {
            return "nothing";
        }
        String text = JsonWriter.write(v);
        return v.typeName() + " " + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
    }

    private static String quote(String s) {
        return JsonWriter.write(JsonString.of(s.length() > 60 ? s.substring(0, 60) + "..." : s));
    }

    /** A key's dotted name (for people) and JSON Pointer (for locations). */
    private record Key(String dotted, String pointer) {
        Key child(String name) {
            return new Key(dotted.isEmpty() ? name : dotted + "." + name,
                    pointer + "/" + JsonWriter.pointerToken(name));
        }

        Key index(int i) {
            return new Key(dotted + "[" + i + "]", pointer + "/" + i);
        }
    }
}
