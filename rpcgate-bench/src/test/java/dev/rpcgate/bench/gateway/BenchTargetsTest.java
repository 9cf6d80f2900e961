package dev.rpcgate.bench.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The benchmark's requests on real loopback sockets, through a gateway whose route to the echo agent is strict (params
 * checked, and v1.0 results checked against the v1.0 schema): both methods are answered through the gateway exactly
 * as the agent answers them directly, and the gateway counts no error replies.
 */
class BenchTargetsTest {
    static final String V03_BODY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"role\":\"user\",\"messageId\":\"bench-1\",\"kind\":\"message\",\"parts\":[{\"kind\":\"text\","
            + "\"text\":\"hello, agent\"}]}}}";
    static BenchTargets targets;
    static HttpClient http;

    @BeforeAll
    static void start() {
        targets = new BenchTargets("127.0.0.1", 16,
                new GatewayConfig.Route(GatewayConfig.ParamsMode.STRICT, PartPolicy.DEFAULT, false));
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        targets.close();
    }

    static HttpResponse<String> post(int port, String path, String version, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (!version.isEmpty()) {
            b.header("A2A-Version", version);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The gateway counts an exchange just after its reply: waits (at most 5 s) until it has counted {@code n}. */
    static void awaitExchanges(long n) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (targets.gatewayExchanges() < n && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertThat(targets.gatewayExchanges()).isEqualTo(n);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"v0.3 | ''", "v1.0 | 1.0"})
    void theGatewayPassesTheAgentsReplyThroughAStrictRoute(String method, String version) throws Exception {
        String body = method.equals("v1.0") ? EchoRepliesTest.V1_BODY : V03_BODY;
        long exchanges = targets.gatewayExchanges();
        long errors = targets.gatewayErrors();
        HttpResponse<String> direct = post(targets.agentPort(), BenchEchoAgent.PATH, version, body);
        HttpResponse<String> gateway = post(targets.gatewayPort(), "/a2a/" + GatewayBenchTargets.AGENT_ID, version,
                body);
        assertThat(direct.statusCode()).isEqualTo(200);
        assertThat(direct.body()).contains("\"result\"").doesNotContain("\"error\"");
        assertThat(gateway.statusCode()).isEqualTo(200);
        assertThat(gateway.body()).isEqualTo(direct.body());
        awaitExchanges(exchanges + 1);
        assertThat(targets.gatewayErrors()).isEqualTo(errors);
    }

    /** The route does check: SendMessage declared as 0.3, or v1.0 params with a v0.3 role, are refused. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"0.3 | ROLE_USER", "1.0 | user"})
    void theStrictRouteRefusesWhatIsNotV1(String version, String role) throws Exception {
        long exchanges = targets.gatewayExchanges();
        long errors = targets.gatewayErrors();
        HttpResponse<String> gateway = post(targets.gatewayPort(), "/a2a/" + GatewayBenchTargets.AGENT_ID, version,
                EchoRepliesTest.V1_BODY.replace("ROLE_USER", role));
        assertThat(gateway.body()).contains("\"error\"").doesNotContain("\"result\"");
        awaitExchanges(exchanges + 1);
        assertThat(targets.gatewayErrors()).isEqualTo(errors + 1);
    }
}
