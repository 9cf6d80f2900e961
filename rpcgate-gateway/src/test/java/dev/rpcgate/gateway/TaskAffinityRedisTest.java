package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.RedisRegistry;
import dev.rpcgate.gateway.registry.TaskAffinityStore;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Task affinity shared through the registry's real redis-server: a task created through one gateway is found by
 * another, under {@code rpcgate:task:<agent>:<task>} with the configured time to live; it expires; a value that is
 * too long or of the wrong type is ignored; and with Redis gone every call is still answered, round-robin.
 */
class TaskAffinityRedisTest {
    static final String SEND = "{\"message\":{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"user\","
            + "\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}]}}";

    static GatewayConfig config(long ttlSeconds) {
        return GatewayConfig.builder().host("127.0.0.1").port(0)
                .a2a(GatewayConfig.A2aOptions.DEFAULT.withTaskAffinityTtlSeconds(ttlSeconds)).build();
    }

    static JsonObject post(GatewayServer gw, String agent, String method, String params) throws Exception {
        HttpResponse<String> r = GatewaysShareRedisTest.post(gw.uri() + "/a2a/" + agent, "{\"jsonrpc\":\"2.0\","
                + "\"id\":1,\"method\":\"" + method + "\",\"params\":" + params + "}", null);
        assertThat(r.statusCode()).isEqualTo(200);
        return (JsonObject) JsonReader.standard().read(r.body()).value();
    }

    static String create(GatewayServer gw, String agent) throws Exception {
        JsonObject r = post(gw, agent, "message/send", SEND);
        return ((JsonString) ((JsonObject) r.get("result")).get("id")).value();
    }

    static boolean found(GatewayServer gw, String agent, String task) throws Exception {
        JsonObject r = post(gw, agent, "tasks/get", "{\"id\":\"" + task + "\"}");
        assertThat(r.has("result") || r.has("error")).isTrue();
        return r.has("result");
    }

    static void register(RedisRegistry registry, String id, URI... instances) {
        registry.register(new AgentRegistration(id, List.of(instances), null, Duration.ofMinutes(5)));
    }

    @Test
    void aTaskCreatedThroughOneGatewayIsFoundThroughAnother() throws Exception {
        try (RedisServer redis = RedisServer.start(); TaskAgent a = TaskAgent.start("a");
             TaskAgent b = TaskAgent.start("b");
             RedisRegistry r1 = RedisRegistry.connect(redis.uri(), List.of());
             RedisRegistry r2 = RedisRegistry.connect(redis.uri(), List.of());
             GatewayServer g1 = GatewayServer.builder(config(300), r1).start();
             GatewayServer g2 = GatewayServer.builder(config(300), r2).start();
             RedisClient raw = RedisClient.create(redis.uri());
             StatefulRedisConnection<String, String> c = raw.connect()) {
            register(r1, "shared-tasks", a.uri(), b.uri());
            String onA = create(g1, "shared-tasks");
            String onB = create(g1, "shared-tasks");
            assertThat(a.tasks).containsExactly(onA);
            assertThat(b.tasks).containsExactly(onB);
            waitForKey(c.sync(), "rpcgate:task:shared-tasks:" + onB); // writes are not waited for
            for (int i = 0; i < 5; i++) {
                for (GatewayServer g : List.of(g1, g2)) {
                    assertThat(found(g, "shared-tasks", onA)).isTrue();
                    assertThat(found(g, "shared-tasks", onB)).isTrue();
                }
            }
            assertThat(a.notFound.get() + b.notFound.get()).isZero();
            RedisCommands<String, String> sync = c.sync();
            assertThat(sync.get("rpcgate:task:shared-tasks:" + onA)).isEqualTo(a.uri().toString());
            assertThat(sync.get("rpcgate:task:shared-tasks:" + onB)).isEqualTo(b.uri().toString());
            assertThat(sync.ttl("rpcgate:task:shared-tasks:" + onA)).isBetween(1L, 300L);
        }
    }

