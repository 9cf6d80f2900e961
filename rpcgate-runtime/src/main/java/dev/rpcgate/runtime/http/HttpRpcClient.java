package dev.rpcgate.runtime.http;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.runtime.RpcClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * An {@link RpcClient} over HTTP: each call is one POST to the endpoint on a kept-alive connection
 * ({@link java.net.http.HttpClient}), its reply read with core's strict reader and accepted only for the call's exact
 * id. Futures fail with {@link dev.rpcgate.runtime.RpcException} for a JSON-RPC error reply (code, message, data as
 * sent), {@link TimeoutException} when the call's timeout passes (the HTTP exchange is then abandoned), an
 * {@link HttpReplyException} when the answer is not an acceptable reply (a status other than 200, a wrong id, ...),
 * or another {@link IOException} when the server cannot be reached. Ids are fresh numbers. Thread-safe.
 *
 * <p>A notification expects 204 (202 is accepted too, as MCP servers send it). A 200 to a notification is the
 * server's protocol error, not the caller's: the notification was delivered, so it is reported to the problem
 * listener and counted ({@link #problems()}), not thrown. Any other status is thrown.
 */
public final class HttpRpcClient implements RpcClient, AutoCloseable {
    /** How long {@link #notify(String, JsonValue)} waits for the server's answer by default. */
    public static final Duration DEFAULT_NOTIFY_TIMEOUT = Duration.ofSeconds(30);

    private static final Duration CLOSE_GRACE = Duration.ofSeconds(2);

    private final URI endpoint;
    private final HttpClient http;
    private final boolean ownsHttp;
    private final int maxReplyBytes;
    private final ReplyReader replies;
    private final Duration notifyTimeout;
    private final Consumer<HttpReplyException> problemListener;
    private final AtomicLong nextId = new AtomicLong(1);
    private final LongAdder problems = new LongAdder();

    /** A client of {@code endpoint} with the defaults: its own HTTP/1.1 client, 16 MiB replies. */
    public HttpRpcClient(URI endpoint) {
        this(builder(endpoint));
    }

    private HttpRpcClient(Builder b) {
        this.endpoint = b.endpoint;
        this.ownsHttp = b.http == null;
        this.http = ownsHttp ? HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build() : b.http;
        this.maxReplyBytes = b.limits.maxBytes();
        this.replies = new ReplyReader(JsonReader.withLimits(b.limits));
        this.notifyTimeout = b.notifyTimeout;
        this.problemListener = b.problemListener;
    }

    /** Starts configuring a client of {@code endpoint}. */
    public static Builder builder(URI endpoint) {
        return new Builder(endpoint);
    }

    /** The endpoint calls are posted to. */
    public URI endpoint() {
        return endpoint;
    }

    /** How many protocol problems were reported without failing a call (replies to notifications). */
    public long problems() {
        return problems.sum();
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when {@code params} is neither an array, an object nor {@code null}
     */
    @Override
    public CompletableFuture<JsonValue> call(String method, JsonValue params, Duration timeout) {
        Id id = Id.of(JsonNumber.of(nextId.getAndIncrement()));
        JsonObject.Builder message = JsonObject.builder().put("jsonrpc", "2.0").put("id", id.toJson());
        CompletableFuture<HttpResponse<byte[]>> exchange = send(request(message, method, params));
        CompletableFuture<JsonValue> result = new CompletableFuture<>();
        exchange.whenComplete((response, failure) -> {
            if (failure != null) {
                result.completeExceptionally(unwrap(failure));
                return;
            }
            try {
                result.complete(replies.result(response.statusCode(), response.body(), id));
            } catch (HttpReplyException | RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        if (timeout != null) {
            result.orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS);
        }
        // a timeout (or the caller cancelling) abandons the exchange: its connection is closed, not reused
        result.whenComplete((value, failure) -> {
            if (failure != null) {
                exchange.cancel(true);
            }
        });
        return result;
    }

    /**
     * Sends a notification and waits (at most the notify timeout, 30 s by default) for the server to take it.
     *
     * @throws UncheckedIOException when it was not delivered: the server is unreachable, answered a status other than
     *                              200, 202 or 204 ({@link HttpReplyException}), or did not answer in time
     *                              ({@link HttpTimeoutException})
     */
    @Override
    public void notify(String method, JsonValue params) {
        try {
            notifyAsync(method, params).get(notifyTimeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw new UncheckedIOException(new HttpTimeoutException("the server did not take the notification within "
                    + notifyTimeout));
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw new UncheckedIOException(io);
            }
            throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new IOException("interrupted while sending a notification", e));
        }
    }

    /**
     * Sends a notification without waiting; the future completes when the server has taken it (see
     * {@link #notify(String, JsonValue)} for what fails it).
     */
    public CompletableFuture<Void> notifyAsync(String method, JsonValue params) {
        CompletableFuture<HttpResponse<byte[]>> exchange = send(request(JsonObject.builder().put("jsonrpc", "2.0"),
                method, params));
        CompletableFuture<Void> done = new CompletableFuture<>();
        exchange.whenComplete((response, failure) -> {
            if (failure != null) {
                done.completeExceptionally(unwrap(failure));
                return;
            }
            int status = response.statusCode();
            if (status == 204 || status == 202) {
                done.complete(null);
            } else if (status == 200) {
                report(new HttpReplyException(HttpReplyException.Problem.REPLY_TO_NOTIFICATION, status,
                        "the server answered a notification of '" + method + "' with 200 and a body; it owes no reply",
                        replies.json(response.body())));
                done.complete(null);
            } else {
                done.completeExceptionally(new HttpReplyException(HttpReplyException.Problem.UNEXPECTED_STATUS, status,
                        "the server answered HTTP " + status + " to a notification of '" + method + "'", null));
            }
        });
        done.whenComplete((value, failure) -> {
            if (failure != null) {
                exchange.cancel(true);
            }
        });
        return done;
    }

    /**
     * Closes the HTTP client when this client made it (a client passed in is the caller's to close): calls in flight
     * get up to 2 s to finish, then fail.
     */
    @Override
    public void close() {
        if (!ownsHttp) {
            return;
        }
        http.shutdown();
        try {
            if (!http.awaitTermination(CLOSE_GRACE)) {
                http.shutdownNow();
            }
        } catch (InterruptedException e) {
            http.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private HttpRequest request(JsonObject.Builder message, String method, JsonValue params) {
        Objects.requireNonNull(method, "method");
        message.put("method", method);
        if (params != null) {
            if (!(params instanceof JsonArray) && !(params instanceof JsonObject)) {
                throw new IllegalArgumentException("params are an array or an object, not " + params.typeName());
            }
            message.put("params", params);
        }
        byte[] body = JsonWriter.write(message.build()).getBytes(StandardCharsets.UTF_8);
        return HttpRequest.newBuilder(endpoint)
                .header("Content-Type", JsonContentType.MEDIA_TYPE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
    }

    private CompletableFuture<HttpResponse<byte[]>> send(HttpRequest request) {
        return http.sendAsync(request, BoundedBody.handler(maxReplyBytes));
    }

    private void report(HttpReplyException problem) {
        problems.increment();
        if (problemListener != null) {
            problemListener.accept(problem);
        }
    }

    private static Throwable unwrap(Throwable t) {
        Throwable cause = t;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /** A client's settings; every one but the endpoint has a default. */
    public static final class Builder {
        private final URI endpoint;
        private HttpClient http;
        private JsonLimits limits = JsonLimits.DEFAULT;
        private Duration notifyTimeout = DEFAULT_NOTIFY_TIMEOUT;
        private Consumer<HttpReplyException> problemListener;

        private Builder(URI endpoint) {
            this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        }

        /**
         * The HTTP client to use (shared, for instance, with other endpoints); the caller closes it. By default the
         * client makes its own, HTTP/1.1 with a 10 s connect timeout, and closes it in {@link HttpRpcClient#close()}.
         */
        public Builder httpClient(HttpClient value) {
            this.http = value;
            return this;
        }

        /** The reply limits: bytes ({@code maxBytes}, 16 MiB by default, never read past) and nesting depth. */
        public Builder limits(JsonLimits value) {
            this.limits = Objects.requireNonNull(value, "limits");
            return this;
        }

        /** How long {@link HttpRpcClient#notify(String, JsonValue)} waits for the server (30 s by default). */
        public Builder notifyTimeout(Duration value) {
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("the notify timeout must be positive: " + value);
            }
            this.notifyTimeout = value;
            return this;
        }

        /** Receives protocol problems that fail nothing (a reply to a notification); called on an HTTP thread. */
        public Builder onProblem(Consumer<HttpReplyException> value) {
            this.problemListener = value;
            return this;
        }

        /** The client. */
        public HttpRpcClient build() {
            return new HttpRpcClient(this);
        }
    }
}
