package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpServer;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.gateway.auth.JwtAuthenticator;
import dev.rpcgate.gateway.client.RetryOutcome;
import dev.rpcgate.gateway.client.RetryingClient;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.config.GatewayConfigLoader;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.http.MetricsRoutes;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import dev.rpcgate.gateway.telemetry.GatewayMetrics;
import dev.rpcgate.gateway.telemetry.TrafficLog;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parts around the pipeline in a real gateway on loopback: the JWT authenticator on a protected route, metrics
 * and health on the gateway's port, the traffic log, and the retrying client as the gateway's caller.
 */
class GatewayAssembledTest {
    private static final String SECRET = "integration-secret-integration-secret!";
    private static final String REQUEST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":"
            + "{\"message\":{\"messageId\":\"m-1\",\"parts\":[{\"text\":\"Hello?\"}]}}}";

    @TempDir
    Path dir;

    private HttpServer agent;
    private GatewayServer gateway;
    private GatewayMetrics metrics;
    private TrafficLog traffic;
    private Path trafficFile;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @BeforeEach
    void start() throws Exception {
        agent = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        agent.createContext("/", ex -> {
            ex.getRequestBody().readAllBytes();
            byte[] body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"kind\":\"message\",\"echo\":true}}"
                    .getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().set("Content-Type", "application/json");
            ex.sendResponseHeaders(200, body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
        agent.start();
        URI agentUri = URI.create("http://127.0.0.1:" + agent.getAddress().getPort() + "/");
        String json = "{\"host\":\"127.0.0.1\",\"port\":0,\"routes\":{\"*\":{\"protected\":true}},"
                + "\"auth\":{\"secret\":\"" + SECRET + "\",\"issuer\":\"https://issuer.test\",\"audience\":\"rpcgate\"}}";
        GatewayConfig config = GatewayConfigLoader.json(json.getBytes(StandardCharsets.UTF_8), "test.json", dir)
                .expectConfig();
        MemoryRegistry registry = new MemoryRegistry(List.of(new Agent("echo-agent-01", List.of(agentUri), null,
                null)), Clock.systemUTC(), 10);
        metrics = new GatewayMetrics(id -> registry.find(id).isPresent());
        trafficFile = dir.resolve("traffic.jsonl");
        traffic = TrafficLog.append(trafficFile);
        gateway = GatewayServer.builder(config, registry).authenticator(JwtAuthenticator.from(config.auth()))
                .listener(metrics).listener(traffic).routes(new MetricsRoutes(metrics)).start();
    }

    @AfterEach
    void stop() {
        gateway.close();
        agent.stop(0);
        traffic.close();
        http.close();
    }

    private URI route(String agentId) {
        return URI.create(gateway.uri() + "/a2a/" + agentId);
    }

    private static String token(JWTClaimsSet claims) throws Exception {
        SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), claims);
        jwt.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
        return jwt.serialize();
    }

    private static JWTClaimsSet.Builder claims(long expiresInSeconds) {
        long now = System.currentTimeMillis();
        return new JWTClaimsSet.Builder().subject("alice").issuer("https://issuer.test").audience("rpcgate")
                .expirationTime(new Date(now + expiresInSeconds * 1000));
    }

    private JsonObject post(String agentId, String authorization) throws Exception {
        HttpRequest.Builder req = HttpRequest.newBuilder(route(agentId)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(REQUEST));
        if (authorization != null) {
            req.header("Authorization", authorization);
        }
        HttpResponse<String> res = http.send(req.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(res.statusCode()).isEqualTo(200);
        return (JsonObject) JsonReader.standard().read(res.body()).value();
    }

    private static void assertAuthError(JsonObject reply, String reason) {
        JsonObject error = (JsonObject) reply.get("error");
        assertThat(error.get("code")).isEqualTo(JsonNumber.of(-32010));
        assertThat(error.get("message")).isEqualTo(JsonString.of("authentication failed: " + reason));
        JsonObject data = (JsonObject) error.get("data");
        assertThat(data.get("source")).isEqualTo(JsonString.of("gateway"));
        assertThat(data.get("reason")).isEqualTo(JsonString.of("auth_failed"));
        assertThat(data.get("retryable")).isEqualTo(JsonBoolean.FALSE);
    }

    @Test
    void theProtectedRouteRefusesEveryBadTokenWith32010() throws Exception {
        assertAuthError(post("echo-agent-01", null), "missing bearer token");
        assertAuthError(post("echo-agent-01", "Basic YTpi"), "not a bearer token");
        assertAuthError(post("echo-agent-01", "Bearer not.a.jwt"), "malformed token");
        assertAuthError(post("echo-agent-01", "Bearer " + token(claims(-120).build())), "token expired");
        assertAuthError(post("echo-agent-01", "Bearer " + token(claims(60).issuer("https://evil.test").build())),
                "wrong issuer");
        assertAuthError(post("echo-agent-01", "Bearer " + new PlainJWT(claims(60).build()).serialize()),
                "unsigned token");
        JsonObject ok = post("echo-agent-01", "Bearer " + token(claims(60).build()));
        assertThat(ok.find("result")).isPresent();
    }

    @Test
    void theRetryingClientStopsAtAuthErrorsAndResolvesMissingAgents() throws Exception {
        RetryOutcome refused = RetryingClient.builder(route("echo-agent-01")).httpClient(http)
                .backoff(Duration.ofMillis(1), Duration.ofMillis(2)).build().call(REQUEST, true);
        assertThat(refused.stop()).isEqualTo(RetryOutcome.Stop.NOT_RETRYABLE);
        assertThat(refused.attempts()).isEqualTo(1);

        String bearer = "Bearer " + token(claims(60).build());
        RetryOutcome resolved = RetryingClient.builder(route("nonexistent-agent")).httpClient(http)
                .header("Authorization", bearer).backoff(Duration.ofMillis(1), Duration.ofMillis(2))
                .resolver(failed -> Optional.of(route("echo-agent-01"))).build().call(REQUEST, false);
        assertThat(resolved.stop()).isEqualTo(RetryOutcome.Stop.RESULT);
        assertThat(resolved.attempts()).isEqualTo(2);
        assertThat(resolved.endpoint()).isEqualTo(route("echo-agent-01"));

        String scrape = http.send(HttpRequest.newBuilder(URI.create(gateway.uri() + "/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertThat(scrape)
                .contains("rpcgate_gateway_requests_total{agent=\"echo-agent-01\",code=\"-32010\","
                        + "method=\"message/send\"} 1.0")
                .contains("rpcgate_gateway_requests_total{agent=\"unregistered\",code=\"-32002\","
                        + "method=\"other\"} 1.0")
                .contains("rpcgate_gateway_requests_total{agent=\"echo-agent-01\",code=\"ok\","
                        + "method=\"message/send\"} 1.0")
                .contains("rpcgate_gateway_upstream_total{agent=\"echo-agent-01\",outcome=\"ok\"} 1.0")
                .contains("rpcgate_gateway_inflight{agent=\"echo-agent-01\"} 0.0");
        assertThat(http.send(HttpRequest.newBuilder(URI.create(gateway.uri() + "/health")).build(),
                HttpResponse.BodyHandlers.ofString()).body()).isEqualTo("{\"status\":\"up\"}");
    }

    @Test
    void theTrafficLogHoldsOneSessionPerExchange() throws Exception {
        post("echo-agent-01", null);
        post("echo-agent-01", "Bearer " + token(claims(60).build()));
        post("Bad..Agent", null);
        List<JsonObject> lines = Files.readAllLines(trafficFile).stream()
                .map(l -> (JsonObject) JsonReader.standard().read(l).value()).toList();
        assertThat(lines).hasSize(6);
        Map<String, List<JsonObject>> sessions = lines.stream().collect(Collectors.groupingBy(
                l -> ((JsonNumber) l.get("session")).lexeme(), HashMap::new, Collectors.toList()));
        assertThat(sessions).hasSize(3);
        sessions.values().forEach(pair -> {
            assertThat(pair).extracting(l -> ((JsonString) l.get("dir")).value()).containsExactly("client", "agent");
            assertThat(pair.get(0).get("message")).isInstanceOf(JsonObject.class);
            assertThat(pair.get(1).get("message")).isInstanceOf(JsonObject.class);
        });
        assertThat(lines.get(3).get("message").toString()).contains("\"echo\":true");
    }
}
