package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.upstream.Headers;

/**
 * The tracing of one upstream call: the trace context forwarded with it, and its end.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public interface UpstreamSpan {
    /** A call that forwards no trace context. */
    UpstreamSpan NONE = new UpstreamSpan() {
        @Override
        public Headers forwarded() {
            return Headers.NONE;
        }

        @Override
        public void end(UpstreamResponse response) {
        }
    };

    /** The header fields that carry the trace to the agent ({@code traceparent}, {@code tracestate}). */
    Headers forwarded();

    /** The call gave {@code response} (for a stream: the stream opened). */
    void end(UpstreamResponse response);
}
