package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two whole gateways on one real redis-server: an agent registered through one gateway's admin API is routed by the
 * other, and when its time to live runs out without a heartbeat both answer -32002.
 */
class GatewaysShareRedisTest {
    static final String TOKEN = "admin-token-for-the-test";
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"parts\":[{\"text\":\"hi\"}]}}}";
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static HttpResponse<String> post(String url, String body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void whatOneRegistersTheOtherRoutesUntilItsTtlRunsOut() throws Exception {
        try (RedisServer redis = RedisServer.start(); LoopbackAgent agent = LoopbackAgent.echo()) {
            GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0)
                    .admin(new GatewayConfig.Admin(TOKEN, List.of())).registry("redis://127.0.0.1:" + redis.port())
                    .build();
            try (Gateway a = Gateway.start(config, (Path) null); Gateway b = Gateway.start(config, (Path) null)) {
                String registration = "{\"id\":\"shared-agent\",\"urls\":[\"" + agent.uri() + "\"],\"ttlSeconds\":2}";
                assertThat(post("http://127.0.0.1:" + a.port() + "/admin/agents", registration, TOKEN).statusCode())
                        .isEqualTo(201);
                HttpResponse<String> viaB = post("http://127.0.0.1:" + b.port() + "/a2a/shared-agent", SEND, null);
                assertThat(viaB.body()).startsWith("{\"jsonrpc\":\"2.0\",  \"id\":1,\"result\":{\"echo\":");
                Thread.sleep(2_500);
                for (Gateway g : List.of(a, b)) {
                    HttpResponse<String> gone = post("http://127.0.0.1:" + g.port() + "/a2a/shared-agent", SEND,
                            null);
                    assertThat(gone.statusCode()).isEqualTo(200);
                    assertThat(gone.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32002,"
                            + "\"message\":\"agent not found: shared-agent\"");
                }
                assertThat(agent.requests.get()).isEqualTo(1);
            }
        }
    }
}
