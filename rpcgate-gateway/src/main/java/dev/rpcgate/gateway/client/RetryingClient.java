package dev.rpcgate.gateway.client;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;

/**
 * A client for calls through the gateway ({@code POST /a2a/{agentId}}) that retries as the gateway's errors say it may:
 * <ul>
 *   <li>retries only gateway errors ({@code error.data.source == "gateway"}) whose {@code data.retryable} is true,
 *       with exponential backoff and full jitter, an attempt cap and a total deadline, waiting at least
 *       {@code data.retryAfter} seconds when the gateway names it;</li>
 *   <li>retries a -32001 timeout only when the call is marked idempotent — the same request (so the same A2A
 *       {@code messageId}) is resent and the agent can deduplicate;</li>
 *   <li>on -32002 asks the {@link Resolver} for another endpoint, else gives up;</li>
 *   <li>never retries -32700, -32600, -32601, -32602, -32603, -32004, -32010, a result, or an error the agent
 *       sent (no {@code source: "gateway"}) — those are handed back as they are.</li>
 * </ul>
 * A connection that cannot be opened (the gateway never saw the call) counts as retryable; a connection lost
 * mid-call is retried only for idempotent calls. Thread-safe; one instance serves many calls.
 */
public final class RetryingClient {
    /** Finds another endpoint after the gateway answered -32002 at {@code notFoundAt}; empty to give up. */
    @FunctionalInterface
    public interface Resolver {
        /** Another endpoint for the agent, if any. */
        Optional<URI> resolve(URI notFoundAt);
    }

    private final HttpClient http;
    private final URI endpoint;
    private final List<String[]> headers;
    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;
    private final Duration deadline;
    private final Resolver resolver;
    private final RandomGenerator random;

