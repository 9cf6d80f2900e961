package dev.rpcgate.gateway;

import static dev.rpcgate.gateway.GatewayFixture.code;
import static dev.rpcgate.gateway.GatewayFixture.data;
import static dev.rpcgate.gateway.GatewayFixture.error;
import static dev.rpcgate.gateway.GatewayFixture.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.gateway.auth.Authenticator;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The JSON-RPC base codes the gateway raises itself carry the codes' standard messages, each spelled once for every
 * gate that raises it; what was wrong is in {@code data.reason} and {@code data.findings}, never in the message.
 */
class GatewayBaseMessagesTest {
    private static LoopbackAgent echo;
    private static GatewayFixture gw;

    @BeforeAll
    static void start() throws Exception {
        echo = LoopbackAgent.echo();
        GatewayConfig c = GatewayConfig.builder().routes(Map.of(
                "faulty-agent", new GatewayConfig.Route(GatewayConfig.ParamsMode.PASSTHROUGH, PartPolicy.DEFAULT, true)))
                .build();
        Authenticator broken = header -> {
            throw new IllegalStateException("a bug in the authenticator");
        };
        gw = new GatewayFixture(c, broken);
        gw.register("echo-agent-01", echo.uri());
        gw.register("faulty-agent", echo.uri());
    }

    @AfterAll
    static void stop() {
        gw.close();
        echo.close();
    }

    @ParameterizedTest(name = "{3} at {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "echo-agent-01|application/json|{invalid json!!!}|-32700|Parse error|parse_error|InvalidJson",
        "echo-agent-01|text/plain|`{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}`|-32700"
                + "|Parse error|unsupported_content_type|ContentType",
        "echo-agent-01|application/json|`{\"jsonrpc\": \"2.0\", \"id\": 1, \"params\": {}}`|-32600|Invalid Request"
                + "|invalid_request|MissingMethod",
        "UPPERCASE-BAD|application/json|`{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}`"
                + "|-32600|Invalid Request|invalid_agent_id|InvalidAgentId",
        "echo-agent-01|application/json|`{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/delete\",\"params\":{}}`"
                + "|-32601|Method not found|method_not_found|MethodNotFound",
        "echo-agent-01|application/json|`{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":"
                + "{\"configuration\":{\"timeout\":0}}}`|-32602|Invalid params|invalid_params|InvalidTimeout",
        "faulty-agent|application/json|`{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}`"
                + "|-32603|Internal error|internal_error|"})
    void eachBaseCodeHasItsStandardMessage(String agent, String type, String body, long code, String message,
                                           String reason, String finding) throws Exception {
        HttpResponse<String> r = gw.post(agent, type, body);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(code(r)).isEqualTo(code);
        assertThat(text(error(r), "message")).isEqualTo(message);
        JsonObject d = data(r);
        assertThat(text(d, "source")).isEqualTo("gateway");
        assertThat(text(d, "reason")).isEqualTo(reason);
        if (finding == null) {
            assertThat(d.has("findings")).as("an internal failure is told by its reason only").isFalse();
        } else {
            assertThat(text((JsonObject) ((JsonArray) d.get("findings")).get(0), "code")).isEqualTo(finding);
        }
    }
}
