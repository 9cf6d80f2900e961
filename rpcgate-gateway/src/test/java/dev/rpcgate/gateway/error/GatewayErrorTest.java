package dev.rpcgate.gateway.error;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gateway's error table against the fixture that spells out every row; and the replies it makes. */
class GatewayErrorTest {
    private static List<String[]> rows() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = GatewayErrorTest.class.getResourceAsStream("/errors/gateway-errors.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(Arrays.stream(line.split("\\|")).map(String::strip).toArray(String[]::new));
                }
            }
        }
        return out;
    }

    @Test
    void everyRowIsTheFixturesAndTheFixtureHasEveryRow() throws IOException {
        List<String[]> rows = rows();
        assertThat(rows).extracting(r -> r[0])
                .containsExactlyElementsOf(Arrays.stream(GatewayError.values()).map(Enum::name).toList());
        for (String[] r : rows) {
            GatewayError e = GatewayError.valueOf(r[0]);
            String detail = e.takesDetail() ? "D" : null;
            Failure f = Failure.of(e, detail);
            assertThat(e.gate() == null ? "-" : e.gate()).as(r[0]).isEqualTo(r[1]);
            assertThat(f.code()).as(r[0]).isEqualTo(Integer.parseInt(r[2]));
            assertThat(f.v1Code()).as(r[0]).isEqualTo(Integer.parseInt(r[3]));
            assertThat(f.message()).as(r[0]).isEqualTo(r[4]);
            assertThat(f.reason()).as(r[0]).isEqualTo(r[5]);
            assertThat(f.executed()).as(r[0]).isEqualTo(Boolean.parseBoolean(r[6]));
            assertThat(f.retryable()).as(r[0]).isEqualTo(Boolean.parseBoolean(r[7]));
            assertThat(f.mayHaveExecuted()).as(r[0]).isEqualTo(Boolean.parseBoolean(r[8]));
        }
    }

    @Test
    void aRowWithADetailNeedsOneAndARowWithoutRefusesOne() {
        assertThatThrownBy(() -> Failure.of(GatewayError.AGENT_NOT_FOUND)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Failure.of(GatewayError.SERVER_BUSY, "x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aDetailIsTakenLiterallyNotAsAPattern() {
        assertThat(Failure.of(GatewayError.AGENT_NOT_FOUND, "$1 {} %s\\").message())
                .isEqualTo("agent not found: $1 {} %s\\");
    }

    @Test
    void theReplyCarriesTheGatewaysDataAndOnlyTheErrorFindings() {
        Finding error = Finding.error("InvalidTimeout", "bad", "/params/configuration/timeout", null);
        String reply = JsonWriter.write(Failure.of(GatewayError.INVALID_PARAMS, null, List.of(error))
                .reply(Id.of(JsonNumber.parse("1.0")), "echo-agent-01"));
        assertThat(reply).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"error\":{\"code\":-32602,\"message\":"
                + "\"Invalid params\",\"data\":{\"source\":\"gateway\",\"executed\":false,\"retryable\":false,"
                + "\"reason\":\"invalid_params\",\"agentId\":\"echo-agent-01\",\"findings\":[{\"code\":"
                + "\"InvalidTimeout\",\"severity\":\"ERROR\",\"message\":\"bad\",\"path\":"
                + "\"/params/configuration/timeout\"}]}}}");
        assertThat(JsonWriter.write(Failure.of(GatewayError.AGENT_TIMEOUT, "a").reply(Id.of(null), null)))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32001,\"message\":"
                        + "\"agent timeout: a\",\"data\":{\"source\":\"gateway\",\"executed\":false,\"retryable\":true,"
                        + "\"reason\":\"agent_timeout\",\"agentId\":null,\"mayHaveExecuted\":true}}}");
    }

    @Test
    void aV1ReplyHasOnlyCodeMessageAndAnErrorInfoOfTheGatewaysDomain() {
        assertThat(JsonWriter.write(Failure.of(GatewayError.AGENT_TIMEOUT, "slow-agent-01")
                .reply(Id.of(JsonNumber.parse("3")), "slow-agent-01", A2aVersion.V1_0)))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32000,\"message\":"
                        + "\"agent timeout: slow-agent-01\",\"data\":[{\"@type\":"
                        + "\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"AGENT_TIMEOUT\",\"domain\":"
                        + "\"gateway.rpcgate.dev\",\"metadata\":{\"agentId\":\"slow-agent-01\",\"executed\":\"false\","
                        + "\"retryable\":\"true\",\"mayHaveExecuted\":\"true\"}}]}}");
        Finding error = Finding.error("ParamsNotObject", "params must be an object, got array", "/params", null);
        assertThat(JsonWriter.write(Failure.of(GatewayError.INVALID_PARAMS, null, List.of(error))
                .withStatus(400).reply(Id.of(null), null, A2aVersion.V1_0)))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32602,\"message\":"
                        + "\"Invalid params\",\"data\":[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\","
                        + "\"reason\":\"INVALID_PARAMS\",\"domain\":\"gateway.rpcgate.dev\",\"metadata\":{"
                        + "\"executed\":\"false\",\"retryable\":\"false\",\"mayHaveExecuted\":\"false\","
                        + "\"status\":\"400\"}},{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\","
                        + "\"fieldViolations\":[{\"description\":\"params must be an object, got array\"}]},"
                        + "{\"@type\":\"type.rpcgate.dev/rpcgate.a2a.v1.Findings\",\"findings\":[{\"code\":"
                        + "\"ParamsNotObject\",\"severity\":\"ERROR\",\"message\":"
                        + "\"params must be an object, got array\",\"path\":\"/params\"}]}]}}");
    }

    /** Every row's v1.0 error passes rpcgate-a2a's v1.0 error check and never borrows one of A2A's typed codes. */
    @Test
    void everyV1ErrorIsAValidV1ErrorObjectWithACodeNoSdkMisreads() {
        V1Validator validator = new V1Validator(V1Policy.DEFAULT);
        for (GatewayError e : GatewayError.values()) {
            Failure f = Failure.of(e, e.takesDetail() ? "D" : null,
                    List.of(Finding.error("Bad", "bad", "/params/x", null)));
            JsonObject error = (JsonObject) f.reply(Id.of(JsonNumber.parse("1")), "a", A2aVersion.V1_0).get("error");
            assertThat(error.names()).as(e.name()).containsExactly("code", "message", "data");
            assertThat(validator.errorFindings(error)).as(e.name()).noneMatch(Finding::isError);
            int code = f.v1Code();
            assertThat(code >= -32008 && code <= -32001 && code != -32006).as(e + " " + code).isFalse();
        }
    }

    @Test
    void aHostileRequestCannotMakeAHugeError() {
        List<Finding> many = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            many.add(Finding.error("E" + i, "x", "", null));
        }
        assertThat(Failure.of(GatewayError.INVALID_PARAMS, null, many).findings()).hasSize(Failure.MAX_FINDINGS);
    }
}
