package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A2A v0.3 and v1.0 side by side through a real gateway, case by case from {@code versions/cases.txt}: each request
 * (path with query, header fields, body) beside the exact reply. The agent answers with what reached it — the method,
 * the A2A header fields and the query string — so a case shows what is forwarded as well as what the gateway refuses,
 * in which version's error form. With {@code -Drpcgate.record=true} the replies are rewritten from what the gateway
 * answers (then review the diff).
 */
class GatewayVersionsTest {
    static final Path CASES = RepoFiles.repoRoot().resolve("rpcgate-gateway/src/test/resources/versions/cases.txt");
    static LoopbackAgent agent;
    static LoopbackAgent slow;
    static GatewayFixture gw;

    /** One case: a title, the request, and the expected reply line. */
    record Case(String title, String target, List<String[]> headers, String body, String expected) {
        @Override
        public String toString() {
            return title;
        }
    }

    @BeforeAll
    static void start() throws Exception {
        agent = LoopbackAgent.http((ex, req) -> {
            JsonObject o = (JsonObject) JsonReader.standard().read(req).value();
            JsonObject.Builder seen = JsonObject.builder().put("method", o.get("method"));
            for (String name : new String[] {"A2A-Version", "A2A-Extensions", "X-A2A-Extensions", "Rpcgate-Timeout"}) {
                List<String> values = ex.getRequestHeaders().get(name);
                if (values != null) {
                    seen.put(name, JsonArray.of(values.stream().map(v -> (JsonValue) JsonString.of(v)).toList()));
                }
            }
            if (ex.getRequestURI().getRawQuery() != null) {
                seen.put("query", ex.getRequestURI().getRawQuery());
            }
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":" + JsonWriter.write(o.get("id"))
                    + ",\"result\":" + JsonWriter.write(seen.build()) + "}");
        });
        slow = LoopbackAgent.http((ex, req) -> {
            Thread.sleep(3000);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}");
        });
        GatewayConfig.Route strict = new GatewayConfig.Route(GatewayConfig.ParamsMode.STRICT, PartPolicy.DEFAULT, false);
        GatewayConfig c = GatewayConfig.builder().routes(Map.of(
                "strict-agent", strict,
                "v1-agent", GatewayConfig.Route.DEFAULT.withVersion(A2aVersion.V1_0),
                "v03-agent", GatewayConfig.Route.DEFAULT.withVersion(A2aVersion.V0_3))).build();
        gw = new GatewayFixture(c);
        for (String id : new String[] {"echo-agent-01", "strict-agent", "v1-agent", "v03-agent"}) {
            gw.register(id, agent.uri());
        }
        gw.register("slow-agent-01", slow.uri());
    }

    @AfterAll
    static void stop() {
        gw.close();
        agent.close();
        slow.close();
    }

    static List<Case> cases() throws Exception {
        List<Case> out = new ArrayList<>();
        for (String block : Files.readString(CASES, StandardCharsets.UTF_8).split("\n(?=## )")) {
            if (block.startsWith("## ")) {
                out.add(parse(block));
            }
        }
        return out;
    }

    /** {@code ## title}, {@code POST path?query}, header lines, the body line, then {@code => reply} (if recorded). */
    static Case parse(String block) {
        String[] lines = block.strip().split("\n");
        List<String[]> headers = new ArrayList<>();
        int i = 2;
        for (; i < lines.length && !lines[i].startsWith("{") && !lines[i].startsWith("["); i++) {
            int colon = lines[i].indexOf(':');
            headers.add(new String[] {lines[i].substring(0, colon), lines[i].substring(colon + 1).strip()});
        }
        String expected = i + 1 < lines.length && lines[i + 1].startsWith("=> ") ? lines[i + 1].substring(3) : "";
        return new Case(lines[0].substring(3).strip(), lines[1].substring("POST ".length()).strip(), headers, lines[i],
                expected);
    }

    static HttpResponse<String> send(Case c) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(gw.server.uri() + "/a2a/" + c.target()))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(c.body()));
        for (String[] h : c.headers()) {
            b.header(h[0], h[1]);
        }
        return gw.client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theReplyIsExactlyTheCases(Case c) throws Exception {
        HttpResponse<String> r = send(c);
        assertThat(r.statusCode()).as(c.title()).isEqualTo(200);
        assertThat(r.body()).as(c.title()).isEqualTo(c.expected());
    }

    /** Rewrites the replies of {@code cases.txt} from what the gateway answers; runs only when recording. */
    @Test
    @EnabledIfSystemProperty(named = "rpcgate.record", matches = "true")
    void recordTheReplies() throws Exception {
        String text = Files.readString(CASES, StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder();
        for (String block : text.split("\n(?=## )")) {
            if (!block.startsWith("## ")) {
                out.append(block).append('\n');
                continue;
            }
            List<String> kept = new ArrayList<>();
            for (String line : block.strip().split("\n")) {
                if (!line.startsWith("=> ")) {
                    kept.add(line);
                }
            }
            Case c = parse(String.join("\n", kept));
            out.append(String.join("\n", kept)).append("\n=> ").append(send(c).body()).append("\n\n");
        }
        Files.writeString(CASES, out.toString().strip() + "\n", StandardCharsets.UTF_8);
    }

    @Test
    void aV1CallSetsItsTimeoutWithTheHeaderAndGetsTheV1Timeout() throws Exception {
        long t0 = System.nanoTime();
        HttpResponse<String> r = send(new Case("timeout", "slow-agent-01", List.of(new String[] {"A2A-Version", "1.0"},
                new String[] {"Rpcgate-Timeout", "0.5"}), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"GetTask\","
                + "\"params\":{\"id\":\"t-1\"}}", ""));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32000,\"message\":"
                + "\"agent timeout: slow-agent-01\",\"data\":[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\","
                + "\"reason\":\"AGENT_TIMEOUT\",\"domain\":\"gateway.rpcgate.dev\",\"metadata\":{\"agentId\":"
                + "\"slow-agent-01\",\"executed\":\"false\",\"retryable\":\"true\",\"mayHaveExecuted\":\"true\"}}]}}");
        assertThat(ms).as("the header's 0.5 s, not the default").isLessThan(2500);
    }
}