    private RetryingClient(Builder b) {
        this.http = b.http != null ? b.http : HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NEVER).build();
        this.endpoint = b.endpoint;
        this.headers = List.copyOf(b.headers);
        this.maxAttempts = b.maxAttempts;
        this.baseDelay = b.baseDelay;
        this.maxDelay = b.maxDelay;
        this.deadline = b.deadline;
        this.resolver = b.resolver;
        this.random = b.random;
    }

    /** A builder for calls to {@code endpoint}, e.g. {@code http://127.0.0.1:9090/a2a/echo-agent-01}. */
    public static Builder builder(URI endpoint) {
        return new Builder(endpoint);
    }

    /**
     * Sends one JSON-RPC request (the same bytes on every attempt) and retries as the policy allows.
     *
     * @param request    the request's JSON text
     * @param idempotent true when the agent can deduplicate a resend (A2A: the same {@code messageId})
     * @return the last reply and why the client stopped; never null
     * @throws InterruptedException when the thread is interrupted while waiting or sending
     */
    public RetryOutcome call(String request, boolean idempotent) throws InterruptedException {
        Objects.requireNonNull(request, "request");
        long deadlineAt = System.nanoTime() + deadline.toNanos();
        URI target = endpoint;
        String last = null;
        int attempts = 0;
        while (true) {
            long remaining = deadlineAt - System.nanoTime();
            if (remaining <= 0) {
                return new RetryOutcome(last, attempts, target, RetryOutcome.Stop.DEADLINE);
            }
            attempts++;
            RetryPolicy.Decision decision;
            try {
                last = send(target, request, Duration.ofNanos(remaining));
                decision = RetryPolicy.decide(last, idempotent);
            } catch (HttpConnectTimeoutException | ConnectException e) {
                decision = new RetryPolicy.Decision.Retry(Duration.ZERO); // never reached the gateway
            } catch (HttpTimeoutException e) {
                return new RetryOutcome(last, attempts, target, RetryOutcome.Stop.DEADLINE);
            } catch (IOException e) {
                decision = idempotent ? new RetryPolicy.Decision.Retry(Duration.ZERO)
                        : new RetryPolicy.Decision.Stop(RetryOutcome.Stop.TRANSPORT);
            }
            Duration wait = RetryPolicy.backoff(attempts, baseDelay, maxDelay,
                    random != null ? random : ThreadLocalRandom.current());
            switch (decision) {
                case RetryPolicy.Decision.Stop stop -> {
                    return new RetryOutcome(last, attempts, target, stop.why());
                }
                case RetryPolicy.Decision.Resolve resolve -> {
                    Optional<URI> next = resolver.resolve(target);
                    if (next.isEmpty()) {
                        return new RetryOutcome(last, attempts, target, RetryOutcome.Stop.NOT_FOUND);
                    }
                    target = next.get();
                }
                case RetryPolicy.Decision.Retry retry -> {
                    if (retry.retryAfter().compareTo(wait) > 0) {
                        wait = retry.retryAfter();
                    }
                }
            }
            if (attempts >= maxAttempts) {
                return new RetryOutcome(last, attempts, target, RetryOutcome.Stop.ATTEMPTS);
            }
            if (System.nanoTime() + wait.toNanos() >= deadlineAt) {
                return new RetryOutcome(last, attempts, target, RetryOutcome.Stop.DEADLINE);
            }
            Thread.sleep(wait);
        }
    }

    private String send(URI target, String request, Duration timeout) throws IOException, InterruptedException {
        HttpRequest.Builder req = HttpRequest.newBuilder(target).timeout(timeout)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(request));
        for (String[] h : headers) {
            req.header(h[0], h[1]);
        }
        return http.send(req.build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    /** Settings of a {@link RetryingClient}; defaults: 5 attempts, 100 ms base, 10 s cap, 60 s deadline. */
    public static final class Builder {
        private final URI endpoint;
        private final List<String[]> headers = new ArrayList<>();
        private HttpClient http;
        private int maxAttempts = 5;
        private Duration baseDelay = Duration.ofMillis(100);
        private Duration maxDelay = Duration.ofSeconds(10);
        private Duration deadline = Duration.ofSeconds(60);
        private Resolver resolver = failed -> Optional.empty();
        private RandomGenerator random; // null: the calling thread's ThreadLocalRandom

        private Builder(URI endpoint) {
            this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        }

        /** The HTTP client to use (default: a new one, redirects not followed). */
        public Builder httpClient(HttpClient client) {
            this.http = Objects.requireNonNull(client, "client");
            return this;
        }

        /** A header sent on every attempt, e.g. {@code Authorization: Bearer ...}. */
        public Builder header(String name, String value) {
            headers.add(new String[] {Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value")});
            return this;
        }

        /** The most times one call is sent, at least 1 (default 5). */
        public Builder maxAttempts(int attempts) {
            if (attempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1, was " + attempts);
            }
            this.maxAttempts = attempts;
            return this;
        }

        /** The first retry's backoff ceiling and the cap on every ceiling (defaults 100 ms and 10 s). */
        public Builder backoff(Duration base, Duration max) {
            if (base.isNegative() || max.isNegative() || max.compareTo(base) < 0) {
                throw new IllegalArgumentException("backoff needs 0 <= base <= max, was " + base + " and " + max);
            }
            this.baseDelay = base;
            this.maxDelay = max;
            return this;
        }

        /** The total time for one call, attempts and waits included (default 60 s). */
        public Builder deadline(Duration total) {
            if (total.isNegative() || total.isZero()) {
                throw new IllegalArgumentException("deadline must be positive, was " + total);
            }
            this.deadline = total;
            return this;
        }

        /** Where to look for another endpoint after -32002 (default: give up). */
        public Builder resolver(Resolver r) {
            this.resolver = Objects.requireNonNull(r, "resolver");
            return this;
        }

        /** The jitter's source (tests pass a seeded one). */
        public Builder random(RandomGenerator r) {
            this.random = Objects.requireNonNull(r, "random");
            return this;
        }

        /** The client. */
        public RetryingClient build() {
            return new RetryingClient(this);
        }
    }
}
