package dev.rpcgate.runtime.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.DispatchOptions;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The binding without a server: the traces behind its replies, its bounds and its dropped notifications. */
class HttpBindingTest {
    private final TestService service = new TestService();
    private final List<DroppedNotification> dropped = new CopyOnWriteArrayList<>();
    private final HttpBinding binding = HttpBinding.builder(service.registry())
            .limits(JsonLimits.DEFAULT.withMaxBytes(100))
            .onDropped(dropped::add)
            .build();

    @Test
    void theTraceListenerHearsEveryRequestTheGatesRanOnAndCannotChangeItsReply() {
        List<Trace> heard = new CopyOnWriteArrayList<>();
        HttpBinding listened = HttpBinding.builder(service.registry()).onTrace(heard::add).build();
        List<HttpReply> replies = List.of(
                listened.handle("POST", "application/json", bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\"}")),
                listened.handle("POST", "application/json", bytes("{\"jsonrpc\":\"2.0\",\"method\":\"nope\"}")),
                listened.handle("POST", "text/plain", bytes("{}")));
        assertThat(listened.handle("GET", "application/json", new byte[0]).status()).isEqualTo(405);
        assertThat(heard).containsExactlyElementsOf(replies.stream().map(r -> r.findTrace().orElseThrow()).toList());
        HttpBinding failing = HttpBinding.builder(service.registry()).onTrace(t -> {
            throw new IllegalStateException("a broken log");
        }).build();
        assertThat(failing.handle("POST", "application/json", bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"
                + "\"echo\",\"params\":[1]}")).body()).isEqualTo(bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[1]}"));
    }

    @Test
    void aContentTypeFailureIsAParseFailureBeforeTheBodyIsRead() {
        HttpReply reply = binding.handle("POST", "text/plain",
                bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\"}"));
        assertThat(reply.status()).isEqualTo(200);
        assertThat(HttpRpcServerTest.withoutFindingTexts(json(reply))).isEqualTo(json("{\"jsonrpc\":\"2.0\","
                + "\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\",\"data\":{\"findings\":"
                + "[{\"code\":\"ContentType\"}]}}}"));
        Trace trace = reply.findTrace().orElseThrow();
        assertThat(trace.reply()).isEqualTo(json(reply));
        assertThat(trace.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(trace.code()).isEqualTo(-32700);
        assertThat(trace.kind()).isNull();
        assertThat(trace.findings()).extracting(Finding::code).containsExactly("ContentType");
        assertThat(trace.notRun()).containsExactly(Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS, Gate.HANDLER);
        assertThat(service.calls).hasValue(0);
    }

    @Test
    void aBodyOverTheLimitIs413WithANullIdInvalidRequest() {
        byte[] body = bytes("[" + " ".repeat(100) + "]");
        HttpReply reply = binding.handle("POST", "application/json", body);
        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.contentType()).isEqualTo("application/json");
        assertThat(HttpRpcServerTest.withoutFindingTexts(json(reply))).isEqualTo(json("{\"jsonrpc\":\"2.0\","
                + "\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\",\"data\":{\"findings\":"
                + "[{\"code\":\"MessageTooLarge\"}]}}}"));
        Trace trace = reply.findTrace().orElseThrow();
        assertThat(trace.reply()).isEqualTo(json(reply));
        assertThat(trace.findings()).extracting(Finding::code).containsExactly("MessageTooLarge");
        assertThat(trace.code()).isEqualTo(-32600);
        assertThat(binding.tooLarge()).isEqualTo(reply);
    }

    @Test
    void aBatchAtTheEntryBoundIsServedAndOneOverItIsOneNullIdInvalidRequestWithNothingRun() {
        TestService counted = new TestService();
        HttpBinding small = HttpBinding.builder(counted.registry()).maxBatchEntries(2).build();
        assertThat(small.maxBatchEntries()).isEqualTo(2);
        String echo = "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"echo\",\"params\":[%d]}";
        HttpReply atBound = small.handle("POST", "application/json",
                bytes("[" + echo.formatted(1, 1) + "," + echo.formatted(2, 2) + "]"));
        assertThat(atBound.status()).isEqualTo(200);
        assertThat(json(atBound)).isEqualTo(json("[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[1]},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":[2]}]"));
        assertThat(counted.calls).hasValue(2);

        HttpReply over = small.handle("POST", "application/json",
                bytes("[" + echo.formatted(3, 3) + "," + echo.formatted(4, 4) + "," + echo.formatted(5, 5) + "]"));
        assertThat(over.status()).as("answered by the gates, like []").isEqualTo(200);
        assertThat(HttpRpcServerTest.withoutFindingTexts(json(over))).isEqualTo(json("{\"jsonrpc\":\"2.0\","
                + "\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\",\"data\":{\"findings\":"
                + "[{\"code\":\"BatchTooLarge\"}]}}}"));
        Trace trace = over.findTrace().orElseThrow();
        assertThat(trace.kind()).isEqualTo(MessageKind.BATCH);
        assertThat(trace.failedGate()).isEqualTo(Gate.ENVELOPE);
        assertThat(trace.entries()).isEmpty();
        assertThat(trace.notRun()).containsExactly(Gate.DISPATCH, Gate.PARAMS, Gate.HANDLER);
        assertThat(counted.calls).as("none of the refused batch ran").hasValue(2);
    }

    @Test
    void theEntryBoundIs1024ByDefaultAndAtLeastOne() {
        assertThat(HttpBinding.of(service.registry(), DispatchOptions.DEFAULT).maxBatchEntries()).isEqualTo(1024);
        assertThatThrownBy(() -> HttpBinding.builder(service.registry()).maxBatchEntries(0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSettingsSharedWithStreamsHaveTheStreamsDefaultsAndChecks() {
        HttpBinding http = HttpBinding.builder(service.registry()).build();
        assertThat(http.maxBatchEntries()).isEqualTo(ConnectionOptions.DEFAULT.maxBatchEntries());
        assertThat(http.maxBodyBytes()).isEqualTo(ConnectionOptions.DEFAULT.limits().maxBytes());
        assertThatThrownBy(() -> HttpBinding.builder(service.registry()).maxBatchEntries(0))
                .hasMessage("maxBatchEntries must be at least 1, was 0");
        assertThatThrownBy(() -> ConnectionOptions.builder().maxBatchEntries(0))
                .hasMessage("maxBatchEntries must be at least 1, was 0");
    }

    @Test
    void aBodyAtTheLimitIsRead() {
        String call = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"echo\",\"params\":[1]}";
        byte[] body = bytes(call + " ".repeat(100 - call.length()));
        HttpReply reply = binding.handle("POST", "application/json", body);
        assertThat(reply.status()).isEqualTo(200);
        assertThat(json(reply)).isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":[1]}"));
    }

    @Test
    void onlyPostIsAllowedAndNoGateRuns() {
        for (String method : List.of("GET", "PUT", "HEAD", "DELETE", "post")) {
            HttpReply reply = binding.handle(method, "application/json", new byte[0]);
            assertThat(reply.status()).as(method).isEqualTo(405);
            assertThat(reply.headers()).containsEntry("Allow", "POST");
            assertThat(reply.hasBody()).isFalse();
            assertThat(reply.findTrace()).isEmpty();
        }
    }

    @Test
    void aNotificationIs204ButItsTraceRecordsTheGates() {
        HttpReply reply = binding.handle("POST", "application/json",
                bytes("{\"jsonrpc\":\"2.0\",\"method\":\"nope\"}"));
        assertThat(reply.status()).isEqualTo(204);
        assertThat(reply.hasBody()).isFalse();
        assertThat(reply.contentType()).isNull();
        Trace trace = reply.findTrace().orElseThrow();
        assertThat(trace.kind()).isEqualTo(MessageKind.NOTIFICATION);
        assertThat(trace.replyDue()).isFalse();
        assertThat(trace.failedGate()).isEqualTo(Gate.DISPATCH);
        assertThat(trace.gates()).extracting(GateOutcome::status).containsExactly(GateStatus.PASSED,
                GateStatus.PASSED, GateStatus.FAILED, GateStatus.NOT_RUN, GateStatus.NOT_RUN);
    }

    @Test
    void notifyLogAndProgressAreDroppedCountedAndHandedToTheListenerAndNothingIsCancelled() {
        HttpReply reply = binding.handle("POST", "application/json; charset=utf-8",
                bytes("{\"jsonrpc\":\"2.0\",\"id\":\"c1\",\"method\":\"chatty\"}"));
        assertThat(json(reply)).isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":\"c1\",\"result\":{\"cancelled\":false}}"));
        assertThat(binding.droppedNotifications()).isEqualTo(3);
        assertThat(dropped).extracting(DroppedNotification::method)
                .containsExactly("app/hello", "$/logMessage", "$/progress");
        assertThat(dropped).extracting(DroppedNotification::callId).containsOnly(Id.of(json("\"c1\"")));
        assertThat(dropped.get(1).params()).isEqualTo(json("{\"type\":3,\"message\":\"working\"}"));
        assertThat(dropped.get(2).params()).isEqualTo(json("{\"requestId\":\"c1\",\"done\":1,\"total\":2}"));
        assertThat(service.cancelActions).hasValue(0);
    }

    @Test
    void aNotificationsHandlerHasNoProgressToReport() {
        binding.handle("POST", "application/json", bytes("{\"jsonrpc\":\"2.0\",\"method\":\"chatty\"}"));
        assertThat(dropped).extracting(DroppedNotification::method).containsExactly("app/hello", "$/logMessage");
        assertThat(dropped).extracting(DroppedNotification::callId).containsOnly(Id.ABSENT);
    }

    @Test
    void exceptionMessagesAreExposedOnlyWhenTheServerOptsIn() {
        byte[] call = bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"fail\"}");
        HttpReply hidden = HttpBinding.of(service.registry(), DispatchOptions.DEFAULT).handle("POST",
                "application/json", call);
        assertThat(new String(hidden.body(), StandardCharsets.UTF_8)).doesNotContain("secret");
        HttpReply shown = HttpBinding.builder(service.registry())
                .options(DispatchOptions.builder().exposeExceptionMessages(true).build()).build()
                .handle("POST", "application/json", call);
        assertThat(new String(shown.body(), StandardCharsets.UTF_8)).contains("secret detail of the server");
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static JsonValue json(String s) {
        return JsonReader.standard().read(s).findValue().orElseThrow(() -> new AssertionError("not JSON: " + s));
    }

    static JsonValue json(HttpReply reply) {
        return JsonReader.standard().read(reply.body()).findValue().orElseThrow();
    }
}
