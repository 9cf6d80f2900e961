package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Agents that misbehave on raw loopback sockets, against a gateway with a 1 s deadline and a 4 KiB reply limit: a
 * body trickled past the deadline, headers and then nothing, no answer at all, headers that never end, replies over
 * the limit declared, chunked or close-delimited, a Content-Length that lies either way, a reset, a malformed chunk,
 * a response smuggled after the declared body. Each case checks the exact JSON-RPC reply the caller gets, that it
 * comes within the deadline plus a margin, that the concurrency slot and the in-flight count are back to 0, and that
 * the gateway hung up on the agent. Written against the replies, not the upstream client, so any client must pass.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class HostileAgentTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"message/send\",\"params\":{}}";
    static final int LIMIT = 4096;
    static final long DEADLINE_MILLIS = 1000;
    /** How late a reply may come after the deadline on a loaded 2-core machine. */
    static final long MARGIN_MILLIS = 1500;

    static GatewayFixture gw;
    static LeakCheck.Baseline baseline;

    @BeforeAll
    static void start() throws Exception {
        gw = new GatewayFixture(GatewayConfig.builder().defaultTimeoutSeconds(1).maxTimeoutSeconds(2)
                .maxSseIdleSeconds(300).agentMaxResponseBytes(LIMIT).agentMaxConcurrency(4).build());
        String ok = "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"ok\"}";
        try (LoopbackAgent warm = LoopbackAgent.raw((s, head, body) -> reply(s, "HTTP/1.1 200 OK\r\n"
                + "Connection: close\r\nContent-Length: " + ok.length() + "\r\n\r\n" + ok))) {
            gw.register("warm-agent", warm.uri());
            for (int i = 0; i < 3; i++) {
                assertThat(gw.post("warm-agent", SEND).body()).isEqualTo(ok);
            }
        }
        baseline = LeakCheck.Baseline.now();
    }

    @AfterAll
    static void stop() {
        gw.close();
    }

    static void reply(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** The gateway's error reply to id 7, exactly as it writes it. */
    static String gatewayError(int code, String message, String reason, String agentId, String extra) {
        return "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":" + code + ",\"message\":\"" + message
                + "\",\"data\":{\"source\":\"gateway\",\"executed\":false,\"retryable\":true,\"reason\":\"" + reason
                + "\",\"agentId\":\"" + agentId + "\"" + extra + "}}}";
    }

    static String timeout(String agentId) {
        return gatewayError(-32001, "agent timeout: " + agentId, "agent_timeout", agentId, ",\"mayHaveExecuted\":true");
    }

    static String tooLarge(String agentId) {
        return gatewayError(-32003, "agent response too large", "agent_response_too_large", agentId,
                ",\"mayHaveExecuted\":true,\"status\":200");
    }

    static String connectionLost(String agentId) {
        return gatewayError(-32003, "agent unavailable: connection lost", "agent_unavailable", agentId,
                ",\"mayHaveExecuted\":true");
    }

    static String malformed(String agentId) {
        return "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32004,\"message\":\"agent invalid response: "
                + "malformed HTTP reply\",\"data\":{\"source\":\"gateway\",\"executed\":false,\"retryable\":false,"
                + "\"reason\":\"agent_invalid_response\",\"agentId\":\"" + agentId + "\",\"mayHaveExecuted\":true}}}";
    }

    static String big(int n) {
        return "x".repeat(n);
    }

    /** What the caller gets: its exact reply, after the whole deadline or before it. */
    enum Outcome {
        TIMEOUT(true), TOO_LARGE(false), CONNECTION_LOST(false), MALFORMED(false);

        final boolean takesTheDeadline;

        Outcome(boolean takesTheDeadline) {
            this.takesTheDeadline = takesTheDeadline;
        }

        String reply(String agentId) {
            return switch (this) {
                case TIMEOUT -> timeout(agentId);
                case TOO_LARGE -> tooLarge(agentId);
                case CONNECTION_LOST -> connectionLost(agentId);
                case MALFORMED -> malformed(agentId);
            };
        }
    }

    /**
     * One misbehaving agent: what it does, what the caller gets, whether the gateway must hang up on it (a reply it
     * stopped reading; a whole reply may stay pooled), and whether only the gateway's own HTTP client gets it right.
     */
    record Case(String agentId, String what, LoopbackAgent.RawBehaviour behaviour, Outcome outcome, boolean hangsUp) {
        @Override
        public String toString() {
            return what;
        }
    }

    static Stream<Case> misbehaving() {
        String head200 = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n";
        return Stream.of(
                new Case("trickle-agent", "a body trickled slower than the deadline", (s, h, b) -> {
                    reply(s, head200 + "Content-Length: 4000\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"");
                    for (int i = 0; i < 1000; i++) { // 20 s at most; the gateway hangs up long before
                        reply(s, "x");
                        Thread.sleep(20);
                    }
                }, Outcome.TIMEOUT, true),
                new Case("headers-only-agent", "headers, then never the body", (s, h, b) -> {
                    reply(s, head200 + "Content-Length: 100\r\n\r\n");
                    LoopbackAgent.holdUntilClosed(s);
                }, Outcome.TIMEOUT, true),
                new Case("silent-agent", "reads the request, never answers",
                        (s, h, b) -> LoopbackAgent.holdUntilClosed(s), Outcome.TIMEOUT, true),
                new Case("endless-headers-agent", "header lines that never end", (s, h, b) -> {
                    reply(s, "HTTP/1.1 200 OK\r\n");
                    for (int i = 0; i < 400; i++) { // 20 s at most
                        reply(s, "X-More-" + i + ": y\r\n");
                        Thread.sleep(50);
                    }
                }, Outcome.TIMEOUT, true),
                new Case("declared-big-agent", "a reply over the limit in one piece", (s, h, b) -> {
                    reply(s, head200 + "Content-Length: " + (LIMIT + 100) + "\r\n\r\n" + big(LIMIT + 100));
                    LoopbackAgent.holdUntilClosed(s);
                }, Outcome.TOO_LARGE, false),
                new Case("chunked-big-agent", "a reply over the limit in 100 chunks", (s, h, b) -> {
                    reply(s, head200 + "Transfer-Encoding: chunked\r\n\r\n");
                    for (int i = 0; i < 100; i++) {
                        reply(s, "64\r\n" + big(100) + "\r\n");
                    }
                    reply(s, "0\r\n\r\n");
                    LoopbackAgent.holdUntilClosed(s);
                }, Outcome.TOO_LARGE, false),
                new Case("close-delimited-big-agent", "a reply over the limit with no length, ended by a close",
                        (s, h, b) -> reply(s, head200 + "Connection: close\r\n\r\n" + big(LIMIT + 100)),
                        Outcome.TOO_LARGE, true),
                new Case("lying-long-agent", "Content-Length over the limit, a short body, then silence", (s, h, b) -> {
                    reply(s, head200 + "Content-Length: 1000000000\r\n\r\n{\"jsonrpc\":\"2.0\"");
                    LoopbackAgent.holdUntilClosed(s);
                }, Outcome.TOO_LARGE, true),
                new Case("lying-short-agent", "Content-Length 3000, 100 bytes, then a close",
                        (s, h, b) -> reply(s, head200 + "Content-Length: 3000\r\n\r\n" + big(100)),
                        Outcome.CONNECTION_LOST, true),
                new Case("reset-agent", "a reset in the middle of the headers", (s, h, b) -> {
                    s.setSoLinger(true, 0);
                    reply(s, "HTTP/1.1 200 OK\r\nContent-Ty");
                    Thread.sleep(50);
                }, Outcome.CONNECTION_LOST, true),
                new Case("bad-chunk-agent", "a chunk size that is not hex",
                        (s, h, b) -> reply(s, head200 + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"),
                        Outcome.MALFORMED, true),
                new Case("bad-status-agent", "a status line that is not HTTP",
                        (s, h, b) -> reply(s, "HTTP/1.1 2OO OK\r\nContent-Length: 2\r\n\r\n{}"),
                        Outcome.MALFORMED, true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("misbehaving")
    @Order(1)
    void eachMisbehaviourGetsItsGatewayErrorInTimeAndLeavesNothing(Case c) throws Exception {
        try (LoopbackAgent agent = LoopbackAgent.raw(c.behaviour())) {
            gw.register(c.agentId(), agent.uri());
            long t0 = System.nanoTime();
            HttpResponse<String> r = gw.post(c.agentId(), SEND);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).isEqualTo(c.outcome().reply(c.agentId()));
            if (c.outcome().takesTheDeadline) {
                assertThat(ms).as("reply time").isBetween(DEADLINE_MILLIS - 50, DEADLINE_MILLIS + MARGIN_MILLIS);
            } else {
                assertThat(ms).as("reply time").isLessThan(DEADLINE_MILLIS + MARGIN_MILLIS);
            }
            assertReleased(c.agentId());
            if (c.hangsUp()) {
                assertThat(LeakCheck.awaitAtMost(agent.openRaw::get, 0, Duration.ofSeconds(5)))
                        .as("agent connections the gateway has not hung up on").isZero();
            }
            assertThat(agent.requests.get()).as("calls the agent saw (never retried)").isEqualTo(1);
        }
    }

    private static void assertReleased(String agentId) throws InterruptedException {
        assertThat(LeakCheck.awaitAtMost(gw.upstream::now, 0, Duration.ofSeconds(5))).as("upstream in flight").isZero();
        assertThat(gw.server.inFlight(agentId)).as("concurrency slots held").isZero();
    }

    @Test
    @Order(2)
    void anAgentThatNeverAcceptsTimesOut() throws Exception {
        // the operating system completes the connection and takes the request; nobody ever reads it
        try (ServerSocket backlog = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            gw.register("backlog-agent", URI.create("http://127.0.0.1:" + backlog.getLocalPort() + "/rpc"));
            long t0 = System.nanoTime();
            HttpResponse<String> r = gw.post("backlog-agent", SEND);
            assertThat(r.body()).isEqualTo(timeout("backlog-agent"));
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0))
                    .isBetween(DEADLINE_MILLIS - 50, DEADLINE_MILLIS + MARGIN_MILLIS);
            assertReleased("backlog-agent");
        }
    }

    @Test
    @Order(3)
    void aResponseSmuggledAfterTheDeclaredBodyNeverAnswersTheNextCall() throws Exception {
        String first = "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"first\"}";
        String smuggled = "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"smuggled\"}";
        String honest = "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"honest\"}";
        java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
        try (LoopbackAgent agent = LoopbackAgent.raw((s, h, b) -> {
            if (n.getAndIncrement() == 0) { // the declared body, then a whole second response on the same connection
                reply(s, "HTTP/1.1 200 OK\r\nContent-Length: " + first.length() + "\r\n\r\n" + first
                        + "HTTP/1.1 200 OK\r\nContent-Length: " + smuggled.length() + "\r\n\r\n" + smuggled);
                LoopbackAgent.holdUntilClosed(s); // keeps the connection open, as if for keep-alive
            } else {
                reply(s, "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: " + honest.length() + "\r\n\r\n"
                        + honest);
            }
        })) {
            gw.register("smuggling-agent", agent.uri());
            assertThat(gw.post("smuggling-agent", SEND).body()).isEqualTo(first);
            Thread.sleep(100);
            for (int i = 0; i < 3; i++) {
                String body = gw.post("smuggling-agent", SEND).body();
                assertThat(body).as("call %d after the smuggle", i + 2).doesNotContain("smuggled");
                assertThat(body).as("call %d after the smuggle", i + 2).isEqualTo(honest);
            }
            assertReleased("smuggling-agent");
        }
    }

    @Test
    @Order(100)
    void nothingLeaked() throws Exception {
        assertThat(gw.upstream.now()).isZero();
        baseline.assertBackWithin(Duration.ofSeconds(5), 10, 16L << 20);
    }
}
