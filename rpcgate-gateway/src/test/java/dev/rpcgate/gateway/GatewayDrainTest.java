package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Closing a gateway drains: a call in flight when {@link Gateway#close()} starts still gets the agent's reply, and
 * new connections are refused at once.
 */
class GatewayDrainTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"parts\":[{\"text\":\"slow\"}]}}}";

    @Test
    void aCallInFlightFinishesAndNewConnectionsAreRefused() throws Exception {
        CountDownLatch arrived = new CountDownLatch(1);
        try (LoopbackAgent agent = LoopbackAgent.http((ex, req) -> {
            arrived.countDown();
            Thread.sleep(1_000);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"done\":true}}");
        })) {
            GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0)
                    .agents(List.of(new GatewayConfig.StaticAgent("slow-one", List.of(agent.uri()), null))).build();
            Gateway gateway = Gateway.start(config, (Path) null);
            String base = "http://127.0.0.1:" + gateway.port();
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            CompletableFuture<HttpResponse<String>> call = http.sendAsync(HttpRequest.newBuilder(
                            URI.create(base + "/a2a/slow-one")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(SEND)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(arrived.await(10, TimeUnit.SECONDS)).isTrue();
            long t0 = System.nanoTime();
            gateway.close();
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(10));
            HttpResponse<String> r = call.get(10, TimeUnit.SECONDS);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"done\":true}}");
            HttpClient fresh = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            assertThatThrownBy(() -> fresh.send(HttpRequest.newBuilder(URI.create(base + "/health")).GET().build(),
                    HttpResponse.BodyHandlers.ofString())).isInstanceOf(ConnectException.class);
        }
    }
}
