package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Tracing on, with the OpenTelemetry SDK's in-memory exporter: a SERVER span per exchange (child of the request's
 * traceparent, else a new trace), a CLIENT span per upstream call whose context is what the agent receives, and the
 * attributes {@code agent}, {@code method}, {@code gate}, {@code code}, {@code executed} on both.
 */
class GatewayTracingTest {
    static final String SEND = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}";
    static final String TRACE = "0af7651916cd43dd8448eb211c80319c";
    static final String PARENT = "00-" + TRACE + "-b7ad6b7169203331-01";
    static final InMemorySpanExporter spans = InMemorySpanExporter.create();
    static final ConcurrentLinkedQueue<String> traceparents = new ConcurrentLinkedQueue<>();
    static OpenTelemetrySdk otel;
    static LoopbackAgent ok;
    static LoopbackAgent busy;
    static LoopbackAgent failing;
    static GatewayServer server;
    static MemoryRegistry registry = new MemoryRegistry();
    static java.net.http.HttpClient client = java.net.http.HttpClient.newBuilder()
            .version(java.net.http.HttpClient.Version.HTTP_1_1).build();

    @BeforeAll
    static void start() throws Exception {
        otel = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(spans)).build()).build();
        ok = recording(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        busy = recording(503, "busy");
        failing = recording(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32050,\"message\":\"no\"}}");
        for (Object[] a : new Object[][] {{"ok-agent", ok}, {"busy-agent", busy}, {"failing-agent", failing}}) {
            registry.register(new AgentRegistration((String) a[0], List.of(((LoopbackAgent) a[1]).uri()), null,
                    Duration.ofMinutes(5)));
        }
        server = GatewayServer.builder(GatewayConfig.builder().host("127.0.0.1").port(0).build(), registry)
                .openTelemetry(otel).start();
    }

    private static LoopbackAgent recording(int status, String body) throws Exception {
        return LoopbackAgent.http((ex, req) -> {
            traceparents.add(String.join(" ", ex.getRequestHeaders().getOrDefault("traceparent", List.of())));
            LoopbackAgent.send(ex, status, body);
        });
    }

    @AfterAll
    static void stop() {
        server.close();
        registry.close();
        ok.close();
        busy.close();
        failing.close();
        otel.close();
    }

    @BeforeEach
    void clear() {
        spans.reset();
        traceparents.clear();
    }

    private static HttpResponse<String> post(String agent, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/a2a/" + agent))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static SpanData span(SpanKind kind) {
        List<SpanData> of = spans.getFinishedSpanItems().stream().filter(s -> s.getKind() == kind).toList();
        assertThat(of).as(kind + " spans").hasSize(1);
        return of.get(0);
    }

    private static Object attr(SpanData s, String key) {
        return s.getAttributes().asMap().entrySet().stream().filter(e -> e.getKey().getKey().equals(key))
                .map(java.util.Map.Entry::getValue).findFirst().orElse(null);
    }

    @Test
    void aCallContinuesTheRequestsTraceAndTheAgentGetsTheClientSpan() throws Exception {
        assertThat(post("ok-agent", SEND, "traceparent", PARENT, "tracestate", "rojo=1").body()).contains("\"result\"");
        SpanData s = span(SpanKind.SERVER);
        SpanData c = span(SpanKind.CLIENT);
        assertThat(s.getName()).isEqualTo("POST /a2a/{agent_id}");
        assertThat(s.getTraceId()).isEqualTo(TRACE);
        assertThat(s.getParentSpanId()).isEqualTo("b7ad6b7169203331");
        assertThat(s.getParentSpanContext().isRemote()).isTrue();
        assertThat(c.getName()).isEqualTo("message/send");
        assertThat(c.getTraceId()).isEqualTo(TRACE);
        assertThat(c.getParentSpanId()).isEqualTo(s.getSpanId());
        assertThat(traceparents).containsExactly("00-" + TRACE + "-" + c.getSpanId() + "-01");
        for (SpanData d : List.of(s, c)) {
            assertThat(attr(d, "agent")).isEqualTo("ok-agent");
            assertThat(attr(d, "method")).isEqualTo("message/send");
            assertThat(attr(d, "gate")).isEqualTo("none");
            assertThat(attr(d, "code")).isNull();
            assertThat(attr(d, "executed")).isEqualTo(true);
            assertThat(d.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        }
    }

    @Test
    void aRequestWithoutATraceparentStartsANewTrace() throws Exception {
        post("ok-agent", SEND);
        SpanData s = span(SpanKind.SERVER);
        SpanData c = span(SpanKind.CLIENT);
        assertThat(s.getParentSpanContext().isValid()).isFalse();
        assertThat(s.getTraceId()).isNotEqualTo(TRACE).hasSize(32);
        String flags = c.getSpanContext().getTraceFlags().asHex(); // sampled, and W3C level 2's random-trace-id bit
        assertThat(c.getSpanContext().getTraceFlags().isSampled()).isTrue();
        assertThat(traceparents).containsExactly("00-" + s.getTraceId() + "-" + c.getSpanId() + "-" + flags);
    }

    @Test
    void aMalformedTraceparentIsIgnoredAndANewTraceStarted() throws Exception {
        post("ok-agent", SEND, "traceparent", "00-" + TRACE.toUpperCase() + "-b7ad6b7169203331-01");
        SpanData s = span(SpanKind.SERVER);
        assertThat(s.getParentSpanContext().isValid()).isFalse();
        assertThat(s.getTraceId()).isNotEqualToIgnoringCase(TRACE);
        assertThat(traceparents).singleElement().satisfies(tp -> assertThat(tp).doesNotContainIgnoringCase(TRACE));
    }

    @Test
    void aGateFailureIsTheExchangesGateAndCodeAndNoClientSpan() throws Exception {
        post("nobody", SEND);
        SpanData s = span(SpanKind.SERVER);
        assertThat(attr(s, "agent")).isEqualTo("nobody");
        assertThat(attr(s, "gate")).isEqualTo("ROUTE");
        assertThat(attr(s, "code")).isEqualTo(-32002L);
        assertThat(attr(s, "executed")).isEqualTo(false);
        assertThat(s.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(spans.getFinishedSpanItems()).hasSize(1);
        spans.reset();
        post("ok-agent", "{nope");
        SpanData p = span(SpanKind.SERVER);
        assertThat(attr(p, "gate")).isEqualTo("PARSE");
        assertThat(attr(p, "code")).isEqualTo(-32700L);
        assertThat(attr(p, "method")).isNull();
    }

    @Test
    void anUpstreamFailureIsOnBothSpansAndAnAgentsErrorIsNotTheGateways() throws Exception {
        post("busy-agent", SEND);
        for (SpanData d : List.of(span(SpanKind.SERVER), span(SpanKind.CLIENT))) {
            assertThat(attr(d, "gate")).isEqualTo("UPSTREAM");
            assertThat(attr(d, "code")).isEqualTo(-32003L);
            assertThat(attr(d, "executed")).isEqualTo(false);
            assertThat(d.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        }
        spans.reset();
        post("failing-agent", SEND);
        for (SpanData d : List.of(span(SpanKind.SERVER), span(SpanKind.CLIENT))) {
            assertThat(attr(d, "gate")).isEqualTo("none");
            assertThat(attr(d, "code")).isEqualTo(-32050L);
            assertThat(attr(d, "executed")).isEqualTo(true);
            assertThat(d.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        }
    }

    @Test
    void aNotificationIsTracedToo() throws Exception {
        assertThat(post("ok-agent", "{\"jsonrpc\":\"2.0\",\"method\":\"message/send\",\"params\":{}}").statusCode())
                .isEqualTo(204);
        assertThat(attr(span(SpanKind.SERVER), "gate")).isEqualTo("none");
        assertThat(span(SpanKind.CLIENT).getKind()).isEqualTo(SpanKind.CLIENT);
    }

    @Test
    void theConfiguredExportSendsOtlpToTheEndpointAndFlushesOnClose() throws Exception {
        AtomicInteger posts = new AtomicInteger();
        ConcurrentLinkedQueue<String> types = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<byte[]> bodies = new ConcurrentLinkedQueue<>();
        try (LoopbackAgent collector = LoopbackAgent.http((ex, body) -> {
            posts.incrementAndGet();
            types.add(ex.getRequestHeaders().getFirst("Content-Type") + " " + ex.getRequestURI().getPath());
            bodies.add(body);
            ex.sendResponseHeaders(200, -1);
            ex.close();
        })) {
            GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0)
                    .agents(List.of(new GatewayConfig.StaticAgent("ok-agent", List.of(ok.uri()), null)))
                    .tracing(new GatewayConfig.Tracing(URI.create("http://127.0.0.1:" + collector.port()
                            + "/v1/traces"), "gateway-under-test")).build();
            try (Gateway g = Gateway.start(config, null)) {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(g.uri() + "/a2a/ok-agent"))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(SEND))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertThat(r.body()).contains("\"result\"");
            }
            assertThat(posts.get()).as("the spans were exported when the gateway closed").isPositive();
            assertThat(types).allSatisfy(t -> assertThat(t).isEqualTo("application/x-protobuf /v1/traces"));
            String all = bodies.stream().map(b -> new String(b, StandardCharsets.ISO_8859_1))
                    .reduce("", String::concat);
            assertThat(all).contains("gateway-under-test").contains("POST /a2a/{agent_id}").contains("message/send");
        }
        assertThat(spans.getFinishedSpanItems()).as("the configured export is the gateway's own SDK").isEmpty();
    }

}
