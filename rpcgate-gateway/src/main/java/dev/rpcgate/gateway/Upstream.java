package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageKind;
import dev.rpcgate.gateway.upstream.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The UPSTREAM gate: one call to an agent over the JDK's HTTP client (HTTP/1.1, keep-alive, redirects never followed)
 * and the classification of what came back, with the reference's codes and messages. The deadline covers connecting,
 * the headers and the body; the body is read only up to {@code agentMaxResponseBytes}. Thread-safe.
 */
final class Upstream implements AutoCloseable {
    /** How long connecting to an instance may take at most (the call's deadline may cut it shorter). */
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    private static final String STREAM_ACCEPT = "text/event-stream, application/json";

    private final HttpClient http;
    private final int maxResponseBytes;
    private final JsonReader replyReader;
    private final ScheduledExecutorService timer;
    private final Instances instances = new Instances();
    private final HttpResponse.BodyHandler<BoundedReply.Body> replyHandler;

    Upstream(int maxResponseBytes) {
        this.maxResponseBytes = maxResponseBytes;
        this.replyReader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(maxResponseBytes));
        this.replyHandler = BoundedReply.handler(maxResponseBytes);
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(CONNECT_TIMEOUT)
                .executor(Executors.newVirtualThreadPerTaskExecutor())
                .build();
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rpcgate-gateway-deadlines");
            t.setDaemon(true);
            return t;
        });
    }

    /** The deadline timer, shared with the stream relay. */
    ScheduledExecutorService timer() {
        return timer;
    }

    /**
     * Calls {@code agent} with {@code body} and the {@code forwarded} headers, an instance picked round-robin; a
     * refused connection is retried once on another instance. For a notification ({@code id} is {@code null}) the
     * reply is read and dropped.
     */
    UpstreamResult call(Agent agent, byte[] body, Id id, long deadlineNanos, Headers forwarded) {
        URI first = instances.pick(agent, null);
        Attempt<BoundedReply.Body> a = send(first, body, deadlineNanos, "application/json", forwarded, replyHandler);
        if (a instanceof Attempt.Unreachable) {
            instances.refused(first);
            URI second = instances.pick(agent, first);
            if (second != null) {
                a = send(second, body, deadlineNanos, "application/json", forwarded, replyHandler);
                if (a instanceof Attempt.Unreachable) {
                    instances.refused(second);
                }
            }
        }
        return switch (a) {
            case Attempt.Unreachable<BoundedReply.Body> u -> failed(unreachable());
            case Attempt.TimedOut<BoundedReply.Body> t -> failed(timeout(agent));
            case Attempt.Failed<BoundedReply.Body> f -> failed(f.failure());
            case Attempt.Answered<BoundedReply.Body> r -> {
                instances.answered(r.instance());
                HttpResponse<BoundedReply.Body> response = r.response();
                int status = response.statusCode();
                UpstreamResult.Failed head = classifyHead(status, response.headers().firstValue("Retry-After")
                        .orElse(null));
                if (head != null) {
                    yield head;
                }
                yield switch (response.body()) {
                    case BoundedReply.Body.DeclaredTooLarge d -> failed(tooLarge().withStatus(status));
                    case BoundedReply.Body.Read read -> classifyBody(status, read.bytes(), id, r.instance());
                };
            }
        };
    }

    /**
     * Opens a streaming call ({@code message/stream}) with the {@code forwarded} headers: the agent's answer with its
     * body unread, for the caller to relay or {@link #classify}, or a gateway error. Same instance choice and retry
     * as {@link #call}.
     */
    StreamOpen openStream(Agent agent, byte[] body, long deadlineNanos, Headers forwarded) {
        URI first = instances.pick(agent, null);
        HttpResponse.BodyHandler<InputStream> streamed = HttpResponse.BodyHandlers.ofInputStream();
        Attempt<InputStream> a = send(first, body, deadlineNanos, STREAM_ACCEPT, forwarded, streamed);
        if (a instanceof Attempt.Unreachable) {
            instances.refused(first);
            URI second = instances.pick(agent, first);
            if (second != null) {
                a = send(second, body, deadlineNanos, STREAM_ACCEPT, forwarded, streamed);
            }
        }
        return switch (a) {
            case Attempt.Unreachable<InputStream> u -> new StreamOpen.Failed(unreachable());
            case Attempt.TimedOut<InputStream> t -> new StreamOpen.Failed(timeout(agent));
            case Attempt.Failed<InputStream> f -> new StreamOpen.Failed(f.failure());
            case Attempt.Answered<InputStream> r -> {
                instances.answered(r.instance());
                yield new StreamOpen.Opened(r.instance(), r.response().statusCode(), headersOf(r.response()),
                        r.response().body());
            }
        };
    }

    /**
     * Classifies a streaming call's answer that is not an event stream, reading its body under the deadline; always
     * closes the body.
     */
    UpstreamResult classify(Agent agent, StreamOpen.Opened opened, Id id, long deadlineNanos) {
        int status = opened.status();
        try (InputStream in = opened.body()) {
            UpstreamResult.Failed head = classifyHead(status, opened.headers().first("Retry-After"));
            if (head != null) {
                return head;
            }
            if (declaredLength(opened.headers()) > maxResponseBytes) {
                return failed(tooLarge().withStatus(status));
            }
            return switch (readBounded(in, deadlineNanos)) {
                case Body.TimedOut t -> failed(timeout(agent));
                case Body.Broken b -> failed(connectionLost());
                case Body.Read r -> classifyBody(status, r.bytes(), id, opened.instance());
            };
        } catch (IOException e) {
            return failed(connectionLost());
        }
    }

    private static long declaredLength(Headers headers) {
        String v = headers.first("Content-Length");
        if (v == null) {
            return -1;
        }
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static Headers headersOf(HttpResponse<?> response) {
        Headers h = Headers.NONE;
        for (var e : response.headers().map().entrySet()) {
            for (String v : e.getValue()) {
                if (Headers.isValid(e.getKey(), v)) {
                    h = h.with(e.getKey(), v);
                }
            }
        }
        return h;
    }

    /** The failure the status alone decides (redirect, 429, 502/503/504), else {@code null}. */
    private static UpstreamResult.Failed classifyHead(int status, String retryAfterHeader) {
        if (status >= 300 && status < 400) {
            return failed(Failure.request(-32004, "agent invalid response: HTTP " + status
                    + " redirect (not followed)", "agent_invalid_response", java.util.List.of()).withStatus(status));
        }
        if (status == 429) {
            Failure f = Failure.transport(-32003, "agent unavailable: 429", "agent_unavailable").withStatus(429);
            JsonValue after = retryAfter(retryAfterHeader);
            return failed(after == null ? f : f.withRetryAfter(after));
        }
        if (status == 502 || status == 503 || status == 504) {
            return failed(Failure.transport(-32003, "agent unavailable: " + status, "agent_unavailable")
                    .withStatus(status));
        }
        return null;
    }

    /** The outcome of a body read whole (at most one byte past the limit). */
    private UpstreamResult classifyBody(int status, byte[] bytes, Id id, URI instance) {
        if (bytes.length > maxResponseBytes) {
            return failed(tooLarge().withStatus(status));
        }
        if (id == null) {
            return new UpstreamResult.Replied(bytes, status, false, null, instance); // a notification: nothing goes back
        }
        Message reply = jsonRpcReply(bytes, id);
        boolean success = status >= 200 && status < 300;
        if (reply != null && (success || status >= 400 && status < 600)) {
            return new UpstreamResult.Replied(bytes, status, reply instanceof Message.Failure, errorCode(reply),
                    instance);
        }
        if (success || status < 200 || status >= 600) {
            return failed(Failure.request(-32004, "agent invalid response: not a JSON-RPC reply",
                    "agent_invalid_response", java.util.List.of()).executed(success).withStatus(status));
        }
        return failed(Failure.request(ErrorCodes.INTERNAL_ERROR, "agent error: HTTP " + status,
                "agent_http_error", java.util.List.of()).executed(true).withStatus(status));
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

    /** A body read up to one byte past the limit, under the deadline. */
    sealed interface Body {
        /** The bytes read (at most the limit plus one). */
        record Read(byte[] bytes) implements Body {
        }

        /** The deadline passed first. */
        record TimedOut() implements Body {
        }

        /** The connection broke. */
        record Broken() implements Body {
        }
    }

    Body readBounded(InputStream in, long deadlineNanos) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            return new Body.TimedOut();
        }
        AtomicBoolean expired = new AtomicBoolean();
        ScheduledFuture<?> dog = timer.schedule(() -> {
            expired.set(true);
            closeQuietly(in);
        }, left, TimeUnit.NANOSECONDS);
        try {
            byte[] bytes = in.readNBytes(maxResponseBytes + 1);
            return expired.get() ? new Body.TimedOut() : new Body.Read(bytes);
        } catch (IOException e) {
            return expired.get() ? new Body.TimedOut() : new Body.Broken();
        } finally {
            dog.cancel(false);
        }
    }

    private <T> Attempt<T> send(URI instance, byte[] body, long deadlineNanos, String accept, Headers forwarded,
                                HttpResponse.BodyHandler<T> handler) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            return new Attempt.TimedOut<>();
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(instance)
                .timeout(Duration.ofNanos(left))
                .header("Content-Type", "application/json")
                .header("Accept", accept)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        for (int i = 0; i < forwarded.size(); i++) {
            request.header(forwarded.name(i), forwarded.value(i));
        }
        CompletableFuture<HttpResponse<T>> f = http.sendAsync(request.build(), handler);
        try {
            return new Attempt.Answered<>(instance, f.get(left, TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            f.cancel(true);
            return new Attempt.TimedOut<>();
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            return new Attempt.Failed<>(Failure.internal());
        } catch (ExecutionException e) {
            return fromException(e.getCause());
        }
    }

    private static <T> Attempt<T> fromException(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof HttpConnectTimeoutException || c instanceof ConnectException
                    || c instanceof UnresolvedAddressException || c instanceof java.net.UnknownHostException) {
                return new Attempt.Unreachable<>();
            }
        }
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof HttpTimeoutException) {
                return new Attempt.TimedOut<>();
            }
        }
        if (t instanceof IOException) {
            return new Attempt.Failed<>(connectionLost());
        }
        return new Attempt.Failed<>(Failure.internal());
    }

    /** The timeout failure for {@code agent}. */
    static Failure timeout(Agent agent) {
        return Failure.transport(-32001, "agent timeout: " + agent.id(), "agent_timeout").withMayHaveExecuted();
    }

    private static Failure unreachable() {
        return Failure.transport(-32003, "agent unreachable", "agent_unreachable");
    }

    private static Failure connectionLost() {
        return Failure.transport(-32003, "agent unavailable: connection lost", "agent_unavailable")
                .withMayHaveExecuted();
    }

    private static Failure tooLarge() {
        return Failure.transport(-32003, "agent response too large", "agent_response_too_large").withMayHaveExecuted();
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

    static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException | RuntimeException ignored) {
            // closing is best effort: the deadline has passed
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        http.close();
    }

    /** One send to one instance. */
    private sealed interface Attempt<T> {
        record Answered<T>(URI instance, HttpResponse<T> response) implements Attempt<T> {
        }

        /** The connection could not be opened: the agent never saw the call. */
        record Unreachable<T>() implements Attempt<T> {
        }

        /** The deadline passed. */
        record TimedOut<T>() implements Attempt<T> {
        }

        record Failed<T>(Failure failure) implements Attempt<T> {
        }
    }
}
