package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.upstream.Headers;
import java.util.List;

/**
 * How a gateway traces its exchanges. {@link #OFF} records nothing and starts no trace; it still forwards a request's
 * own W3C trace context to the agent, as the next hop of that trace: same trace id, a new span id, the flags and
 * {@code tracestate} as received. A request without a valid {@code traceparent} then costs one header look-up and
 * allocates nothing. Thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public interface ExchangeTracing {
    /** Tracing off: only a request's own trace context is passed on. */
    ExchangeTracing OFF = headers -> {
        TraceParent parent = incoming(headers);
        return parent == null ? ExchangeSpan.NONE : new Relayed(parent, Tracestate.bound(headers.values("tracestate")));
    };

    /** The tracing of one exchange, from the request's header fields. */
    ExchangeSpan start(RequestHeaders headers);

    /** The request's traceparent; {@code null} when it has none, several, or a malformed one (which is not forwarded). */
    static TraceParent incoming(RequestHeaders headers) {
        List<String> values = headers.values("traceparent");
        return values.size() == 1 ? TraceParent.parse(values.get(0)) : null;
    }

    /** The headers that carry {@code context} (and {@code tracestate}, when any) to the next hop. */
    static Headers forwarded(TraceParent context, String tracestate) {
        return tracestate == null ? Headers.of("traceparent", context.format())
                : Headers.of("traceparent", context.format(), "tracestate", tracestate);
    }

    /** A request's trace passed on without recording: each upstream hop gets a new span id. */
    record Relayed(TraceParent parent, String tracestate) implements ExchangeSpan {
        @Override
        public UpstreamSpan startUpstream(String agentId, String method) {
            Headers h = forwarded(parent.withParent(TraceParent.newSpanId()), tracestate);
            return new UpstreamSpan() {
                @Override
                public Headers forwarded() {
                    return h;
                }

                @Override
                public void end(UpstreamResponse response) {
                }
            };
        }

        @Override
        public void end(Exchange exchange, Trace trace, boolean executed) {
        }

        @Override
        public void abandon() {
        }
    }
}
