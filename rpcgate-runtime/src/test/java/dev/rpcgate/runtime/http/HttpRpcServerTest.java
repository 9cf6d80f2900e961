package dev.rpcgate.runtime.http;

import static dev.rpcgate.runtime.http.HttpBindingTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.DispatchOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The server over real loopback sockets, driven by a plain HTTP client: a table of exchanges, then the bounds. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpRpcServerTest {
    private static final String JSON = "application/json";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private static final TestService SERVICE = new TestService();
    private static HttpRpcServer server;
    private static HttpClient http;

    @BeforeAll
    static void start() throws IOException {
        server = HttpRpcServer.start(null, 0, "/rpc", SERVICE.registry(), DispatchOptions.DEFAULT);
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(WAIT).build();
    }

    @AfterAll
    static void stop() {
        server.stop();
        http.close();
    }

    /**
     * One exchange: what is sent and what must come back.
     *
     * @param contentTypes the Content-Type header lines sent (none: no header)
     * @param reply        the expected body as JSON, or {@code null} for no body
     */
    record Case(String name, String method, List<String> contentTypes, String body, int status, String reply) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case> exchanges() {
        return Stream.of(
                new Case("call by position", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""",
                        200, """
                        {"jsonrpc":"2.0","id":1,"result":19}"""),
                new Case("call by name, string id", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","id":"abc","method":"subtract","params":{"subtrahend":23,"minuend":42}}""",
                        200, """
                        {"jsonrpc":"2.0","id":"abc","result":19}"""),
                new Case("notification", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","method":"notify_sum","params":[1,2,4]}""",
                        204, null),
                new Case("notification of an unknown method", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","method":"foobar"}""",
                        204, null),
                new Case("batch, mixed", "POST", List.of(JSON),
                        """
                        [{"jsonrpc":"2.0","method":"sum","params":[1,2,4],"id":"1"},
                         {"jsonrpc":"2.0","method":"notify_hello","params":[7]},
                         {"jsonrpc":"2.0","method":"subtract","params":[42,23],"id":"2"},
                         {"foo":"boo"},
                         {"jsonrpc":"2.0","method":"foo.get","params":{"name":"myself"},"id":"5"},
                         {"jsonrpc":"2.0","method":"get_data","id":"9"}]""",
                        200, """
                        [{"jsonrpc":"2.0","result":7,"id":"1"},
                         {"jsonrpc":"2.0","result":19,"id":"2"},
                         {"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null},
                         {"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"},"id":"5"},
                         {"jsonrpc":"2.0","result":["hello",5],"id":"9"}]"""),
                new Case("batch of notifications only", "POST", List.of(JSON),
                        """
                        [{"jsonrpc":"2.0","method":"notify_sum","params":[1,2,4]},
                         {"jsonrpc":"2.0","method":"notify_hello","params":[7]}]""",
                        204, null),
                new Case("parse error", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","method":"foobar,"params":"bar","baz]""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"""),
                new Case("parse error in a batch", "POST", List.of(JSON),
                        """
                        [{"jsonrpc":"2.0","method":"sum","params":[1,2,4],"id":"1"},{"jsonrpc":"2.0","method"]""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"""),
                new Case("empty body", "POST", List.of(JSON), "",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"""),
                new Case("invalid request", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","method":1,"params":"bar"}""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}"""),
                new Case("empty batch", "POST", List.of(JSON), "[]",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}"""),
                new Case("unknown method", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","id":3,"method":"foobar"}""",
                        200, """
                        {"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found"}}"""),
                new Case("handler exception: class name only, no message, no stack", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","id":4,"method":"fail"}""",
                        200, """
                        {"jsonrpc":"2.0","id":4,"error":{"code":-32603,"message":"Internal error",
                         "data":{"exception":"IllegalStateException"}}}"""),
                new Case("handler's own error", "POST", List.of(JSON),
                        """
                        {"jsonrpc":"2.0","id":5,"method":"custom_error"}""",
                        200, """
                        {"jsonrpc":"2.0","id":5,"error":{"code":-32000,"message":"custom trouble","data":{"k":1}}}"""),
                new Case("Content-Type missing", "POST", List.of(),
                        """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error",
                         "data":{"findings":[{"code":"ContentType"}]}}}"""),
                new Case("Content-Type text/plain", "POST", List.of("text/plain"),
                        """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error",
                         "data":{"findings":[{"code":"ContentType"}]}}}"""),
                new Case("Content-Type with charset=utf-8", "POST", List.of("application/json; charset=utf-8"),
                        """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""",
                        200, """
                        {"jsonrpc":"2.0","id":1,"result":19}"""),
                new Case("Content-Type with charset=latin1", "POST", List.of("application/json; charset=latin1"),
                        """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error",
                         "data":{"findings":[{"code":"ContentType"}]}}}"""),
                new Case("Content-Type sent twice", "POST", List.of(JSON, JSON),
                        """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error",
                         "data":{"findings":[{"code":"ContentType"}]}}}"""),
                new Case("notification with a bad Content-Type is still answered -32700", "POST", List.of("text/plain"),
                        """
                        {"jsonrpc":"2.0","method":"notify_hello"}""",
                        200, """
                        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error",
                         "data":{"findings":[{"code":"ContentType"}]}}}"""),
                new Case("GET", "GET", List.of(), "", 405, null),
                new Case("PUT", "PUT", List.of(JSON), """
                        {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}""", 405, null));
    }

    @ParameterizedTest
    @MethodSource("exchanges")
    void exchange(Case c) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri()).timeout(WAIT)
                .method(c.method(), c.body().isEmpty() && !c.method().equals("POST")
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(c.body()));
        c.contentTypes().forEach(value -> request.header("Content-Type", value));
        HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());

        assertThat(response.statusCode()).isEqualTo(c.status());
        if (c.reply() == null) {
            assertThat(response.body()).isEmpty();
            assertThat(response.headers().firstValue("Content-Type")).isEmpty();
        } else {
            assertThat(response.headers().firstValue("Content-Type")).contains(JSON);
            String body = new String(response.body(), StandardCharsets.UTF_8);
            assertThat(withoutFindingTexts(json(body))).isEqualTo(json(c.reply()));
            assertThat(body).doesNotContain("\tat ", "secret");
        }
        if (c.status() == 405) {
            assertThat(response.headers().firstValue("Allow")).contains("POST");
        }
    }

    @Test
    void aNotificationReachesTheHandlerThoughNothingIsAnswered() throws Exception {
        int before = SERVICE.hellos.get();
        HttpResponse<byte[]> response = post(server.uri(), "{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\"}");
        assertThat(response.statusCode()).isEqualTo(204);
        assertThat(SERVICE.hellos.get()).isEqualTo(before + 1);
    }

    @Test
    void anotherPathIs404() throws Exception {
        String call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}";
        for (String path : List.of("/", "/rpc/x", "/rpcx", "/other")) {
            URI uri = server.uri().resolve(path);
            assertThat(post(uri, call).statusCode()).as(path).isEqualTo(404);
        }
    }

    @Test
    void theServerListensOnLoopbackByDefault() {
        assertThat(server.address().getAddress().isLoopbackAddress()).isTrue();
        assertThat(server.uri().toString()).endsWith(":" + server.port() + "/rpc");
    }

    @Test
    void oversizedBodiesAre413AndTheServerKeepsServing() throws Exception {
        TestService service = new TestService();
        HttpBinding binding = HttpBinding.builder(service.registry()).limits(JsonLimits.DEFAULT.withMaxBytes(1024))
                .build();
        try (HttpRpcServer small = HttpRpcServer.builder(binding).path("/rpc").start()) {
            String padding = " ".repeat(4096);
            String tooBig = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[]}" + padding;
            String invalidRequest = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,"
                    + "\"message\":\"Invalid Request\",\"data\":{\"findings\":[{\"code\":\"MessageTooLarge\"}]}}}";

            // with a Content-Length over the limit: refused unread
            HttpResponse<byte[]> declared = post(small.uri(), tooBig);
            assertThat(declared.statusCode()).isEqualTo(413);
            assertThat(withoutFindingTexts(json(new String(declared.body(), StandardCharsets.UTF_8))))
                    .isEqualTo(json(invalidRequest));

            // chunked, no length: read up to the limit + 1 and refused
            HttpRequest chunked = HttpRequest.newBuilder(small.uri()).timeout(WAIT).header("Content-Type", JSON)
                    .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(
                            tooBig.getBytes(StandardCharsets.UTF_8)))).build();
            HttpResponse<byte[]> streamed = http.send(chunked, HttpResponse.BodyHandlers.ofByteArray());
            assertThat(streamed.statusCode()).isEqualTo(413);
            assertThat(withoutFindingTexts(json(new String(streamed.body(), StandardCharsets.UTF_8))))
                    .isEqualTo(json(invalidRequest));
            assertThat(service.calls).hasValue(0);

            // far over the limit: the server may close before the client has sent it all; whatever the client
            // sees, the server answers the next request
            String huge = tooBig + " ".repeat(4 << 20);
            try {
                assertThat(post(small.uri(), huge).statusCode()).isEqualTo(413);
            } catch (IOException connectionClosedWhileSending) {
                // acceptable: the body was refused unread
            }

            // exactly at the limit: served
            String call = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\",\"params\":[1]}";
            HttpResponse<byte[]> atLimit = post(small.uri(), call + " ".repeat(1024 - call.length()));
            assertThat(atLimit.statusCode()).isEqualTo(200);
            assertThat(json(new String(atLimit.body(), StandardCharsets.UTF_8)))
                    .isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":[1]}"));
        }
    }

    /**
     * The default server: a batch of 1024 calls is answered call by call; one of 1025 tiny calls gets one null-id
     * -32600 ({@code BatchTooLarge}), none of its calls runs, and the server goes on serving.
     */
    @Test
    void aBatchOverTheDefaultEntryBoundIsRefusedWholeAndTheServerKeepsServing() throws Exception {
        TestService service = new TestService();
        try (HttpRpcServer plain = HttpRpcServer.start(null, 0, "/rpc", service.registry(), DispatchOptions.DEFAULT)) {
            HttpResponse<byte[]> over = post(plain.uri(), batchOfEchoes(1025));
            assertThat(over.statusCode()).isEqualTo(200);
            assertThat(withoutFindingTexts(json(new String(over.body(), StandardCharsets.UTF_8)))).isEqualTo(json(
                    "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\","
                            + "\"data\":{\"findings\":[{\"code\":\"BatchTooLarge\"}]}}}"));
            assertThat(service.calls).as("none of its calls ran").hasValue(0);

            HttpResponse<byte[]> atBound = post(plain.uri(), batchOfEchoes(1024));
            assertThat(atBound.statusCode()).isEqualTo(200);
            JsonValue replies = json(new String(atBound.body(), StandardCharsets.UTF_8));
            assertThat(((JsonArray) replies).size()).isEqualTo(1024);
            assertThat(((JsonArray) replies).get(1023))
                    .isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":1024,\"result\":[1024]}"));
            assertThat(service.calls).hasValue(1024);
        }
    }

    private static String batchOfEchoes(int n) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 1; i <= n; i++) {
            b.append(i > 1 ? "," : "").append("{\"jsonrpc\":\"2.0\",\"id\":").append(i)
                    .append(",\"method\":\"echo\",\"params\":[").append(i).append("]}");
        }
        return b.append(']').toString();
    }

    /**
     * On a raw socket, so the connection itself is visible: a body refused unread is answered 413 with
     * {@code Connection: close}, and the server then closes that connection (the rest of the body would otherwise be
     * read as the next request).
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
    void aRefusedBodyClosesItsConnection(boolean chunked) throws Exception {
        HttpBinding binding = HttpBinding.builder(new TestService().registry())
                .limits(JsonLimits.DEFAULT.withMaxBytes(1024)).build();
        try (HttpRpcServer small = HttpRpcServer.builder(binding).path("/rpc").start();
             Socket socket = new Socket(small.address().getAddress(), small.port())) {
            socket.setSoTimeout((int) WAIT.toMillis());
            String body = " ".repeat(4096);
            String framing = chunked
                    ? "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(body.length()) + "\r\n" + body
                            + "\r\n0\r\n\r\n"
                    : "Content-Length: " + body.length() + "\r\n\r\n" + body;
            OutputStream out = socket.getOutputStream();
            out.write(("POST /rpc HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" + framing)
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8); // to EOF
            assertThat(response).startsWith("HTTP/1.1 413 ");
            assertThat(response.toLowerCase(java.util.Locale.ROOT)).contains("\r\nconnection: close\r\n");
            assertThat(response).contains("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,"
                    + "\"message\":\"Invalid Request\",\"data\":{\"findings\":[{\"code\":\"MessageTooLarge\"")
                    .endsWith("}]}}}");
        }
    }

    @Test
    void requestsOverTheInFlightBoundGet503UnreadAndLaterOnesAreServed() throws Exception {
        TestService service = new TestService();
        try (HttpRpcServer one = HttpRpcServer.builder(HttpBinding.of(service.registry(), DispatchOptions.DEFAULT))
                .path("/rpc").maxInFlight(1).start()) {
            CompletableFuture<HttpResponse<byte[]>> slow = http.sendAsync(request(one.uri(),
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow\"}"), HttpResponse.BodyHandlers.ofByteArray());
            try {
                assertThat(service.slowEntered.await(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
                HttpResponse<byte[]> busy = post(one.uri(), "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"echo\"}");
                assertThat(busy.statusCode()).isEqualTo(503);
                assertThat(busy.headers().firstValue("Retry-After")).contains("1");
                assertThat(service.calls).hasValue(0);
            } finally {
                service.release.countDown();
            }
            assertThat(json(new String(slow.get(WAIT.toSeconds(), TimeUnit.SECONDS).body(), StandardCharsets.UTF_8)))
                    .isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"released\":true}}"));
            HttpResponse<byte[]> after = post(one.uri(), "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"echo\"}");
            assertThat(after.statusCode()).isEqualTo(200);
        }
    }

    @Test
    void handlersRunOnVirtualThreads() throws Exception {
        HttpBinding binding = HttpBinding.of((method, params, ctx) -> dev.rpcgate.core.json.JsonBoolean.of(
                Thread.currentThread().isVirtual()), DispatchOptions.DEFAULT);
        try (HttpRpcServer s = HttpRpcServer.builder(binding).start()) {
            HttpResponse<byte[]> r = post(s.uri(), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"any\"}");
            JsonValue reply = json(new String(r.body(), StandardCharsets.UTF_8));
            assertThat(reply).isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":true}"));
        }
    }

    @Test
    void afterStopNothingIsServed() throws Exception {
        HttpRpcServer s = HttpRpcServer.start("127.0.0.1", 0, "/", new TestService().registry(),
                DispatchOptions.DEFAULT);
        URI uri = s.uri();
        assertThat(post(uri, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\"}").statusCode()).isEqualTo(200);
        s.stop();
        s.stop(); // idempotent
        try (HttpClient fresh = HttpClient.newBuilder().connectTimeout(WAIT).build()) {
            CompletableFuture<HttpResponse<byte[]>> attempt = fresh.sendAsync(request(uri,
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\"}"), HttpResponse.BodyHandlers.ofByteArray());
            assertThat(attempt).failsWithin(WAIT).withThrowableThat().havingRootCause().isInstanceOf(IOException.class);
        }
    }

    /**
     * The reply with each finding in {@code error.data.findings} cut down to its code: the table fixes codes, not the
     * wording of messages.
     */
    static JsonValue withoutFindingTexts(JsonValue reply) {
        if (!(reply instanceof JsonObject o) || !(o.get("error") instanceof JsonObject error)
                || !(error.get("data") instanceof JsonObject data) || !(data.get("findings") instanceof JsonArray fs)) {
            return reply;
        }
        List<JsonValue> codes = fs.elements().stream()
                .map(f -> (JsonValue) JsonObject.builder().put("code", ((JsonObject) f).get("code")).build()).toList();
        JsonObject newData = data.toBuilder().put("findings", JsonArray.of(codes)).build();
        return o.toBuilder().put("error", error.toBuilder().put("data", newData).build()).build();
    }

    private static HttpRequest request(URI uri, String body) {
        return HttpRequest.newBuilder(uri).timeout(WAIT).header("Content-Type", JSON)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static HttpResponse<byte[]> post(URI uri, String body) throws IOException, InterruptedException {
        return http.send(request(uri, body), HttpResponse.BodyHandlers.ofByteArray());
    }
}
