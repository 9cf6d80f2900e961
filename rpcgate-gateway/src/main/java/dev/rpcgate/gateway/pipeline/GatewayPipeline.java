package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.ExchangeListener;
import dev.rpcgate.gateway.api.GatewayGate;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.auth.Authenticator;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.forward.Upstream;
import dev.rpcgate.gateway.registry.AgentRegistry;
import dev.rpcgate.gateway.telemetry.ExchangeSpan;
import dev.rpcgate.gateway.telemetry.ExchangeTracing;
import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The gateway's gates for one {@code POST /a2a/{agentId}}, in the gates' order: PARSE ({@link ParseGate}: the
 * Content-Type, then the body), ENVELOPE (core's classifier with {@link EnvelopeGate}'s conditions: one request, the
 * path's agent id), AUTH, ROUTE, DISPATCH, PARAMS and UPSTREAM (one gate class each, run by {@link GatewayCall} as the
 * classifier's stage). A failure is the first failed gate's row of {@link GatewayError}. Independent of the HTTP
 * server; thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class GatewayPipeline {
    /** The gates the gateway runs, in order. */
    static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, GatewayGate.AUTH, GatewayGate.ROUTE, Gate.DISPATCH,
            Gate.PARAMS, GatewayGate.UPSTREAM);

    private final ParseGate parse;
    private final AuthGate auth;
    private final RouteGate route;
    private final ParamsGate params;
    private final UpstreamGate upstream;
    private final ConcurrencyLimit limit;
    private final Interceptors interceptors;
    private final ExchangeTracing tracing;
    private final Classifier classifier = new Classifier(JsonRpcVersion.V2_0, GATES, MessageStage.NONE);
    private final Map<String, RouteContract> contracts = new HashMap<>(); // the configured routes, by agent id
    private final RouteContract otherAgents;
    private final AtomicLong exchanges = new AtomicLong();

    public GatewayPipeline(GatewayConfig config, AgentRegistry registry, Authenticator authenticator, Upstream upstream,
            ExchangeListener listener, Interceptors interceptors, ExchangeTracing tracing) {
        this.parse = new ParseGate(config.maxBodyBytes());
        this.auth = new AuthGate(config, authenticator);
        this.route = new RouteGate(registry);
        this.params = new ParamsGate(new RequestTimeout(config.defaultTimeoutSeconds(), config.maxTimeoutSeconds()));
        this.limit = new ConcurrencyLimit(config.agentMaxConcurrency());
        this.interceptors = interceptors;
        this.upstream = new UpstreamGate(upstream, limit, listener, interceptors);
        this.tracing = tracing;
        config.routes().forEach((id, r) -> contracts.put(id, new RouteContract(r)));
        this.otherAgents = new RouteContract(config.routeFor(GatewayConfig.ANY_AGENT));
    }

    /** The calls in flight to {@code agentId} right now. */
    public int inFlight(String agentId) {
        return limit.inFlight(agentId);
    }

    /**
     * One request's facts as the server saw them: the agent id of its path, its {@code Content-Type}, its URL's raw
     * query string ({@code null} when it has none), its header fields and body.
     */
    public record Request(String rawAgentId, String contentType, String rawQuery, RequestHeaders headers, InputStream body) {
    }

    /** What handling one request came to. */
    sealed interface Handled {
    }

    /** An answer was decided: what to send, what the observers were told, and the trace behind it. */
    public record Decision(Answer answer, Exchange exchange, Trace trace) implements Handled {
    }

    /** The body is over {@code maxBodyBytes}: the server answers 413 (not an exchange: nothing of it was read). */
    public record BodyTooLarge() implements Handled {
    }

    /** The body could not be read; the server decides whether anybody is left to answer. */
    public record BodyUnreadable(Throwable cause) implements Handled {
    }

    /** Runs the gates; never throws for anything a client or agent sends. */
    public Handled handle(Request in) {
        long started = System.nanoTime();
        ExchangeSpan span = tracing.start(in.headers());
        GatewayCall call = new GatewayCall(this, in, exchanges.incrementAndGet(), started, span);
        Trace trace;
        switch (parse.read(in.contentType(), in.body())) {
            case ParseGate.Intake.TooLarge t -> {
                span.abandon();
                return new BodyTooLarge();
            }
            case ParseGate.Intake.Unreadable u -> {
                span.abandon();
                return new BodyUnreadable(u.cause());
            }
            case ParseGate.Intake.Refused r -> {
                call.refused(r.failure());
                trace = r.trace();
            }
            case ParseGate.Intake.Read r -> {
                call.read(r.body());
                trace = classify(r, call);
            }
        }
        Decision d = call.finish(trace);
        span.end(d.exchange(), d.trace(), call.executed());
        interceptors.afterReply(d.exchange(), d.trace());
        return d;
    }

    private Trace classify(ParseGate.Intake.Read read, GatewayCall call) {
        try {
            return classifier.classify(read.parse(), call, call);
        } catch (RuntimeException e) {
            call.refused(Failure.internal()); // a bug, never a client's doing: -32603, no trace of its own
            return new TraceRecorder(GATES).finish(null, true, null, List.of());
        }
    }

    // ---- the gates GatewayCall runs ---------------------------------------------------------------------------------

    Interceptors interceptors() {
        return interceptors;
    }

    AuthGate auth() {
        return auth;
    }

    RouteGate route() {
        return route;
    }

    ParamsGate params() {
        return params;
    }

    UpstreamGate upstream() {
        return upstream;
    }

    /** The contract of the route {@code agentId} is on (its own, else {@code "*"}'s), prepared once per route. */
    RouteContract contract(String agentId) {
        RouteContract own = contracts.get(agentId);
        return own != null ? own : otherAgents;
    }
}
