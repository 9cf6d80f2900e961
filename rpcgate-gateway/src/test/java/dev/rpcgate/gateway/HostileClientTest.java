package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile clients on raw loopback sockets against a gateway with one-second timeouts: ambiguous or malformed framing,
 * oversized and too many headers, slowloris on the request line, the headers and the body, idle keep-alive
 * connections by the hundred, and the connection cap. Each case checks the exact bytes the client gets (the
 * {@code Date} header aside), that the connection ends when it should, and that nothing reached the agent; at the end
 * the live threads (virtual ones included), the heap after GC and every in-flight count are back to where they were.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class HostileClientTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}";
    static final String ECHOED = "{\"jsonrpc\":\"2.0\",  \"id\":1,\"result\":{\"echo\":{}}}\n";
    static final String HEAD = "POST /a2a/echo-agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n";
    static final String CHUNK = Integer.toHexString(SEND.length());
    /** A whole, valid request: sent after every refused one, it must never reach the agent (no smuggling). */
    static final String SMUGGLED = HEAD + "Content-Length: " + SEND.length() + "\r\n\r\n" + SEND;
    /**
     * A 2 s idle timeout (Helidon measures it on a clock that ticks once a second, so 1 s could close a connection
     * between two quick requests), a 1 s read timeout, a small header budget, 20 header lines.
     */
    static final GatewayConfig.ServerLimits LIMITS = new GatewayConfig.ServerLimits(1000, 2, 1, 2048, 20);
    /** The latest an idle connection is closed: the timeout, Helidon's one-second clock, its check every quarter. */
    static final long IDLE_CUT_MILLIS = 2000 + 1000 + 500;
    static final int MAX_BODY = 4096;
    /** How late a timeout may fire on a loaded 2-core machine, on top of its own period. */
    static final long MARGIN_MILLIS = 1500;

    static LoopbackAgent agent;
    static GatewayFixture gw;
    static LeakCheck.Baseline baseline;
    int agentBefore;

    @BeforeAll
    static void start() throws Exception {
        agent = LoopbackAgent.echo();
        gw = new GatewayFixture(GatewayConfig.builder().maxBodyBytes(MAX_BODY).defaultTimeoutSeconds(5)
                .maxTimeoutSeconds(5).maxSseIdleSeconds(300).agentMaxResponseBytes(4096).agentMaxConcurrency(200)
                .serverLimits(LIMITS).build());
        gw.register("echo-agent", agent.uri());
        for (int i = 0; i < 3; i++) { // warm the classes and pools the cases use before the baseline
            assertThat(gw.post("echo-agent", SEND).body()).isEqualTo(ECHOED);
        }
        baseline = LeakCheck.Baseline.now();
    }

    @AfterAll
    static void stop() {
        gw.close();
        agent.close();
    }

    @org.junit.jupiter.api.BeforeEach
    void countAgent() {
        agentBefore = agent.requests.get();
    }

    @AfterEach
    void noCallInFlight() throws InterruptedException {
        assertThat(LeakCheck.awaitAtMost(gw.upstream::now, 0, Duration.ofSeconds(5))).as("upstream in flight").isZero();
        assertThat(gw.server.inFlight("echo-agent")).as("concurrency slots held").isZero();
    }

    private int agentSaw() {
        return agent.requests.get() - agentBefore;
    }

    /** The reply with its {@code Date} line taken out (its only part that changes). */
    static String withoutDate(String reply) {
        return reply.replaceAll("Date: [^\r\n]*\r\n", "");
    }

    static String refused(String statusLine) {
        return "HTTP/1.1 " + statusLine + "\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
    }

    static Stream<Arguments> refusedFraming() {
        String bad400 = refused("400 Bad Request");
        String len = "Content-Length: " + SEND.length() + "\r\n";
        String chunked = "Transfer-Encoding: chunked\r\n";
        return Stream.of(
                // RFC 9112 §6.1 and §6.3: ambiguous framing, refused by Helidon before any handler
                Arguments.of("Content-Length with chunked", HEAD + len + chunked + "\r\n" + CHUNK + "\r\n" + SEND
                        + "\r\n0\r\n\r\n", bad400),
                Arguments.of("chunked with Content-Length", HEAD + chunked + len + "\r\n" + CHUNK + "\r\n" + SEND
                        + "\r\n0\r\n\r\n", bad400),
                Arguments.of("two different Content-Lengths", HEAD + len + "Content-Length: 3\r\n\r\n" + SEND, bad400),
                Arguments.of("two equal Content-Lengths", HEAD + len + len + "\r\n" + SEND, bad400),
                Arguments.of("a Content-Length list", HEAD + "Content-Length: " + SEND.length() + ", 3\r\n\r\n" + SEND,
                        bad400),
                Arguments.of("a negative Content-Length", HEAD + "Content-Length: -60\r\n\r\n" + SEND, bad400),
                Arguments.of("a signed Content-Length", HEAD + "Content-Length: +60\r\n\r\n" + SEND, bad400),
                Arguments.of("a hex Content-Length", HEAD + "Content-Length: 0x3c\r\n\r\n" + SEND, bad400),
                Arguments.of("an overflowing Content-Length", HEAD + "Content-Length: 99999999999999999999\r\n\r\n"
                        + SEND, bad400),
                Arguments.of("chunked twice", HEAD + chunked + chunked + "\r\n" + CHUNK + "\r\n" + SEND
                        + "\r\n0\r\n\r\n", bad400),
                Arguments.of("Transfer-Encoding identity", HEAD + "Transfer-Encoding: identity\r\n\r\n" + SEND,
                        bad400),
                Arguments.of("a coding before chunked", HEAD + "Transfer-Encoding: gzip, chunked\r\n\r\n" + CHUNK
                        + "\r\n" + SEND + "\r\n0\r\n\r\n", refused("501 Not Implemented")),
                // chunk sizes Helidon cannot read: the gateway answers one 400 and ends the connection
                Arguments.of("a chunk size that is not hex", HEAD + chunked + "\r\nzz\r\n" + SEND + "\r\n0\r\n\r\n",
                        bad400),
                Arguments.of("a negative chunk size", HEAD + chunked + "\r\n-3c\r\n" + SEND + "\r\n0\r\n\r\n",
                        bad400),
                Arguments.of("a chunk size over 2^31", HEAD + chunked + "\r\n80000000\r\n" + SEND + "\r\n0\r\n\r\n",
                        bad400),
                Arguments.of("a chunk size over 2^32", HEAD + chunked + "\r\n" + "f".repeat(19) + "\r\n" + SEND
                        + "\r\n0\r\n\r\n", bad400),
                Arguments.of("a chunk size with a trailing space", HEAD + chunked + "\r\n" + CHUNK + " \r\n" + SEND
                        + "\r\n0\r\n\r\n", bad400),
                Arguments.of("a chunk extension (RFC-legal, Helidon cannot parse it)", HEAD + chunked + "\r\n" + CHUNK
                        + ";x=1\r\n" + SEND + "\r\n0\r\n\r\n", bad400),
                Arguments.of("no last chunk", HEAD + chunked + "\r\n" + CHUNK + "\r\n" + SEND + "\r\n\r\n", bad400),
                // headers Helidon refuses
                Arguments.of("a second Host", HEAD + len + "Host: y\r\n\r\n" + SEND, bad400),
                Arguments.of("a space before the colon", HEAD + len + "X-A : 1\r\n\r\n" + SEND, bad400),
                Arguments.of("an obsolete line fold", HEAD + len + "X-A: 1\r\n folded\r\n\r\n" + SEND, bad400),
                Arguments.of("a control character in a name", HEAD + len + "X-\u0001: 1\r\n\r\n" + SEND, bad400),
                Arguments.of("headers over maxHeaderBytes", HEAD + len + "X-Big: " + "b".repeat(2100) + "\r\n\r\n"
                        + SEND, bad400),
                Arguments.of("a request line over 4096 bytes", "POST /a2a/echo-agent?" + "q".repeat(4100)
                        + " HTTP/1.1\r\nHost: x\r\n" + len + "\r\n" + SEND, refused("414 Request-URI Too Long")),
                Arguments.of("21 distinct header lines", HEAD + len + headerLines(18, false) + "\r\n" + SEND,
                        refused("431 Request Header Fields Too Large")),
                Arguments.of("one header repeated 21 times", HEAD + len + headerLines(18, true) + "\r\n" + SEND,
                        refused("431 Request Header Fields Too Large")),
                // not HTTP/1.1 as Helidon reads it
                Arguments.of("bare LF line ends", HEAD.replace("\r\n", "\n") + len.replace("\r\n", "\n") + "\n" + SEND,
                        bad400),
                Arguments.of("HTTP/1.0", HEAD.replace("HTTP/1.1", "HTTP/1.0") + len + "\r\n" + SEND,
                        refused("505 HTTP Version Not Supported")));
    }

    /** {@code n} header lines, all named {@code X-Same} or each its own name. */
    private static String headerLines(int n, boolean same) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            s.append(same ? "X-Same" : "X-H" + i).append(": v\r\n");
        }
        return s.toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedFraming")
    @Order(1)
    void refusedFramingGetsOneExactReplyThenTheConnectionEnds(String name, String request, String expected)
            throws Exception {
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            c.send(request + SMUGGLED);
            assertThat(c.awaitClose(3000)).as("the gateway closed the connection").isPositive();
            assertThat(withoutDate(c.received())).isEqualTo(expected);
        }
        assertThat(agentSaw()).as("requests that reached the agent").isZero();
    }

    @Test
    @Order(2)
    void aChunkedBodyOverTheLimitIs413AndWhatFollowsIsNeverRead() throws Exception {
        String big = "p".repeat(MAX_BODY + 1);
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            c.send(HEAD + "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(big.length()) + "\r\n" + big
                    + "\r\n0\r\n\r\n" + SMUGGLED);
            assertThat(c.awaitClose(3000)).isPositive();
            assertThat(withoutDate(c.received())).isEqualTo(TOO_LARGE);
        }
        assertThat(agentSaw()).isZero();
    }

    static final String TOO_LARGE_BODY = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":"
            + "\"Invalid Request\",\"data\":{\"source\":\"gateway\",\"executed\":false,\"retryable\":false,"
            + "\"reason\":\"invalid_request\",\"agentId\":null,\"findings\":[{\"code\":\"MessageTooLarge\","
            + "\"severity\":\"ERROR\",\"message\":\"the body is over the limit of 4096 bytes; it was not read\","
            + "\"path\":\"\"}]}}}";
    static final String TOO_LARGE = "HTTP/1.1 413 Request Entity Too Large\r\nConnection: close\r\nContent-Length: "
            + TOO_LARGE_BODY.length() + "\r\nContent-Type: application/json\r\n\r\n" + TOO_LARGE_BODY;

    @Test
    @Order(3)
    void aBodyCutShortByTheClientIs400() throws Exception {
        for (String request : List.of(HEAD + "Content-Length: 100\r\n\r\n" + SEND.substring(0, 10),
                HEAD + "Transfer-Encoding: chunked\r\n\r\n" + CHUNK + "\r\n" + SEND.substring(0, 10))) {
            try (RawConnection c = RawConnection.open(gw.server.port())) {
                c.send(request);
                c.shutdownOutput(); // the body ends early, and the client still listens
                assertThat(c.awaitClose(3000)).isPositive();
                assertThat(withoutDate(c.received())).isEqualTo(refused("400 Bad Request"));
            }
        }
        assertThat(agentSaw()).isZero();
    }

    @Test
    @Order(4)
    void framingHelidonTolerates() throws Exception {
        // RFC 9112: Transfer-Encoding is case-insensitive and may carry spaces around it; Helidon also skips the two
        // bytes after a chunk's data without checking they are CRLF - the body is still exactly the chunk's bytes
        for (String request : List.of(
                HEAD + "Transfer-Encoding: CHUNKED\r\n\r\n" + CHUNK + "\r\n" + SEND + "\r\n0\r\n\r\n",
                HEAD + "Transfer-Encoding:  chunked \r\n\r\n" + CHUNK + "\r\n" + SEND + "\r\n0\r\n\r\n",
                HEAD + "Transfer-Encoding: chunked\r\n\r\n" + CHUNK + "\r\n" + SEND + "XX0\r\n\r\n")) {
            agent.lastBody = null;
            try (RawConnection c = RawConnection.open(gw.server.port())) {
                c.send(request);
                assertThat(withoutDate(c.awaitReply(3000))).isEqualTo("HTTP/1.1 200 OK\r\nConnection: keep-alive\r\n"
                        + "Content-Length: " + ECHOED.length() + "\r\nContent-Type: application/json\r\n\r\n" + ECHOED);
            }
            assertThat(new String(agent.lastBody, java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(SEND);
        }
        assertThat(agentSaw()).isEqualTo(3);
    }

    @Test
    @Order(5)
    void slowHeadersAreCutAtTheReadTimeout() throws Exception {
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            c.send("POST /a2a/echo-agent HTTP/1.1\r\n");
            long sent = System.nanoTime();
            c.trickle("Host: x\r\nContent-Type: application/json\r\nX-Slow: " + "s".repeat(400), 50, 10_000);
            assertCutWithoutReply(c, sent, 1000, 1000 + MARGIN_MILLIS);
        }
        assertThat(agentSaw()).isZero();
    }

    @Test
    @Order(6)
    void aSlowBodyIsCutAtTheReadTimeout() throws Exception {
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            long sent = System.nanoTime();
            c.send(HEAD + "Content-Length: " + SEND.length() + "\r\n\r\n");
            c.trickle(SEND, 50, 10_000); // 60 bytes at 20 a second: three seconds
            assertCutWithoutReply(c, sent, 1000, 1000 + MARGIN_MILLIS);
        }
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            long sent = System.nanoTime();
            c.send(HEAD + "Transfer-Encoding: chunked\r\n\r\n" + CHUNK + "\r\n" + SEND.substring(0, 20));
            // the chunk ends early and the client holds the connection open
            assertCutWithoutReply(c, sent, 1000, 1000 + MARGIN_MILLIS);
        }
        assertThat(agentSaw()).isZero();
    }

    @Test
    @Order(7)
    void aSlowRequestLineIsCutAtTheIdleTimeout() throws Exception {
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            c.trickle("POST /a2a/echo-agent?" + "q".repeat(200) + " HTTP/1.1\r\n", 50, 10_000);
            // idle since the connection opened: cut after the idle timeout, give or take Helidon's one-second clock
            assertCutWithoutReply(c, c.openedAt, 1000, IDLE_CUT_MILLIS + MARGIN_MILLIS);
        }
        assertThat(agentSaw()).isZero();
    }

    private static void assertCutWithoutReply(RawConnection c, long from, long atLeastMillis, long atMostMillis)
            throws InterruptedException {
        long closed = c.awaitClose(atMostMillis + 2000);
        assertThat(closed).as("the gateway closed the connection").isPositive();
        assertThat(TimeUnit.NANOSECONDS.toMillis(closed - from)).isBetween(atLeastMillis - 50, atMostMillis);
        assertThat(c.received()).as("what the client got").isEmpty();
    }

    @Test
    @Order(8)
    void aBusyKeepAliveConnectionOutlivesBothTimeouts() throws Exception {
        try (RawConnection c = RawConnection.open(gw.server.port())) {
            for (int i = 0; i < 8; i++) { // 8 requests 450 ms apart: 3.6 s on one connection
                c.clear();
                assertThat(c.send(SMUGGLED)).isTrue();
                assertThat(withoutDate(c.awaitReply(3000))).endsWith("\r\n\r\n" + ECHOED)
                        .startsWith("HTTP/1.1 200 OK\r\nConnection: keep-alive\r\n");
                Thread.sleep(450); // quick requests: the read deadline is over at each body's end
                assertThat(c.isClosedByServer()).as("closed after request %d", i).isFalse();
            }
        }
        assertThat(agentSaw()).isEqualTo(8);
    }

    @Test
    @Order(9)
    void aReplyOlderThanTheKeepAliveSaysConnectionClose() throws Exception {
        try (LoopbackAgent slow = LoopbackAgent.http((ex, req) -> {
            Thread.sleep(900); // past the 2 s idle timeout less Helidon's 1 s clock tick and its 0.5 s check period
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"late\"}");
        })) {
            gw.register("late-agent", slow.uri());
            try (RawConnection c = RawConnection.open(gw.server.port())) {
                c.send(SMUGGLED.replace("echo-agent", "late-agent") + SMUGGLED);
                assertThat(c.awaitClose(5000)).isPositive();
                assertThat(withoutDate(c.received())).isEqualTo("HTTP/1.1 200 OK\r\nConnection: close\r\n"
                        + "Content-Length: 40\r\nContent-Type: application/json\r\n\r\n"
                        + "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"late\"}");
            }
            assertThat(slow.requests.get()).isEqualTo(1);
            assertThat(gw.server.inFlight("late-agent")).isZero();
        }
        assertThat(agentSaw()).as("the request after it was never read").isZero();
    }

    @Test
    @Order(10)
    void hundredsOfIdleConnectionsAreClosedAndTheirThreadsEnd() throws Exception {
        int threadsBefore = LeakCheck.liveThreads();
        List<RawConnection> conns = new ArrayList<>();
        try {
            for (int i = 0; i < 150; i++) { // kept alive after one request each
                RawConnection c = RawConnection.open(gw.server.port());
                conns.add(c);
                c.send(SMUGGLED);
                assertThat(withoutDate(c.awaitReply(5000))).endsWith(ECHOED);
            }
            for (int i = 0; i < 100; i++) { // never send a byte
                conns.add(RawConnection.open(gw.server.port()));
            }
            long answered = System.nanoTime();
            int threadsHeld = LeakCheck.liveThreads();
            // each open connection holds a thread of the server (and one reader thread of this test)
            assertThat(threadsHeld - threadsBefore).as("threads while held").isGreaterThanOrEqualTo(250);
            for (RawConnection c : conns) {
                long closed = c.awaitClose(IDLE_CUT_MILLIS + MARGIN_MILLIS + 2000);
                assertThat(closed).as("closed by the gateway").isPositive();
                assertThat(TimeUnit.NANOSECONDS.toMillis(closed - answered))
                        .isLessThan(IDLE_CUT_MILLIS + MARGIN_MILLIS);
                assertThat(c.received()).doesNotContain("HTTP/1.1 400", "HTTP/1.1 408");
            }
        } finally {
            for (RawConnection c : conns) {
                c.close();
            }
        }
        assertThat(LeakCheck.awaitAtMost(LeakCheck::liveThreads, threadsBefore + 10, Duration.ofSeconds(5)))
                .as("threads after the idle timeout (before %d)", threadsBefore)
                .isLessThanOrEqualTo(threadsBefore + 10);
        assertThat(agentSaw()).isEqualTo(150);
    }

    @Test
    @Order(11)
    void atTheConnectionCapOneMoreWaitsUnansweredUntilOneCloses() throws Exception {
        try (GatewayFixture capped = new GatewayFixture(GatewayConfig.builder()
                .serverLimits(new GatewayConfig.ServerLimits(3, 30, 30, 2048, 20)).build())) {
            capped.register("echo-agent", agent.uri());
            List<RawConnection> held = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    RawConnection c = RawConnection.open(capped.server.port());
                    held.add(c);
                    c.send(SMUGGLED);
                    assertThat(c.awaitReply(5000)).endsWith(ECHOED);
                }
                try (RawConnection extra = RawConnection.open(capped.server.port())) { // the OS accepts it
                    assertThat(extra.send(SMUGGLED)).isTrue();
                    Thread.sleep(1000);
                    assertThat(extra.received()).as("answered while 3 connections are open").isEmpty();
                    assertThat(extra.isClosedByServer()).isFalse();
                    held.remove(0).close();
                    assertThat(withoutDate(extra.awaitReply(5000))).isEqualTo("HTTP/1.1 200 OK\r\nConnection: "
                            + "keep-alive\r\nContent-Length: " + ECHOED.length()
                            + "\r\nContent-Type: application/json\r\n\r\n" + ECHOED);
                }
            } finally {
                for (RawConnection c : held) {
                    c.close();
                }
            }
            assertThat(capped.upstream.now()).isZero();
            assertThat(capped.server.inFlight("echo-agent")).isZero();
        }
        assertThat(agentSaw()).isEqualTo(4);
    }

    @Test
    @Order(100)
    void nothingLeaked() throws Exception {
        assertThat(gw.upstream.now()).isZero();
        baseline.assertBackWithin(Duration.ofSeconds(5), 10, 16L << 20);
    }
}
