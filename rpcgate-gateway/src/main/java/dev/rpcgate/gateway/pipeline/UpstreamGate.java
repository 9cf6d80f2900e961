package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.api.ApiBridge;
import dev.rpcgate.gateway.api.ExchangeListener;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.api.UpstreamChain;
import dev.rpcgate.gateway.api.UpstreamRequest;
import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.forward.StreamOpen;
import dev.rpcgate.gateway.forward.TaskCall;
import dev.rpcgate.gateway.forward.Upstream;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.telemetry.ExchangeSpan;
import dev.rpcgate.gateway.telemetry.UpstreamSpan;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The UPSTREAM gate: under the agent's concurrency slot (one more than {@code agentMaxConcurrency} is -32003 at once,
 * never queued), the call to the agent wrapped by the interceptors, with the trace context forwarded. A result or an
 * error the agent sent passes; an event stream passes and keeps the slot until its relay ends. The gateway never
 * resends a call here: retrying a refused connection on another instance is {@link Upstream}'s. Thread-safe.
 */
final class UpstreamGate {
    private static final Logger LOG = Logger.getLogger(UpstreamGate.class.getName());

    private final Upstream upstream;
    private final ConcurrencyLimit limit;
    private final ExchangeListener listener;
    private final Interceptors interceptors;

    UpstreamGate(Upstream upstream, ConcurrencyLimit limit, ExchangeListener listener, Interceptors interceptors) {
        this.upstream = upstream;
        this.limit = limit;
        this.listener = listener;
        this.interceptors = interceptors;
    }

    /**
     * One call's facts: where it goes, in which A2A version, what it sends (the body as received, the raw query string
     * of the request's URL or {@code null}, and the params as read), by when, its trace, and the request's header
     * fields (of which {@link PassedOn} forwards some).
     */
    record Call(Agent agent, A2aVersion version, String method, Id id, byte[] body, String rawQuery, JsonValue params,
                long deadlineNanos, ExchangeSpan span, RequestHeaders headers) {
        boolean notification() {
            return id instanceof Id.Absent;
        }

        boolean streaming() {
            return version == A2aVersion.V1_0 ? V1Method.findByWireName(method).map(V1Method::isStreaming)
                    .orElse(false)
                    : method.equals(A2aMethods.MESSAGE_STREAM) || method.equals(A2aMethods.TASKS_RESUBSCRIBE);
        }
    }

    /**
     * Calls the agent: the agent's answer (a stream in it must be relayed, and its {@code release} run once when the
     * relay ends), or the gateway error the call, the limit or an interceptor gave.
     */
    Forwarded forward(Call call) {
        String agentId = call.agent().id();
        if (!limit.tryAcquire(agentId)) {
            return new Forwarded(ApiBridge.failed(Failure.of(GatewayError.SERVER_BUSY)), false, null);
        }
        boolean handedOver = false;
        safe(() -> listener.onUpstreamStart(agentId));
        UpstreamSpan span = call.span().startUpstream(agentId, call.method());
        Terminal terminal = new Terminal(call);
        try {
            UpstreamResponse r;
            try {
                r = interceptors.aroundUpstream(new UpstreamRequest(agentId, call.method(), call.id(),
                        PassedOn.headers(call.headers(), span.forwarded())), terminal);
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "an interceptor failed around an upstream call", e);
                r = ApiBridge.failed(Failure.internal());
            }
            terminal.closeUnless(r);
            span.end(r);
            Forwarded f = new Forwarded(r, terminal.called, r.isStream()
                    ? new Answer.Stream(call.agent(), call.id(), call.version(), ApiBridge.stream(r), () -> release(agentId),
                            upstream.affinity().events(call.agent(), call.version(), ApiBridge.stream(r).instance())) : null);
            handedOver = f.stream() != null;
            return f;
        } finally {
            if (!handedOver) {
                release(agentId);
            }
        }
    }

    /**
     * What UPSTREAM established: the agent's answer, whether the agent was called at all (an interceptor may answer in
     * its place), and the stream to relay, if the answer is one.
     */
    record Forwarded(UpstreamResponse response, boolean called, Answer.Stream stream) {
        /** UPSTREAM's verdict: passed when the agent answered, else failed with the gateway's error. */
        GateVerdict<Forwarded> verdict() {
            return response.isAgentAnswer() ? GateVerdict.pass(this) : GateVerdict.fail(ApiBridge.failure(response), List.of());
        }
    }

    private void release(String agentId) {
        limit.release(agentId);
        safe(() -> listener.onUpstreamEnd(agentId));
    }

    private static void safe(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException ignored) {
            // a listener never breaks a call
        }
    }

    /** The call itself, at the end of the interceptors' chain; made at most once. */
    private final class Terminal implements UpstreamChain {
        private final Call call;
        boolean called;
        private StreamOpen.Opened opened;

        Terminal(Call call) {
            this.call = call;
        }

        @Override
        public UpstreamResponse proceed(UpstreamRequest request) {
            if (called) {
                throw new IllegalStateException("the upstream call is made once per exchange");
            }
            called = true;
            Id replyTo = call.notification() ? null : call.id();
            TaskCall task = TaskCall.of(call.version(), call.method(), call.params());
            if (!call.streaming()) {
                return ApiBridge.response(upstream.call(call.agent(), task, call.rawQuery(), call.body(), replyTo,
                        call.deadlineNanos(), request.headers()));
            }
            return switch (upstream.openStream(call.agent(), task, call.rawQuery(), call.body(),
                    call.deadlineNanos(), request.headers())) {
                case StreamOpen.Failed f -> ApiBridge.failed(f.failure());
                case StreamOpen.Opened o when o.isEventStream() && !call.notification() -> {
                    opened = o;
                    yield ApiBridge.streaming(o);
                }
                case StreamOpen.Opened o -> ApiBridge.response(upstream.classify(call.agent(), task, o, replyTo,
                        call.deadlineNanos()));
            };
        }

        /** Closes a stream the agent opened that the interceptors did not pass back (they answered otherwise). */
        void closeUnless(UpstreamResponse r) {
            if (opened != null && ApiBridge.stream(r) != opened) {
                opened.close();
            }
        }
    }
}
