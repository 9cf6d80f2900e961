package dev.rpcgate.gateway.registry;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.gateway.registry.RegistryException.Kind;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisCommandTimeoutException;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisNoScriptException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A registry shared by every gateway connected to the same Redis server: each dynamic agent is one key holding its
 * registration as JSON, and its time to live is the key's expiry, so an agent that stops sending heartbeats vanishes
 * from every gateway at once. Static agents from the configuration stay in memory on each gateway and take precedence.
 * Every Redis call is bounded by a timeout; a Redis server that is down or slow yields a {@link RegistryException} of
 * kind {@link Kind#UNAVAILABLE}, never a hang.
 */
public final class RedisRegistry implements AgentRegistry {
    private static final System.Logger LOG = System.getLogger(RedisRegistry.class.getName());

    /**
     * Settings for the Redis registry.
     *
     * @param timeout   the bound on connecting and on each command (default 2 s)
     * @param maxAgents the most dynamic agents shared through this Redis (default 1000)
     * @param keyPrefix the prefix of every key this registry writes (default {@code rpcgate:})
     */
    public record Settings(Duration timeout, int maxAgents, String keyPrefix) {
        /** The defaults: 2 s, 1000 agents, {@code rpcgate:}. */
        public static final Settings DEFAULTS = new Settings(Duration.ofSeconds(2), MemoryRegistry.DEFAULT_MAX_AGENTS,
                "rpcgate:");

        /** Checks the settings. */
        public Settings {
            Objects.requireNonNull(timeout, "timeout");
            Objects.requireNonNull(keyPrefix, "keyPrefix");
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("the Redis timeout must be positive, was " + timeout);
            }
            if (maxAgents < 1) {
                throw new IllegalArgumentException("maxAgents must be at least 1, was " + maxAgents);
            }
        }
    }

    private final Map<String, Agent> statics;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> connection;
    private final RedisCommands<String, String> redis;
    private final Settings settings;
    private final String where;
    private final Clock clock;
    private final String indexKey;
    private final String agentKeyPrefix;

    private RedisRegistry(Map<String, Agent> statics, RedisClient client, StatefulRedisConnection<String, String> c,
                          Settings settings, String where, Clock clock) {
        this.statics = statics;
        this.client = client;
        this.connection = c;
        this.redis = c.sync();
        this.settings = settings;
        this.where = where;
        this.clock = clock;
        this.indexKey = settings.keyPrefix() + "agents";
        this.agentKeyPrefix = settings.keyPrefix() + "agent:";
    }

    /** Connects with the default settings; see {@link #connect(String, List, Settings)}. */
    public static RedisRegistry connect(String redisUri, List<Agent> staticAgents) {
        return connect(redisUri, staticAgents, Settings.DEFAULTS);
    }

    /**
     * Connects to the Redis server at {@code redisUri} ({@code redis://HOST:PORT}, optionally with a database number
     * path and a password as lettuce accepts them).
     *
     * @throws IllegalArgumentException when the URI or a static agent is malformed
     * @throws RegistryException        of kind UNAVAILABLE when the server cannot be reached within the timeout
     */
    public static RedisRegistry connect(String redisUri, List<Agent> staticAgents, Settings settings) {
        Map<String, Agent> statics = RegistrationRules.indexStatic(staticAgents);
        RedisURI uri = parse(redisUri);
        uri.setTimeout(settings.timeout());
        String where = uri.getHost() + ":" + uri.getPort();
        RedisClient client = RedisClient.create(uri);
        client.setOptions(ClientOptions.builder()
                .socketOptions(SocketOptions.builder().connectTimeout(settings.timeout()).build())
                .timeoutOptions(TimeoutOptions.enabled(settings.timeout()))
                // while the link is down, fail each command at once instead of queueing it
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .autoReconnect(true)
                .build());
        try {
            StatefulRedisConnection<String, String> c = client.connect();
            c.setTimeout(settings.timeout());
            return new RedisRegistry(statics, client, c, settings, where, Clock.systemUTC());
        } catch (RedisException e) {
            shutdown(client);
            throw new RegistryException(Kind.UNAVAILABLE, "cannot connect to the Redis registry at " + where + " within "
                    + settings.timeout().toMillis() + " ms: " + rootMessage(e), e);
        }
    }

    private static RedisURI parse(String redisUri) {
        Objects.requireNonNull(redisUri, "redisUri");
        if (!redisUri.startsWith("redis://") && !redisUri.startsWith("rediss://")) {
            throw new IllegalArgumentException("the Redis registry must be given as redis://HOST:PORT, was '"
                    + redisUri + "'");
        }
        try {
            RedisURI uri = RedisURI.create(redisUri);
            if (uri.getHost() == null || uri.getHost().isEmpty()) {
                throw new IllegalArgumentException("no host");
            }
            return uri;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the Redis registry must be given as redis://HOST:PORT, was '"
                    + redisUri + "' (" + e.getMessage() + ")");
        }
    }

    @Override
    public Optional<Agent> find(String agentId) {
        Agent a = statics.get(agentId);
        if (a != null) {
            return Optional.of(a);
        }
        if (!AgentIds.isValid(agentId)) {
            return Optional.empty();
        }
        List<Object> reply = run(RedisScripts.FIND, ScriptOutputType.MULTI, new String[] {agentKey(agentId)});
        if (reply == null || reply.size() != 2) {
            return Optional.empty();
        }
        return decode(clock.instant(), reply.get(0), reply.get(1));
    }

    @Override
    public Agent register(AgentRegistration r) {
        RegistrationRules.check(r, statics);
        long ttl = Math.max(1, r.ttl().toMillis());
        Long expiry = run(RedisScripts.REGISTER, ScriptOutputType.INTEGER, new String[] {agentKey(r.id()), indexKey},
                r.id(), encode(r, ttl), Long.toString(ttl), Integer.toString(settings.maxAgents()));
        if (expiry == null || expiry < 0) {
            throw new RegistryException(Kind.FULL, "the registry is full: it holds " + settings.maxAgents()
                    + " agents, the configured maximum");
        }
        return new Agent(r.id(), r.instances(), r.card(), clock.instant().plusMillis(ttl));
    }

    @Override
    public boolean heartbeat(String agentId) {
        if (statics.containsKey(agentId)) {
            return true;
        }
        if (!AgentIds.isValid(agentId)) {
            return false;
        }
        Long expiry = run(RedisScripts.HEARTBEAT, ScriptOutputType.INTEGER, new String[] {agentKey(agentId), indexKey},
                agentId);
        return expiry != null && expiry >= 0;
    }

    @Override
    public boolean remove(String agentId) {
        if (statics.containsKey(agentId) || !AgentIds.isValid(agentId)) {
            return false;
        }
        Long n = run(RedisScripts.REMOVE, ScriptOutputType.INTEGER, new String[] {agentKey(agentId), indexKey},
                agentId);
        return n != null && n > 0;
    }

    @Override
    public List<Agent> list() {
        List<Object> flat = run(RedisScripts.LIST, ScriptOutputType.MULTI, new String[] {indexKey}, agentKeyPrefix);
        Instant now = clock.instant();
        List<Agent> out = new ArrayList<>(statics.values());
        for (int i = 0; flat != null && i + 1 < flat.size(); i += 2) {
            decode(now, flat.get(i), flat.get(i + 1))
                    .filter(a -> !statics.containsKey(a.id()))
                    .ifPresent(out::add);
        }
        out.sort(Comparator.comparing(Agent::id));
        return out;
    }

    /**
     * Task affinity on this registry's connection, its keys under {@code <keyPrefix>task:}, each entry expiring
     * {@code ttlSeconds} after it was last written. Closing the registry ends it.
     */
    public TaskAffinityStore taskAffinityStore(long ttlSeconds) {
        return new RedisTaskAffinityStore(connection.async(), settings.keyPrefix() + "task:", ttlSeconds,
                settings.timeout(), where);
    }

    @Override
    public void close() {
        try {
            connection.close();
        } finally {
            shutdown(client);
        }
    }

    private static void shutdown(RedisClient client) {
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    }

    private String agentKey(String id) {
        return agentKeyPrefix + id;
    }

    // --- Redis calls -------------------------------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private <T> T run(String script, ScriptOutputType type, String[] keys, String... args) {
        try {
            try {
                return (T) redis.evalsha(Sha1.of(script), type, keys, args);
            } catch (RedisNoScriptException e) {
                return (T) redis.eval(script, type, keys, args); // loads it for the next call
            }
        } catch (RedisCommandTimeoutException e) {
            throw new RegistryException(Kind.UNAVAILABLE, "the Redis registry at " + where + " did not answer within "
                    + settings.timeout().toMillis() + " ms", e);
        } catch (RedisException e) {
            throw new RegistryException(Kind.UNAVAILABLE, "the Redis registry at " + where + " failed: "
                    + rootMessage(e), e);
        }
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    // --- the stored JSON: {"ttlMillis":n,"id":"…","urls":["…"],"card":{…}} --------------------------------------

    static String encode(AgentRegistration r, long ttlMillis) {
        JsonObject.Builder b = JsonObject.builder()
                .put("ttlMillis", ttlMillis) // first: the heartbeat script reads it without decoding the rest
                .put("id", r.id())
                .put("urls", AgentJson.urls(r.instances()));
        if (r.card() != null) {
            b.put("card", r.card());
        }
        return JsonWriter.write(b.build());
    }

    private Optional<Agent> decode(Instant now, Object pttl, Object json) {
        if (!(pttl instanceof Long millis) || !(json instanceof String text)) {
            return Optional.empty();
        }
        JsonParse parse = JsonReader.standard().read(text);
        try {
            if (parse.value() instanceof JsonObject o
                    && o.get("id") instanceof JsonString id
                    && o.get("urls") instanceof JsonArray urls) {
                List<URI> instances = new ArrayList<>(urls.size());
                for (JsonValue u : urls.elements()) {
                    instances.add(URI.create(((JsonString) u).value()));
                }
                JsonObject card = o.get("card") instanceof JsonObject c ? c : null;
                return Optional.of(new Agent(id.value(), instances, card, now.plusMillis(millis)));
            }
        } catch (RuntimeException e) {
            // fall through: someone else wrote this key
        }
        LOG.log(System.Logger.Level.WARNING, "ignoring a malformed agent entry in the Redis registry at " + where);
        return Optional.empty();
    }

    /** SHA-1 of a script, as Redis names it for EVALSHA. */
    private static final class Sha1 {
        private static final java.util.concurrent.ConcurrentHashMap<String, String> CACHE =
                new java.util.concurrent.ConcurrentHashMap<>();

        static String of(String script) {
            return CACHE.computeIfAbsent(script, s -> {
                try {
                    return HexFormat.of().formatHex(
                            MessageDigest.getInstance("SHA-1").digest(s.getBytes(StandardCharsets.UTF_8)));
                } catch (NoSuchAlgorithmException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }
}
