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

    private final HttpClient http;
    private final int maxResponseBytes;
    private final JsonReader replyReader;
    private final ScheduledExecutorService timer;
    private final Instances instances = new Instances();
    private final HttpResponse.BodyHandler<byte[]> replyHandler;

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

    /** What the call gave: the agent's reply to pass through byte for byte, or a gateway error. */
    sealed interface Outcome {
        /**
         * A JSON-RPC reply from the agent, sent to the client unchanged; {@code agentCode} is its error code when it
         * is an error reply with an {@code int} code, read from the parse that recognised the reply.
         */
        record Reply(byte[] body, int status, boolean agentError, Integer agentCode) implements Outcome {
        }

        /** A gateway error. */
        record Failed(Failure failure) implements Outcome {
        }
    }

    /**
     * Calls {@code agent} with {@code body}, an instance picked round-robin; a refused connection is retried once on
     * another instance. For a notification ({@code id} is {@code null}) the reply is read and dropped.
     */
    Outcome call(Agent agent, byte[] body, Id id, long deadlineNanos) {
        URI first = instances.pick(agent, null);
        Attempt<byte[]> a = send(first, body, deadlineNanos, "application/json", replyHandler);
        if (a instanceof Attempt.Unreachable) {
            instances.refused(first);
            URI second = instances.pick(agent, first);
            if (second != null) {
                a = send(second, body, deadlineNanos, "application/json", replyHandler);
                if (a instanceof Attempt.Unreachable) {
                    instances.refused(second);
                }
            }
        }
        return switch (a) {
            case Attempt.Unreachable<byte[]> u -> new Outcome.Failed(
                    Failure.transport(-32003, "agent unreachable", "agent_unreachable"));
            case Attempt.Failed<byte[]> f -> new Outcome.Failed(f.failure() == null ? timeout(agent) : f.failure());
            case Attempt.Answered<byte[]> r -> {
                instances.answered(r.instance());
                HttpResponse<byte[]> response = r.response();
                Outcome head = classifyHead(response);
                yield head != null ? head : response.body() == null ? failed(tooLarge().withStatus(response.statusCode()))
                        : classifyBody(response.statusCode(), response.body(), id);
            }
        };
    }

    /**
     * Opens a streaming call ({@code message/stream}): the response is returned unread for the caller to relay, or a
     * gateway error. Same instance choice and retry as {@link #call}.
     */
    Object openStream(Agent agent, byte[] body, long deadlineNanos) {
        URI first = instances.pick(agent, null);
        HttpResponse.BodyHandler<InputStream> streamed = HttpResponse.BodyHandlers.ofInputStream();
        Attempt<InputStream> a = send(first, body, deadlineNanos, "text/event-stream, application/json", streamed);
        if (a instanceof Attempt.Unreachable) {
            instances.refused(first);
            URI second = instances.pick(agent, first);
            if (second != null) {
                a = send(second, body, deadlineNanos, "text/event-stream, application/json", streamed);
            }
        }
        return switch (a) {
            case Attempt.Unreachable<InputStream> u -> Failure.transport(-32003, "agent unreachable",
                    "agent_unreachable");
            case Attempt.Failed<InputStream> f -> f.failure() == null ? timeout(agent) : f.failure();
            case Attempt.Answered<InputStream> r -> {
                instances.answered(r.instance());
                yield r.response();
            }
        };
    }

    /**
     * Classifies a response whose headers arrived and whose body is still to be read (a stream call answered
     * without a stream); always closes its body.
     */
    Outcome classify(Agent agent, HttpResponse<InputStream> response, Id id, long deadlineNanos) {
        int status = response.statusCode();
        try (InputStream in = response.body()) {
            Outcome head = classifyHead(response);
            if (head != null) {
                return head;
            }
            if (response.headers().firstValueAsLong("Content-Length").orElse(-1) > maxResponseBytes) {
                return failed(tooLarge().withStatus(status));
            }
            Body b = readBounded(in, deadlineNanos);
            if (b.timedOut()) {
                return failed(timeout(agent));
            }
            if (b.bytes() == null) {
                return failed(Failure.transport(-32003, "agent unavailable: connection lost", "agent_unavailable")
                        .withMayHaveExecuted());
            }
            return classifyBody(status, b.bytes(), id);
        } catch (IOException e) {
            return failed(Failure.transport(-32003, "agent unavailable: connection lost", "agent_unavailable")
                    .withMayHaveExecuted());
        }
    }

    /** The outcome the status alone decides (redirect, 429, 502/503/504), else {@code null}. */
    private static Outcome classifyHead(HttpResponse<?> response) {
        int status = response.statusCode();
        if (status >= 300 && status < 400) {
            return failed(Failure.request(-32004, "agent invalid response: HTTP " + status
                    + " redirect (not followed)", "agent_invalid_response", java.util.List.of()).withStatus(status));
        }
        if (status == 429) {
            Failure f = Failure.transport(-32003, "agent unavailable: 429", "agent_unavailable").withStatus(429);
            JsonValue after = retryAfter(response);
            return failed(after == null ? f : f.withRetryAfter(after));
        }
        if (status == 502 || status == 503 || status == 504) {
            return failed(Failure.transport(-32003, "agent unavailable: " + status, "agent_unavailable")
                    .withStatus(status));
        }
        return null;
    }

    /** The outcome of a body read whole (at most one byte past the limit). */
    private Outcome classifyBody(int status, byte[] bytes, Id id) {
        if (bytes.length > maxResponseBytes) {
            return failed(tooLarge().withStatus(status));
        }
        if (id == null) {
            return new Outcome.Reply(bytes, status, false, null); // a notification: nothing goes back
        }
        Message reply = jsonRpcReply(bytes, id);
        boolean success = status >= 200 && status < 300;
        if (reply != null && (success || status >= 400 && status < 600)) {
            return new Outcome.Reply(bytes, status, reply instanceof Message.Failure, errorCode(reply));
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

    /** The body up to one byte past the limit, under the deadline: {@code bytes} null when the connection broke. */
    record Body(byte[] bytes, boolean timedOut) {
    }

    Body readBounded(InputStream in, long deadlineNanos) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            return new Body(null, true);
        }
        AtomicBoolean expired = new AtomicBoolean();
        ScheduledFuture<?> dog = timer.schedule(() -> {
            expired.set(true);
            closeQuietly(in);
        }, left, TimeUnit.NANOSECONDS);
        try {
            byte[] bytes = in.readNBytes(maxResponseBytes + 1);
            return expired.get() ? new Body(null, true) : new Body(bytes, false);
        } catch (IOException e) {
            return new Body(null, expired.get());
        } finally {
            dog.cancel(false);
        }
    }

    private <T> Attempt<T> send(URI instance, byte[] body, long deadlineNanos, String accept,
                                HttpResponse.BodyHandler<T> handler) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            return new Attempt.Failed<>(null);
        }
        HttpRequest request = HttpRequest.newBuilder(instance)
                .timeout(Duration.ofNanos(left))
                .header("Content-Type", "application/json")
                .header("Accept", accept)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        CompletableFuture<HttpResponse<T>> f = http.sendAsync(request, handler);
        try {
            return new Attempt.Answered<>(instance, f.get(left, TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            f.cancel(true);
            return new Attempt.Failed<>(null);
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
                return new Attempt.Failed<>(null);
            }
        }
        if (t instanceof IOException) {
            return new Attempt.Failed<>(Failure.transport(-32003, "agent unavailable: connection lost",
                    "agent_unavailable").withMayHaveExecuted());
        }
        return new Attempt.Failed<>(Failure.internal());
    }

    /** The timeout failure for {@code agent}. */
    static Failure timeout(Agent agent) {
        return Failure.transport(-32001, "agent timeout: " + agent.id(), "agent_timeout").withMayHaveExecuted();
    }

    private static Failure tooLarge() {
        return Failure.transport(-32003, "agent response too large", "agent_response_too_large").withMayHaveExecuted();
    }

    private static JsonValue retryAfter(HttpResponse<?> response) {
        String v = response.headers().firstValue("Retry-After").orElse(null);
        if (v == null || v.isBlank()) {
            return null;
        }
        v = v.strip();
        if (v.length() <= 10 && v.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return JsonNumber.parse(Long.toString(Long.parseLong(v)));
        }
        return JsonString.of(v.length() > 64 ? v.substring(0, 64) : v);
    }

    private static Outcome failed(Failure f) {
        return new Outcome.Failed(f);
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

    /** One send to one instance. {@code Failed(null)} means the deadline passed. */
    private sealed interface Attempt<T> {
        record Answered<T>(URI instance, HttpResponse<T> response) implements Attempt<T> {
        }

        record Unreachable<T>() implements Attempt<T> {
        }

        record Failed<T>(Failure failure) implements Attempt<T> {
        }
    }
}
