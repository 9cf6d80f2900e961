package dev.rpcgate.gateway.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.api.Exchange;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The scrape text: names, labels, values, and label values that stay bounded whatever clients send. */
class GatewayMetricsTest {
    private static final Set<String> REGISTERED = Set.of("echo-agent-01", "slow-agent-01");

    private static Exchange exchange(long id, String agent, String method, Integer code, String outcome, long millis,
                                     boolean upstream) {
        return new Exchange(id, agent, method, code, outcome, TimeUnit.MILLISECONDS.toNanos(millis), "{}".getBytes(StandardCharsets.UTF_8), "{}".getBytes(StandardCharsets.UTF_8), 200,
                upstream);
    }

    private static List<String> lines(String scrape, String prefix) {
        return Arrays.stream(scrape.split("\n")).filter(l -> l.startsWith(prefix)).toList();
    }

    @Test
    void requestsAreCountedByAgentMethodAndCode() {
        GatewayMetrics metrics = new GatewayMetrics(REGISTERED::contains);
        metrics.onExchange(exchange(1, "echo-agent-01", "message/send", null, "ok", 3, true));
        metrics.onExchange(exchange(2, "echo-agent-01", "message/send", null, "ok", 4, true));
        metrics.onExchange(exchange(3, "slow-agent-01", "message/send", -32001, "agent_timeout", 1000, true));
        metrics.onExchange(exchange(4, "nonexistent-agent", "message/send", -32002, "agent_not_found", 0, false));
        metrics.onExchange(exchange(5, null, null, -32700, "parse_error", 0, false));
        String text = metrics.scrape();

        assertThat(text).contains("# TYPE rpcgate_gateway_requests_total counter");
        assertThat(lines(text, "rpcgate_gateway_requests_total{")).containsExactlyInAnyOrder(
                "rpcgate_gateway_requests_total{agent=\"echo-agent-01\",code=\"ok\",method=\"message/send\"} 2.0",
                "rpcgate_gateway_requests_total{agent=\"slow-agent-01\",code=\"-32001\",method=\"message/send\"} 1.0",
                "rpcgate_gateway_requests_total{agent=\"unregistered\",code=\"-32002\",method=\"other\"} 1.0",
                "rpcgate_gateway_requests_total{agent=\"unregistered\",code=\"-32700\",method=\"other\"} 1.0");
        assertThat(lines(text, "rpcgate_gateway_upstream_total{")).containsExactlyInAnyOrder(
                "rpcgate_gateway_upstream_total{agent=\"echo-agent-01\",outcome=\"ok\"} 2.0",
                "rpcgate_gateway_upstream_total{agent=\"slow-agent-01\",outcome=\"agent_timeout\"} 1.0");
    }

    @Test
    void latencyIsAHistogramWithFixedBuckets() {
        GatewayMetrics metrics = new GatewayMetrics(REGISTERED::contains);
        metrics.onExchange(exchange(1, "echo-agent-01", "message/send", null, "ok", 3, true));
        metrics.onExchange(exchange(2, "echo-agent-01", "message/send", null, "ok", 700, true));
        String text = metrics.scrape();
        assertThat(text).contains("# TYPE rpcgate_gateway_request_duration_seconds histogram");
        String series = "rpcgate_gateway_request_duration_seconds_bucket{agent=\"echo-agent-01\",method=\"message/send\",";
        assertThat(text).contains(series + "le=\"0.001\"} 0")
                .contains(series + "le=\"0.005\"} 1")
                .contains(series + "le=\"0.5\"} 1")
                .contains(series + "le=\"1.0\"} 2")
                .contains(series + "le=\"+Inf\"} 2");
        assertThat(lines(text, "rpcgate_gateway_request_duration_seconds_count{")).containsExactly(
                "rpcgate_gateway_request_duration_seconds_count{agent=\"echo-agent-01\",method=\"message/send\"} 2");
        assertThat(lines(text, series)).hasSize(17); // 16 buckets + Inf: bounded per series
    }

