package dev.rpcgate.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.telemetry.GatewayMetrics;
import io.helidon.webserver.WebServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET /metrics and GET /health on a real Helidon server on loopback. */
class MetricsRoutesTest {
    private final GatewayMetrics metrics = new GatewayMetrics(Set.of("echo-agent-01")::contains);
    private final AtomicBoolean serving = new AtomicBoolean(true);
    private final HttpClient http = HttpClient.newHttpClient();
    private WebServer server;

    @BeforeEach
    void start() {
        MetricsRoutes routes = new MetricsRoutes(metrics, serving::get);
        server = WebServer.builder().host("127.0.0.1").port(0).routing(routes::register).build().start();
    }

    @AfterEach
    void stop() {
        server.stop();
        http.close();
    }

    private HttpResponse<String> send(String method, String path) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).build();
        return http.send(req, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void metricsServeThePrometheusText() throws Exception {
        metrics.onExchange(new Exchange(1, "echo-agent-01", "message/send", null, "ok", 2_000_000, "{}".getBytes(StandardCharsets.UTF_8), "{}".getBytes(StandardCharsets.UTF_8), 200,
                true));
        HttpResponse<String> res = send("GET", "/metrics");
        assertThat(res.statusCode()).isEqualTo(200);
        assertThat(res.headers().firstValue("Content-Type")).hasValue("text/plain; version=0.0.4; charset=utf-8");
        assertThat(res.body()).contains(
                "rpcgate_gateway_requests_total{agent=\"echo-agent-01\",code=\"ok\",method=\"message/send\"} 1.0");
        assertThat(res.body()).isEqualTo(metrics.scrape());
    }

    @Test
    void healthTurnsToDrainingWhenTheGatewayStopsServing() throws Exception {
        HttpResponse<String> up = send("GET", "/health");
        assertThat(up.statusCode()).isEqualTo(200);
        assertThat(up.body()).isEqualTo("{\"status\":\"up\"}");
        assertThat(up.headers().firstValue("Content-Type")).hasValue("application/json");
        serving.set(false);
        HttpResponse<String> draining = send("GET", "/health");
        assertThat(draining.statusCode()).isEqualTo(503);
        assertThat(draining.body()).isEqualTo("{\"status\":\"draining\"}");
    }

    @Test
    void onlyGetIsRouted() throws Exception {
        assertThat(send("POST", "/metrics").statusCode()).isGreaterThanOrEqualTo(400);
        assertThat(send("DELETE", "/health").statusCode()).isGreaterThanOrEqualTo(400);
        assertThat(send("GET", "/metrics/../admin").statusCode()).isGreaterThanOrEqualTo(400);
    }
}
