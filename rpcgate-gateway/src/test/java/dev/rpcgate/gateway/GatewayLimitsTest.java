package dev.rpcgate.gateway;

import static dev.rpcgate.gateway.GatewayFixture.code;
import static dev.rpcgate.gateway.GatewayFixture.data;
import static dev.rpcgate.gateway.GatewayFixture.error;
import static dev.rpcgate.gateway.GatewayFixture.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The gateway's bounds: {@code agentMaxConcurrency} (server busy, never exceeded, slots released), the request body
 * limit (413 with a null-id -32600 body, declared or chunked), and ambiguous HTTP framing refused.
 */
class GatewayLimitsTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}";
    static final int MAX_BODY = 2048;
    static GatewayFixture gw;

    @BeforeAll
    static void start() {
        gw = new GatewayFixture(GatewayConfig.builder().maxBodyBytes(MAX_BODY).defaultTimeoutSeconds(10)
                .maxTimeoutSeconds(60).maxSseIdleSeconds(300).agentMaxResponseBytes(1 << 20).agentMaxConcurrency(3)
                .build());
    }

    @AfterAll
    static void stop() {
        gw.close();
    }

    @Test
    void concurrencyCapIsNeverExceeded() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch arrived = new CountDownLatch(3);
        try (LoopbackAgent a = LoopbackAgent.http((ex, req) -> {
            arrived.countDown();
            release.await(20, TimeUnit.SECONDS);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"done\"}");
        }); var pool = Executors.newVirtualThreadPerTaskExecutor()) {
            gw.register("capped-agent", a.uri());
            List<Future<HttpResponse<String>>> first = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                first.add(pool.submit(() -> gw.post("capped-agent", SEND)));
            }
            assertThat(arrived.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(gw.server.inFlight("capped-agent")).isEqualTo(3);
            List<Future<HttpResponse<String>>> extra = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                extra.add(pool.submit(() -> gw.post("capped-agent", SEND)));
            }
            for (Future<HttpResponse<String>> f : extra) {
                HttpResponse<String> r = f.get(10, TimeUnit.SECONDS);
                assertThat(code(r)).isEqualTo(-32003);
                assertThat(text(error(r), "message")).isEqualTo("server busy: concurrency limit reached");
                assertThat(text(data(r), "reason")).isEqualTo("server_busy");
                assertThat(data(r).get("executed").toString()).isEqualTo("false");
                assertThat(data(r).get("retryable").toString()).isEqualTo("true");
            }
            release.countDown();
            for (Future<HttpResponse<String>> f : first) {
                assertThat(f.get(10, TimeUnit.SECONDS).body()).contains("\"done\"");
            }
            assertThat(a.maxInFlight.get()).isEqualTo(3);
            assertThat(a.requests.get()).isEqualTo(3);
            assertThat(gw.server.inFlight("capped-agent")).isZero();
            assertThat(gw.post("capped-agent", SEND).body()).contains("\"done\"");
        }
    }

    @Test
    void concurrencyUnderLoadWithFailuresReleasesEverySlot() throws Exception {
        try (LoopbackAgent a = LoopbackAgent.http((ex, req) -> {
            Thread.sleep(20);
            LoopbackAgent.send(ex, 503, "");
        }); var pool = Executors.newVirtualThreadPerTaskExecutor()) {
            gw.register("flaky-agent", a.uri());
            List<Future<HttpResponse<String>>> all = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                all.add(pool.submit(() -> gw.post("flaky-agent", SEND)));
            }
            for (Future<HttpResponse<String>> f : all) {
                assertThat(code(f.get(30, TimeUnit.SECONDS))).isEqualTo(-32003); // 503 or busy, nothing else
            }
            assertThat(a.maxInFlight.get()).isLessThanOrEqualTo(3);
            assertThat(gw.server.inFlight("flaky-agent")).isZero();
        }
    }

    @Test
    void bodyAtTheLimitIsRead() throws Exception {
        String body = SEND.substring(0, SEND.length() - 1) + ",\"pad\":\"" + "p".repeat(MAX_BODY - SEND.length() - 9)
                + "\"}";
        assertThat(body).hasSize(MAX_BODY);
        assertThat(code(gw.post("unknown-agent", body))).isEqualTo(-32002);
    }

    @Test
    void bodyOverTheLimitIs413DeclaredOrChunked() throws Exception {
        String body = "{\"x\":\"" + "p".repeat(MAX_BODY) + "\"}";
        HttpResponse<String> r = gw.postExpectingRefusal("echo-agent", body);
        assertThat(r.statusCode()).isEqualTo(413);
        String chunk = Integer.toHexString(body.length()) + "\r\n" + body + "\r\n0\r\n\r\n";
        String reply = gw.raw("POST /a2a/echo-agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n" + chunk);
        assertThat(reply).startsWith("HTTP/1.1 413");
        assertThat(reply).contains("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600");
        String small = Integer.toHexString(100) + "\r\n" + "p".repeat(100) + "\r\n";
        String many = gw.raw("POST /a2a/echo-agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n" + small.repeat(30) + "0\r\n\r\n");
        assertThat(many).startsWith("HTTP/1.1 413");
    }

    @Test
    void conflictingFramingIsRefused() throws Exception {
        String both = gw.raw("POST /a2a/echo-agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(SEND.length())
                + "\r\n" + SEND + "\r\n0\r\n\r\n");
        assertThat(both).startsWith("HTTP/1.1 400");
        assertThat(both).doesNotContain("\"jsonrpc\"");
        String twoLengths = gw.raw("POST /a2a/echo-agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + SEND.length() + "\r\nContent-Length: 3\r\n\r\n" + SEND);
        assertThat(twoLengths).startsWith("HTTP/1.1 400");
    }
}
