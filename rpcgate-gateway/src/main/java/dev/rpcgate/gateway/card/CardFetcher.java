package dev.rpcgate.gateway.card;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.runtime.http.BoundedBody;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Fetches an agent's own card from {@code <origin>/.well-known/agent-card.json}: no redirects, a deadline on the
 * whole exchange (connect, headers and body), a bound on the body's size, and a strict JSON object or nothing. The
 * caller's {@code A2A-Version}, when it declared one, goes along as a header, since an agent may describe itself per
 * version.
 */
final class CardFetcher {
    /**
     * Why a fetch failed. The message names neither the agent's address nor anything it sent, so it is safe to show
     * to the gateway's client; {@link #detail()} adds the address and what went wrong there, for the log.
     */
    static final class CardFetchException extends Exception {
        private final String detail;

        CardFetchException(String reason, String detail) {
            super(reason, null, false, false);
            this.detail = detail;
        }

        /** The reason with the card URL and the low-level cause: for the gateway's log only. */
        String detail() {
            return detail;
        }
    }

    static final String WELL_KNOWN = "/.well-known/agent-card.json";
    static final String VERSION_HEADER = "A2A-Version";

    private final HttpClient client;
    private final Duration timeout;
    private final int maxBytes;
    private final JsonReader reader;

    CardFetcher(Duration timeout, int maxBytes) {
        this.timeout = timeout;
        this.maxBytes = maxBytes;
        this.reader = JsonReader.withLimits(new JsonLimits(maxBytes, 64));
        this.client = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(timeout)
                .build();
    }

    /** The card URL for an agent whose first instance is {@code instance}: same scheme, host and port. */
    static URI cardUri(URI instance) {
        try {
            return new URI(instance.getScheme(), null, instance.getHost(), instance.getPort(), WELL_KNOWN, null, null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("no origin in " + instance, e);
        }
    }

    /**
     * The card at {@code cardUri}.
     *
     * @param version the {@code A2A-Version} to send ({@code Major.Minor}), or {@code null} to send none
     */
    JsonObject fetch(URI cardUri, String version) throws CardFetchException, InterruptedException {
        Failures fail = new Failures(cardUri, version);
        HttpRequest.Builder request = HttpRequest.newBuilder(cardUri).GET().timeout(timeout)
                .header("Accept", "application/json");
        if (version != null) {
            request.header(VERSION_HEADER, version);
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        HttpResponse<InputStream> response;
        try {
            response = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpTimeoutException e) {
            throw fail.of(late(), e.toString());
        } catch (ConnectException e) {
            throw fail.of("the agent is unreachable", e.toString());
        } catch (IOException e) {
            throw fail.of("the exchange with the agent failed (" + e.getClass().getSimpleName() + ")", e.toString());
        }
        try (InputStream in = response.body()) {
            if (response.statusCode() != 200) {
                throw fail.of("the agent answered HTTP " + response.statusCode(), null);
            }
            byte[] body = readBounded(in, deadline, fail);
            JsonParse parse = reader.read(body);
            if (!(parse.value() instanceof JsonObject card)) {
                throw fail.of("the agent's card is not a JSON object",
                        parse.isValid() ? "a JSON " + parse.value().typeName() : parse.findings().get(0).message());
            }
            return card;
        } catch (IOException e) {
            throw fail.of("the agent's card could not be read (" + e.getClass().getSimpleName() + ")", e.toString());
        }
    }

    private String late() {
        return "the agent did not send its card within " + timeout.toMillis() + " ms";
    }

    private byte[] readBounded(InputStream in, long deadline, Failures fail) throws IOException, CardFetchException {
        long left = deadline - System.nanoTime();
        // a slow sender cannot hold the handler past the deadline: closing the stream ends the blocked read
        CompletableFuture<Void> guard = new CompletableFuture<>();
        guard.completeOnTimeout(null, Math.max(1, left), TimeUnit.NANOSECONDS).thenRun(() -> {
            try {
                in.close();
            } catch (IOException ignored) {
                // the read below reports it
            }
        });
        try {
            byte[] body = BoundedBody.read(in, maxBytes);
            if (System.nanoTime() - deadline >= 0) {
                throw fail.of(late(), "the body was still arriving");
            }
            if (body.length > maxBytes) {
                throw fail.of("the agent's card is larger than " + maxBytes + " bytes", null);
            }
            return body;
        } catch (IOException e) {
            if (System.nanoTime() - deadline >= 0) {
                throw fail.of(late(), "the body was still arriving");
            }
            throw e;
        } finally {
            guard.cancel(false);
        }
    }

    /** Builds the failures of one fetch: the reason for the client, the reason with the address for the log. */
    private record Failures(URI cardUri, String version) {
        CardFetchException of(String reason, String cause) {
            return new CardFetchException(reason, "GET " + cardUri + (version == null ? "" : " (A2A-Version: "
                    + version + ")") + ": " + reason + (cause == null ? "" : ": " + cause));
        }
    }
}
