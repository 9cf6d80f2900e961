package dev.rpcgate.gateway;

import static dev.rpcgate.gateway.GatewayFixture.code;
import static dev.rpcgate.gateway.GatewayFixture.data;
import static dev.rpcgate.gateway.GatewayFixture.error;
import static dev.rpcgate.gateway.GatewayFixture.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.GatewayGate;
import dev.rpcgate.gateway.api.InboundRequest;
import dev.rpcgate.gateway.api.Interceptor;
import dev.rpcgate.gateway.api.Refusal;
import dev.rpcgate.gateway.api.UpstreamChain;
import dev.rpcgate.gateway.api.UpstreamRequest;
import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The interceptor seam against a real gateway and real agents: an interceptor refuses (at the gate it names, after
 * the gates before it), adds a header the agent sees, times and short-circuits the call, and observes every exchange
 * exactly once; one that throws never lets a request through.
 */
class GatewayInterceptorTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\","
            + "\"params\":{\"message\":{\"parts\":[{\"text\":\"Hello?\"}]}}}";
    static final String NOTIFY = "{\"jsonrpc\":\"2.0\",\"method\":\"message/send\",\"params\":{}}";
    static final String STREAM = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"message/stream\",\"params\":{}}";

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final List<AutoCloseable> open = new ArrayList<>();
    private final MemoryRegistry registry = new MemoryRegistry();
    private final Map<String, List<String>> headersSeen = new ConcurrentHashMap<>();
    private GatewayServer server;

    @AfterEach
    void close() throws Exception {
        if (server != null) {
            server.close();
        }
        for (AutoCloseable c : open) {
            c.close();
        }
        registry.close();
    }

    /** An echo agent that remembers each request's {@code X-*} and trace headers. */
    private LoopbackAgent agent(String id) throws Exception {
        LoopbackAgent a = LoopbackAgent.http((ex, body) -> {
            List<String> seen = new ArrayList<>();
            ex.getRequestHeaders().forEach((k, v) -> {
                if (k.toLowerCase().startsWith("x-")) {
                    seen.add(k.toLowerCase() + ": " + String.join(",", v));
                }
            });
            headersSeen.put(id, seen);
            LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"ok\":true}}");
        });
        open.add(a);
        registry.register(new AgentRegistration(id, List.of(a.uri()), null, Duration.ofMinutes(5)));
        return a;
    }

    private void start(GatewayConfig config, Interceptor... interceptors) {
        GatewayServer.Builder b = GatewayServer.builder(config.toBuilder().host("127.0.0.1").port(0).build(), registry);
        for (Interceptor i : interceptors) {
            b.interceptor(i);
        }
        server = b.start();
    }

    private HttpResponse<String> post(String agent, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/a2a/" + agent))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The documentation's header rule. */
    static final class TenantRule implements Interceptor {
        @Override
        public Optional<Refusal> beforeRouting(InboundRequest r) {
            return r.headers().findFirst("X-Tenant").isPresent() ? Optional.empty()
                    : Optional.of(new Refusal(GatewayGate.AUTH, -32010, "no tenant", "tenant_missing", false));
        }
    }

    /** Remembers every trace and exchange it is shown. */
    static final class Recorder implements Interceptor {
        final ConcurrentLinkedQueue<Exchange> exchanges = new ConcurrentLinkedQueue<>();
        final ConcurrentLinkedQueue<Trace> traces = new ConcurrentLinkedQueue<>();

        @Override
        public void afterReply(Exchange exchange, Trace trace) {
            exchanges.add(exchange);
            traces.add(trace);
        }

        Trace last() {
            return new ArrayList<>(traces).getLast();
        }
    }

    @Test
    void aRefusalAnswersWithTheInterceptorsErrorAndTheAgentNeverSeesTheRequest() throws Exception {
        LoopbackAgent a = agent("echo-agent");
        Recorder rec = new Recorder();
        start(GatewayConfig.defaults(), new TenantRule(), rec);
        HttpResponse<String> refused = post("echo-agent", SEND);
        assertThat(refused.statusCode()).isEqualTo(200);
        assertThat(refused.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32010,\"message\":"
                + "\"no tenant\",\"data\":{\"source\":\"gateway\",\"executed\":false,\"retryable\":false,\"reason\":"
                + "\"tenant_missing\",\"agentId\":\"echo-agent\"}}}");
        assertThat(a.requests).hasValue(0);
        Trace t = rec.last();
        assertThat(t.failedGate()).isEqualTo(GatewayGate.AUTH);
        assertThat(t.code()).isEqualTo(-32010);
        assertThat(t.notRun()).containsExactly(GatewayGate.ROUTE, Gate.DISPATCH, Gate.PARAMS, GatewayGate.UPSTREAM);
        assertThat(t.gates().get(2).findings()).extracting(f -> f.code()).containsExactly("InterceptorRefused");
        assertThat(rec.exchanges).singleElement().satisfies(e -> {
            assertThat(e.outcome()).isEqualTo("tenant_missing");
            assertThat(e.upstream()).isFalse();
        });
        assertThat(post("echo-agent", SEND, "X-Tenant", "t1").body()).contains("\"result\"");
        assertThat(a.requests).hasValue(1);
        assertThat(post("echo-agent", NOTIFY).statusCode()).as("a notification is never answered").isEqualTo(204);
        assertThat(a.requests).hasValue(1);
    }

    @Test
    void aRefusalAtALaterGateLetsTheGatesBeforeItFailFirst() throws Exception {
        LoopbackAgent a = agent("echo-agent");
        Recorder rec = new Recorder();
        Interceptor limit = new Interceptor() {
            @Override
            public Optional<Refusal> beforeRouting(InboundRequest r) {
                return Optional.of(new Refusal(GatewayGate.UPSTREAM, -32003, "rate limited", "rate_limited", true));
            }
        };
        start(GatewayConfig.defaults(), limit, rec);
        assertThat(code(post("nobody", SEND))).as("ROUTE comes first").isEqualTo(-32002);
        assertThat(code(post("echo-agent", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"nope\",\"params\":{}}")))
                .as("so does DISPATCH").isEqualTo(-32601);
        HttpResponse<String> r = post("echo-agent", SEND);
        assertThat(code(r)).isEqualTo(-32003);
        assertThat(text(data(r), "reason")).isEqualTo("rate_limited");
        assertThat(data(r).get("retryable").toString()).isEqualTo("true");
        Trace t = rec.last();
        assertThat(t.failedGate()).isEqualTo(GatewayGate.UPSTREAM);
        assertThat(t.gates().subList(2, 6)).extracting(g -> g.status()).containsOnly(GateStatus.PASSED);
        assertThat(a.requests).hasValue(0);
        assertThat(server.inFlight("echo-agent")).isZero();
    }

    @Test
    void aRefusalCanOnlyNameAGateAfterEnvelope() {
        for (Gate g : new Gate[] {Gate.PARSE, Gate.ENVELOPE, Gate.HANDLER, Gate.RESULT, Gate.CORRELATION}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Refusal(g, -1, "m", "r", false))
                    .isInstanceOf(IllegalArgumentException.class);
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Refusal(GatewayGate.AUTH, -1, "m", "", false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHeaderAddedAroundTheCallReachesTheAgentAndTheCallIsTimed() throws Exception {
        agent("echo-agent");
        AtomicLong nanos = new AtomicLong();
        ConcurrentLinkedQueue<String> outcomes = new ConcurrentLinkedQueue<>();
        Interceptor stamp = new Interceptor() {
            @Override
            public UpstreamResponse aroundUpstream(UpstreamRequest r, UpstreamChain next) {
                long t0 = System.nanoTime();
                UpstreamResponse response = next.proceed(r.withHeader("X-Gateway", "rpcgate")
                        .withHeader("X-Agent", r.agentId()).withHeader("X-Agent", "replaced-" + r.agentId()));
                nanos.set(System.nanoTime() - t0);
                outcomes.add(response.outcome() + " " + response.findStatus().orElse(-1) + " " + response.executed());
                return response;
            }
        };
        start(GatewayConfig.defaults(), stamp);
        assertThat(post("echo-agent", SEND).body()).contains("\"ok\":true");
        assertThat(headersSeen.get("echo-agent")).containsExactlyInAnyOrder("x-gateway: rpcgate",
                "x-agent: replaced-echo-agent");
        assertThat(nanos.get()).isPositive();
        assertThat(outcomes).containsExactly("ok 200 true");
    }

    @Test
    void aShortCircuitAnswersInsteadOfTheAgent() throws Exception {
        LoopbackAgent a = agent("echo-agent");
        Recorder rec = new Recorder();
        Interceptor cache = new Interceptor() {
            @Override
            public UpstreamResponse aroundUpstream(UpstreamRequest r, UpstreamChain next) {
                return UpstreamResponse.refuse(-32003, "agent paused", "agent_paused", true);
            }
        };
        start(GatewayConfig.defaults(), cache, rec);
        HttpResponse<String> r = post("echo-agent", SEND);
        assertThat(text(error(r), "message")).isEqualTo("agent paused");
        assertThat(text(data(r), "reason")).isEqualTo("agent_paused");
        assertThat(a.requests).hasValue(0);
        assertThat(rec.exchanges).singleElement().satisfies(e -> assertThat(e.upstream()).isFalse());
        assertThat(rec.last().failedGate()).isEqualTo(GatewayGate.UPSTREAM);
        assertThat(server.inFlight("echo-agent")).isZero();
    }

    @Test
    void aStreamTheInterceptorDropsIsClosedAndItsSlotReleased() throws Exception {
        AtomicInteger streams = new AtomicInteger();
        LoopbackAgent s = LoopbackAgent.http((ex, req) -> {
            streams.incrementAndGet();
            ex.getResponseHeaders().set("Content-Type", "text/event-stream");
            ex.sendResponseHeaders(200, 0);
            try (OutputStream out = ex.getResponseBody()) {
                for (int i = 0; i < 50; i++) {
                    out.write("data: {}\n\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    Thread.sleep(100);
                }
            }
        });
        open.add(s);
        registry.register(new AgentRegistration("stream-agent", List.of(s.uri()), null, Duration.ofMinutes(5)));
        Interceptor drop = new Interceptor() {
            @Override
            public UpstreamResponse aroundUpstream(UpstreamRequest r, UpstreamChain next) {
                UpstreamResponse opened = next.proceed(r);
                assertThat(opened.isStream()).isTrue();
                return UpstreamResponse.refuse(-32003, "streams off", "streams_off", false);
            }
        };
        start(GatewayConfig.defaults(), drop);
        HttpResponse<String> r = post("stream-agent", STREAM);
        assertThat(text(data(r), "reason")).isEqualTo("streams_off");
        assertThat(streams).hasValue(1);
        assertThat(server.inFlight("stream-agent")).isZero();
        long until = System.nanoTime() + 3_000_000_000L; // the agent writes for 5 s unless its stream was closed
        while (s.inFlight.get() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertThat(s.inFlight).as("the agent's stream was closed").hasValue(0);
    }

    @Test
    void everyExchangeIsObservedExactlyOnceByInterceptorsAndListenersAlike() throws Exception {
        agent("echo-agent");
        Recorder rec = new Recorder();
        ConcurrentLinkedQueue<Exchange> listened = new ConcurrentLinkedQueue<>();
        GatewayServer.Builder b = GatewayServer.builder(
                GatewayConfig.builder().host("127.0.0.1").port(0).build(), registry)
                .interceptor(rec).listener(listened::add).interceptor(new TenantRule());
        server = b.start();
        String[][] requests = {
            {"echo-agent", SEND, "X-Tenant"}, {"echo-agent", SEND, null}, {"echo-agent", "{nope", null},
            {"nobody", SEND, "X-Tenant"}, {"echo-agent", NOTIFY, "X-Tenant"}, {"Bad_Id", SEND, null},
            {"echo-agent", "[1,2]", null}, {"echo-agent", "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":1}", null}};
        for (String[] q : requests) {
            if (q[2] == null) {
                post(q[0], q[1]);
            } else {
                post(q[0], q[1], q[2], "t");
            }
        }
        HttpRequest wrongType = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                + "/a2a/echo-agent")).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(SEND)).build();
        client.send(wrongType, HttpResponse.BodyHandlers.discarding());
        int total = requests.length + 1;
        assertThat(rec.exchanges).hasSize(total);
        assertThat(listened).hasSize(total);
        Set<Long> ids = new HashSet<>();
        rec.exchanges.forEach(e -> ids.add(e.id()));
        assertThat(ids).as("one exchange each").hasSize(total);
        assertThat(listened).extracting(Exchange::id).containsExactlyElementsOf(rec.exchanges.stream()
                .map(Exchange::id).toList());
        assertThat(rec.exchanges).extracting(Exchange::outcome).containsExactly("ok", "tenant_missing",
                "parse_error", "agent_not_found", "ok", "invalid_agent_id", "invalid_request", "invalid_request",
                "unsupported_content_type");
        assertThat(rec.traces).extracting(Trace::failedGate).containsExactly(null, GatewayGate.AUTH, Gate.PARSE, GatewayGate.ROUTE,
                null, Gate.ENVELOPE, Gate.ENVELOPE, Gate.ENVELOPE, Gate.PARSE);
        // the trace carries the reply the gateway made, when one is due; the agent's reply passes as bytes
        List<Trace> traces = new ArrayList<>(rec.traces);
        assertThat(traces.get(0).reply()).isNull();
        assertThat(traces.get(3).reply().toString()).contains("agent not found: nobody");
        assertThat(traces.get(4).replyDue()).isFalse();
    }

    @Test
    void anInterceptorThatThrowsNeverLetsARequestThrough() throws Exception {
        LoopbackAgent a = agent("echo-agent");
        Interceptor broken = new Interceptor() {
            @Override
            public Optional<Refusal> beforeRouting(InboundRequest r) {
                throw new IllegalStateException("secret detail");
            }
        };
        start(GatewayConfig.defaults(), broken);
        HttpResponse<String> r = post("echo-agent", SEND);
        assertThat(code(r)).isEqualTo(-32603);
        assertThat(text(data(r), "reason")).isEqualTo("internal_error");
        assertThat(r.body()).doesNotContain("secret detail");
        assertThat(a.requests).hasValue(0);
    }

    @Test
    void aBrokenUpstreamInterceptorFailsUpstreamAndReleasesTheSlot() throws Exception {
        LoopbackAgent a = agent("echo-agent");
        Interceptor reserved = new Interceptor() {
            @Override
            public UpstreamResponse aroundUpstream(UpstreamRequest r, UpstreamChain next) {
                return next.proceed(r.withHeader("Content-Length", "0")); // the gateway writes that itself
            }
        };
        Interceptor twice = new Interceptor() {
            @Override
            public UpstreamResponse aroundUpstream(UpstreamRequest r, UpstreamChain next) {
                next.proceed(r);
                return next.proceed(r); // the gateway never resends a call that may have run
            }
        };
        for (Interceptor i : new Interceptor[] {reserved, twice}) {
            start(GatewayConfig.defaults(), i);
            HttpResponse<String> r = post("echo-agent", SEND);
            assertThat(code(r)).isEqualTo(-32603);
            assertThat(server.inFlight("echo-agent")).isZero();
            server.close();
        }
        assertThat(a.requests).as("the reserved header never went out; the second call never did").hasValue(1);
        server = null;
    }

    @Test
    void aWholeGatewayTakesInterceptorsAfterItsOwnObservers(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        LoopbackAgent a = agent("unused");
        java.nio.file.Path log = dir.resolve("traffic.jsonl");
        Recorder rec = new Recorder();
        ConcurrentLinkedQueue<Long> logLinesSeen = new ConcurrentLinkedQueue<>();
        Interceptor afterLog = new Interceptor() {
            @Override
            public void afterReply(Exchange exchange, Trace trace) {
                try {
                    logLinesSeen.add(java.nio.file.Files.lines(log).count()); // the traffic log already wrote it
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        };
        GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0).agents(List.of(
                new GatewayConfig.StaticAgent("static-agent", List.of(a.uri()), null))).build();
        try (Gateway g = Gateway.builder(config).trafficLog(log).interceptor(new TenantRule()).interceptor(rec)
                .interceptor(afterLog).start()) {
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(g.uri() + "/a2a/static-agent"))
                    .header("Content-Type", "application/json").header("X-Tenant", "t")
                    .POST(HttpRequest.BodyPublishers.ofString(SEND)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.body()).contains("\"ok\":true");
            HttpResponse<String> refused = client.send(HttpRequest.newBuilder(URI.create(g.uri() + "/a2a/static-agent"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(SEND)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(text(data(refused), "reason")).isEqualTo("tenant_missing");
            HttpResponse<String> metrics = client.send(HttpRequest.newBuilder(URI.create(g.uri() + "/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(metrics.body()).contains("code=\"-32010\"");
        }
        assertThat(rec.exchanges).hasSize(2);
        assertThat(logLinesSeen).containsExactly(2L, 4L);
    }

    @Test
    void anObserverThatThrowsIsIgnored() throws Exception {
        agent("echo-agent");
        Interceptor loud = new Interceptor() {
            @Override
            public void afterReply(Exchange exchange, Trace trace) {
                throw new IllegalStateException("observer failed");
            }
        };
        start(GatewayConfig.defaults(), loud);
        assertThat(post("echo-agent", SEND).body()).contains("\"ok\":true");
    }

    @Test
    void theDocumentedRateLimitRefusesOverItsBudget() throws Exception {
        agent("echo-agent");
        start(GatewayConfig.defaults(), new RateLimit(2, Duration.ofHours(1)));
        assertThat(post("echo-agent", SEND).body()).contains("\"ok\":true");
        assertThat(post("echo-agent", SEND).body()).contains("\"ok\":true");
        HttpResponse<String> third = post("echo-agent", SEND);
        assertThat(code(third)).isEqualTo(-32003);
        assertThat(text(data(third), "reason")).isEqualTo("rate_limited");
        assertThat(code(post("nobody", SEND))).as("an unknown agent is still -32002").isEqualTo(-32002);
    }

    /** The rate limit docs/gateway.md shows: at most {@code max} requests per agent in each window. */
    static final class RateLimit implements Interceptor {
        private final int max;
        private final long windowNanos;
        private final Map<String, long[]> windows = new ConcurrentHashMap<>(); // agent -> {window start, count}

        RateLimit(int max, Duration window) {
            this.max = max;
            this.windowNanos = window.toNanos();
        }

        @Override
        public Optional<Refusal> beforeRouting(InboundRequest r) {
            long now = System.nanoTime();
            long[] w = windows.compute(r.agentId(), (k, v) -> v == null || now - v[0] >= windowNanos
                    ? new long[] {now, 1} : new long[] {v[0], v[1] + 1});
            return w[1] <= max ? Optional.empty()
                    : Optional.of(new Refusal(GatewayGate.UPSTREAM, -32003, "rate limited", "rate_limited", true));
        }
    }
}
