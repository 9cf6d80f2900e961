package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.card.AgentCardRoutes;
import dev.rpcgate.gateway.http.AdminOptions;
import dev.rpcgate.gateway.http.AdminRoutes;
import dev.rpcgate.gateway.registry.RedisRegistry;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two gateways (admin and card routes on two servers) over one real redis-server: what one registers the other
 * serves, a lapsed TTL removes it from both, and a Redis that goes away is a JSON 503, not a hang.
 */
class SharedRedisRoutesTest {
    static final String AUTH = "Bearer shared-token";

    RedisServer redis;
    RedisRegistry registryA;
    RedisRegistry registryB;
    TestServer gatewayA;
    TestServer gatewayB;

    @BeforeEach
    void start() throws Exception {
        redis = RedisServer.start();
        RedisRegistry.Settings settings = new RedisRegistry.Settings(java.time.Duration.ofMillis(800), 100, "rpcgate:");
        registryA = RedisRegistry.connect(redis.uri(), List.of(), settings);
        registryB = RedisRegistry.connect(redis.uri(), List.of(), settings);
        gatewayA = new TestServer(new AdminRoutes(registryA, new AdminOptions("shared-token", List.of())),
                new AgentCardRoutes(registryA));
        gatewayB = new TestServer(new AdminRoutes(registryB, new AdminOptions("shared-token", List.of())),
                new AgentCardRoutes(registryB));
    }

    @AfterEach
    void stop() throws Exception {
        gatewayA.close();
        gatewayB.close();
        registryA.close();
        registryB.close();
        redis.close();
    }

    @Test
    void whatOneGatewayRegistersTheOtherServesUntilTheTtlLapses() throws Exception {
        HttpResponse<String> created = gatewayA.send("POST", "/admin/agents", AUTH, "application/json",
                "{\"id\":\"shared\",\"urls\":[\"http://127.0.0.1:7000/rpc\"],\"card\":{\"name\":\"Shared\"},"
                        + "\"ttlSeconds\":1}");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);

        HttpResponse<String> card = gatewayB.send("GET", "/a2a/shared/.well-known/agent-card.json", null, null, null);
        assertThat(card.statusCode()).isEqualTo(200);
        assertThat(card.body()).isEqualTo("{\"name\":\"Shared\",\"url\":\"" + gatewayB.base() + "/a2a/shared\"}");
        assertThat(gatewayB.send("GET", "/admin/agents", AUTH, null, null).body()).contains("\"id\":\"shared\"");

        Thread.sleep(1300);
        assertThat(gatewayB.send("GET", "/a2a/shared/.well-known/agent-card.json", null, null, null).statusCode())
                .isEqualTo(404);
        assertThat(gatewayA.send("PUT", "/admin/agents/shared/heartbeat", AUTH, null, null).statusCode())
                .isEqualTo(404);
        assertThat(gatewayA.send("GET", "/admin/agents", AUTH, null, null).body()).isEqualTo("{\"agents\":[]}");
    }

    @Test
    void heartbeatsThroughOneGatewayKeepTheAgentAliveOnTheOther() throws Exception {
        gatewayA.send("POST", "/admin/agents", AUTH, "application/json",
                "{\"id\":\"kept\",\"urls\":[\"http://127.0.0.1:7000/\"],\"card\":{},\"ttlSeconds\":1}");
        for (int i = 0; i < 3; i++) {
            Thread.sleep(600);
            assertThat(gatewayB.send("PUT", "/admin/agents/kept/heartbeat", AUTH, null, null).statusCode())
                    .isEqualTo(200);
        }
        assertThat(registryA.find("kept")).isPresent();
        assertThat(gatewayA.send("DELETE", "/admin/agents/kept", AUTH, null, null).statusCode()).isEqualTo(204);
        assertThat(registryB.find("kept")).isEmpty();
    }

    @Test
    void aRedisThatGoesAwayIsAJson503() throws Exception {
        redis.close();
        long start = System.nanoTime();
        HttpResponse<String> list = gatewayA.send("GET", "/admin/agents", AUTH, null, null);
        assertThat(list.statusCode()).isEqualTo(503);
        assertThat(list.body()).contains("\"code\":\"registry_unavailable\"").contains("Redis registry");
        HttpResponse<String> post = gatewayA.send("POST", "/admin/agents", AUTH, "application/json",
                "{\"id\":\"x\",\"urls\":[\"http://127.0.0.1:7000/\"]}");
        assertThat(post.statusCode()).isEqualTo(503);
        HttpResponse<String> card = gatewayB.send("GET", "/a2a/x/.well-known/agent-card.json", null, null, null);
        assertThat(card.statusCode()).isEqualTo(503);
        assertThat(card.body()).contains("\"code\":\"registry_unavailable\"");
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - start)).isLessThan(java.time.Duration.ofSeconds(5));
    }
}
