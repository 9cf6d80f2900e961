package dev.rpcgate.gateway;

import dev.rpcgate.a2a.A2aMethods;
import dev.rpcgate.a2a.MessageSendValidator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageKind;
import dev.rpcgate.gateway.upstream.Headers;
import dev.rpcgate.runtime.http.JsonContentType;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The gateway's gates for one {@code POST /a2a/{agentId}}, in DESIGN.md's order: PARSE (Content-Type, then the body),
 * ENVELOPE (the JSON-RPC envelope and the path's agent id), AUTH, ROUTE, DISPATCH, PARAMS, UPSTREAM. Each failure is
 * the first failed gate's code with the gateway's {@code error.data}. Independent of the HTTP server; thread-safe.
 */
final class GatewayPipeline {
    /** The gates the gateway runs, in order. */
    static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.AUTH, Gate.ROUTE, Gate.DISPATCH,
            Gate.PARAMS, Gate.UPSTREAM);

    private final GatewayConfig config;
    private final AgentRegistry registry;
    private final Authenticator authenticator;
    private final Upstream upstream;
    private final ConcurrencyLimit limit;
    private final JsonReader reader;
    private final ExchangeListener listener;
    private final Map<GatewayConfig.Route, MessageSendValidator> validators = new ConcurrentHashMap<>();
    private final AtomicLong exchanges = new AtomicLong();

    GatewayPipeline(GatewayConfig config, AgentRegistry registry, Authenticator authenticator, Upstream upstream,
            ExchangeListener listener) {
        this.config = config;
        this.registry = registry;
        this.authenticator = authenticator;
        this.upstream = upstream;
        this.limit = new ConcurrencyLimit(config.agentMaxConcurrency());
        this.reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(config.maxBodyBytes()));
        this.listener = listener;
    }

    ConcurrencyLimit limit() {
        return limit;
    }

    /** One request's facts as the server saw them. */
    record Request(String rawAgentId, String contentType, String authorization, InputStream body) {
    }

    /** What was decided, and what the listener is told. */
    record Decision(Answer answer, Exchange exchange, Trace trace) {
    }

    /** Runs the gates; never throws for anything a client or agent sends. */
    Decision handle(Request in) {
        long started = System.nanoTime();
        long exchangeId = exchanges.incrementAndGet();
        State s = new State(in.rawAgentId());
        try {
            run(in, s, started);
        } catch (BodyTooLarge | BodyUnreadable e) {
            throw e;
        } catch (RuntimeException e) {
            s.fail(Gate.UPSTREAM, Failure.internal(), List.of()); // the recorder may refuse; see fail()
        }
        return s.finish(exchangeId, started);
    }

    private void run(Request in, State s, long started) {
        // PARSE: the Content-Type first; with a wrong one the body is never read
        Optional<Finding> ct = JsonContentType.findProblem(in.contentType());
        if (ct.isPresent()) {
            s.fail(Gate.PARSE, Failure.request(ErrorCodes.PARSE_ERROR, "Parse error", "unsupported_content_type",
                    List.of(ct.get())), List.of(ct.get()));
            return;
        }
        byte[] body = readBody(in.body());
        s.request = body;
        JsonParse parse = reader.read(body);
        if (!parse.isValid()) {
            s.fail(Gate.PARSE, Failure.request(ErrorCodes.PARSE_ERROR, "Parse error", "parse_error",
                    parse.findings()), parse.findings());
            return;
        }
        s.recorder.passed(Gate.PARSE, List.of());
        JsonValue value = parse.value();

        // ENVELOPE: one JSON-RPC 2.0 request, and an agent id in the path
        if (value instanceof JsonArray) {
            Finding f = Finding.error("BatchNotSupported", "the gateway forwards one request per HTTP call; send the "
                    + "batch's requests one by one", "", null);
            s.fail(Gate.ENVELOPE, invalidRequest("invalid_request", f), List.of(f));
            return;
        }
        EnvelopeResult envelope = Envelope.check(value, JsonRpcVersion.V2_0, "");
        s.replyId = envelope.replyId();
        s.kind = envelope.kind();
        if (!envelope.isValid()) {
            s.fail(Gate.ENVELOPE, invalidRequest("invalid_request", envelope.findings()), envelope.findings());
            return;
        }
        if (envelope.kind() == MessageKind.RESPONSE) {
            Finding f = Finding.error("NotARequest", "the gateway takes requests; this is a response", "", null);
            s.fail(Gate.ENVELOPE, invalidRequest("invalid_request", f), List.of(f));
            return;
        }
        s.notification = envelope.kind() == MessageKind.NOTIFICATION;
        String method = envelope.message() instanceof Message.Call c ? c.method()
                : ((Message.Notification) envelope.message()).method();
        JsonValue params = envelope.message() instanceof Message.Call c ? c.params()
                : ((Message.Notification) envelope.message()).params();
        s.method = method;
        if (!AgentIds.isValid(in.rawAgentId())) {
            Finding f = Finding.error("InvalidAgentId", "the agent id in the path, " + AgentIds.quote(in.rawAgentId())
                    + ", is not 1 to " + AgentIds.MAX_LENGTH + " lower-case letters, digits and '-'", "", null);
            s.fail(Gate.ENVELOPE, Failure.request(ErrorCodes.INVALID_REQUEST, "invalid agent_id: "
                    + AgentIds.quote(in.rawAgentId()), "invalid_agent_id", List.of(f)), List.of(f));
            return;
        }
        String agentId = in.rawAgentId();
        s.agentId = agentId;
        s.recorder.passed(Gate.ENVELOPE, envelope.findings());

        // AUTH: only on protected routes
        GatewayConfig.Route route = config.routeFor(agentId);
        if (route.protect()) {
            AuthOutcome outcome = authenticator.authenticate(in.authorization());
            if (outcome instanceof AuthOutcome.Failed failed) {
                Finding f = Finding.error("AuthFailed", failed.message(), "", null);
                s.fail(Gate.AUTH, Failure.request(-32010, failed.message(), "auth_failed", List.of()), List.of(f));
                return;
            }
        }
        s.recorder.passed(Gate.AUTH, List.of());

        // ROUTE
        Optional<Agent> found = registry.find(agentId);
        if (found.isEmpty()) {
            s.fail(Gate.ROUTE, Failure.request(-32002, "agent not found: " + agentId, "agent_not_found", List.of()),
                    List.of(Finding.error("AgentNotFound", "no live agent is registered as " + agentId, "", null)));
            return;
        }
        Agent agent = found.get();
        s.recorder.passed(Gate.ROUTE, List.of());

        // DISPATCH
        if (!A2aMethods.isKnown(method)) {
            Finding f = Finding.error("MethodNotFound", "not an A2A v0.3.0 method: " + quote(method), "/method", null);
            s.fail(Gate.DISPATCH, Failure.request(ErrorCodes.METHOD_NOT_FOUND, "method not found: " + quote(method),
                    "method_not_found", List.of(f)), List.of(f));
            return;
        }
        s.recorder.passed(Gate.DISPATCH, List.of());

        // PARAMS
        List<Finding> findings = new ArrayList<>();
        long timeoutNanos = timeout(params, findings);
        if (findings.isEmpty() && route.params() == GatewayConfig.ParamsMode.STRICT
                && (method.equals(A2aMethods.MESSAGE_SEND) || method.equals(A2aMethods.MESSAGE_STREAM))) {
            MessageSendValidator v = validators.computeIfAbsent(route, r -> new MessageSendValidator(r.partPolicy()));
            for (Finding f : v.findings(params)) {
                if (f.isError() || findings.size() < Failure.MAX_FINDINGS) {
                    findings.add(f);
                }
            }
        }
        if (findings.stream().anyMatch(Finding::isError)) {
            List<Finding> errors = findings.stream().filter(Finding::isError).toList();
            s.fail(Gate.PARAMS, Failure.request(ErrorCodes.INVALID_PARAMS, "Invalid params", "invalid_params", errors),
                    findings);
            return;
        }
        s.recorder.passed(Gate.PARAMS, findings);

        // UPSTREAM, under the agent's concurrency limit
        if (!limit.tryAcquire(agentId)) {
            s.fail(Gate.UPSTREAM, Failure.transport(-32003, "server busy: concurrency limit reached", "server_busy"),
                    List.of());
            return;
        }
        s.upstream = true;
        boolean handedOver = false;
        safe(() -> listener.onUpstreamStart(agentId));
        try {
            long deadline = started + timeoutNanos;
            boolean notification = envelope.kind() == MessageKind.NOTIFICATION;
            if (method.equals(A2aMethods.MESSAGE_STREAM) || method.equals(A2aMethods.TASKS_RESUBSCRIBE)) {
                switch (upstream.openStream(agent, body, deadline, Headers.NONE)) {
                    case StreamOpen.Failed f -> s.fail(Gate.UPSTREAM, f.failure(), List.of());
                    case StreamOpen.Opened o when o.isEventStream() && !notification -> {
                        s.recorder.passed(Gate.UPSTREAM, List.of());
                        s.outcome = "agent_stream";
                        s.stream = new Answer.Stream(agent, s.replyId, o, () -> release(agentId));
                        handedOver = true;
                    }
                    case StreamOpen.Opened o -> upstreamOutcome(s, upstream.classify(agent, o,
                            notification ? null : s.replyId, deadline));
                }
                return;
            }
            upstreamOutcome(s, upstream.call(agent, body, notification ? null : s.replyId, deadline, Headers.NONE));
        } finally {
            if (!handedOver) {
                release(agentId);
            }
        }
    }

    private void release(String agentId) {
        limit.release(agentId);
        safe(() -> listener.onUpstreamEnd(agentId));
    }

    private void upstreamOutcome(State s, UpstreamResult outcome) {
        switch (outcome) {
            case UpstreamResult.Failed f -> s.fail(Gate.UPSTREAM, f.failure(), List.of());
            case UpstreamResult.Replied r -> {
                s.recorder.passed(Gate.UPSTREAM, List.of());
                s.passthrough = r.body();
                s.outcome = r.agentError() ? "agent_error" : "ok";
                s.agentCode = r.agentCode();
            }
        }
    }

    /**
     * The call's timeout in nanoseconds: {@code params.configuration.timeout} seconds (a positive number, clamped to
     * {@code maxTimeoutSeconds}) or {@code defaultTimeoutSeconds}; problems go to {@code findings}.
     */
    private long timeout(JsonValue params, List<Finding> findings) {
        long dflt = config.defaultTimeoutSeconds() * 1_000_000_000L;
        if (!(params instanceof JsonObject p)) {
            findings.add(Finding.error("ParamsNotObject", "params must be an object, got "
                    + (params == null ? "none" : params.typeName()), "/params", null));
            return dflt;
        }
        JsonValue configuration = p.find("configuration").orElse(null);
        if (configuration == null || configuration instanceof dev.rpcgate.core.json.JsonNull) {
            return dflt;
        }
        if (!(configuration instanceof JsonObject c)) {
            findings.add(Finding.error("InvalidConfiguration", "params.configuration must be an object, got "
                    + configuration.typeName(), "/params/configuration", null));
            return dflt;
        }
        JsonValue t = c.find("timeout").orElse(null);
        if (t == null) {
            return dflt;
        }
        BigDecimal seconds = t instanceof JsonNumber n ? n.findBigDecimal().orElse(null) : null;
        if (seconds == null || seconds.signum() <= 0) {
            findings.add(Finding.error("InvalidTimeout", "params.configuration.timeout must be a positive number of "
                    + "seconds, got " + describe(t), "/params/configuration/timeout", null));
            return dflt;
        }
        BigDecimal max = BigDecimal.valueOf(config.maxTimeoutSeconds());
        BigDecimal clamped = seconds.compareTo(max) > 0 ? max : seconds;
        long nanos = clamped.movePointRight(9).longValue();
        return Math.max(nanos, 1_000_000L); // at least 1 ms: a positive timeout never means "already expired"
    }

    private byte[] readBody(InputStream body) {
        try {
            byte[] bytes = body.readNBytes(config.maxBodyBytes() + 1);
            if (bytes.length > config.maxBodyBytes()) {
                throw new BodyTooLarge();
            }
            return bytes;
        } catch (java.io.IOException | RuntimeException e) {
            throw new BodyUnreadable(e); // the server decides: its own size limit, or a broken connection
        }
    }

    private static Failure invalidRequest(String reason, Finding f) {
        return invalidRequest(reason, List.of(f));
    }

    private static Failure invalidRequest(String reason, List<Finding> findings) {
        return Failure.request(ErrorCodes.INVALID_REQUEST, "Invalid Request", reason,
                findings.stream().filter(Finding::isError).toList());
    }

    private static String describe(JsonValue v) {
        String text = JsonWriter.write(v);
        return v.typeName() + " " + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
    }

    private static String quote(String s) {
        return JsonWriter.write(JsonString.of(s.length() > 64 ? s.substring(0, 64) + "..." : s));
    }

    private static void safe(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException ignored) {
            // a listener never breaks a reply
        }
    }

    /** The body is over {@code maxBodyBytes}: the server answers 413. */
    static final class BodyTooLarge extends RuntimeException {
        BodyTooLarge() {
            super("request body too large", null, false, false);
        }
    }

    /** The client's body could not be read (the connection broke): nobody is left to answer. */
    static final class BodyUnreadable extends RuntimeException {
        BodyUnreadable(Throwable cause) {
            super("request body unreadable", cause, false, false);
        }
    }

    /** One request's state as the gates run. */
    private final class State {
        final TraceRecorder recorder = new TraceRecorder(GATES);
        final String rawAgentId;
        String agentId;
        String method;
        Id replyId;
        MessageKind kind;
        byte[] request;
        Failure failure;
        byte[] passthrough;
        Integer agentCode;
        Answer.Stream stream;
        String outcome;
        boolean upstream;
        boolean notification;

        State(String rawAgentId) {
            this.rawAgentId = rawAgentId;
        }

        void fail(Gate gate, Failure f, List<Finding> findings) {
            failure = f;
            outcome = f.reason();
            if (!recorder.hasFailed()) {
                try {
                    recorder.failed(gate, findings, f.code());
                } catch (IllegalStateException e) {
                    // an unexpected failure after UPSTREAM passed: the reply still says -32603
                }
            }
        }

        Decision finish(long exchangeId, long started) {
            Trace trace = recorder.finish(kind, !notification, null, List.of());
            Answer answer;
            Integer code = null;
            byte[] reply = null;
            int status = 200;
            if (stream != null && failure == null) {
                answer = stream;
            } else if (notification) {
                answer = new Answer.NoContent(); // a notification is never answered, whatever its gates found
                status = 204;
                code = failure == null ? null : failure.code();
            } else if (failure != null) {
                String replyAgent = agentId != null ? agentId
                        : AgentIds.isValid(rawAgentId) ? rawAgentId : null;
                reply = JsonWriter.write(failure.reply(replyId == null ? Id.of(null) : replyId, replyAgent))
                        .getBytes(StandardCharsets.UTF_8);
                answer = new Answer.Json(200, reply);
                code = failure.code();
            } else {
                answer = new Answer.Json(200, passthrough);
                reply = passthrough;
                code = "agent_error".equals(outcome) ? agentCode : null;
            }
            Exchange e = new Exchange(exchangeId, agentId != null ? agentId
                    : AgentIds.isValid(rawAgentId) ? rawAgentId : null, method, code, outcome, System.nanoTime() - started,
                    request, reply, status, upstream);
            return new Decision(answer, e, trace);
        }
    }
}
