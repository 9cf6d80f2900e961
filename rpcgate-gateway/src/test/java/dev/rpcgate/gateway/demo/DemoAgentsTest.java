package dev.rpcgate.gateway.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.v03.A2aJson;
import dev.rpcgate.a2a.v03.AgentCard;
import dev.rpcgate.a2a.v1.V1Json;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

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

    @ParameterizedTest
    @EnumSource(DemoAgent.class)
    void eachAgentServesItsCardAtItsOwnOrigin(DemoAgent agent) throws Exception {
        URI cardUrl = agents.cardUrl(agent);
        assertThat(cardUrl.getPath()).isEqualTo("/.well-known/agent-card.json");
        assertThat(cardUrl.getPort()).isEqualTo(agents.url(agent).getPort());
        HttpResponse<byte[]> r = http.send(HttpRequest.newBuilder(cardUrl).timeout(Duration.ofSeconds(10)).GET()
                .build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/json");
        JsonParse p = JsonReader.standard().read(r.body());
        assertThat(p.findings()).isEmpty();
        JsonObject card = (JsonObject) p.value();
        assertThat(card).isEqualTo(agents.card(agent));
        // a v0.3.0 card ...
        AgentCard v03 = A2aJson.expectAgentCard(card);
        assertThat(v03.url()).isEqualTo(agents.url(agent).toString());
        assertThat(v03.name()).isEqualTo(agent.id());
        // ... that is a v1.0 card too, naming its one JSON-RPC interface: a strict v1.0 check faults only the
        // v0.3 members, which v1.0 does not name
        List<Finding> errors = new V1Validator(V1Policy.DEFAULT).agentCardFindings(card).stream()
                .filter(Finding::isError).toList();
        assertThat(errors).allSatisfy(f -> assertThat(f.code()).isEqualTo("UnknownMember"));
        assertThat(errors.stream().map(Finding::path))
                .containsExactlyInAnyOrder("/url", "/preferredTransport", "/protocolVersion");
        var v1 = V1Json.expectAgentCard(card);
        assertThat(v1.supportedInterfaces()).singleElement().satisfies(i -> {
            assertThat(i.url()).isEqualTo(agents.url(agent).toString());
            assertThat(i.protocolBinding()).isEqualTo("JSONRPC");
            assertThat(i.protocolVersion()).isEqualTo("0.3");
        });
    }

    @Test
    void everyAgentHasItsOwnOrigin() {
        assertThat(agents.urls().values().stream().map(URI::getPort).distinct()).hasSize(DemoAgent.values().length);
    }
}
