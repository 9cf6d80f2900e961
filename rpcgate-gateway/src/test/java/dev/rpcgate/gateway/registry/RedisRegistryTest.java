package dev.rpcgate.gateway.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.gateway.RedisServer;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Against a real redis-server: sharing between registries, real key expiry, bounded failures. */
class RedisRegistryTest {
    static final List<URI> URLS = List.of(URI.create("http://127.0.0.1:7001/rpc"), URI.create("http://127.0.0.1:7002/"));
    static final JsonObject CARD = (JsonObject) JsonReader.standard()
            .read("{\"name\":\"Echo\",\"url\":\"http://127.0.0.1:7001/rpc\",\"skills\":[{\"id\":\"e\",\"n\":1.50}]}")
            .value();

    static RedisServer redis;
    static RedisClient raw;
    static StatefulRedisConnection<String, String> rawConnection;

    RedisRegistry one;
    RedisRegistry two;

    @BeforeAll
    static void startRedis() throws Exception {
        redis = RedisServer.start();
        raw = RedisClient.create(redis.uri());
        rawConnection = raw.connect();
    }

    @AfterAll
    static void stopRedis() throws Exception {
        rawConnection.close();
        raw.shutdown(Duration.ZERO, Duration.ofSeconds(2));
        redis.close();
    }

    @BeforeEach
    void connect() {
        rawConnection.sync().flushall();
        one = RedisRegistry.connect(redis.uri(), List.of());
        two = RedisRegistry.connect(redis.uri(), List.of());
    }

    @AfterEach
    void disconnect() {
        one.close();
        two.close();
    }

    @Test
    void twoRegistriesShareDynamicAgents() {
        Agent a = one.register(new AgentRegistration("echo", URLS, CARD, Duration.ofSeconds(60)));
        assertThat(a.expiresAt()).isAfter(Instant.now().plusSeconds(50));

        Agent seen = two.find("echo").orElseThrow();
        assertThat(seen.id()).isEqualTo("echo");
        assertThat(seen.instances()).isEqualTo(URLS);
        assertThat(seen.card()).isEqualTo(CARD);
        assertThat(seen.card().toString()).contains("1.50"); // the exact number lexeme survives the round trip
        assertThat(seen.isStatic()).isFalse();
        assertThat(seen.expiresAt()).isBetween(Instant.now().plusSeconds(50), Instant.now().plusSeconds(61));

        assertThat(two.list()).extracting(Agent::id).containsExactly("echo");
        assertThat(two.remove("echo")).isTrue();
        assertThat(one.find("echo")).isEmpty();
        assertThat(one.remove("echo")).isFalse();
    }

    @Test
    void oneKeyPerAgentWithTheRegistrationAsJsonAndAKeyExpiry() {
        one.register(new AgentRegistration("echo", URLS, null, Duration.ofSeconds(30)));
        var cmd = rawConnection.sync();
        String json = cmd.get("rpcgate:agent:echo");
        assertThat(json).isEqualTo("{\"ttlMillis\":30000,\"id\":\"echo\",\"urls\":[\"http://127.0.0.1:7001/rpc\","
                + "\"http://127.0.0.1:7002/\"]}");
        assertThat(cmd.pttl("rpcgate:agent:echo")).isBetween(25_000L, 30_000L);
    }

    @Test
    void realKeyExpiryMakesTheAgentVanishEverywhere() throws Exception {
        one.register(new AgentRegistration("short", URLS, null, Duration.ofSeconds(1)));
        assertThat(two.find("short")).isPresent();
        Thread.sleep(1300);
        assertThat(one.find("short")).isEmpty();
        assertThat(two.find("short")).isEmpty();
        assertThat(two.list()).isEmpty();
        assertThat(two.heartbeat("short")).isFalse();
        assertThat(rawConnection.sync().exists("rpcgate:agent:short")).isZero();
    }

    @Test
    void heartbeatFromAnotherGatewayRenewsTheTtl() throws Exception {
        one.register(new AgentRegistration("beat", URLS, null, Duration.ofMillis(1500)));
        for (int i = 0; i < 3; i++) {
            Thread.sleep(700);
            assertThat(two.heartbeat("beat")).isTrue();
        }
        // 2.1 s after registration: alive only because of the heartbeats
        assertThat(one.find("beat")).isPresent();
        assertThat(rawConnection.sync().pttl("rpcgate:agent:beat")).isBetween(1000L, 1500L);
        Thread.sleep(1700);
        assertThat(one.find("beat")).isEmpty();
    }

