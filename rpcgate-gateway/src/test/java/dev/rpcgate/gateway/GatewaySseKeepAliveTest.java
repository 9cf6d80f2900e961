package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keep-alives through the whole gateway, configured with {@code sseKeepAliveSeconds: 1} and an idle timeout far away
 * (30 s): a silent agent's stream gets {@code : keep-alive} comment frames after the period, and a client that left
 * is noticed by the keep-alive written to it, which releases the agent's slot long before the idle timeout would.
 */
class GatewaySseKeepAliveTest {
    private static final String KA = ": keep-alive\n\n";
    private static final String FRAME1 = "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"n\":1}}\n\n";
    private static final String FRAME2 = "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"n\":2}}\n\n";
    static GatewayFixture gw;

    @BeforeAll
    static void start() {
        gw = new GatewayFixture(GatewayConfig.builder()
                .defaultTimeoutSeconds(10).maxTimeoutSeconds(60).maxSseIdleSeconds(30).agentMaxResponseBytes(1 << 20)
                .agentMaxConcurrency(2)
                .a2a(GatewayConfig.A2aOptions.DEFAULT.withSseKeepAliveSeconds(1)).build());
    }

    @AfterAll
    static void stop() {
        gw.close();
    }

    @Test
    void aSilentAgentsStreamGetsKeepAlivesAfterThePeriodAndNoneAfterItEnds() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.http((ex, req) -> {
            ex.getResponseHeaders().set("Content-Type", "text/event-stream");
            ex.sendResponseHeaders(200, 0);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(FRAME1.getBytes(StandardCharsets.UTF_8));
                out.flush();
                Thread.sleep(1700);
                out.write(FRAME2.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        })) {
            gw.register("ka-agent", a.uri());
            HttpResponse<InputStream> r = gw.client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                            + gw.server.port() + "/a2a/ka-agent")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(GatewaySseTest.STREAM)).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            StringBuilder all = new StringBuilder();
            long frameAt = 0;
            long keepAliveAt = 0;
            try (InputStream in = r.body()) {
                byte[] buf = new byte[4096];
                for (int n; (n = in.read(buf)) >= 0; ) {
                    all.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                    long now = System.nanoTime();
                    frameAt = frameAt == 0 && all.indexOf(FRAME1) >= 0 ? now : frameAt;
                    keepAliveAt = keepAliveAt == 0 && all.indexOf(KA) >= 0 ? now : keepAliveAt;
                }
            }
            assertThat(all.toString()).matches(Pattern.quote(FRAME1) + "(" + Pattern.quote(KA) + ")+"
                    + Pattern.quote(FRAME2));
            assertThat(TimeUnit.NANOSECONDS.toMillis(keepAliveAt - frameAt)).isBetween(900L, 1600L);
            waitForZero("ka-agent");
        }
    }

    @Test
    void aClientThatLeftIsNoticedByAKeepAliveAndTheSlotIsReleased() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.raw((socket, head, body) -> {
            OutputStream out = socket.getOutputStream();
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n" + FRAME1)
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
            LoopbackAgent.holdUntilClosed(socket); // silent until the gateway hangs up
        })) {
            gw.register("leave-agent", a.uri());
            long t0 = System.nanoTime();
            try (RawConnection c = RawConnection.open(gw.server.port())) {
                byte[] body = GatewaySseTest.STREAM.getBytes(StandardCharsets.UTF_8);
                c.send("POST /a2a/leave-agent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + body.length + "\r\n\r\n" + GatewaySseTest.STREAM);
                assertThat(c.awaitReceived(KA, 3000)).contains(FRAME1).contains(KA);
                assertThat(gw.server.inFlight("leave-agent")).isEqualTo(1);
            }
            waitForZero("leave-agent");
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            while (a.openRaw.get() != 0 && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertThat(a.openRaw.get()).as("the agent's stream was closed").isZero();
            // far sooner than the 30 s idle timeout: a keep-alive found the client gone
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).isLessThan(6000L);
        }
    }

    private static void waitForZero(String agent) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (gw.server.inFlight(agent) != 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(gw.server.inFlight(agent)).as("slots of " + agent).isZero();
    }
}
