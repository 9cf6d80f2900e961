package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.gateway.api.ApiBridge;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.ExchangeListener;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.api.GatewayGate;
import dev.rpcgate.gateway.api.InboundRequest;
import dev.rpcgate.gateway.api.Interceptor;
import dev.rpcgate.gateway.api.Refusal;
import dev.rpcgate.gateway.api.UpstreamChain;
import dev.rpcgate.gateway.api.UpstreamRequest;
import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.error.Failure;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The interceptors of one gateway, in the order they were added, run as one: the first refusal before routing wins,
 * the upstream call is wrapped by each in turn (the first added outermost), and every one observes every reply.
 * Immutable and thread-safe when the interceptors are.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class Interceptors {
    private static final Logger LOG = Logger.getLogger(Interceptors.class.getName());

    private final List<Interceptor> all;

    public Interceptors(List<Interceptor> all) {
        this.all = List.copyOf(all);
    }

    /** A refusal found before routing, recorded at its gate with the findings the trace shows. */
    record Refused(Gate gate, Failure failure, List<Finding> findings) {
        /** The refusal as the named gate's verdict. */
        <T> GateVerdict<T> verdict() {
            return GateVerdict.fail(failure, findings);
        }
    }

    /** The first refusal, or {@code null} when every interceptor lets the request go on. */
    Refused beforeRouting(InboundRequest request) {
        for (Interceptor i : all) {
            Optional<Refusal> r;
            try {
                r = i.beforeRouting(request);
            } catch (RuntimeException e) {
                // fail closed: an interceptor that cannot decide (a broken header rule) never lets a request through
                return new Refused(GatewayGate.AUTH, Failure.internal(), List.of(failed(i, e)));
            }
            if (r != null && r.isPresent()) {
                Refusal refusal = r.get();
                return new Refused(refusal.gate(), ApiBridge.failure(refusal), List.of(Finding.error(
                        GatewayCode.INTERCEPTOR_REFUSED, "refused by an interceptor: " + refusal.message(), "", null)));
            }
        }
        return null;
    }

    /** The upstream call wrapped by every interceptor; {@code call} is the call itself. */
    UpstreamResponse aroundUpstream(UpstreamRequest request, UpstreamChain call) {
        return chain(0, call).proceed(request);
    }

    private UpstreamChain chain(int at, UpstreamChain call) {
        if (at == all.size()) {
            return call;
        }
        Interceptor i = all.get(at);
        UpstreamChain next = chain(at + 1, call);
        return request -> {
            UpstreamResponse r = i.aroundUpstream(request, next);
            if (r == null) {
                throw new IllegalStateException(i.getClass().getName() + ".aroundUpstream returned null");
            }
            return r;
        };
    }

    /** Every interceptor observes the exchange; one that throws is logged and ignored. */
    void afterReply(Exchange exchange, Trace trace) {
        for (Interceptor i : all) {
            try {
                i.afterReply(exchange, trace);
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "an interceptor failed after a reply", e);
            }
        }
    }

    /** The finding recorded when an interceptor throws: its class, never the exception's text. */
    static Finding failed(Interceptor i, RuntimeException e) {
        return Finding.error(GatewayCode.INTERCEPTOR_FAILED, "an interceptor (" + i.getClass().getName() + ") threw "
                + e.getClass().getSimpleName(), "", null);
    }

    /** An {@link ExchangeListener} as an interceptor that only observes replies. */
    public record Listening(ExchangeListener listener) implements Interceptor {
        @Override
        public void afterReply(Exchange exchange, Trace trace) {
            listener.onExchange(exchange);
        }
    }
}
