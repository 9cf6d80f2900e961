package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code message/stream} over SSE: the agent's frames pass through unchanged, an idle stream ends with an
 * {@code event: task.error} frame carrying -32001, and a client that leaves releases the agent's slot.
 */
class GatewaySseTest {
    static final String STREAM = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"message/stream\","
            + "\"params\":{\"message\":{\"parts\":[{\"text\":\"go\"}]}}}";
    static GatewayFixture gw;

    @BeforeAll
    static void start() {
        gw = new GatewayFixture(GatewayConfig.builder().defaultTimeoutSeconds(10).maxTimeoutSeconds(60)
                .maxSseIdleSeconds(1).agentMaxResponseBytes(1 << 20).agentMaxConcurrency(2).build());
    }

    @AfterAll
    static void stop() {
        gw.close();
    }

    private static LoopbackAgent streaming(String frames, long pauseMillis, boolean forever) throws Exception {
        return LoopbackAgent.http((ex, req) -> {
            ex.getResponseHeaders().set("Content-Type", "text/event-stream");
            ex.sendResponseHeaders(200, 0);
            try (OutputStream out = ex.getResponseBody()) {
                do {
                    out.write(frames.getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    Thread.sleep(pauseMillis);
                } while (forever);
            }
        });
    }

    private static HttpResponse<InputStream> open(String agent) throws Exception {
        return gw.client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gw.server.port() + "/a2a/"
                + agent)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(STREAM)).build(), HttpResponse.BodyHandlers.ofInputStream());
    }

    @Test
    void framesPassThroughUnchanged() throws Exception {
        String frames = "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"kind\":\"status-update\",\"final\":false}}\n\n"
                + "id: 2\ndata: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"final\":true}}\n\n";
        try (LoopbackAgent a = streaming(frames, 0, false)) {
            gw.register("stream-agent", a.uri());
            HttpResponse<InputStream> r = open("stream-agent");
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v)
                    .startsWith("text/event-stream"));
            try (InputStream in = r.body()) {
                assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(frames);
            }
            waitForZero("stream-agent");
        }
    }

    @Test
    void idleStreamEndsWithTaskError() throws Exception {
        String first = "data: {\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"n\":1}}\n\n";
        try (LoopbackAgent a = streaming(first, 6000, false)) {
            gw.register("idle-agent", a.uri());
            long t0 = System.nanoTime();
            HttpResponse<InputStream> r = open("idle-agent");
            String all;
            try (InputStream in = r.body()) {
                all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertThat(all).startsWith(first);
            assertThat(all.substring(first.length())).startsWith("event: task.error\ndata: {\"jsonrpc\":\"2.0\","
                    + "\"id\":9,\"error\":{\"code\":-32001,\"message\":\"agent timeout: idle-agent\"");
            assertThat(all).contains("\"reason\":\"agent_timeout\"").endsWith("\n\n");
            assertThat(ms).isBetween(900L, 4000L);
            waitForZero("idle-agent");
        }
    }

    @Test
    void clientThatLeavesReleasesTheSlot() throws Exception {
        AtomicBoolean agentSawClose = new AtomicBoolean();
        CountDownLatch closed = new CountDownLatch(1);
        try (LoopbackAgent a = LoopbackAgent.http((ex, req) -> {
            ex.getResponseHeaders().set("Content-Type", "text/event-stream");
            ex.sendResponseHeaders(200, 0);
            try (OutputStream out = ex.getResponseBody()) {
                for (int i = 0; i < 200; i++) {
                    out.write(("data: {\"n\":" + i + "}\n\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    Thread.sleep(50);
                }
            } catch (java.io.IOException e) {
                agentSawClose.set(true);
                closed.countDown();
            }
        })) {
            gw.register("chatty-agent", a.uri());
            for (int round = 0; round < 3; round++) { // more rounds than slots (2): leaked slots would show
                HttpResponse<InputStream> r = open("chatty-agent");
                BufferedReader lines = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8));
                assertThat(lines.readLine()).startsWith("data: {\"n\":");
                r.body().close();
                waitForZero("chatty-agent");
            }
            assertThat(closed.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(agentSawClose).isTrue();
        }
    }

    @Test
    void nonStreamReplyToStreamIsClassifiedLikeACall() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.fixed(503, "")) {
            gw.register("down-stream-agent", a.uri());
            HttpResponse<String> r = gw.post("down-stream-agent", STREAM);
            assertThat(r.body()).contains("\"code\":-32003").contains("agent unavailable: 503");
        }
        try (LoopbackAgent a = LoopbackAgent.fixed(200, "{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"kind\":\"task\"}}")) {
            gw.register("plain-stream-agent", a.uri());
            assertThat(gw.post("plain-stream-agent", STREAM).body())
                    .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"kind\":\"task\"}}");
        }
    }

    private static void waitForZero(String agent) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (gw.server.inFlight(agent) != 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(gw.server.inFlight(agent)).as("slots of " + agent).isZero();
    }
}
