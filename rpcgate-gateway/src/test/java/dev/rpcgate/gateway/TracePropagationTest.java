package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.ThreadMXBean;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.telemetry.ExchangeSpan;
import dev.rpcgate.gateway.telemetry.ExchangeTracing;
import dev.rpcgate.gateway.telemetry.UpstreamSpan;
import dev.rpcgate.gateway.upstream.Headers;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * With tracing off (the default) the gateway records nothing and starts no trace, but a request's own valid
 * {@code traceparent} goes on to the agent as the next hop: same trace id and flags, a new span id each hop, the
 * {@code tracestate} as sent. A malformed one, or none, forwards nothing; and nothing is allocated for it.
 */
class TracePropagationTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}";
    static final String PARENT = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    static final ConcurrentLinkedQueue<Map<String, List<String>>> seen = new ConcurrentLinkedQueue<>();
    static LoopbackAgent agent;
    static GatewayFixture gw;

    @BeforeAll
    static void start() throws Exception {
        agent = LoopbackAgent.http((ex, body) -> {
            seen.add(Map.of("traceparent", ex.getRequestHeaders().getOrDefault("traceparent", List.of()),
                    "tracestate", ex.getRequestHeaders().getOrDefault("tracestate", List.of())));
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        });
        gw = new GatewayFixture(GatewayConfig.defaults());
        gw.register("trace-agent", agent.uri());
    }

    @AfterAll
    static void stop() {
        gw.close();
        agent.close();
    }

    private static Map<String, List<String>> send(String... headers) throws Exception {
        seen.clear();
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gw.server.port()
                + "/a2a/trace-agent")).timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(SEND));
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        HttpResponse<String> r = gw.client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.body()).contains("\"result\":1");
        assertThat(seen).hasSize(1);
        return seen.peek();
    }

    @Test
    void aValidTraceparentGoesOnWithANewSpanIdAndItsTracestateAsSent() throws Exception {
        Map<String, List<String>> first = send("traceparent", PARENT, "tracestate", "rojo=00f067aa0ba902b7 , congo=t61");
        assertThat(first.get("traceparent")).singleElement().satisfies(tp -> {
            assertThat(tp).matches("00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01");
            assertThat(tp).isNotEqualTo(PARENT);
        });
        assertThat(first.get("tracestate")).containsExactly("rojo=00f067aa0ba902b7 , congo=t61");
        Map<String, List<String>> second = send("traceparent", PARENT);
        assertThat(second.get("traceparent").get(0)).as("a new span id per hop")
                .isNotEqualTo(first.get("traceparent").get(0));
        assertThat(second.get("tracestate")).isEmpty();
        assertThat(send("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00").get("traceparent"))
                .singleElement().satisfies(tp -> assertThat(tp).endsWith("-00"));
    }

    @Test
    void noneOrAMalformedOneForwardsNothingNotEvenTheTracestate() throws Exception {
        assertThat(send().get("traceparent")).isEmpty();
        for (String bad : new String[] {"00-0AF7651916CD43DD8448EB211C80319C-B7AD6B7169203331-01",
            "ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01", "garbage"}) {
            Map<String, List<String>> h = send("traceparent", bad, "tracestate", "rojo=1");
            assertThat(h.get("traceparent")).as(bad).isEmpty();
            assertThat(h.get("tracestate")).as(bad).isEmpty();
        }
        Map<String, List<String>> two = send("traceparent", PARENT, "traceparent", PARENT);
        assertThat(two.get("traceparent")).as("two traceparents are no traceparent").isEmpty();
    }

    @Test
    void tracingOffAllocatesNothingForARequestWithoutATraceparent() {
        RequestHeaders none = name -> List.of();
        assertThat(ExchangeTracing.OFF.start(none)).isSameAs(ExchangeSpan.NONE);
        assertThat(ExchangeSpan.NONE.startUpstream("a", "m")).isSameAs(UpstreamSpan.NONE);
        assertThat(UpstreamSpan.NONE.forwarded()).isSameAs(Headers.NONE);
        ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (int round = 0; round < 3; round++) { // the first rounds warm up; the last one must allocate nothing
            long before = mx.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 100_000; i++) {
                ExchangeSpan s = ExchangeTracing.OFF.start(none);
                UpstreamSpan u = s.startUpstream("agent", "message/send");
                if (u.forwarded().size() != 0) {
                    throw new AssertionError("forwarded something");
                }
                u.end(null);
                s.end(null, null, false);
            }
            long allocated = mx.getCurrentThreadAllocatedBytes() - before;
            if (round == 2) {
                assertThat(allocated).as("bytes allocated by 100,000 untraced exchanges").isLessThan(4096);
            }
        }
    }
}
