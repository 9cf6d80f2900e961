package dev.rpcgate.gateway.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The demo agents over real loopback HTTP: each gives the upstream outcome it is there to show. */
class DemoAgentsTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"kind\":\"message\",\"messageId\":\"m1\",\"role\":\"user\",\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}]}}}";
    static DemoAgents agents;
    static HttpClient http;

    @BeforeAll
    static void start() {
        agents = DemoAgents.start("127.0.0.1");
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        agents.close();
    }

    static HttpResponse<byte[]> post(DemoAgent agent, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(agents.url(agent)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void theEchoAgentAnswersMessageSendWithTheParts() throws Exception {
        HttpResponse<byte[]> r = post(DemoAgent.ECHO, SEND);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(new String(r.body())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"kind\":\"message\","
                + "\"messageId\":\"echo-1\",\"role\":\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}]}}");
        assertThat(new String(post(DemoAgent.ECHO, "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tasks/get\"}")
                .body())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"error\":{\"code\":-32601,"
                + "\"message\":\"Method not found\"}}");
    }

    @Test
    void theSlowAgentAnswersAfterFiveSeconds() throws Exception {
        long t0 = System.nanoTime();
        HttpResponse<byte[]> r = post(DemoAgent.SLOW, SEND);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isGreaterThanOrEqualTo(DemoAgents.SLOW_DELAY);
        assertThat(new String(r.body())).contains("\"result\"");
    }

    @Test
    void theMisbehavingAgentsMisbehave() throws Exception {
        HttpResponse<byte[]> garbage = post(DemoAgent.GARBAGE, SEND);
        assertThat(garbage.statusCode()).isEqualTo(200);
        assertThat(new String(garbage.body())).isEqualTo(DemoAgents.GARBAGE_BODY);
        assertThat(post(DemoAgent.UNAVAILABLE, SEND).statusCode()).isEqualTo(503);
        assertThat(post(DemoAgent.FAILING, SEND).statusCode()).isEqualTo(500);
        HttpResponse<byte[]> big = post(DemoAgent.OVERSIZED, SEND);
        assertThat(big.statusCode()).isEqualTo(200);
        assertThat(big.body()).hasSize(DemoAgents.OVERSIZED_BYTES);
        assertThat(new String(big.body(), 0, 40)).startsWith("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"xxx");
    }
}