    @Test
    void anEntryExpiresAfterItsTimeToLive() throws Exception {
        try (RedisServer redis = RedisServer.start(); TaskAgent a = TaskAgent.start("a");
             TaskAgent b = TaskAgent.start("b");
             RedisRegistry registry = RedisRegistry.connect(redis.uri(), List.of());
             RedisClient raw = RedisClient.create(redis.uri());
             StatefulRedisConnection<String, String> c = raw.connect()) {
            TaskAffinityStore store = registry.taskAffinityStore(1);
            store.remember("ttl-tasks", "t-1", a.uri().toString());
            waitForKey(c.sync(), "rpcgate:task:ttl-tasks:t-1");
            assertThat(store.find("ttl-tasks", "t-1")).isEqualTo(a.uri().toString());
            assertThat(store.find("ttl-tasks", "t-2")).isNull();
            assertThat(store.find("other-agent", "t-1")).isNull();
            Thread.sleep(1_500);
            assertThat(store.find("ttl-tasks", "t-1")).isNull();
            assertThat(c.sync().exists("rpcgate:task:ttl-tasks:t-1")).isZero();
        }
    }

    @Test
    void aValueTooLongOrOfTheWrongTypeIsIgnored() throws Exception {
        try (RedisServer redis = RedisServer.start(); TaskAgent a = TaskAgent.start("a");
             TaskAgent b = TaskAgent.start("b");
             RedisRegistry registry = RedisRegistry.connect(redis.uri(), List.of());
             GatewayServer gw = GatewayServer.builder(config(300), registry).start();
             RedisClient raw = RedisClient.create(redis.uri());
             StatefulRedisConnection<String, String> c = raw.connect()) {
            register(registry, "odd-tasks", a.uri(), b.uri());
            c.sync().set("rpcgate:task:odd-tasks:long", a.uri() + "x".repeat(1 << 20));
            c.sync().rpush("rpcgate:task:odd-tasks:list", a.uri().toString());
            TaskAffinityStore store = registry.taskAffinityStore(300);
            store.remember("odd-tasks", "fine", b.uri().toString());
            waitForKey(c.sync(), "rpcgate:task:odd-tasks:fine");
            assertThat(store.find("odd-tasks", "long")).isNull();
            assertThat(store.find("odd-tasks", "list")).isNull(); // WRONGTYPE: Redis answered, lookups go on
            assertThat(store.find("odd-tasks", "fine")).isEqualTo(b.uri().toString());
            assertThat(found(gw, "odd-tasks", "long")).isFalse();
            assertThat(found(gw, "odd-tasks", "list")).isFalse();
            assertThat(a.notFound.get() + b.notFound.get()).isEqualTo(2);
        }
    }

    @Test
    void withRedisGoneEveryCallIsStillAnsweredRoundRobin() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            RedisServer redis = RedisServer.start();
            Agent fixed = new Agent("static-tasks", List.of(a.uri(), b.uri()), null, null);
            try (RedisRegistry registry = RedisRegistry.connect(redis.uri(), List.of(fixed));
                 GatewayServer gw = GatewayServer.builder(config(300), registry).start()) {
                String onA = create(gw, "static-tasks");
                assertThat(a.tasks).containsExactly(onA);
                Thread.sleep(200);
                assertThat(found(gw, "static-tasks", onA)).isTrue();
                assertThat(found(gw, "static-tasks", onA)).isTrue();
                redis.close();
                long started = System.nanoTime();
                int answered = 0;
                for (int i = 0; i < 10; i++) {
                    found(gw, "static-tasks", onA); // a result or the agent's TaskNotFound, never the gateway's error
                    answered++;
                    create(gw, "static-tasks");
                }
                assertThat(answered).isEqualTo(10);
                assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
                assertThat(a.notFound.get() + b.notFound.get()).isPositive(); // round-robin reached the other one
            }
        }
    }

    /** Waits up to 5 s for {@code key} to exist (the gateway writes without waiting). */
    static void waitForKey(RedisCommands<String, String> sync, String key) throws InterruptedException {
        long until = System.nanoTime() + 5_000_000_000L;
        while (sync.exists(key) == 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(sync.exists(key)).as(key).isEqualTo(1L);
    }
}
