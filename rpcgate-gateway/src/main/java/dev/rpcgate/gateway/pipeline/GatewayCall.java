package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.DetectedVersion;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.EnvelopeRule;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.gateway.api.ApiBridge;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.api.GatewayGate;
import dev.rpcgate.gateway.api.InboundRequest;
import dev.rpcgate.gateway.api.UpstreamResponse;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.forward.UpstreamResult;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentIds;
import dev.rpcgate.gateway.telemetry.ExchangeSpan;
import dev.rpcgate.runtime.ParamsContract;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One request's way through the gateway's gates, as core's classifier runs them: this call is the classifier's
 * {@link EnvelopeRule} (the gateway's ENVELOPE conditions) and {@link MessageStage} (AUTH, ROUTE, DISPATCH, PARAMS,
 * UPSTREAM, each a gate of its own), and keeps what they established until {@link #finish} turns the trace into the
 * answer. Single use, on the request's thread.
 */
final class GatewayCall implements EnvelopeRule, MessageStage {
    private final GatewayPipeline gates;
    private final GatewayPipeline.Request in;
    private final long exchangeId;
    private final long started;
    private final ExchangeSpan span;

    private byte[] request;
    private Id replyId;
    private String method;
    private String agentId;
    private A2aVersion version;
    private String timeoutHeader;
    private Failure failure;
    private UpstreamGate.Forwarded forwarded;

    GatewayCall(GatewayPipeline gates, GatewayPipeline.Request in, long exchangeId, long started, ExchangeSpan span) {
        this.gates = gates;
        this.in = in;
        this.exchangeId = exchangeId;
        this.started = started;
        this.span = span;
        this.version = RequestVersion.profile(RequestVersion.declared(in.headers(), in.rawQuery()));
    }

    /** The body as read, before the classifier takes it. */
    void read(byte[] body) {
        this.request = body;
    }

    /** The request failed before classification (its {@code Content-Type}). */
    void refused(Failure f) {
        this.failure = f;
    }

    // ---- ENVELOPE: the gateway's conditions on top of JSON-RPC 2.0's ----------------------------------------------

    @Override
    public List<Finding> checkBatch(JsonArray batch) {
        return envelope(EnvelopeGate.batch(batch));
    }

    @Override
    public List<Finding> checkMessage(EnvelopeResult envelope) {
        replyId = envelope.replyId();
        method = EnvelopeGate.method(envelope.message());
        DetectedVersion detected = RequestVersion.detect(in.headers(), in.rawQuery(), method);
        version = RequestVersion.profile(detected);
        GateVerdict<String> v = EnvelopeGate.message(envelope, in.rawAgentId());
        if (!(v instanceof GateVerdict.Passed<String> p)) {
            return envelope(v);
        }
        GateVerdict<A2aVersion> declared = RequestVersion.check(detected);
        if (!(declared instanceof GateVerdict.Passed<A2aVersion> ok)) {
            return envelope(declared);
        }
        List<String> timeouts = in.headers().values(RequestTimeout.HEADER);
        Finding timeout = RequestTimeout.headerProblem(timeouts);
        if (timeout != null) {
            return envelope(GateVerdict.fail(Failure.of(GatewayError.INVALID_REQUEST, null, List.of(timeout))));
        }
        timeoutHeader = timeouts.isEmpty() ? null : timeouts.get(0);
        agentId = p.value();
        return ok.advisories();
    }

    private List<Finding> envelope(GateVerdict<?> v) {
        if (v instanceof GateVerdict.Failed<?> f) {
            failure = f.failure();
            return f.findings();
        }
        return List.of();
    }

    // ---- AUTH, ROUTE, DISPATCH, PARAMS, UPSTREAM ------------------------------------------------------------------

    @Override
    public JsonValue run(Message message, TraceRecorder r) {
        Id id = message instanceof Message.Call c ? c.id() : Id.ABSENT;
        JsonValue params = message instanceof Message.Call c ? c.params() : ((Message.Notification) message).params();
        Gate at = GatewayGate.AUTH;
        try {
            Interceptors.Refused refused = gates.interceptors().beforeRouting(
                    new InboundRequest(agentId, method, id, in.headers()));
            record(r, at, refusedAt(refused, at) ? refused.verdict() : gates.auth().check(agentId, in.headers()));
            if (r.hasFailed()) {
                return null;
            }
            at = GatewayGate.ROUTE;
            Agent agent = record(r, at, refusedAt(refused, at) ? refused.verdict() : gates.route().find(agentId));
            if (r.hasFailed()) {
                return null;
            }
            at = Gate.DISPATCH;
            ParamsContract contract = record(r, at, refusedAt(refused, at) ? refused.verdict()
                    : DispatchGate.check(gates.contract(agentId), version, method));
            if (r.hasFailed()) {
                return null;
            }
            at = Gate.PARAMS;
            Long timeout = record(r, at, refusedAt(refused, at) ? refused.verdict()
                    : gates.params().check(contract, version, method, params, timeoutHeader));
            if (r.hasFailed()) {
                return null;
            }
            at = GatewayGate.UPSTREAM;
            if (refusedAt(refused, at)) {
                record(r, at, refused.verdict());
                return null;
            }
            forwarded = gates.upstream().forward(new UpstreamGate.Call(agent, version, method, id, request,
                    in.rawQuery(), params, started + timeout, span, in.headers()));
            record(r, at, checkedResult(gates.contract(agentId), forwarded));
        } catch (RuntimeException e) {
            internal(r, at, e);
        }
        return null; // the reply is the gateway's to write: an error from the table, or the agent's bytes
    }

    /**
     * UPSTREAM's verdict, with a strict route's check of the agent's result: a v1.0 success result that does not fit
     * its method fails with -32006 and the findings (paths relative to the result).
     */
    private GateVerdict<UpstreamGate.Forwarded> checkedResult(RouteContract route, UpstreamGate.Forwarded f) {
        UpstreamResult.Replied replied = ApiBridge.replied(f.response());
        if (!route.checksResults(version) || replied == null || replied.agentError() || !f.response().isAgentAnswer()
                || f.stream() != null) {
            return f.verdict();
        }
        List<Finding> errors = route.resultErrors(version, method, replied.result());
        if (errors.isEmpty()) {
            return f.verdict();
        }
        return GateVerdict.fail(Failure.of(GatewayError.AGENT_INVALID_RESULT, null, errors).withStatus(
                replied.status()));
    }

    private static boolean refusedAt(Interceptors.Refused refused, Gate gate) {
        return refused != null && refused.gate() == gate;
    }

    /** Records the verdict at {@code gate}; the value a pass established, {@code null} after a failure. */
    private <T> T record(TraceRecorder r, Gate gate, GateVerdict<T> verdict) {
        return switch (verdict) {
            case GateVerdict.Passed<T> p -> {
                r.passed(gate, p.advisories());
                yield p.value();
            }
            case GateVerdict.Failed<T> f -> {
                failure = f.failure();
                r.failed(gate, f.findings(), f.failure().code(version));
                yield null;
            }
        };
    }

    /** An unexpected failure at {@code gate}: -32603, recorded there unless the gate already was. */
    private void internal(TraceRecorder r, Gate gate, RuntimeException e) {
        failure = Failure.internal();
        if (!r.hasFailed()) {
            try {
                r.failed(gate, List.of(Finding.error(GatewayCode.INTERNAL_ERROR, "the gateway failed at " + gate + " ("
                        + e.getClass().getSimpleName() + ")", "", null)), failure.code(version));
            } catch (IllegalStateException passedAlready) {
                // the gate had passed before the failure: the trace keeps that, the reply still says -32603
            }
        }
    }

    // ---- the answer ------------------------------------------------------------------------------------------------

    /** Whether the agent ran the call, as far as the gateway can tell. */
    boolean executed() {
        return failure != null ? failure.executed() : forwarded != null && forwarded.called();
    }

    /**
     * The answer the trace decides: 204 for a notification owed no reply (whatever its gates found), the agent's
     * stream or reply, else the gateway's error from the table. HTTP owes every other request a body, a response
     * included, although JSON-RPC owes a response none.
     */
    GatewayPipeline.Decision finish(Trace classified) {
        if (failure == null && classified.failedGate() != null) {
            failure = failureOf(classified);
        } else if (failure == null && forwarded == null) {
            failure = Failure.internal(); // every gate passed, yet nothing was forwarded: never answer "ok" for that
        }
        String knownAgent = agentId != null ? agentId : AgentIds.isValid(in.rawAgentId()) ? in.rawAgentId() : null;
        if (failure != null && forwarded != null && forwarded.stream() != null) {
            forwarded.stream().opened().close(); // opened, then a failure: the stream is never relayed
            forwarded.stream().release().run();
        }
        UpstreamResponse answered = forwarded == null ? null : forwarded.response();
        boolean called = forwarded != null && forwarded.called();
        boolean silent = classified.kind() == MessageKind.NOTIFICATION && !classified.replyDue();
        Answer answer;
        byte[] reply = null;
        Trace trace = classified;
        if (failure == null && forwarded.stream() != null) { // the relay answers
            answer = forwarded.stream();
        } else if (silent) {
            answer = new Answer.NoContent();
        } else if (failure != null) {
            JsonObject error = failure.reply(replyId == null ? Id.of(null) : replyId, knownAgent, version);
            reply = JsonWriter.write(error).getBytes(StandardCharsets.UTF_8);
            answer = new Answer.Json(200, reply);
            trace = withReply(classified, error, failure.code(version));
        } else {
            reply = ApiBridge.replied(answered).body();
            answer = new Answer.Json(200, reply);
        }
        Integer code = failure != null ? Integer.valueOf(failure.code(version)) : answered.findCode().orElse(null);
        String outcome = failure != null ? failure.reason() : answered.outcome();
        Exchange e = new Exchange(exchangeId, knownAgent, method, code, outcome, System.nanoTime() - started,
                request, reply, silent ? 204 : 200, called);
        return new GatewayPipeline.Decision(answer, e, trace);
    }

    /** The gateway's error for a gate the classifier failed on its own (a body that is not JSON). */
    private static Failure failureOf(Trace t) {
        List<Finding> findings = t.gates().stream().filter(g -> g.gate() == t.failedGate())
                .map(GateOutcome::findings).findFirst().orElse(List.of());
        if (t.failedGate() == Gate.PARSE) {
            return ParseGate.failure(findings);
        }
        if (t.failedGate() == Gate.ENVELOPE) {
            List<Finding> errors = new ArrayList<>();
            for (Finding f : findings) {
                if (f.isError()) {
                    errors.add(f);
                }
            }
            return Failure.of(GatewayError.INVALID_REQUEST, null, errors);
        }
        return Failure.internal();
    }

    /**
     * The trace with the gateway's own reply, when one is due, and its code (the gateway's code for a gate the
     * classifier failed, such as -32009 at ENVELOPE).
     */
    private static Trace withReply(Trace t, JsonObject reply, int code) {
        return !t.replyDue() ? t : new Trace(t.kind(), t.gates(), t.failedGate(), t.failedGate() == null ? t.code()
                : Integer.valueOf(code), true, reply, t.index(), t.entries());
    }
}
