package dev.rpcgate.gateway.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import dev.rpcgate.core.json.JsonArray;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every request {@code rpcgate demo} prints, sent to a running demo over real loopback HTTP: the gateway answers
 * HTTP 200 with a JSON-RPC reply carrying the printed code (and the exact message where it is fixed), and
 * every gateway-originated error says {@code source: "gateway"} in its data.
 */
class DemoTest {
    static Demo demo;
    static HttpClient http;

    @BeforeAll
    static void start() {
        demo = Demo.start(0);
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        demo.close();
    }

    static Stream<DemoExample> examples() {
        return DemoExamples.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void theGatewayAnswersWhatTheDemoPrints(DemoExample e) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(demo.base() + "/a2a/" + e.agentPath()))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", e.contentType())
                .POST(HttpRequest.BodyPublishers.ofString(e.body()));
        for (String h : e.headers()) {
            b.header(h.substring(0, h.indexOf(':')), h.substring(h.indexOf(':') + 1).strip());
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonParse p = JsonReader.standard().read(r.body());
        assertThat(p.findings()).as(r.body()).isEmpty();
        JsonObject reply = (JsonObject) p.value();
        assertThat(reply.get("jsonrpc")).hasToString("\"2.0\"");
        if (e.code() == null) {
            assertThat(reply.get("result")).as(r.body()).isInstanceOf(JsonObject.class);
            return;
        }
        JsonObject error = (JsonObject) reply.get("error");
        assertThat(error).as(r.body()).isNotNull();
        assertThat(error.get("code")).as(r.body()).hasToString(Integer.toString(e.code()));
        if (e.message() != null) {
            assertThat(((JsonString) error.get("message")).value()).isEqualTo(e.message());
        }
        if (e.isV1() || e.headers().contains("A2A-Version: 99.0")) {
            JsonObject info = (JsonObject) ((dev.rpcgate.core.json.JsonArray) error.get("data")).get(0);
            assertThat(info.get("domain")).as(r.body()).hasToString("\"gateway.rpcgate.dev\"");
        } else {
            assertThat(((JsonObject) error.get("data")).get("source")).as(r.body()).hasToString("\"gateway\"");
        }
    }

    @ParameterizedTest
    @EnumSource(DemoAgent.class)
    void theGatewayServesEachAgentsCardPointingAtItself(DemoAgent agent) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(demo.base() + "/a2a/" + agent.id()
                + "/.well-known/agent-card.json")).timeout(Duration.ofSeconds(10)).header("A2A-Version", "0.3")
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.headers().allValues("Vary")).contains("A2A-Version");
        JsonObject card = (JsonObject) JsonReader.standard().read(r.body()).value();
        String route = demo.base() + "/a2a/" + agent.id();
        assertThat(card.get("url")).isEqualTo(JsonString.of(route));
        assertThat(card.get("name")).isEqualTo(JsonString.of(agent.id()));
        JsonObject jsonRpc = (JsonObject) ((JsonArray) card.get("supportedInterfaces")).get(0);
        assertThat(jsonRpc.get("url")).isEqualTo(JsonString.of(route));
        assertThat(r.body()).doesNotContain("/agents/");
    }
}
