package dev.rpcgate.a2a.receiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1ParamsCheck;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.http.HttpReply;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The v1.0 receiver served by the runtime's HTTP binding, unchanged: its replies in ProtoJSON and v1.0 error forms. */
class V1ReceiverTest {
    private static final String SEND = "{\"jsonrpc\":\"2.0\",%s\"method\":\"SendMessage\",\"params\":{\"message\":"
            + "{\"messageId\":\"m-%s\",%s\"role\":\"ROLE_USER\",\"parts\":[{\"text\":\"h\\u00e9llo\"}]}}}";

    private final AtomicInteger ids = new AtomicInteger();
    private final AtomicInteger contexts = new AtomicInteger();
    private final V1Receiver receiver = new V1Receiver(V1Policy.DEFAULT, new ReceiptStore(2),
            () -> "reply-" + ids.incrementAndGet(), () -> "ctx-" + contexts.incrementAndGet());
    private final HttpBinding http = HttpBinding.of(receiver, receiver.options());
    private final V1Validator validator = new V1Validator(V1Policy.DEFAULT);

    private HttpReply post(String body) {
        return http.handle("POST", "application/json", body.getBytes(StandardCharsets.UTF_8));
    }

    private static String body(HttpReply r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }

    private static JsonObject json(HttpReply r) {
        return (JsonObject) JsonReader.standard().read(r.body()).value();
    }

    @Test
    void sendMessageKeepsAReceiptAndAnswersWithAnAgentMessageInProtoJson() {
        HttpReply r = post(SEND.formatted("\"id\":7,", "1", "\"contextId\":\"c-1\","));

        assertThat(body(r)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"message\":{\"messageId\":"
                + "\"reply-1\",\"contextId\":\"c-1\",\"role\":\"ROLE_AGENT\",\"parts\":[{\"data\":{\"messageId\":"
                + "\"m-1\",\"parts\":[{\"index\":0,\"kind\":\"text\",\"countedBytes\":6,\"mimeType\":null,\"name\":null}],"
                + "\"bytes\":6}}]}}}");
        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-1");
        assertThat(validator.resultFindings(V1Method.SEND_MESSAGE, json(r).get("result")))
                .as("the reply is a valid SendMessageResponse").isEmpty();
    }

    @Test
    void aMessageWithoutContextGetsAFreshOneAndProtoNamesAreRead() {
        HttpReply r = post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"SendMessage\",\"params\":{\"message\":"
                + "{\"message_id\":\"m-snake\",\"role\":\"ROLE_USER\",\"parts\":[{\"text\":\"x\"}]}}}");

