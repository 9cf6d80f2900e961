package dev.rpcgate.gateway;

import static dev.rpcgate.gateway.GatewayFixture.code;
import static dev.rpcgate.gateway.GatewayFixture.data;
import static dev.rpcgate.gateway.GatewayFixture.error;
import static dev.rpcgate.gateway.GatewayFixture.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.gateway.auth.AuthOutcome;
import dev.rpcgate.gateway.auth.Authenticator;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.registry.AgentIds;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The gates before UPSTREAM — PARSE, ENVELOPE, AUTH, ROUTE, DISPATCH, PARAMS — against a real gateway and a real echo
 * agent: the demo's curl examples give its codes and messages, every gateway error carries its {@code data}, and
 * no failing request reaches the agent.
 */
class GatewayRequestGatesTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\","
            + "\"params\":{\"message\":{\"parts\":[{\"text\":\"Hello?\"}]}}}";
    static LoopbackAgent echo;
    static GatewayFixture gw;

    @BeforeAll
    static void start() throws Exception {
        echo = LoopbackAgent.echo();
        GatewayConfig c = GatewayConfig.builder().routes(Map.of(
                "strict-agent", new GatewayConfig.Route(GatewayConfig.ParamsMode.STRICT, PartPolicy.DEFAULT
                        .withPartLimit(8), false),
                "locked-agent", new GatewayConfig.Route(GatewayConfig.ParamsMode.PASSTHROUGH, PartPolicy.DEFAULT, true)))
                .build();
        Authenticator auth = header -> "Bearer good-token".equals(header) ? new AuthOutcome.Passed("tester")
                : new AuthOutcome.Failed(header == null ? "missing token" : "invalid token");
        gw = new GatewayFixture(c, auth);
        for (String id : new String[] {"echo-agent-01", "strict-agent", "locked-agent"}) {
            gw.register(id, echo.uri());
        }
    }

    @AfterAll
    static void stop() {
        gw.close();
        echo.close();
    }

    @Test
    void referenceAgentNotFound() throws Exception {
        HttpResponse<String> r = gw.post("nonexistent-agent", SEND);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(code(r)).isEqualTo(-32002);
        assertThat(text(error(r), "message")).isEqualTo("agent not found: nonexistent-agent");
        assertThat(r.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32002,"
                + "\"message\":\"agent not found: nonexistent-agent\",\"data\":");
        JsonObject d = data(r);
        assertThat(text(d, "source")).isEqualTo("gateway");
        assertThat(text(d, "reason")).isEqualTo("agent_not_found");
        assertThat(text(d, "agentId")).isEqualTo("nonexistent-agent");
        assertThat(d.get("executed").toString()).isEqualTo("false");
        assertThat(d.get("retryable").toString()).isEqualTo("false");
    }

    @Test
    void referenceInvalidRequests() throws Exception {
        int before = echo.requests.get();
        assertThat(code(gw.post("echo-agent-01", "{invalid json!!!}"))).isEqualTo(-32700);
        assertThat(code(gw.post("echo-agent-01", "{\"jsonrpc\": \"2.0\", \"id\": 1, \"params\": {}}")))
                .isEqualTo(-32600);
        assertThat(code(gw.post("echo-agent-01",
                "{\"jsonrpc\": \"1.0\", \"id\": 1, \"method\": \"message/send\", \"params\": {}}"))).isEqualTo(-32600);
        HttpResponse<String> plain = gw.post("echo-agent-01", "text/plain",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}");
        assertThat(plain.statusCode()).isEqualTo(200);
        assertThat(code(plain)).isEqualTo(-32700);
        assertThat(text(data(plain), "reason")).isEqualTo("unsupported_content_type");
        HttpResponse<String> upper = gw.post("UPPERCASE-BAD",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}");
        assertThat(code(upper)).isEqualTo(-32600);
        assertThat(text(data(upper), "reason")).isEqualTo("invalid_agent_id");
        assertThat(data(upper).get("agentId").toString()).isEqualTo("null");
        assertThat(echo.requests.get()).as("no invalid request reaches the agent").isEqualTo(before);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "|unsupported_content_type",
        "application/xml|unsupported_content_type",
        "application/json; charset=latin1|unsupported_content_type",
        "application/json, application/json|unsupported_content_type"})
    void contentTypeRefusedBeforeTheBody(String type, String reason) throws Exception {
        HttpResponse<String> r = gw.post("echo-agent-01", type, SEND);
        assertThat(code(r)).isEqualTo(-32700);
        assertThat(text(data(r), "reason")).isEqualTo(reason);
        assertThat(r.body()).contains("\"id\":null").contains("\"findings\":[{\"code\":\"ContentType\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json; charset=utf-8", "APPLICATION/JSON", "application/json;charset=\"UTF-8\""})
    void contentTypeWithParametersAccepted(String type) throws Exception {
        HttpResponse<String> r = gw.post("echo-agent-01", type, SEND);
        assertThat(r.body()).contains("\"result\":{\"echo\":");
    }

    @Test
    void parseErrorsCarryLocatedFindings() throws Exception {
        HttpResponse<String> r = gw.post("echo-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"x\"}");
        assertThat(code(r)).isEqualTo(-32700);
        assertThat(text(data(r), "reason")).isEqualTo("parse_error");
        JsonObject finding = (JsonObject) ((JsonArray) data(r).get("findings")).get(0);
        assertThat(text(finding, "code")).isEqualTo("DuplicateKey");
        assertThat(finding.get("line").toString()).isEqualTo("1");
        assertThat(code(gw.post("echo-agent-01", ""))).isEqualTo(-32700);
        assertThat(code(gw.post("echo-agent-01", "\u00ff\u00fe"))).isEqualTo(-32700);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Echo-agent-01", "echo_agent", "echo.agent", "..", "%2e%2e", "a%2Fb", "a%2fb", "%65cho",
        "caf%C3%A9", "a;b", "a,b"})
    void agentIdTricksAreInvalidRequests(String path) throws Exception {
        int before = echo.requests.get();
        HttpResponse<String> r = gw.post(path, SEND);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(code(r)).isEqualTo(-32600);
        assertThat(text(data(r), "reason")).isEqualTo("invalid_agent_id");
        assertThat(r.body()).contains("\"id\":1");
        assertThat(echo.requests.get()).isEqualTo(before);
    }

    @Test
    void agentIdTricksOnTheWire() throws Exception {
        for (String path : new String[] {"/a2a/echo-agent-01/../echo-agent-01", "/a2a/..%2Fecho-agent-01",
            "/a2a/echo-agent-01%2F..", "/a2a/", "/a2a/" + "a".repeat(AgentIds.MAX_LENGTH + 1)}) {
            String reply = gw.raw("POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + SEND.length() + "\r\nConnection: close\r\n\r\n" + SEND);
            assertThat(reply).as(path).doesNotContain("\"result\"");
            if (reply.startsWith("HTTP/1.1 200")) {
                assertThat(reply).as(path).contains("\"code\":-32600").contains("invalid_agent_id");
            } else {
                assertThat(reply).as(path).matches("(?s)HTTP/1.1 (400|404).*");
            }
        }
        assertThat(gw.post("a".repeat(AgentIds.MAX_LENGTH), SEND).body()).contains("-32002");
    }

    @Test
    void unknownMethodIsMethodNotFoundAfterRoute() throws Exception {
        HttpResponse<String> r = gw.post("echo-agent-01",
                "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"message/sendd\",\"params\":{}}");
        assertThat(code(r)).isEqualTo(-32601);
        assertThat(text(data(r), "reason")).isEqualTo("method_not_found");
        assertThat(r.body()).contains("\"id\":\"a\"");
        // ROUTE comes first: an unknown agent with an unknown method is -32002
        assertThat(code(gw.post("nobody", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"nope\"}"))).isEqualTo(-32002);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "\"5\"", "null", "true", "[]", "{}", "-0.0"})
    void badTimeoutIsInvalidParams(String timeout) throws Exception {
        int before = echo.requests.get();
        HttpResponse<String> r = gw.post("echo-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"message/send\","
                + "\"params\":{\"message\":{\"parts\":[]},\"configuration\":{\"timeout\":" + timeout + "}}}");
        assertThat(code(r)).isEqualTo(-32602);
        JsonObject d = data(r);
        assertThat(text(d, "reason")).isEqualTo("invalid_params");
        assertThat(text((JsonObject) ((JsonArray) d.get("findings")).get(0), "code")).isEqualTo("InvalidTimeout");
        assertThat(echo.requests.get()).isEqualTo(before);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"params\":[1]", "\"params\":{\"configuration\":5}", "\"params\":{\"configuration\":[]}",
        ""})
    void passthroughParamsMustBeAnObject(String params) throws Exception {
        String sep = params.isEmpty() ? "" : ",";
        HttpResponse<String> r = gw.post("echo-agent-01",
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tasks/get\"" + sep + params + "}");
        assertThat(code(r)).isEqualTo(-32602);
    }

    @Test
    void passthroughForwardsPayloadUntouched() throws Exception {
        String odd = "{ \"jsonrpc\" : \"2.0\", \"id\" : 1.0, \"method\" : \"message/send\", \"params\" : "
                + "{\"message\": {\"parts\": [{\"text\": \"no kind here\"}]}, \"configuration\": {\"timeout\": 2.5}, "
                + "\"x-extra\": 1e3} }";
        HttpResponse<String> r = gw.post("echo-agent-01", odd);
        assertThat(new String(echo.lastBody, java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(odd);
        assertThat(r.body()).contains("\"id\":1.0").contains("no kind here");
    }

    @Test
    void strictRouteValidatesWithItsPartPolicy() throws Exception {
        int before = echo.requests.get();
        HttpResponse<String> r = gw.post("strict-agent", SEND); // no kind, no role, no messageId
        assertThat(code(r)).isEqualTo(-32602);
        assertThat(text(data(r), "reason")).isEqualTo("invalid_params");
        assertThat(((JsonArray) data(r).get("findings")).size()).isGreaterThan(0);
        String valid = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"message/send\",\"params\":{\"message\":{"
                + "\"kind\":\"message\",\"messageId\":\"m1\",\"role\":\"user\",\"parts\":[{\"kind\":\"text\","
                + "\"text\":\"%s\"}]}}}";
        HttpResponse<String> tooLong = gw.post("strict-agent", valid.formatted("123456789"));
        assertThat(code(tooLong)).isEqualTo(-32602);
        assertThat(echo.requests.get()).isEqualTo(before);
        assertThat(gw.post("strict-agent", valid.formatted("1234")).body()).contains("\"result\"");
        // tasks/get is not message/send: strict mode leaves it to the passthrough checks
        assertThat(gw.post("strict-agent", "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tasks/get\","
                + "\"params\":{\"id\":\"t\"}}").body()).contains("\"result\"");
    }

    @Test
    void protectedRouteNeedsTheAuthenticatorsYes() throws Exception {
        HttpResponse<String> none = gw.post("locked-agent", SEND);
        assertThat(code(none)).isEqualTo(-32010);
        assertThat(text(error(none), "message")).isEqualTo("authentication failed: missing token");
        assertThat(text(data(none), "reason")).isEqualTo("auth_failed");
        java.net.http.HttpRequest req = java.net.http.HttpRequest.newBuilder(
                java.net.URI.create("http://127.0.0.1:" + gw.server.port() + "/a2a/locked-agent"))
                .header("Content-Type", "application/json").header("Authorization", "Bearer good-token")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(SEND)).build();
        assertThat(gw.client.send(req, HttpResponse.BodyHandlers.ofString()).body()).contains("\"result\"");
    }

    @Test
    void notificationsGetNoReply() throws Exception {
        HttpResponse<String> ok = gw.post("echo-agent-01",
                "{\"jsonrpc\":\"2.0\",\"method\":\"message/send\",\"params\":{\"message\":{}}}");
        assertThat(ok.statusCode()).isEqualTo(204);
        assertThat(ok.body()).isEmpty();
        HttpResponse<String> unknown = gw.post("echo-agent-01", "{\"jsonrpc\":\"2.0\",\"method\":\"nope\"}");
        assertThat(unknown.statusCode()).isEqualTo(204);
    }

    @Test
    void batchesAndResponsesAreInvalidRequests() throws Exception {
        HttpResponse<String> batch = gw.post("echo-agent-01", "[" + SEND + "]");
        assertThat(code(batch)).isEqualTo(-32600);
        assertThat(batch.body()).contains("BatchNotSupported").contains("\"id\":null");
        assertThat(code(gw.post("echo-agent-01", "[]"))).isEqualTo(-32600);
        assertThat(code(gw.post("echo-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":5}"))).isEqualTo(-32600);
        assertThat(code(gw.post("echo-agent-01", "42"))).isEqualTo(-32600);
        // JSON-RPC 2.0 params are structured: a string is an envelope error, not a params error
        assertThat(code(gw.post("echo-agent-01", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tasks/get\","
                + "\"params\":\"x\"}"))).isEqualTo(-32600);
    }
}