    @Test
    void staticAgentsStayLocalAndWinOverRedis() {
        Agent fixed = new Agent("fixed", URLS, null, null);
        try (RedisRegistry withStatic = RedisRegistry.connect(redis.uri(), List.of(fixed))) {
            assertThat(withStatic.find("fixed")).contains(fixed);
            assertThat(one.find("fixed")).isEmpty(); // not shared
            assertThatThrownBy(() -> withStatic.register(new AgentRegistration("fixed", URLS, null, Duration.ofSeconds(5))))
                    .isInstanceOfSatisfying(RegistryException.class,
                            e -> assertThat(e.kind()).isEqualTo(RegistryException.Kind.STATIC_AGENT));
            one.register(new AgentRegistration("fixed", List.of(URI.create("http://10.0.0.9/")), null,
                    Duration.ofSeconds(30)));
            assertThat(withStatic.find("fixed")).contains(fixed);
            assertThat(withStatic.remove("fixed")).isFalse();
            assertThat(withStatic.heartbeat("fixed")).isTrue();
            assertThat(withStatic.list()).containsExactly(fixed);
        }
    }

    @Test
    void theBoundIsSharedAndExpiredAgentsFreeTheirSlots() throws Exception {
        RedisRegistry.Settings two1 = new RedisRegistry.Settings(Duration.ofSeconds(2), 2, "rpcgate:");
        try (RedisRegistry small = RedisRegistry.connect(redis.uri(), List.of(), two1)) {
            small.register(new AgentRegistration("a", URLS, null, Duration.ofSeconds(1)));
            one.register(new AgentRegistration("b", URLS, null, Duration.ofSeconds(30))); // another gateway's agent
            assertThatThrownBy(() -> small.register(new AgentRegistration("c", URLS, null, Duration.ofSeconds(30))))
                    .isInstanceOfSatisfying(RegistryException.class,
                            e -> assertThat(e.kind()).isEqualTo(RegistryException.Kind.FULL));
            small.register(new AgentRegistration("b", URLS, null, Duration.ofSeconds(30))); // replacing is fine
            Thread.sleep(1200);
            small.register(new AgentRegistration("c", URLS, null, Duration.ofSeconds(30)));
            assertThat(one.list()).extracting(Agent::id).containsExactly("b", "c");
        }
    }

    @Test
    void malformedRegistrationsAreRefusedBeforeRedis() {
        assertThatThrownBy(() -> one.register(new AgentRegistration("Bad", URLS, null, Duration.ofSeconds(5))))
                .isInstanceOfSatisfying(RegistryException.class,
                        e -> assertThat(e.kind()).isEqualTo(RegistryException.Kind.INVALID));
        assertThat(one.find("../x")).isEmpty();
        assertThat(rawConnection.sync().keys("*")).isEmpty();
    }

    @Test
    void garbageWrittenByOthersIsIgnored() {
        rawConnection.sync().psetex("rpcgate:agent:junk", 30_000, "{not json");
        rawConnection.sync().zadd("rpcgate:agents", System.currentTimeMillis() + 30_000.0, "junk");
        assertThat(one.find("junk")).isEmpty();
        assertThat(one.list()).isEmpty();
    }

    @Test
    void anUnreachableRedisIsAClearErrorNotAHang() throws Exception {
        int closedPort = RedisServer.freePort();
        long start = System.nanoTime();
        assertThatThrownBy(() -> RedisRegistry.connect("redis://127.0.0.1:" + closedPort, List.of(),
                new RedisRegistry.Settings(Duration.ofMillis(500), 10, "rpcgate:")))
                .isInstanceOfSatisfying(RegistryException.class, e -> {
                    assertThat(e.kind()).isEqualTo(RegistryException.Kind.UNAVAILABLE);
                    assertThat(e.getMessage()).contains("127.0.0.1:" + closedPort);
                });
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void aRedisThatGoesAwayFailsEachCallQuickly() throws Exception {
        RedisServer own = RedisServer.start();
        RedisRegistry r = RedisRegistry.connect(own.uri(), List.of(),
                new RedisRegistry.Settings(Duration.ofMillis(500), 10, "rpcgate:"));
        try {
            r.register(new AgentRegistration("a", URLS, null, Duration.ofSeconds(30)));
            own.close();
            long start = System.nanoTime();
            assertThatThrownBy(() -> r.find("a"))
                    .isInstanceOfSatisfying(RegistryException.class, e -> {
                        assertThat(e.kind()).isEqualTo(RegistryException.Kind.UNAVAILABLE);
                        assertThat(e.getMessage()).contains("Redis registry");
                    });
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
        } finally {
            r.close();
        }
    }

    @Test
    void badRegistryUrisAreRefused() {
        for (String bad : new String[] {"memory", "http://127.0.0.1:6379", "redis://", "127.0.0.1:6379"}) {
            assertThatThrownBy(() -> RedisRegistry.connect(bad, List.of())).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("redis://HOST:PORT");
        }
    }
}