    @Test
    void thousandRandomAgentIdsMakeOneUnregisteredSeries() {
        GatewayMetrics metrics = new GatewayMetrics(REGISTERED::contains);
        Random random = new Random(8);
        for (int i = 0; i < 1000; i++) {
            String agent = "agent-" + Long.toHexString(random.nextLong());
            String method = random.nextBoolean() ? "x/" + random.nextInt() : "MESSAGE/SEND";
            int code = random.nextBoolean() ? -32099 + random.nextInt(89) : random.nextInt(); // none is known
            metrics.onExchange(exchange(i, agent, method, code, "outcome-" + i, random.nextInt(50), true));
            metrics.onUpstreamStart(agent);
        }
        String text = metrics.scrape();
        assertThat(lines(text, "rpcgate_gateway_requests_total{")).containsExactly(
                "rpcgate_gateway_requests_total{agent=\"unregistered\",code=\"other\",method=\"other\"} 1000.0");
        assertThat(lines(text, "rpcgate_gateway_upstream_total{")).containsExactly(
                "rpcgate_gateway_upstream_total{agent=\"unregistered\",outcome=\"other\"} 1000.0");
        assertThat(lines(text, "rpcgate_gateway_request_duration_seconds_count{")).hasSize(1);
        assertThat(lines(text, "rpcgate_gateway_inflight{")).containsExactly(
                "rpcgate_gateway_inflight{agent=\"unregistered\"} 1000.0");
        assertThat(text).doesNotContain("agent-");
    }

    @Test
    void everyA2aMethodKeepsItsOwnLabel() {
        GatewayMetrics metrics = new GatewayMetrics(REGISTERED::contains);
        for (String method : dev.rpcgate.a2a.v03.A2aMethods.all()) {
            metrics.onExchange(exchange(1, "echo-agent-01", method, -32601, "method_not_found", 1, false));
        }
        metrics.onExchange(exchange(1, "echo-agent-01", "message/sendx", -32601, "method_not_found", 1, false));
        List<String> series = lines(metrics.scrape(), "rpcgate_gateway_requests_total{");
        assertThat(series).hasSize(11)
                .contains("rpcgate_gateway_requests_total{agent=\"echo-agent-01\",code=\"-32601\","
                        + "method=\"tasks/pushNotificationConfig/delete\"} 1.0")
                .contains("rpcgate_gateway_requests_total{agent=\"echo-agent-01\",code=\"-32601\",method=\"other\"} 1.0");
    }

    @Test
    void inFlightIsPerRegisteredAgentAndStartsMeetTheirEnds() {
        java.util.Set<String> live = new java.util.HashSet<>(REGISTERED);
        GatewayMetrics metrics = new GatewayMetrics(live::contains);
        metrics.onUpstreamStart("echo-agent-01");
        metrics.onUpstreamStart("echo-agent-01");
        metrics.onUpstreamStart("ghost");
        assertThat(metrics.inFlight("echo-agent-01")).isEqualTo(2);
        assertThat(metrics.inFlight("unregistered")).isEqualTo(1);
        live.remove("echo-agent-01"); // the agent expires while calls are in flight
        metrics.onUpstreamEnd("echo-agent-01");
        metrics.onUpstreamEnd("echo-agent-01");
        metrics.onUpstreamEnd("ghost");
        assertThat(metrics.inFlight("echo-agent-01")).isZero();
        assertThat(metrics.inFlight("unregistered")).isZero();
        assertThat(lines(metrics.scrape(), "rpcgate_gateway_inflight{")).containsExactlyInAnyOrder(
                "rpcgate_gateway_inflight{agent=\"echo-agent-01\"} 0.0",
                "rpcgate_gateway_inflight{agent=\"unregistered\"} 0.0");
    }

    @Test
    void aFailingRegistryCountsAsUnregistered() {
        GatewayMetrics metrics = new GatewayMetrics(id -> {
            throw new IllegalStateException("redis down");
        });
        metrics.onExchange(exchange(1, "echo-agent-01", "message/send", null, "ok", 1, true));
        assertThat(lines(metrics.scrape(), "rpcgate_gateway_requests_total{")).containsExactly(
                "rpcgate_gateway_requests_total{agent=\"unregistered\",code=\"ok\",method=\"message/send\"} 1.0");
    }

    @Test
    void hostileLabelTextCannotBreakTheExposition() {
        // a registered id is only [a-z0-9-]+, but the predicate is the caller's: quotes and newlines must be escaped
        GatewayMetrics metrics = new GatewayMetrics(id -> true);
        metrics.onExchange(exchange(1, "a\"b\nc", "message/send", null, "ok", 1, false));
        String text = metrics.scrape();
        assertThat(text).contains("agent=\"a\\\"b\\nc\"");
        assertThat(lines(text, "c\"")).isEmpty();
    }
}
