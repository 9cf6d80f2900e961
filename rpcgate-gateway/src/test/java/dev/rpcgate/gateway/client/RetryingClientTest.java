package dev.rpcgate.gateway.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The retry policy as a table, against a real loopback HTTP server that scripts replies and counts attempts. */
class RetryingClientTest {
    private static final String REQUEST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":"
            + "{\"message\":{\"kind\":\"message\",\"messageId\":\"m-42\",\"role\":\"user\",\"parts\":"
            + "[{\"kind\":\"text\",\"text\":\"hi\"}]}}}";
    private static final String OK = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"kind\":\"message\"}}";

    private HttpServer server;
    private final Map<String, ConcurrentLinkedQueue<Script>> scripts = new ConcurrentHashMap<>();
    private final Map<String, List<String>> received = new ConcurrentHashMap<>();
    private HttpClient http;

    /** One scripted reply: a body at a status, after a delay. */
    record Script(int status, String body, long delayMillis) {
        static Script of(String body) {
            return new Script(200, body, 0);
        }
    }

    static String gatewayError(long code, Object retryable, String extra) {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":" + code + ",\"message\":\"m\",\"data\":"
                + "{\"source\":\"gateway\",\"executed\":false,\"retryable\":" + retryable + ",\"reason\":\"r\","
                + "\"agentId\":\"echo-agent-01\"" + extra + "}}}";
    }

