package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.ExchangeListener;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * The gateway's Prometheus metrics, fed as an {@link ExchangeListener}:
 * <ul>
 *   <li>{@code rpcgate_gateway_requests_total{agent,method,code}} — every answered request; {@code code} is
 *       {@code ok} for a result, else the JSON-RPC code (unknown codes as {@code other});</li>
 *   <li>{@code rpcgate_gateway_request_duration_seconds{agent,method}} — a latency histogram (fixed buckets from
 *       1 ms to 5 min);</li>
 *   <li>{@code rpcgate_gateway_inflight{agent}} — upstream calls in progress;</li>
 *   <li>{@code rpcgate_gateway_upstream_total{agent,outcome}} — requests sent to an agent, by outcome
 *       ({@code ok}, {@code agent_error}, {@code agent_timeout}, ...).</li>
 * </ul>
 * Labels are bounded: {@code agent} is the id only when {@code registered} says so (else {@code unregistered}),
 * {@code method} only an A2A v0.3.0 or v1.0 name of a routed request (else {@code other}). Thread-safe.
 */
public final class GatewayMetrics implements ExchangeListener {
    /** The Prometheus text format's content type, for {@code GET /metrics}. */
    public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
    private static final Duration[] BUCKETS = {Duration.ofMillis(1), Duration.ofNanos(2_500_000),
            Duration.ofMillis(5), Duration.ofMillis(10), Duration.ofMillis(25), Duration.ofMillis(50),
            Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1),
            Duration.ofMillis(2500), Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(30),
            Duration.ofSeconds(60), Duration.ofSeconds(300)};

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final MetricLabels labels;
    private final Meter.MeterProvider<Counter> requests;
    private final Meter.MeterProvider<Timer> latency;
    private final Meter.MeterProvider<Counter> upstream;
    private final ConcurrentHashMap<String, AtomicInteger> inFlight = new ConcurrentHashMap<>();

    /**
     * Metrics whose {@code agent} label names only agents for which {@code registered} is true (for example
     * {@code id -> registry.find(id).isPresent()}); a predicate that throws counts as false.
     */
    public GatewayMetrics(Predicate<String> registered) {
        this.labels = new MetricLabels(Objects.requireNonNull(registered, "registered"));
        this.requests = Counter.builder("rpcgate.gateway.requests")
                .description("Requests the gateway answered, by agent, method and JSON-RPC code")
                .withRegistry(registry);
        this.latency = Timer.builder("rpcgate.gateway.request.duration")
                .description("Time from receiving a request to deciding its reply")
                .serviceLevelObjectives(BUCKETS)
                .withRegistry(registry);
        this.upstream = Counter.builder("rpcgate.gateway.upstream")
                .description("Requests sent to an agent, by outcome")
                .withRegistry(registry);
        gauge(MetricLabels.UNREGISTERED);
    }

    /** The underlying registry, for callers that add their own meters. */
    public PrometheusMeterRegistry registry() {
        return registry;
    }

    /** The Prometheus text exposition of every meter (served by {@code GET /metrics}). */
    public String scrape() {
        return registry.scrape();
    }

    @Override
    public void onExchange(Exchange e) {
        String agent = labels.agent(e.agentId());
        String method = MetricLabels.method(e);
        requests.withTags("agent", agent, "method", method, "code", MetricLabels.code(e.code())).increment();
        latency.withTags("agent", agent, "method", method).record(Math.max(0, e.nanos()), TimeUnit.NANOSECONDS);
        if (e.upstream()) {
            upstream.withTags("agent", agent, "outcome", MetricLabels.outcome(e.outcome())).increment();
        }
    }

    @Override
    public void onUpstreamStart(String agentId) {
        slot(agentId).incrementAndGet();
    }

    @Override
    public void onUpstreamEnd(String agentId) {
        slot(agentId).decrementAndGet();
    }

    /** The in-flight gauge's value for a label value ({@code unregistered} or an agent id); 0 when it has none. */
    public int inFlight(String agentLabel) {
        AtomicInteger n = inFlight.get(agentLabel);
        return n == null ? 0 : n.get();
    }

    /**
     * The gauge an agent's calls count on: its own once it exists (so a start and its end always meet the same
     * gauge), created only for a registered agent; everyone else shares {@code unregistered}.
     */
    private AtomicInteger slot(String agentId) {
        if (agentId == null) {
            return inFlight.get(MetricLabels.UNREGISTERED);
        }
        AtomicInteger existing = inFlight.get(agentId);
        if (existing != null) {
            return existing;
        }
        String label = labels.agent(agentId);
        return label.equals(MetricLabels.UNREGISTERED) ? inFlight.get(MetricLabels.UNREGISTERED) : gauge(label);
    }

    private AtomicInteger gauge(String label) {
        return inFlight.computeIfAbsent(label, l -> {
            AtomicInteger n = new AtomicInteger();
            Gauge.builder("rpcgate.gateway.inflight", n, AtomicInteger::get)
                    .description("Upstream calls in progress, by agent")
                    .tag("agent", l)
                    .register(registry);
            return n;
        });
    }
}
