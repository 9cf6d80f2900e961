package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.upstream.Headers;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import java.util.Objects;

/**
 * Tracing on: a SERVER span per exchange (child of the request's {@code traceparent}, else the root of a new trace)
 * and a CLIENT span per upstream call (child of the exchange's), whose context is what the agent gets as its
 * {@code traceparent}. Both carry {@code agent}, {@code method}, {@code gate} (the failed gate, or {@code none}),
 * {@code code} (the reply's JSON-RPC error code, absent for a result) and {@code executed}. Parents are passed
 * explicitly: nothing here reads or changes the current OpenTelemetry context. Thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class OtelTracing implements ExchangeTracing {
    /** The instrumentation scope of the gateway's spans. */
    static final String SCOPE = "dev.rpcgate.gateway";
    /** The name of an exchange's span (low cardinality: the route, not the agent). */
    static final String EXCHANGE_SPAN = "POST /a2a/{agent_id}";
    static final AttributeKey<String> AGENT = AttributeKey.stringKey("agent");
    static final AttributeKey<String> METHOD = AttributeKey.stringKey("method");
    static final AttributeKey<String> GATE = AttributeKey.stringKey("gate");
    static final AttributeKey<Long> CODE = AttributeKey.longKey("code");
    static final AttributeKey<Boolean> EXECUTED = AttributeKey.booleanKey("executed");

    private final Tracer tracer;

    public OtelTracing(OpenTelemetry otel) {
        this.tracer = Objects.requireNonNull(otel, "otel").getTracer(SCOPE);
    }

    @Override
    public ExchangeSpan start(RequestHeaders headers) {
        TraceParent incoming = ExchangeTracing.incoming(headers);
        Context parent = Context.root();
        String tracestate = null;
        if (incoming != null) {
            tracestate = Tracestate.bound(headers.values("tracestate"));
            parent = parent.with(Span.wrap(SpanContext.createFromRemoteParent(incoming.traceId(), incoming.parentId(),
                    TraceFlags.fromHex(incoming.flags(), 0), TraceState.getDefault())));
        }
        Span server = tracer.spanBuilder(EXCHANGE_SPAN).setParent(parent).setSpanKind(SpanKind.SERVER).startSpan();
        return new Exchanged(tracer, server, tracestate);
    }

    /** One exchange's SERVER span. */
    private record Exchanged(Tracer tracer, Span server, String tracestate) implements ExchangeSpan {
        @Override
        public UpstreamSpan startUpstream(String agentId, String method) {
            Span client = tracer.spanBuilder(method).setParent(Context.root().with(server))
                    .setSpanKind(SpanKind.CLIENT).setAttribute(AGENT, agentId).setAttribute(METHOD, method).startSpan();
            SpanContext c = client.getSpanContext();
            Headers forwarded = ExchangeTracing.forwarded(new TraceParent(c.getTraceId(), c.getSpanId(),
                    c.getTraceFlags().asHex()), tracestate);
            return new Called(client, forwarded);
        }

        @Override
        public void end(Exchange exchange, Trace trace, boolean executed) {
            if (exchange.agentId() != null) {
                server.setAttribute(AGENT, exchange.agentId());
            }
            if (exchange.method() != null) {
                server.setAttribute(METHOD, exchange.method());
            }
            server.setAttribute(GATE, trace.failedGate() == null ? "none" : trace.failedGate().name());
            if (exchange.code() != null) {
                server.setAttribute(CODE, exchange.code().longValue());
            }
            server.setAttribute(EXECUTED, executed);
            if (trace.failedGate() != null) {
                server.setStatus(StatusCode.ERROR, exchange.outcome());
            }
            server.end();
        }

        @Override
        public void abandon() {
            server.setStatus(StatusCode.ERROR, "the request body was not read");
            server.end();
        }
    }

    /** One upstream call's CLIENT span. */
    private record Called(Span client, Headers forwarded) implements UpstreamSpan {
        @Override
        public void end(UpstreamResponse response) {
            client.setAttribute(GATE, response.isAgentAnswer() ? "none" : "UPSTREAM");
            response.findCode().ifPresent(code -> client.setAttribute(CODE, code.longValue()));
            client.setAttribute(EXECUTED, response.executed());
            if (!response.isAgentAnswer()) {
                client.setStatus(StatusCode.ERROR, response.outcome());
            }
            client.end();
        }
    }
}