    static String gatewayError(long code, boolean retryable) {
        return gatewayError(code, retryable, "");
    }

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/a2a/", ex -> {
            String path = ex.getRequestURI().getPath();
            try (InputStream in = ex.getRequestBody()) {
                received.computeIfAbsent(path, p -> Collections.synchronizedList(new ArrayList<>()))
                        .add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
            ConcurrentLinkedQueue<Script> queue = scripts.get(path);
            Script s = queue == null ? null : queue.size() > 1 ? queue.poll() : queue.peek(); // the last one repeats
            if (s == null) {
                s = new Script(404, "no script", 0);
            }
            if (s.delayMillis() > 0) {
                try {
                    Thread.sleep(s.delayMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            byte[] body = s.body().getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().set("Content-Type", "application/json");
            ex.sendResponseHeaders(s.status(), body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
        server.setExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
        server.start();
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    }

    @AfterEach
    void stop() {
        server.stop(0);
        http.close();
    }

    private URI uri(String agent) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/a2a/" + agent);
    }

    private void script(String agent, Script... replies) {
        scripts.put("/a2a/" + agent, new ConcurrentLinkedQueue<>(List.of(replies)));
    }

    private void script(String agent, String... bodies) {
        script(agent, Stream.of(bodies).map(Script::of).toArray(Script[]::new));
    }

    private int attemptsAt(String agent) {
        return received.getOrDefault("/a2a/" + agent, List.of()).size();
    }

    private RetryingClient.Builder client(String agent) {
        return RetryingClient.builder(uri(agent)).httpClient(http).maxAttempts(4)
                .backoff(Duration.ofMillis(1), Duration.ofMillis(5)).deadline(Duration.ofSeconds(20))
                .random(RandomGenerator.of("L64X128MixRandom"));
    }

    static Stream<Arguments> table() {
        return Stream.of(
                // name, replies in order (the last repeats), idempotent, attempts, stop
                Arguments.of("result at once", List.of(OK), false, 1, RetryOutcome.Stop.RESULT),
                Arguments.of("-32003 retryable, then result", List.of(gatewayError(-32003, true), OK), false, 2,
                        RetryOutcome.Stop.RESULT),
                Arguments.of("-32003 until the cap", List.of(gatewayError(-32003, true)), false, 4,
                        RetryOutcome.Stop.ATTEMPTS),
                Arguments.of("-32001 not idempotent", List.of(gatewayError(-32001, true), OK), false, 1,
                        RetryOutcome.Stop.TIMEOUT_NOT_IDEMPOTENT),
                Arguments.of("-32001 idempotent", List.of(gatewayError(-32001, true, ",\"mayHaveExecuted\":true"), OK),
                        true, 2, RetryOutcome.Stop.RESULT),
                Arguments.of("-32001 idempotent until the cap", List.of(gatewayError(-32001, true)), true, 4,
                        RetryOutcome.Stop.ATTEMPTS),
                Arguments.of("-32001 retryable false", List.of(gatewayError(-32001, false), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32003 retryable false", List.of(gatewayError(-32003, false), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32003 retryable as a string", List.of(gatewayError(-32003, "\"true\"", ""), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32003 retryable missing", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":"
                        + "-32003,\"message\":\"m\",\"data\":{\"source\":\"gateway\"}}}", OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32700 even if marked retryable", List.of(gatewayError(-32700, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32600 even if marked retryable", List.of(gatewayError(-32600, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32601 even if marked retryable", List.of(gatewayError(-32601, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32602 even if marked retryable", List.of(gatewayError(-32602, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32603 even if marked retryable", List.of(gatewayError(-32603, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32004 even if marked retryable", List.of(gatewayError(-32004, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("-32010 even if marked retryable", List.of(gatewayError(-32010, true), OK), true, 1,
                        RetryOutcome.Stop.NOT_RETRYABLE),
                Arguments.of("agent's -32003 (no data)", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":"
                        + "-32003,\"message\":\"push notifications not supported\"}}", OK), true, 1,
                        RetryOutcome.Stop.AGENT_ERROR),
                Arguments.of("agent's -32001 with retryable data", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":"
                        + "{\"code\":-32001,\"message\":\"task not found\",\"data\":{\"retryable\":true}}}", OK),
                        true, 1, RetryOutcome.Stop.AGENT_ERROR),
                Arguments.of("agent claiming another source", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":"
                        + "{\"code\":-32003,\"message\":\"m\",\"data\":{\"source\":\"Gateway\",\"retryable\":true}}}",
                        OK), true, 1, RetryOutcome.Stop.AGENT_ERROR),
                Arguments.of("application error -32000", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":"
                        + "{\"code\":-32000,\"message\":\"quota\"}}", OK), true, 1, RetryOutcome.Stop.AGENT_ERROR),
                Arguments.of("-32002 without a resolver", List.of(gatewayError(-32002, false), OK), true, 1,
                        RetryOutcome.Stop.NOT_FOUND),
                Arguments.of("HTML from a proxy", List.of("<html>502 Bad Gateway</html>", OK), true, 1,
                        RetryOutcome.Stop.NOT_JSON_RPC),
                Arguments.of("a batch reply", List.of("[" + OK + "]", OK), true, 1, RetryOutcome.Stop.NOT_JSON_RPC),
                Arguments.of("an error without a code", List.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{}}", OK),
                        true, 1, RetryOutcome.Stop.NOT_JSON_RPC),
                Arguments.of("empty body", List.of("", OK), true, 1, RetryOutcome.Stop.NOT_JSON_RPC));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void policyTable(String name, List<String> replies, boolean idempotent, int attempts, RetryOutcome.Stop stop)
            throws Exception {
        script("echo-agent-01", replies.toArray(String[]::new));
        RetryOutcome outcome = client("echo-agent-01").build().call(REQUEST, idempotent);
        assertThat(outcome.stop()).isEqualTo(stop);
        assertThat(outcome.attempts()).isEqualTo(attempts);
        assertThat(attemptsAt("echo-agent-01")).isEqualTo(attempts);
        assertThat(outcome.reply()).isEqualTo(replies.get(Math.min(attempts, replies.size()) - 1));
        assertThat(outcome.succeeded()).isEqualTo(stop.equals(RetryOutcome.Stop.RESULT));
        // every attempt resends the same bytes: the same id and the same messageId
        assertThat(received.get("/a2a/echo-agent-01")).containsOnly(REQUEST);
    }

    @Test
    void notFoundAsksTheResolverForAnotherEndpoint() throws Exception {
        script("old-agent", gatewayError(-32002, false));
        script("new-agent", OK);
        List<URI> asked = new ArrayList<>();
        RetryOutcome outcome = client("old-agent").resolver(failed -> {
            asked.add(failed);
            return Optional.of(uri("new-agent"));
        }).build().call(REQUEST, false);
        assertThat(outcome.stop()).isEqualTo(RetryOutcome.Stop.RESULT);
        assertThat(outcome.attempts()).isEqualTo(2);
        assertThat(outcome.endpoint()).isEqualTo(uri("new-agent"));
        assertThat(asked).containsExactly(uri("old-agent"));
        assertThat(attemptsAt("old-agent")).isEqualTo(1);
        assertThat(attemptsAt("new-agent")).isEqualTo(1);
    }

    @Test
    void aResolverThatKeepsFailingIsBoundedByTheCap() throws Exception {
        script("gone-agent", gatewayError(-32002, false));
        AtomicInteger asked = new AtomicInteger();
        RetryOutcome outcome = client("gone-agent").resolver(failed -> {
            asked.incrementAndGet();
            return Optional.of(failed); // same endpoint again
        }).build().call(REQUEST, true);
        assertThat(outcome.stop()).isEqualTo(RetryOutcome.Stop.ATTEMPTS);
        assertThat(attemptsAt("gone-agent")).isEqualTo(4);
        assertThat(asked).hasValue(4);
    }

    @Test
    void retryAfterIsHonoured() throws Exception {
        script("busy-agent", gatewayError(-32003, true, ",\"status\":429,\"retryAfter\":1"), OK);
        long start = System.nanoTime();
        RetryOutcome outcome = client("busy-agent").build().call(REQUEST, false);
        long elapsed = System.nanoTime() - start;
        assertThat(outcome.stop()).isEqualTo(RetryOutcome.Stop.RESULT);
        assertThat(outcome.attempts()).isEqualTo(2);
        assertThat(Duration.ofNanos(elapsed)).isGreaterThanOrEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void aRetryAfterPastTheDeadlineStopsAtOnce() throws Exception {
        script("busy-agent", gatewayError(-32003, true, ",\"retryAfter\":30"), OK);
        long start = System.nanoTime();
        RetryOutcome outcome = client("busy-agent").deadline(Duration.ofSeconds(2)).build().call(REQUEST, false);
        assertThat(outcome.stop()).isEqualTo(RetryOutcome.Stop.DEADLINE);
        assertThat(outcome.attempts()).isEqualTo(1);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
    }

    @Test
    void theDeadlineBoundsASlowAttempt() throws Exception {
        script("slow-agent", new Script(200, OK, 3000));
        long start = System.nanoTime();
        RetryOutcome outcome = client("slow-agent").deadline(Duration.ofMillis(400)).build().call(REQUEST, true);
        assertThat(outcome.stop()).isEqualTo(RetryOutcome.Stop.DEADLINE);
        assertThat(outcome.reply()).isNull();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(2500));
    }

    @Test
    void backoffGrowsExponentiallyWithFullJitter() throws Exception {
        RandomGenerator random = RandomGenerator.of("L64X128MixRandom");
        Duration base = Duration.ofMillis(100);
        Duration max = Duration.ofSeconds(2);
        for (int retry = 1; retry <= 10; retry++) {
            long ceiling = Math.min(max.toNanos(), base.toNanos() << (retry - 1));
            long low = Long.MAX_VALUE;
            long high = 0;
            for (int i = 0; i < 2000; i++) {
                long d = RetryPolicy.backoff(retry, base, max, random).toNanos();
                assertThat(d).isBetween(0L, ceiling);
                low = Math.min(low, d);
                high = Math.max(high, d);
            }
            assertThat(low).as("jitter reaches near zero").isLessThan(ceiling / 10);
            assertThat(high).as("jitter reaches near the ceiling").isGreaterThan(ceiling * 9 / 10);
        }
        assertThat(RetryPolicy.backoff(1000, base, max, random)).isLessThanOrEqualTo(max);
        assertThat(RetryPolicy.backoff(3, Duration.ZERO, Duration.ZERO, random)).isZero();
    }

    @Test
    void aRefusedConnectionIsRetriedUpToTheCap() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        RetryOutcome outcome = RetryingClient.builder(URI.create("http://127.0.0.1:" + port + "/a2a/x"))
                .httpClient(http).maxAttempts(3).backoff(Duration.ofMillis(1), Duration.ofMillis(2)).build()
                .call(REQUEST, false);
        assertThat(outcome.stop()).isEqualTo(RetryOutcome.Stop.ATTEMPTS);
        assertThat(outcome.attempts()).isEqualTo(3);
        assertThat(outcome.reply()).isNull();
    }

    @Test
    void aConnectionLostMidCallIsRetriedOnlyWhenIdempotent() throws Exception {
        AtomicInteger accepted = new AtomicInteger();
        try (ServerSocket s = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread.ofVirtual().start(() -> {
                while (!s.isClosed()) {
                    try (Socket c = s.accept()) {
                        accepted.incrementAndGet();
                        c.getInputStream().read(new byte[8192]); // read the request, then hang up without a reply
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            URI uri = URI.create("http://127.0.0.1:" + s.getLocalPort() + "/a2a/x");
            RetryOutcome once = RetryingClient.builder(uri).httpClient(http).maxAttempts(3)
                    .backoff(Duration.ofMillis(1), Duration.ofMillis(2)).build().call(REQUEST, false);
            assertThat(once.stop()).isEqualTo(RetryOutcome.Stop.TRANSPORT);
            assertThat(once.attempts()).isEqualTo(1);
            int afterFirst = accepted.get();
            RetryOutcome thrice = RetryingClient.builder(uri).httpClient(http).maxAttempts(3)
                    .backoff(Duration.ofMillis(1), Duration.ofMillis(2)).build().call(REQUEST, true);
            assertThat(thrice.stop()).isEqualTo(RetryOutcome.Stop.ATTEMPTS);
            assertThat(thrice.attempts()).isEqualTo(3);
            assertThat(accepted.get() - afterFirst).isGreaterThanOrEqualTo(3);
        }
    }

    @Test
    void headersAreSentOnEveryAttempt() throws Exception {
        List<String> auth = Collections.synchronizedList(new ArrayList<>());
        server.createContext("/a2a/auth-agent", ex -> {
            auth.add(ex.getRequestHeaders().getFirst("Authorization"));
            ex.getRequestBody().readAllBytes();
            byte[] body = (auth.size() < 2 ? gatewayError(-32003, true) : OK).getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
        RetryOutcome outcome = client("auth-agent").header("Authorization", "Bearer t0k3n").build()
                .call(REQUEST, false);
        assertThat(outcome.succeeded()).isTrue();
        assertThat(auth).containsExactly("Bearer t0k3n", "Bearer t0k3n");
    }
}
