package dev.rpcgate.gateway;

import static dev.rpcgate.gateway.GatewayFixture.code;
import static dev.rpcgate.gateway.GatewayFixture.data;
import static dev.rpcgate.gateway.GatewayFixture.error;
import static dev.rpcgate.gateway.GatewayFixture.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The UPSTREAM gate against real loopback agents: every row of the transport/application table of docs/gateway.md, the
 * -32004 cases, timeouts with real delays, round-robin and the one retry after a refused connection.
 */
class GatewayUpstreamTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\","
            + "\"params\":{\"message\":{\"parts\":[{\"text\":\"hi\"}]}}}";
    static GatewayFixture gw;

    @BeforeAll
    static void start() {
        gw = new GatewayFixture(GatewayConfig.builder().defaultTimeoutSeconds(2).maxTimeoutSeconds(2)
                .maxSseIdleSeconds(300).agentMaxResponseBytes(4096).agentMaxConcurrency(100).build());
    }

    @AfterAll
    static void stop() {
        gw.close();
    }

    private static HttpResponse<String> via(LoopbackAgent agent, String id, String body) throws Exception {
        gw.register(id, agent.uri());
        return gw.post(id, body);
    }

    private static void assertTransport(HttpResponse<String> r, int code, String message, String reason) {
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(code(r)).isEqualTo(code);
        assertThat(text(error(r), "message")).isEqualTo(message);
        JsonObject d = data(r);
        assertThat(text(d, "source")).isEqualTo("gateway");
        assertThat(text(d, "reason")).isEqualTo(reason);
        assertThat(d.get("executed").toString()).isEqualTo("false");
        assertThat(d.get("retryable").toString()).isEqualTo("true");
    }

    @Test
    void success2xxPassesThroughByteForByte() throws Exception {
        String reply = "{ \"result\" : {\"kind\":\"message\", \"n\": 1.50}, \"id\":1,\"jsonrpc\":\"2.0\" }\n";
        try (LoopbackAgent a = LoopbackAgent.fixed(200, reply)) {
            HttpResponse<String> r = via(a, "ok-agent", SEND);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).isEqualTo(reply);
            assertThat(new String(a.lastBody, StandardCharsets.UTF_8)).isEqualTo(SEND);
        }
        try (LoopbackAgent a = LoopbackAgent.fixed(202, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}")) {
            assertThat(via(a, "accepted-agent", SEND).body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}");
        }
    }

    @Test
    void connectionRefusedIsUnreachable() throws Exception {
        gw.register("gone-agent", URI.create("http://127.0.0.1:" + GatewayFixture.closedPort() + "/"));
        assertTransport(gw.post("gone-agent", SEND), -32003, "agent unreachable", "agent_unreachable");
    }

    @Test
    void dnsFailureIsUnreachable() throws Exception {
        gw.register("dns-agent", URI.create("http://no-such-host.invalid:9/"));
        assertTransport(gw.post("dns-agent", SEND), -32003, "agent unreachable", "agent_unreachable");
    }

    @ParameterizedTest
    @ValueSource(ints = {502, 503, 504})
    void gatewayStatusesAreUnavailable(int status) throws Exception {
        // even with a JSON-RPC body: these are transport errors, never executed
        try (LoopbackAgent a = LoopbackAgent.fixed(status, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}")) {
            HttpResponse<String> r = via(a, "status-agent-" + status, SEND);
            assertTransport(r, -32003, "agent unavailable: " + status, "agent_unavailable");
            assertThat(data(r).get("status").toString()).isEqualTo(Integer.toString(status));
        }
    }

    @Test
    void tooManyRequestsHonoursRetryAfter() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.http((ex, req) -> {
            ex.getResponseHeaders().set("Retry-After", "7");
            LoopbackAgent.send(ex, 429, "slow down");
        })) {
            HttpResponse<String> r = via(a, "busy-agent", SEND);
            assertTransport(r, -32003, "agent unavailable: 429", "agent_unavailable");
            assertThat(data(r).get("retryAfter").toString()).isEqualTo("7");
            assertThat(data(r).get("status").toString()).isEqualTo("429");
        }
    }

    @Test
    void oversizedReplyIsTooLargeDeclaredOrNot() throws Exception {
        String big = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"" + "x".repeat(5000) + "\"}";
        try (LoopbackAgent declared = LoopbackAgent.fixed(200, big)) {
            HttpResponse<String> r = via(declared, "big-agent", SEND);
            assertTransport(r, -32003, "agent response too large", "agent_response_too_large");
        }
        try (LoopbackAgent chunked = LoopbackAgent.http((ex, req) -> {
            ex.sendResponseHeaders(200, 0); // chunked, no Content-Length
            try (OutputStream out = ex.getResponseBody()) {
                for (int i = 0; i < 1000; i++) {
                    out.write("xxxxxxxxxx".getBytes(StandardCharsets.US_ASCII));
                }
            }
        })) {
            assertTransport(via(chunked, "chunky-agent", SEND), -32003, "agent response too large",
                    "agent_response_too_large");
        }
        String exact = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"" + "y".repeat(4096 - 36) + "\"}";
        assertThat(exact).hasSize(4096);
        try (LoopbackAgent limit = LoopbackAgent.fixed(200, exact)) {
            assertThat(via(limit, "limit-agent", SEND).body()).isEqualTo(exact);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {301, 302, 307, 308})
    void redirectsAreNotFollowed(int status) throws Exception {
        try (LoopbackAgent target = LoopbackAgent.fixed(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"moved\"}");
             LoopbackAgent a = LoopbackAgent.http((ex, req) -> {
                 ex.getResponseHeaders().set("Location", target.uri().toString());
                 LoopbackAgent.send(ex, status, "");
             })) {
            HttpResponse<String> r = via(a, "redirect-agent", SEND);
            assertThat(code(r)).isEqualTo(-32004);
            assertThat(text(data(r), "reason")).isEqualTo("agent_invalid_response");
            assertThat(data(r).get("retryable").toString()).isEqualTo("false");
            assertThat(target.requests.get()).isZero();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"not json at all", "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":1}", "{\"id\":1,\"result\":1}",
        "{\"jsonrpc\":\"2.0\",\"id\":1}", "[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}]", "",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}"})
    void successWithoutAJsonRpcReplyIsInvalidResponse(String body) throws Exception {
        try (LoopbackAgent a = LoopbackAgent.fixed(200, body)) {
            HttpResponse<String> r = via(a, "garbage-agent", SEND);
            assertThat(code(r)).isEqualTo(-32004);
            assertThat(text(error(r), "message")).isEqualTo("agent invalid response: not a JSON-RPC reply");
            assertThat(data(r).get("executed").toString()).isEqualTo("true");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 401, 403, 404, 409, 422, 500})
    void applicationErrorsPassThroughWhenJsonRpc(int status) throws Exception {
        String agentError = "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32001,\"message\":\"Task not found\"}}";
        try (LoopbackAgent a = LoopbackAgent.fixed(status, agentError)) {
            HttpResponse<String> r = via(a, "app-agent-" + status, SEND);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).isEqualTo(agentError); // the agent's own -32001, no gateway data: source tells apart
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 401, 403, 404, 409, 422, 500, 418, 501})
    void applicationErrorsWithoutJsonRpcAreWrapped(int status) throws Exception {
        try (LoopbackAgent a = LoopbackAgent.fixed(status, "<html>nope</html>")) {
            HttpResponse<String> r = via(a, "html-agent-" + status, SEND);
            assertThat(code(r)).isEqualTo(-32603);
            assertThat(text(error(r), "message")).isEqualTo("agent error: HTTP " + status);
            JsonObject d = data(r);
            assertThat(text(d, "reason")).isEqualTo("agent_http_error");
            assertThat(d.get("executed").toString()).isEqualTo("true");
            assertThat(d.get("retryable").toString()).isEqualTo("false");
            assertThat(d.get("status").toString()).isEqualTo(Integer.toString(status));
        }
    }

    @Test
    void slowAgentTimesOutAtTheRequestedSecond() throws Exception {
        try (LoopbackAgent slow = LoopbackAgent.http((ex, req) -> {
            Thread.sleep(5000);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        })) {
            gw.register("slow-agent-01", slow.uri());
            long t0 = System.nanoTime();
            HttpResponse<String> r = gw.post("slow-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\","
                    + "\"params\":{\"message\":{\"parts\":[{\"text\":\"This will timeout\"}]},"
                    + "\"configuration\":{\"timeout\":1}}}");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertThat(r.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32001,"
                    + "\"message\":\"agent timeout: slow-agent-01\",\"data\":");
            JsonObject d = data(r);
            assertThat(text(d, "reason")).isEqualTo("agent_timeout");
            assertThat(d.get("executed").toString()).isEqualTo("false");
            assertThat(d.get("mayHaveExecuted").toString()).isEqualTo("true");
            assertThat(d.get("retryable").toString()).isEqualTo("true");
            assertThat(ms).isBetween(900L, 3000L);
            // a fraction of a second works too, and the maximum (2 s here) clamps a larger request
            t0 = System.nanoTime();
            assertThat(code(gw.post("slow-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\","
                    + "\"params\":{\"configuration\":{\"timeout\":0.3}}}"))).isEqualTo(-32001);
            assertThat((System.nanoTime() - t0) / 1_000_000).isBetween(250L, 1500L);
            t0 = System.nanoTime();
            assertThat(code(gw.post("slow-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\","
                    + "\"params\":{\"configuration\":{\"timeout\":1e9}}}"))).isEqualTo(-32001);
            assertThat((System.nanoTime() - t0) / 1_000_000).isBetween(1900L, 4000L);
        }
    }

    @Test
    void aBodyThatTricklesPastTheDeadlineTimesOut() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.raw((s, head, body) -> {
            OutputStream out = s.getOutputStream();
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(4000);
        })) {
            long t0 = System.nanoTime();
            HttpResponse<String> r = via(a, "trickle-agent", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tasks/get\","
                    + "\"params\":{\"configuration\":{\"timeout\":1}}}");
            assertThat(code(r)).isEqualTo(-32001);
            assertThat((System.nanoTime() - t0) / 1_000_000).isBetween(900L, 3000L);
        }
    }

    @Test
    void aResetAfterTheRequestIsUnavailableAndMayHaveExecuted() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.raw((s, head, body) -> {
            s.setSoLinger(true, 0); // RST instead of FIN
            s.getOutputStream().write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"jso".getBytes(
                    StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            Thread.sleep(100);
            s.close();
        })) {
            HttpResponse<String> r = via(a, "reset-agent", SEND);
            assertThat(code(r)).isEqualTo(-32003);
            assertThat(text(data(r), "reason")).isEqualTo("agent_unavailable");
            assertThat(data(r).get("mayHaveExecuted").toString()).isEqualTo("true");
        }
        try (LoopbackAgent garbage = LoopbackAgent.raw((s, head, body) -> {
            s.getOutputStream().write("NOT HTTP AT ALL\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
        })) {
            HttpResponse<String> r = via(garbage, "babble-agent", SEND);
            assertThat(code(r)).isIn(-32003L, -32004L);
            assertThat(text(data(r), "source")).isEqualTo("gateway");
        }
    }

    @Test
    void roundRobinAndOneRetryOnAnotherInstance() throws Exception {
        try (LoopbackAgent one = LoopbackAgent.echo(); LoopbackAgent two = LoopbackAgent.echo()) {
            gw.register("pair-agent", one.uri(), two.uri());
            for (int i = 0; i < 10; i++) {
                assertThat(gw.post("pair-agent", SEND).body()).contains("\"result\"");
            }
            assertThat(one.requests.get()).isEqualTo(5);
            assertThat(two.requests.get()).isEqualTo(5);
            URI dead = URI.create("http://127.0.0.1:" + GatewayFixture.closedPort() + "/");
            gw.register("half-agent", dead, one.uri());
            int before = one.requests.get();
            for (int i = 0; i < 6; i++) {
                assertThat(gw.post("half-agent", SEND).body()).as("refused is retried once elsewhere")
                        .contains("\"result\"");
            }
            assertThat(one.requests.get() - before).isEqualTo(6);
        }
        try (LoopbackAgent slow = LoopbackAgent.http((ex, req) -> Thread.sleep(3000));
             LoopbackAgent other = LoopbackAgent.echo()) {
            // a timeout is not retried elsewhere: the agent may have run the call
            gw.register("no-retry-agent", slow.uri(), other.uri()); // a new agent's rotation starts at the first
            HttpResponse<String> r = gw.post("no-retry-agent", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tasks/get\","
                    + "\"params\":{\"configuration\":{\"timeout\":0.5}}}");
            assertThat(code(r)).isEqualTo(-32001);
            assertThat(other.requests.get()).isZero();
            assertThat(gw.post("no-retry-agent", SEND).body()).contains("\"result\""); // and the next goes on
        }
    }
}
