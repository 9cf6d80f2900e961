package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.gateway.api.Exchange;

/**
 * The tracing of one exchange: its upstream hop, and its end. Used on the exchange's thread only.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public interface ExchangeSpan {
    /** An exchange that is not traced and forwards no trace context. */
    ExchangeSpan NONE = new ExchangeSpan() {
        @Override
        public UpstreamSpan startUpstream(String agentId, String method) {
            return UpstreamSpan.NONE;
        }

        @Override
        public void end(Exchange exchange, Trace trace, boolean executed) {
        }

        @Override
        public void abandon() {
        }
    };

    /** The upstream call is about to start: the headers to forward, and its end. */
    UpstreamSpan startUpstream(String agentId, String method);

    /** The exchange's reply is decided. */
    void end(Exchange exchange, Trace trace, boolean executed);

    /** The request was never answered as an exchange (its body was too large or could not be read). */
    void abandon();
}
