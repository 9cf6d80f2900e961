package dev.rpcgate.bench.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The echo agent's replies: v0.3 as before, v1.0 a SendMessageResponse the strict v1.0 validator accepts. */
class EchoRepliesTest {
    static final String V1_BODY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"SendMessage\",\"params\":{\"message\":"
            + "{\"messageId\":\"bench-1\",\"role\":\"ROLE_USER\",\"parts\":[{\"text\":\"hello, agent\"}]}}}";
    static final V1Validator STRICT = new V1Validator(V1Policy.DEFAULT);

    static String reply(String body) {
        return new String(EchoReplies.reply(body.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    }

    static JsonObject json(String text) {
        return (JsonObject) JsonReader.standard().read(text).value();
    }

    @Test
    void answersMessageSendWithTheFixedAgentMessage() {
        assertThat(reply("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"message/send\",\"params\":{}}")).isEqualTo(
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"kind\":\"message\",\"messageId\":\"bench-reply\","
                        + "\"role\":\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"ok\"}]}}");
    }

    @Test
    void answersSendMessageWithAValidResponseEchoingTheParts() {
        String text = reply(V1_BODY);
        assertThat(text).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"message\":{\"messageId\":"
                + "\"bench-reply\",\"role\":\"ROLE_AGENT\",\"parts\":[{\"text\":\"hello, agent\"}]}}}");
        assertThat(STRICT.resultFindings(V1Method.SEND_MESSAGE, json(text).get("result"))).isEmpty();
    }

    /** Whatever the request's parts look like, the reply is a valid SendMessageResponse under the request's id. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"abc\"  | {\"message\":{\"parts\":[{\"data\":{\"k\":[1,2]}},{\"text\":\"ü\"}]}} | [{\"data\":{\"k\":[1,2]}},{\"text\":\"ü\"}]",
        "null     | {\"message\":{\"parts\":\"not an array\"}}                             | [{\"text\":\"ok\"}]",
        "2        | {\"message\":[]}                                                        | [{\"text\":\"ok\"}]",
        "3        | []                                                                       | [{\"text\":\"ok\"}]",
    })
    void sendMessageRepliesStayValid(String id, String params, String parts) {
        JsonObject reply = json(reply("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"SendMessage\",\"params\":"
                + params + "}"));
        assertThat(reply.get("id")).isEqualTo(JsonReader.standard().read(id).value());
        JsonObject message = (JsonObject) ((JsonObject) reply.get("result")).get("message");
        assertThat(message.get("parts")).isEqualTo(JsonReader.standard().read(parts).value());
        assertThat(STRICT.resultFindings(V1Method.SEND_MESSAGE, reply.get("result"))).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"not json", "[1,2]", "{\"method\":\"SendMessage\"}", "\"id\"", "{\"id\":"})
    void anythingWithoutAnIdIsAParseError(String body) {
        assertThat(reply(body))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
    }
}