        JsonObject message = (JsonObject) ((JsonObject) json(r).get("result")).get("message");
        assertThat(JsonWriter.write(message.get("contextId"))).isEqualTo("\"ctx-1\"");
        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-snake");
    }

    @Test
    void aNotificationIsReceivedButNotAnswered() {
        HttpReply r = post(SEND.formatted("", "n", ""));

        assertThat(r.status()).isEqualTo(204);
        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-n");
    }

    @Test
    void otherV1MethodsAreUnsupportedInTheV1FormAndOtherNamesNotFound() {
        for (V1Method m : V1Method.values()) {
            if (m == V1Method.SEND_MESSAGE) {
                continue;
            }
            JsonObject reply = json(post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + m.wireName()
                    + "\",\"params\":{}}"));
            assertThat(JsonWriter.write(reply)).as(m.wireName()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":"
                    + "{\"code\":-32004,\"message\":\"This operation is not supported\",\"data\":[{\"@type\":"
                    + "\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"UNSUPPORTED_OPERATION\",\"domain\":"
                    + "\"a2a-protocol.org\",\"metadata\":{\"method\":\"" + m.wireName() + "\"}}]}}");
            assertThat(validator.errorFindings(reply.get("error"))).as(m.wireName()).isEmpty();
        }
        for (String name : List.of("message/send", "sendMessage", "SendMessages", "")) {
            assertThat(body(post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + name + "\"}"))).as(name)
                    .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32601,\"message\":"
                            + "\"Method not found\"}}");
        }
    }

    @Test
    void invalidParamsAreAnsweredWithABadRequestAndRpcgatesFindings() {
        JsonObject reply = json(post("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"SendMessage\",\"params\":{\"message\":"
                + "{\"messageId\":\"m\",\"role\":\"ROLE_USER\",\"parts\":[{\"text\":\"a\",\"raw\":\"YQ==\"}]}}}"));

        JsonObject error = (JsonObject) reply.get("error");
        assertThat(JsonWriter.write(error.get("code"))).isEqualTo("-32602");
        JsonArray data = (JsonArray) error.get("data");
        assertThat(data.elements()).extracting(d -> JsonWriter.write(((JsonObject) d).get("@type")))
                .containsExactly("\"" + V1Receiver.BAD_REQUEST_TYPE + "\"", "\"" + V1Receiver.FINDINGS_TYPE + "\"");
        JsonArray findings = (JsonArray) ((JsonObject) data.get(1)).get("findings");
        assertThat(findings.elements()).extracting(f -> JsonWriter.write(((JsonObject) f).get("path")))
                .allMatch(p -> p.startsWith("\"/params/message/parts/0"));
        assertThat(validator.errorFindings(error)).isEmpty();
        assertThat(receiver.receipts().size()).isZero();
    }

    @Test
    void theInvalidParamsDataListsOnlyErrorsAsViolationsButEveryFinding() {
        JsonArray data = V1Receiver.invalidParamsData(List.of(
                Finding.error("PartContent", "two contents", "/params/message/parts/1", null),
                Finding.advisory("ProtoFieldName", "snake", "/params/message/message_id", null),
                Finding.error("MissingParams", "no params", "/params", null)));

        assertThat(JsonWriter.write(data.get(0))).isEqualTo("{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\","
                + "\"fieldViolations\":[{\"field\":\"message.parts[1]\",\"description\":\"two contents\"},"
                + "{\"description\":\"no params\"}]}");
        assertThat(((JsonArray) ((JsonObject) data.get(1)).get("findings")).size()).isEqualTo(3);
    }

    @Test
    void rpcgatesOtherErrorDataBecomesOneTypedObject() {
        JsonObject data = JsonObject.builder().put("exception", "InjectedFault").put("@type", "x").build();

        assertThat(JsonWriter.write(V1Receiver.typedData(data))).isEqualTo("[{\"@type\":\"type.rpcgate.dev/rpcgate.a2a."
                + "v1.ErrorData\",\"exception\":\"InjectedFault\"}]");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "/params/message/parts/1/raw|message.parts[1].raw",
        "/params|''",
        "/params/message|message",
        "/params/metadata/a~1b/0|metadata.a/b[0]",
        "/params/metadata/~0x|metadata.~x",
        "/params/0|0",
        "/params/configuration/acceptedOutputModes/12|configuration.acceptedOutputModes[12]",
        "/params/metadata/|metadata."})
    void aPointerBecomesAFieldPath(String pointer, String field) {
        assertThat(V1Receiver.fieldPath(pointer)).isEqualTo(field);
    }

    @Test
    void receiveRefusesParamsThatDidNotPassTheCheck() {
        V1ParamsCheck none = new V1ParamsCheck(List.of(), List.of());
        for (JsonValue params : List.of(JsonArray.of(), JsonObject.builder().build(),
                JsonObject.builder().put("message", JsonObject.builder().put("messageId", 1).build()).build())) {
            assertThatThrownBy(() -> receiver.receive(params, none)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void theStoreStaysBoundedAndThePolicyIsKept() {
        V1Receiver small = new V1Receiver(V1Policy.DEFAULT.withParts(PartPolicy.DEFAULT.withPartLimit(3)));
        assertThat(small.policy().parts().partLimit()).isEqualTo(3);
        for (int i = 0; i < 5; i++) {
            post(SEND.formatted("\"id\":" + i + ",", "" + i, ""));
        }
        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-3", "m-4");
        assertThat(receiver.receipts().added()).isEqualTo(5);
    }
}
