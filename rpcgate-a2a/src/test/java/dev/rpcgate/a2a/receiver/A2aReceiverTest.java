package dev.rpcgate.a2a.receiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.a2a.RequestTrace;
import dev.rpcgate.a2a.TracePolicy;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.http.HttpReply;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The receiver served by the runtime's HTTP binding, unchanged, and its bounded receipt store. */
class A2aReceiverTest {
    private static final String SEND = "{\"jsonrpc\":\"2.0\",%s\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"kind\":\"message\",\"role\":\"user\",\"messageId\":\"m-%s\",\"contextId\":\"c-1\",\"parts\":"
            + "[{\"kind\":\"text\",\"text\":\"h\\u00e9llo\"}]}}}";

    private final AtomicInteger ids = new AtomicInteger();
    private final A2aReceiver receiver = new A2aReceiver(PartPolicy.DEFAULT, new ReceiptStore(2),
            () -> "reply-" + ids.incrementAndGet());
    private final HttpBinding http = HttpBinding.of(receiver, receiver.options());

    private HttpReply post(String body) {
        return http.handle("POST", "application/json", body.getBytes(StandardCharsets.UTF_8));
    }

    private static String body(HttpReply r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }

    @Test
    void messageSendKeepsAReceiptAndAnswersWithAnAgentMessage() {
        HttpReply r = post(SEND.formatted("\"id\":7,", "1"));

        assertThat(r.status()).isEqualTo(200);
        assertThat(body(r)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"kind\":\"message\","
                + "\"messageId\":\"reply-1\",\"role\":\"agent\",\"contextId\":\"c-1\",\"parts\":[{\"kind\":\"data\","
                + "\"data\":{\"messageId\":\"m-1\",\"parts\":[{\"index\":0,\"kind\":\"text\",\"countedBytes\":6,"
                + "\"mimeType\":null,\"name\":null}],\"bytes\":6}}]}}");
        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-1");
        assertThat(receiver.receipts().snapshot().get(0).bytes()).isEqualTo(6);
    }

    @Test
    void aNotificationIsReceivedButNotAnswered() {
        HttpReply r = post(SEND.formatted("", "n"));

        assertThat(r.status()).isEqualTo(204);
        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-n");
    }

    @Test
    void otherA2aMethodsAreUnsupportedAndUnknownOnesNotFound() {
        for (String method : A2aMethods.all()) {
            if (!method.equals(A2aMethods.MESSAGE_SEND)) {
                assertThat(body(post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":{}}")))
                        .as(method).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32004,"
                                + "\"message\":\"This operation is not supported\"}}");
            }
        }
        HttpReply unknown = post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/sent\",\"params\":{}}");
        assertThat(body(unknown)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32601,"
                + "\"message\":\"Method not found\"}}");
        assertThat(unknown.trace().failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(receiver.receipts().size()).isZero();
    }

    @Test
    void invalidParamsAreAnsweredWithFindingsFromTheRequestRoot() {
        HttpReply r = post("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"message/send\",\"params\":{\"message\":"
                + "{\"kind\":\"message\",\"role\":\"user\",\"messageId\":\"m\",\"parts\":[]}}}");

        assertThat(r.trace().failedGate()).isEqualTo(Gate.PARAMS);
        assertThat(body(r)).startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32602,"
                + "\"message\":\"Invalid params\",\"data\":{\"findings\":[{\"code\":\"EmptyParts\"")
                .contains("\"path\":\"/params/message/parts\"");
        assertThat(receiver.receipts().size()).isZero();
    }

    @Test
    void theHandlerAloneChecksParamsToo() {
        assertThatThrownBy(() -> receiver.handle(A2aMethods.MESSAGE_SEND, null, null))
                .isInstanceOf(dev.rpcgate.runtime.InvalidParams.class);
    }

    @Test
    void theStoreKeepsTheNewestReceiptsUpToItsCapacity() {
        for (int i = 1; i <= 3; i++) {
            post(SEND.formatted("\"id\":" + i + ",", i));
        }

        assertThat(receiver.receipts().snapshot()).extracting(Receipt::messageId).containsExactly("m-2", "m-3");
        assertThat(receiver.receipts().added()).isEqualTo(3);
    }

    @Test
    void theStoreStaysBoundedUnderConcurrentUse() throws InterruptedException {
        ReceiptStore store = new ReceiptStore(10);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int from = t * 1000;
            threads.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < 1000; i++) {
                    store.add(new Receipt("m" + (from + i), List.of()));
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }

        assertThat(store.size()).isEqualTo(10);
        assertThat(store.added()).isEqualTo(4000);
        assertThatThrownBy(() -> new ReceiptStore(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aReceiptWritesItsPartsAndCountsOnlyKnownSizes() {
        Receipt r = new RequestTrace(TracePolicy.DEFAULT.withParts(PartPolicy.DEFAULT.withAllowUri(true)))
                .check("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":{\"kind\":"
                        + "\"message\",\"role\":\"user\",\"messageId\":\"m\",\"parts\":[{\"kind\":\"text\",\"text\":"
                        + "\"abc\"},{\"kind\":\"file\",\"file\":{\"uri\":\"https://files.example.org/x\"}}]}}}")
                .receipts().get(0);

        assertThat(r.bytes()).isEqualTo(3);
        assertThat(JsonWriter.write(r.toJson())).isEqualTo("{\"messageId\":\"m\",\"parts\":[{\"index\":0,\"kind\":"
                + "\"text\",\"countedBytes\":3,\"mimeType\":null,\"name\":null},{\"index\":1,\"kind\":\"file\","
                + "\"countedBytes\":null,\"mimeType\":null,\"name\":null}],\"bytes\":3}");
    }

    @Test
    void receiveRefusesParamsThatDidNotPassTheCheck() {
        ParamsCheck none = new ParamsCheck(List.of(), List.of(), Optional.empty());
        for (JsonValue params : List.of(JsonArray.of(), JsonObject.builder().build(),
                JsonObject.builder().put("message", JsonObject.builder().put("messageId", 1).build()).build())) {
            assertThatThrownBy(() -> receiver.receive(params, none)).isInstanceOf(IllegalArgumentException.class);
        }
        assertThat(receiver.receipts().size()).isZero();
    }
}
