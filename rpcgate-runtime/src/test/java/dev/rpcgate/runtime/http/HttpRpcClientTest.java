package dev.rpcgate.runtime.http;

import static dev.rpcgate.runtime.http.HttpBindingTest.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.http.HttpReplyException.Problem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The client against the real server, and against stub servers that answer what a server must not. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpRpcClientTest {
    private static final long WAIT = 10;

    private static final TestService SERVICE = new TestService();
    private static HttpRpcServer server;
    private static HttpRpcClient client;

    @BeforeAll
    static void start() throws IOException {
        server = HttpRpcServer.start(null, 0, "/rpc", SERVICE.registry(), DispatchOptions.DEFAULT);
        client = new HttpRpcClient(server.uri());
    }

    @AfterAll
    static void stop() {
        SERVICE.release.countDown();
        client.close();
        server.stop();
    }

    @Test
    void callsGetTheirResults() throws Exception {
        assertThat(client.call("subtract", array(42, 23)).get(WAIT, TimeUnit.SECONDS)).isEqualTo(JsonNumber.of(19));
        JsonObject named = JsonObject.builder().put("minuend", 42).put("subtrahend", 23).build();
        assertThat(client.call("subtract", named, Duration.ofSeconds(WAIT)).get(WAIT, TimeUnit.SECONDS))
                .isEqualTo(JsonNumber.of(19));
        assertThat(client.call("echo", null).get(WAIT, TimeUnit.SECONDS)).isEqualTo(json("null"));
    }

    @Test
    void errorRepliesBecomeRpcExceptionsWithCodeMessageAndData() {
        RpcException custom = rpcFailure("custom_error", null);
        assertThat(custom.code()).isEqualTo(-32000);
        assertThat(custom.getMessage()).isEqualTo("custom trouble");
        assertThat(custom.findData()).contains(json("{\"k\":1}"));

        RpcException unknown = rpcFailure("no_such_method", null);
        assertThat(unknown.code()).isEqualTo(-32601);
        assertThat(unknown.getMessage()).isEqualTo("Method not found");
        assertThat(unknown.findData()).isEmpty();

        RpcException internal = rpcFailure("fail", null);
        assertThat(internal.code()).isEqualTo(-32603);
        assertThat(internal.findData()).contains(json("{\"exception\":\"IllegalStateException\"}"));

        RpcException params = rpcFailure("subtract", array(1));
        assertThat(params.code()).isEqualTo(-32602);
        JsonValue finding = ((JsonArray) ((JsonObject) params.findData().orElseThrow()).get("findings")).get(0);
        assertThat(((JsonObject) finding).get("path")).isEqualTo(JsonString.of("/params"));
    }

    @Test
    void aCallThatOutlivesItsTimeoutFailsWithTimeoutExceptionAndTheClientGoesOn() throws Exception {
        long start = System.nanoTime();
        var slow = client.call("slow", null, Duration.ofMillis(200));
        assertThatThrownBy(() -> slow.get(WAIT, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(TimeoutException.class);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(client.call("echo", array(1)).get(WAIT, TimeUnit.SECONDS)).isEqualTo(array(1));
    }

    @Test
    void notificationsAreTakenWith204() {
        int before = SERVICE.hellos.get();
        client.notify("notify_hello", array(1));
        assertThat(SERVICE.hellos.get()).isEqualTo(before + 1);
        client.notify("no_such_method", null); // no reply, not even an error
        assertThat(client.problems()).isZero();
    }

    @Test
    void paramsAreAnArrayOrAnObject() {
        assertThatThrownBy(() -> client.call("echo", JsonNumber.of(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> client.notify("echo", JsonString.of("x")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void twoHundredCallsFromSixteenThreadsAreEachAnsweredOnceWithTheirOwnResult() throws Exception {
        int before = SERVICE.calls.get();
        Map<Integer, JsonValue> results = new ConcurrentHashMap<>();
        List<Future<?>> done = new ArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(16)) {
            for (int t = 0; t < 16; t++) {
                int thread = t;
                done.add(threads.submit(() -> {
                    for (int i = thread; i < 200; i += 16) {
                        JsonValue r = client.call("echo", array(i), Duration.ofSeconds(WAIT))
                                .get(WAIT, TimeUnit.SECONDS);
                        assertThat(results.putIfAbsent(i, r)).as("answered twice: %d", i).isNull();
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(WAIT * 3, TimeUnit.SECONDS);
            }
        }
        assertThat(results).hasSize(200);
        results.forEach((i, r) -> assertThat(r).isEqualTo(array(i)));
        assertThat(SERVICE.calls.get() - before).isEqualTo(200);
    }

    @Test
    void sequentialCallsShareOneKeptAliveConnection() throws Exception {
        try (StubServer stub = StubServer.echoing(); HttpRpcClient c = new HttpRpcClient(stub.uri())) {
            for (int i = 0; i < 5; i++) {
                assertThat(c.call("echo", array(i)).get(WAIT, TimeUnit.SECONDS)).isEqualTo(array(i));
            }
            assertThat(stub.clientPorts).hasSize(1);
        }
    }

    /** What a stub answers to the client's first call (id 1), and what the client makes of it. */
    record Answer(String name, int status, String body, Problem problem, String result) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Answer> answers() {
        return Stream.of(
                new Answer("id 1.0 is id 1", 200, "{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":\"ok\"}", null, "\"ok\""),
                new Answer("id 10e-1 is id 1", 200, "{\"jsonrpc\":\"2.0\",\"id\":10e-1,\"result\":\"ok\"}", null,
                        "\"ok\""),
                new Answer("id \"1\" is not id 1", 200, "{\"jsonrpc\":\"2.0\",\"id\":\"1\",\"result\":\"ok\"}",
                        Problem.ID_MISMATCH, null),
                new Answer("another id", 200, "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":\"ok\"}", Problem.ID_MISMATCH,
                        null),
                new Answer("an error for another id", 200,
                        "{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}",
                        Problem.ID_MISMATCH, null),
                new Answer("a batch reply", 200, "[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"ok\"}]",
                        Problem.INVALID_REPLY, null),
                new Answer("not JSON", 200, "<html>oops</html>", Problem.INVALID_REPLY, null),
                new Answer("no result or error", 200, "{\"jsonrpc\":\"2.0\",\"id\":1}", Problem.INVALID_REPLY, null),
                new Answer("version 1.0", 200, "{\"id\":1,\"result\":\"ok\",\"error\":null}", Problem.INVALID_REPLY,
                        null),
                new Answer("a request instead of a reply", 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}",
                        Problem.INVALID_REPLY, null),
                new Answer("204 to a call", 204, null, Problem.NO_REPLY, null),
                new Answer("500", 500, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"ok\"}", Problem.UNEXPECTED_STATUS,
                        null),
                new Answer("503 without body", 503, null, Problem.UNEXPECTED_STATUS, null),
                new Answer("202 to a call", 202, null, Problem.UNEXPECTED_STATUS, null));
    }

    @ParameterizedTest
    @MethodSource("answers")
    void theClientAcceptsOnlyAReplyToItsCall(Answer a) throws Exception {
        try (StubServer stub = StubServer.answering(a.status(), a.body());
             HttpRpcClient c = new HttpRpcClient(stub.uri())) {
            var call = c.call("x", null, Duration.ofSeconds(WAIT));
            if (a.problem() == null) {
                assertThat(call.get(WAIT, TimeUnit.SECONDS)).isEqualTo(json(a.result()));
                return;
            }
            HttpReplyException e = replyFailure(call);
            assertThat(e.problem()).isEqualTo(a.problem());
            assertThat(e.status()).isEqualTo(a.status());
            if (a.problem() == Problem.UNEXPECTED_STATUS) {
                assertThat(e.getMessage()).contains(Integer.toString(a.status()));
            }
            if (a.problem() == Problem.ID_MISMATCH) {
                assertThat(e.getMessage()).contains("is not the call's id 1");
                assertThat(e.findReply()).isPresent();
            }
        }
    }

    @Test
    void aNullIdErrorIsTheServersAnswerToThisRequest() throws Exception {
        String parseError = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}";
        try (StubServer stub = StubServer.answering(200, parseError); HttpRpcClient c = new HttpRpcClient(stub.uri())) {
            var call = c.call("x", null, Duration.ofSeconds(WAIT));
            assertThatThrownBy(() -> call.get(WAIT, TimeUnit.SECONDS)).cause().isInstanceOf(RpcException.class)
                    .extracting(t -> ((RpcException) t).code()).isEqualTo(-32700L);
        }
    }

    @Test
    void aReplyOverTheLimitIsNotReadWhole() throws Exception {
        String big = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"" + "x".repeat(100_000) + "\"}";
        JsonLimits small = JsonLimits.DEFAULT.withMaxBytes(1000);
        try (StubServer stub = StubServer.answering(200, big);
             HttpRpcClient c = HttpRpcClient.builder(stub.uri()).limits(small).build()) {
            HttpReplyException e = replyFailure(c.call("x", null, Duration.ofSeconds(WAIT)));
            assertThat(e.problem()).isEqualTo(Problem.TOO_LARGE);
        }
        try (StubServer stub = StubServer.answeringChunked(200, big);
             HttpRpcClient c = HttpRpcClient.builder(stub.uri()).limits(small).build()) {
            HttpReplyException e = replyFailure(c.call("x", null, Duration.ofSeconds(WAIT)));
            assertThat(e.problem()).isEqualTo(Problem.TOO_LARGE);
        }
    }

    @Test
    void aReplyToANotificationIsReportedNotThrown() throws Exception {
        List<HttpReplyException> reported = new CopyOnWriteArrayList<>();
        try (StubServer stub = StubServer.answering(200, "{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":1}");
             HttpRpcClient c = HttpRpcClient.builder(stub.uri()).onProblem(reported::add).build()) {
            c.notify("hello", null);
            assertThat(c.problems()).isEqualTo(1);
            assertThat(reported).singleElement().satisfies(p -> {
                assertThat(p.problem()).isEqualTo(Problem.REPLY_TO_NOTIFICATION);
                assertThat(p.findReply()).contains(json("{\"jsonrpc\":\"2.0\",\"id\":null,\"result\":1}"));
            });
        }
    }

    @Test
    void aNotificationTakenWith202IsDelivered() throws Exception {
        try (StubServer stub = StubServer.answering(202, null); HttpRpcClient c = new HttpRpcClient(stub.uri())) {
            c.notify("hello", null);
            c.notifyAsync("hello", null).get(WAIT, TimeUnit.SECONDS);
            assertThat(c.problems()).isZero();
        }
    }

    @Test
    void aNotificationRefusedWithAnotherStatusIsThrown() throws Exception {
        try (StubServer stub = StubServer.answering(500, null); HttpRpcClient c = new HttpRpcClient(stub.uri())) {
            assertThatThrownBy(() -> c.notify("hello", null)).isInstanceOf(UncheckedIOException.class)
                    .cause().isInstanceOfSatisfying(HttpReplyException.class, e -> {
                        assertThat(e.problem()).isEqualTo(Problem.UNEXPECTED_STATUS);
                        assertThat(e.getMessage()).contains("500");
                    });
        }
    }

    @Test
    void anUnreachableServerFailsTheCallWithAnIOException() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        try (HttpRpcClient c = new HttpRpcClient(URI.create("http://127.0.0.1:" + port + "/"))) {
            var call = c.call("x", null, Duration.ofSeconds(WAIT));
            assertThatThrownBy(() -> call.get(WAIT, TimeUnit.SECONDS)).cause().isInstanceOf(IOException.class)
                    .isNotInstanceOf(HttpReplyException.class);
            assertThatThrownBy(() -> c.notify("x", null)).isInstanceOf(UncheckedIOException.class);
        }
    }

    private static RpcException rpcFailure(String method, JsonValue params) {
        var call = client.call(method, params, Duration.ofSeconds(WAIT));
        ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> call.get(WAIT, TimeUnit.SECONDS));
        assertThat(e.getCause()).isInstanceOf(RpcException.class);
        return (RpcException) e.getCause();
    }

    private static HttpReplyException replyFailure(java.util.concurrent.Future<JsonValue> call) {
        ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> call.get(WAIT, TimeUnit.SECONDS));
        assertThat(e.getCause()).isInstanceOf(HttpReplyException.class);
        return (HttpReplyException) e.getCause();
    }

    private static JsonArray array(long... values) {
        List<JsonValue> out = new ArrayList<>();
        for (long v : values) {
            out.add(JsonNumber.of(v));
        }
        return JsonArray.of(out);
    }
}
