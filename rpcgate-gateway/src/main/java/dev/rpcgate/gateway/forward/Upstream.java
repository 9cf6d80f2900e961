package dev.rpcgate.gateway.forward;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.upstream.AgentClient;
import dev.rpcgate.gateway.upstream.CallFailure;
import dev.rpcgate.gateway.upstream.ClientLimits;
import dev.rpcgate.gateway.upstream.Headers;
import dev.rpcgate.gateway.upstream.Opening;
import dev.rpcgate.gateway.upstream.Reply;
import dev.rpcgate.gateway.upstream.ReplyBody;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The UPSTREAM gate: one call to an agent over rpcgate's own HTTP/1.1 client ({@link AgentClient}: the caller's
 * virtual thread, keep-alive pool per instance, redirects never followed) and the classification of what came back,
 * with the gateway's codes and messages ({@link GatewayError}). The deadline covers connecting, writing the request,
 * the headers and the body; the body is read only up to {@code agentMaxResponseBytes} and parsed once. A call about
 * a task the gateway knows goes to the instance holding it ({@link TaskAffinity}), learned from the successful
 * replies read here; others go round-robin. A refused connection is retried once on another instance, the only retry
 * across instances. Thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class Upstream implements AutoCloseable {
    private static final Headers CALL = Headers.of("Content-Type", "application/json", "Accept", "application/json");
    private static final Headers STREAM = Headers.of("Content-Type", "application/json",
            "Accept", "text/event-stream, application/json");

    private final AgentClient client;
    private final int maxResponseBytes;
    private final JsonReader replyReader;
    private final ScheduledExecutorService timer;
    private final Instances instances = new Instances();
    private final TaskAffinity affinity;

    Upstream(int maxResponseBytes) {
        this(maxResponseBytes, ClientLimits.DEFAULTS);
    }

    Upstream(int maxResponseBytes, ClientLimits limits) {
        this(maxResponseBytes, limits, TaskAffinity.forRegistry(null, GatewayConfig.A2aOptions.DEFAULT
                .taskAffinityTtlSeconds()));
    }

    /** An upstream whose calls about tasks follow {@code affinity}. */
    public Upstream(int maxResponseBytes, TaskAffinity affinity) {
        this(maxResponseBytes, ClientLimits.DEFAULTS, affinity);
    }

    Upstream(int maxResponseBytes, ClientLimits limits, TaskAffinity affinity) {
        this.affinity = affinity;
        this.maxResponseBytes = maxResponseBytes;
        this.replyReader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(maxResponseBytes));
        this.client = new AgentClient(limits);
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rpcgate-gateway-deadlines");
            t.setDaemon(true);
            return t;
        });
    }

    /** The deadline timer, shared with the stream relay. */
    public ScheduledExecutorService timer() {
        return timer;
    }

    /** Where tasks live; the stream relay teaches it from events ({@link TaskAffinity#events}). */
    public TaskAffinity affinity() {
        return affinity;
    }

    /** The client underneath (tests look at its pool). */
    AgentClient client() {
        return client;
    }

    /** {@link #call(Agent, TaskCall, String, byte[], Id, long, Headers)} for a call about no task, with no query. */
    UpstreamResult call(Agent agent, byte[] body, Id id, long deadlineNanos, Headers forwarded) {
        return call(agent, TaskCall.NONE, null, body, id, deadlineNanos, forwarded);
    }

    /**
     * Calls {@code agent} with {@code body} and the {@code forwarded} headers: at the instance holding the task
     * {@code task} names when it is known, else at one picked round-robin; a refused connection is retried once on
     * another instance. The client's {@code rawQuery} (or {@code null}) is added to the instance's URL. For a
     * notification ({@code id} is {@code null}) the reply is read and dropped.
     */
    public UpstreamResult call(Agent agent, TaskCall task, String rawQuery, byte[] body, Id id, long deadlineNanos,
            Headers forwarded) {
        URI at = instances.pick(agent, null, affinity.instanceFor(agent, task));
        Reply r = client.post(withQuery(at, rawQuery), CALL, forwarded, body, deadlineNanos, maxResponseBytes);
        if (r instanceof CallFailure.Unreachable) {
            instances.refused(at);
            URI second = instances.pick(agent, at);
            if (second != null) {
                at = second;
                r = client.post(withQuery(second, rawQuery), CALL, forwarded, body, deadlineNanos, maxResponseBytes);
                if (r instanceof CallFailure.Unreachable) {
                    instances.refused(second);
                }
            }
        }
        return switch (r) {
            case CallFailure f -> failed(failure(agent, f));
            case Reply.TooLarge t -> {
                instances.answered(at);
                UpstreamResult.Failed head = classifyHead(t.status(), t.headers());
                yield head != null ? head : failed(tooLarge().withStatus(t.status()));
            }
            case Reply.Complete c -> {
                instances.answered(at);
                UpstreamResult.Failed head = classifyHead(c.status(), c.headers());
                yield head != null ? head : classifyBody(c.status(), c.body(), id, agent, at, task);
            }
        };
    }

    /** {@link #openStream(Agent, TaskCall, String, byte[], long, Headers)} for a call about no task, no query. */
    StreamOpen openStream(Agent agent, byte[] body, long deadlineNanos, Headers forwarded) {
        return openStream(agent, TaskCall.NONE, null, body, deadlineNanos, forwarded);
    }

    /**
     * Opens a streaming call ({@code message/stream}) with the {@code forwarded} headers: the agent's answer with its
     * body unread, for the caller to relay or {@link #classify}, or a gateway error. Same instance choice and retry
     * as {@link #call}.
     */
    public StreamOpen openStream(Agent agent, TaskCall task, String rawQuery, byte[] body, long deadlineNanos,
            Headers forwarded) {
        URI at = instances.pick(agent, null, affinity.instanceFor(agent, task));
        Opening o = client.open(withQuery(at, rawQuery), STREAM, forwarded, body, deadlineNanos);
        if (o instanceof CallFailure.Unreachable) {
            instances.refused(at);
            URI second = instances.pick(agent, at);
            if (second != null) {
                at = second;
                o = client.open(withQuery(second, rawQuery), STREAM, forwarded, body, deadlineNanos);
                if (o instanceof CallFailure.Unreachable) {
                    instances.refused(second);
                }
            }
        }
        return switch (o) {
            case CallFailure f -> new StreamOpen.Failed(failure(agent, f));
            case Opening.Opened opened -> {
                instances.answered(at);
                yield new StreamOpen.Opened(at, opened.status(), opened.headers(), opened.body());
            }
        };
    }

    /** {@link #classify(Agent, TaskCall, StreamOpen.Opened, Id, long)} for a call about no task. */
    UpstreamResult classify(Agent agent, StreamOpen.Opened opened, Id id, long deadlineNanos) {
        return classify(agent, TaskCall.NONE, opened, id, deadlineNanos);
    }

    /**
     * Classifies a streaming call's answer that is not an event stream, reading its body under the deadline; always
     * closes the body.
     */
    public UpstreamResult classify(Agent agent, TaskCall task, StreamOpen.Opened opened, Id id, long deadlineNanos) {
        int status = opened.status();
        ReplyBody body = opened.body();
        UpstreamResult.Failed head = classifyHead(status, opened.headers());
        if (head != null) {
            body.close();
            return head;
        }
        body.deadline(deadlineNanos);
        return switch (body.readAll(maxResponseBytes)) {
            case CallFailure f -> failed(failure(agent, f));
            case Reply.TooLarge t -> failed(tooLarge().withStatus(status));
            case Reply.Complete c -> classifyBody(status, c.body(), id, agent, opened.instance(), task);
        };
    }

    /**
     * The instance's URL with the client's raw query string added (after the instance's own query, if it has one);
     * the instance itself when there is none. The query is passed on as sent: the server parsed it as a request
     * target, so it holds no space, CR or LF.
     */
    static URI withQuery(URI instance, String rawQuery) {
        if (rawQuery == null || rawQuery.isEmpty()) {
            return instance;
        }
        String base = instance.toString();
        int hash = base.indexOf('#');
        if (hash >= 0) {
            base = base.substring(0, hash);
        }
        return URI.create(base + (instance.getRawQuery() == null ? "?" : "&") + rawQuery);
    }

    /** The gateway error for a call that got no reply. */
    private static Failure failure(Agent agent, CallFailure f) {
        return switch (f) {
            case CallFailure.Unreachable u -> unreachable();
            case CallFailure.TimedOut t -> timeout(agent);
            case CallFailure.Broken b -> b.requestSent() ? connectionLost()
                    : Failure.of(GatewayError.AGENT_UNAVAILABLE, "connection lost");
            case CallFailure.Malformed m -> Failure.of(GatewayError.AGENT_MALFORMED_REPLY);
        };
    }

    /** The failure the status alone decides (redirect, 429, 502/503/504), else {@code null}. */
    private static UpstreamResult.Failed classifyHead(int status, Headers headers) {
        if (status >= 300 && status < 400) {
            return failed(Failure.of(GatewayError.AGENT_REDIRECTED, String.valueOf(status)).withStatus(status));
        }
        if (status == 429) {
            Failure f = Failure.of(GatewayError.AGENT_UNAVAILABLE, "429").withStatus(429);
            JsonValue after = retryAfter(headers.first("Retry-After"));
            return failed(after == null ? f : f.withRetryAfter(after));
        }
        if (status == 502 || status == 503 || status == 504) {
            return failed(Failure.of(GatewayError.AGENT_UNAVAILABLE, String.valueOf(status)).withStatus(status));
        }
        return null;
    }

    /**
     * The outcome of a body read whole (at most one byte past the limit) from {@code instance} of {@code agent}; a
     * successful reply teaches task affinity where the task it names lives.
     */
    private UpstreamResult classifyBody(int status, byte[] bytes, Id id, Agent agent, URI instance, TaskCall task) {
        if (bytes.length > maxResponseBytes) {
            return failed(tooLarge().withStatus(status));
        }
        if (id == null) {
            // a notification: nothing goes back
            return new UpstreamResult.Replied(bytes, status, false, null, instance, null);
        }
        Message reply = jsonRpcReply(bytes, id);
        boolean success = status >= 200 && status < 300;
        if (success && reply instanceof Message.Success s) {
            affinity.learnFromReply(agent, instance, task, s.result());
        }
        if (reply != null && (success || status >= 400 && status < 600)) {
            return new UpstreamResult.Replied(bytes, status, reply instanceof Message.Failure, errorCode(reply),
                    instance, reply instanceof Message.Success s ? s.result() : null);
        }
        if (success || status < 200 || status >= 600) {
            return failed(Failure.of(GatewayError.AGENT_INVALID_RESPONSE).executed(success).withStatus(status));
        }
        return failed(Failure.of(GatewayError.AGENT_HTTP_ERROR, String.valueOf(status)).withStatus(status));
    }

    /** An error reply's code when it fits an {@code int}, else {@code null}. */
    private static Integer errorCode(Message reply) {
        if (reply instanceof Message.Failure f && f.error() != null && f.error().code().findLong().isPresent()) {
            long c = f.error().code().findLong().getAsLong();
            return c >= Integer.MIN_VALUE && c <= Integer.MAX_VALUE ? (int) c : null;
        }
        return null;
    }

    /** The agent's reply when {@code bytes} is a JSON-RPC 2.0 response to {@code id}, else {@code null}. */
    Message jsonRpcReply(byte[] bytes, Id id) {
        JsonParse parse = replyReader.read(bytes);
        if (!parse.isValid()) {
            return null;
        }
        EnvelopeResult e = Envelope.check(parse.value(), JsonRpcVersion.V2_0, "");
        if (!e.isValid() || e.kind() != MessageKind.RESPONSE) {
            return null;
        }
        return switch (e.message()) {
            case Message.Success s -> s.id().equals(id) ? s : null;
            // an agent that could not read the id answers its error with id null; still the agent's answer
            case Message.Failure f -> f.id().equals(id) || !f.id().isPresentValue() ? f : null;
            default -> null;
        };
    }

    /** The timeout failure for {@code agent}. */
    public static Failure timeout(Agent agent) {
        return Failure.of(GatewayError.AGENT_TIMEOUT, agent.id());
    }

    private static Failure unreachable() {
        return Failure.of(GatewayError.AGENT_UNREACHABLE);
    }

    private static Failure connectionLost() {
        return Failure.of(GatewayError.AGENT_CONNECTION_LOST);
    }

    private static Failure tooLarge() {
        return Failure.of(GatewayError.AGENT_RESPONSE_TOO_LARGE);
    }

    private static JsonValue retryAfter(String v) {
        if (v == null || v.isBlank()) {
            return null;
        }
        v = v.strip();
        if (v.length() <= 10 && v.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return JsonNumber.parse(Long.toString(Long.parseLong(v)));
        }
        return JsonString.of(v.length() > 64 ? v.substring(0, 64) : v);
    }

    private static UpstreamResult.Failed failed(Failure f) {
        return new UpstreamResult.Failed(f);
    }

    public static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException | RuntimeException ignored) {
            // closing is best effort: the deadline has passed
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        client.close();
    }
}
