package dev.rpcgate.gateway.upstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The client against raw loopback agents: keep-alive and its bounds, the one resend rule for stale connections, the
 * deadline over every phase, bounded bodies, incremental streams, and bytes passed as they are.
 */
class AgentClientTest {
    static final Headers FIXED = Headers.of("Content-Type", "application/json", "Accept", "application/json");
    static final byte[] BODY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}".getBytes(StandardCharsets.UTF_8);
    static final String OK = RawAgent.reply(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");

    private static long in(double seconds) {
        return System.nanoTime() + (long) (seconds * 1e9);
    }

    private static AgentClient client() {
        return new AgentClient(ClientLimits.DEFAULTS);
    }

    private static Reply post(AgentClient c, URI uri, double seconds) {
        return c.post(uri, FIXED, Headers.NONE, BODY, in(seconds), 1 << 16);
    }

    private static void assertOk(Reply r) {
        assertThat(r).isInstanceOfSatisfying(Reply.Complete.class, c -> assertThat(c.status()).isEqualTo(200));
    }

    @Test
    void keepAliveReusesOneConnection() throws Exception {
        try (RawAgent a = new RawAgent(e -> {
            e.write(OK);
            return true;
        }); AgentClient c = client()) {
            for (int i = 0; i < 10; i++) {
                assertOk(post(c, a.uri(), 5));
            }
            assertThat(a.connections.get()).isEqualTo(1);
            assertThat(c.connectionsOpened()).isEqualTo(1);
            assertThat(a.requests.get()).isEqualTo(10);
            assertThat(c.idleConnections(a.uri())).isEqualTo(1);
        }
    }

    @Test
    void theRequestGoesOutAsGiven() throws Exception {
        byte[] odd = {'{', '"', 'x', '"', ':', '"', (byte) 0xff, (byte) 0xfe, 0, (byte) 0x80, '"', '}'};
        try (RawAgent a = new RawAgent(e -> {
            e.write(OK);
            return true;
        }); AgentClient c = client()) {
            assertOk(c.post(URI.create(a.uri() + "?x=1"), FIXED, Headers.of("traceparent", "00-ab-cd-01"), odd, in(5),
                    1 << 16));
            RawAgent.Exchange e = a.seen.get(0);
            assertThat(e.body()).isEqualTo(odd);
            assertThat(e.head()).startsWith("POST /rpc?x=1 HTTP/1.1\r\nHost: 127.0.0.1:")
                    .contains("\r\nContent-Type: application/json\r\nAccept: application/json\r\n"
                            + "traceparent: 00-ab-cd-01\r\nContent-Length: 12\r\n\r\n");
        }
    }

    @Test
    void theIdlePoolIsBoundedAndConnectionsExpire() throws Exception {
        CountDownLatch all = new CountDownLatch(6);
        try (RawAgent a = new RawAgent(e -> {
            all.countDown();
            all.await(5, TimeUnit.SECONDS); // six calls in flight at once: six connections
            e.write(OK);
            return true;
        }); AgentClient c = new AgentClient(ClientLimits.DEFAULTS.withPool(2, Duration.ofMillis(300)))) {
            List<Thread> callers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                callers.add(Thread.ofVirtual().start(() -> assertOk(post(c, a.uri(), 5))));
            }
            for (Thread t : callers) {
                t.join(6000);
            }
            assertThat(a.connections.get()).isEqualTo(6);
            assertThat(c.idleConnections(a.uri())).as("at most maxIdle kept").isEqualTo(2);
            long until = System.nanoTime() + 5_000_000_000L;
            while (c.idleConnections(a.uri()) > 0 && System.nanoTime() < until) {
                Thread.sleep(50);
            }
            assertThat(c.idleConnections(a.uri())).as("swept after the idle timeout").isZero();
        }
    }

    @Test
    void anExpiredConnectionIsNeverUsed() throws Exception {
        try (RawAgent a = new RawAgent(e -> {
            e.write(OK);
            return true;
        }); AgentClient c = new AgentClient(ClientLimits.DEFAULTS.withPool(4, Duration.ofMillis(100)))) {
            assertOk(post(c, a.uri(), 5));
            Thread.sleep(250);
            assertOk(post(c, a.uri(), 5));
            assertThat(a.connections.get()).isEqualTo(2);
        }
    }

    @Test
    void connectionCloseAndHttp10AreNotKept() throws Exception {
        for (String reply : List.of("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok",
                "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
                "HTTP/1.1 200 OK\r\n\r\nuntil close", "HTTP/1.1 200 OK\r\nKeep-Alive: timeout=1\r\nContent-Length: 2"
                        + "\r\n\r\nok")) {
            boolean closes = reply.contains("until close");
            try (RawAgent a = new RawAgent(e -> {
                e.write(reply);
                return !closes;
            }); AgentClient c = client()) {
                assertOk(post(c, a.uri(), 5));
                assertOk(post(c, a.uri(), 5));
                assertThat(a.connections.get()).as(reply).isEqualTo(2);
            }
        }
        try (RawAgent a = new RawAgent(e -> {
            e.write("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nok");
            return true;
        }); AgentClient c = client()) {
            assertOk(post(c, a.uri(), 5));
            assertOk(post(c, a.uri(), 5));
            assertThat(a.connections.get()).as("HTTP/1.0 asking for keep-alive").isEqualTo(1);
        }
    }

    @Test
    void aConnectionTheAgentClosedWhileIdleIsReplacedWithoutResending() throws Exception {
        for (boolean reset : new boolean[] {false, true}) {
            try (RawAgent a = new RawAgent(e -> {
                e.write(OK);
                if (e.connection() == 1) {
                    Thread.sleep(50);
                    e.socket().setSoLinger(reset, 0);
                    return false; // the agent closes (or resets) the idle connection
                }
                return true;
            }); AgentClient c = client()) {
                assertOk(post(c, a.uri(), 5));
                Thread.sleep(300);
                assertThat(c.idleConnections(a.uri())).isEqualTo(1);
                assertOk(post(c, a.uri(), 5));
                assertThat(a.connections.get()).isEqualTo(2);
                assertThat(a.requests.get()).as("each request seen once").isEqualTo(2);
                assertThat(c.resends()).as("found closed before the write: nothing to resend").isZero();
            }
        }
    }

    @Test
    void aWriteThatFailsBeforeAnyByteIsResentOnAFreshConnection() throws Exception {
        // the agent keeps the half-closed connection open, so the stale check cannot see a close: the write fails
        try (RawAgent a = new RawAgent(e -> {
            e.write(OK);
            return true;
        }).holdingAfterEof(); AgentClient c = client()) {
            assertOk(post(c, a.uri(), 5));
            // the pooled connection still looks idle and open, but takes no byte any more
            AgentConnection pooled = c.pool(a.uri()).take(System.nanoTime());
            pooled.channel().shutdownOutput();
            c.pool(a.uri()).give(pooled, System.nanoTime());
            assertOk(post(c, a.uri(), 5));
            assertThat(c.resends()).as("sent again, on a fresh connection").isEqualTo(1);
            assertThat(a.connections.get()).isEqualTo(2);
            assertThat(a.requests.get()).isEqualTo(2);
        }
    }

    @Test
    void aConnectionLostAfterTheRequestIsNeverResent() throws Exception {
        try (RawAgent a = new RawAgent(e -> {
            if (e.request() == 1) {
                e.write(OK);
                return true;
            }
            return false; // read the second request, then close without a reply
        }); AgentClient c = client()) {
            assertOk(post(c, a.uri(), 5));
            Reply r = post(c, a.uri(), 5);
            assertThat(r).isInstanceOfSatisfying(CallFailure.Broken.class,
                    b -> assertThat(b.requestSent()).isTrue());
            Thread.sleep(200);
            assertThat(a.requests.get()).as("not sent again").isEqualTo(2);
            assertThat(c.resends()).isZero();
        }
    }

    @Test
    void refusedAndUnresolvableAreUnreachable() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        try (AgentClient c = client()) {
            assertThat(post(c, URI.create("http://127.0.0.1:" + port + "/"), 5))
                    .isInstanceOf(CallFailure.Unreachable.class);
            assertThat(post(c, URI.create("http://no-such-host.invalid/"), 5))
                    .isInstanceOf(CallFailure.Unreachable.class);
            assertThat(post(c, URI.create("ftp://127.0.0.1/"), 5)).isInstanceOf(CallFailure.Unreachable.class);
        }
    }

    @Test
    void oneDeadlineCoversTheHeadTheBodyAndTheWrite() throws Exception {
        record Case(String name, RawAgent.Script script, byte[] body) {
        }
        byte[] big = new byte[32 << 20]; // more than the socket buffers hold: the write has to wait for the agent
        List<Case> cases = List.of(
                new Case("silent agent", e -> {
                    Thread.sleep(5000);
                    return false;
                }, BODY),
                new Case("head trickles", e -> {
                    for (char ch : "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".toCharArray()) {
                        e.write(String.valueOf(ch));
                        Thread.sleep(150);
                    }
                    return false;
                }, BODY),
                new Case("body trickles", e -> {
                    e.write("HTTP/1.1 200 OK\r\nContent-Length: 40\r\n\r\n");
                    for (int i = 0; i < 40; i++) {
                        e.write("x");
                        Thread.sleep(150);
                    }
                    return false;
                }, BODY),
                new Case("chunks trickle", e -> {
                    e.write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
                    for (int i = 0; i < 40; i++) {
                        e.write("1\r\nx\r\n");
                        Thread.sleep(150);
                    }
                    return false;
                }, BODY));
        for (Case k : cases) {
            try (RawAgent a = new RawAgent(k.script()); AgentClient c = client()) {
                long t0 = System.nanoTime();
                Reply r = c.post(a.uri(), FIXED, Headers.NONE, k.body(), in(1), 1 << 16);
                long ms = (System.nanoTime() - t0) / 1_000_000;
                assertThat(r).as(k.name()).isInstanceOfSatisfying(CallFailure.TimedOut.class,
                        t -> assertThat(t.requestSent()).isTrue());
                assertThat(ms).as(k.name()).isBetween(900L, 2500L);
            }
        }
        // an agent that never reads: the request's write is bounded by the same deadline
        try (ServerSocket deaf = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
             AgentClient c = client()) {
            Thread.ofVirtual().start(() -> {
                try {
                    deaf.accept();
                    Thread.sleep(10_000);
                } catch (Exception e) {
                    // closed
                }
            });
            long t0 = System.nanoTime();
            Reply r = c.post(URI.create("http://127.0.0.1:" + deaf.getLocalPort() + "/"), FIXED, Headers.NONE, big,
                    in(1), 1 << 16);
            assertThat(r).isInstanceOf(CallFailure.TimedOut.class);
            assertThat((System.nanoTime() - t0) / 1_000_000).isBetween(900L, 2500L);
        }
        try (AgentClient c = client()) {
            assertThat(c.post(URI.create("http://127.0.0.1:9/"), FIXED, Headers.NONE, BODY, System.nanoTime() - 1,
                    1 << 16)).as("already passed").isInstanceOf(CallFailure.class);
        }
    }

    @Test
    void bodiesAreBoundedDeclaredOrCounted() throws Exception {
        record Case(String name, String wire) {
        }
        List<Case> cases = List.of(
                // declares a gigabyte and sends nothing of it: refused on the head alone
                new Case("declared", "HTTP/1.1 200 OK\r\nContent-Length: 1000000000\r\n\r\n"),
                // one chunk declared over the limit: refused on its size line
                new Case("one chunk", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n"),
                new Case("many chunks", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "100\r\n" + "c".repeat(256) + "\r\n".repeat(1) + ("100\r\n" + "c".repeat(256) + "\r\n")
                        .repeat(20)),
                new Case("until close", "HTTP/1.1 200 OK\r\n\r\n" + "u".repeat(5000)));
        for (Case k : cases) {
            try (RawAgent a = new RawAgent(e -> {
                e.write(k.wire());
                Thread.sleep(5000);
                return false;
            }); AgentClient c = client()) {
                long t0 = System.nanoTime();
                Reply r = c.post(a.uri(), FIXED, Headers.NONE, BODY, in(3), 4096);
                assertThat(r).as(k.name()).isInstanceOfSatisfying(Reply.TooLarge.class,
                        t -> assertThat(t.status()).isEqualTo(200));
                assertThat((System.nanoTime() - t0) / 1_000_000).as(k.name()).isLessThan(2000);
                assertThat(c.idleConnections(a.uri())).isZero();
            }
        }
        String exact = "e".repeat(4096);
        try (RawAgent a = new RawAgent(e -> {
            e.write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1000\r\n" + exact + "\r\n0\r\n\r\n");
            return true;
        }); AgentClient c = client()) {
            assertThat(c.post(a.uri(), FIXED, Headers.NONE, BODY, in(3), 4096)).as("exactly the limit")
                    .isInstanceOfSatisfying(Reply.Complete.class, k -> assertThat(k.body()).hasSize(4096));
        }
    }

    @Test
    void redirectsAreRepliesNotFollowed() throws Exception {
        try (RawAgent target = new RawAgent(e -> {
            e.write(OK);
            return true;
        }); RawAgent a = new RawAgent(e -> {
            e.write("HTTP/1.1 302 Found\r\nLocation: " + target.uri() + "\r\nContent-Length: 0\r\n\r\n");
            return true;
        }); AgentClient c = client()) {
            assertThat(post(c, a.uri(), 5)).isInstanceOfSatisfying(Reply.Complete.class, r -> {
                assertThat(r.status()).isEqualTo(302);
                assertThat(r.headers().first("location")).isEqualTo(target.uri().toString());
            });
            assertThat(target.requests.get()).isZero();
        }
    }

    @Test
    void aStreamIsHandedOnAsEachPieceArrives() throws Exception {
        CountDownLatch firstRead = new CountDownLatch(1);
        try (RawAgent a = new RawAgent(e -> {
            e.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "f\r\ndata: {\"n\":1}\n\n\r\n");
            firstRead.await(5, TimeUnit.SECONDS); // the second frame only after the client read the first
            e.write("f\r\ndata: {\"n\":2}\n\n\r\n0\r\n\r\n");
            return true;
        }); AgentClient c = client()) {
            Opening o = c.open(a.uri(), FIXED, Headers.NONE, BODY, in(5));
            assertThat(o).isInstanceOf(Opening.Opened.class);
            Opening.Opened opened = (Opening.Opened) o;
            assertThat(opened.headers().first("content-type")).isEqualTo("text/event-stream");
            byte[] buf = new byte[8192];
            try (InputStream in = opened.body()) {
                int n = in.read(buf);
                assertThat(new String(buf, 0, n, StandardCharsets.UTF_8)).isEqualTo("data: {\"n\":1}\n\n");
                firstRead.countDown();
                n = in.read(buf);
                assertThat(new String(buf, 0, n, StandardCharsets.UTF_8)).isEqualTo("data: {\"n\":2}\n\n");
                assertThat(in.read(buf)).isEqualTo(-1);
            }
            assertThat(c.idleConnections(a.uri())).as("a stream read to its end returns the connection").isEqualTo(1);
        }
    }

    @Test
    void closingAStreamFromAnotherThreadEndsABlockedRead() throws Exception {
        try (RawAgent a = new RawAgent(e -> {
            e.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n");
            Thread.sleep(10_000);
            return false;
        }); AgentClient c = client()) {
            Opening.Opened o = (Opening.Opened) c.open(a.uri(), FIXED, Headers.NONE, BODY, in(5));
            Thread.ofVirtual().start(() -> {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    return;
                }
                o.body().close();
            });
            long t0 = System.nanoTime();
            try {
                o.body().read(new byte[100]);
            } catch (java.io.IOException expected) {
                // closed under the read
            }
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(3000);
            assertThat(c.idleConnections(a.uri())).isZero();
        }
    }
}
