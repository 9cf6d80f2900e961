package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
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
 * whole exchange (connect, headers and body), a bound on the body's size, and a strict JSON object or nothing.
 */
final class CardFetcher {
    /** Why a fetch failed; the message is safe to show to the gateway's client. */
    static final class CardFetchException extends Exception {
        CardFetchException(String message) {
            super(message, null, false, false);
        }
    }

    static final String WELL_KNOWN = "/.well-known/agent-card.json";

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

    JsonObject fetch(URI cardUri) throws CardFetchException, InterruptedException {
        String origin = cardUri.getScheme() + "://" + cardUri.getRawAuthority();
        HttpRequest request = HttpRequest.newBuilder(cardUri).GET().timeout(timeout)
                .header("Accept", "application/json").build();
        long deadline = System.nanoTime() + timeout.toNanos();
        HttpResponse<InputStream> response;
        try {
            response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpTimeoutException e) {
            throw new CardFetchException("the agent at " + origin + " did not send its card within "
                    + timeout.toMillis() + " ms");
        } catch (ConnectException e) {
            throw new CardFetchException("the agent at " + origin + " is unreachable");
        } catch (IOException e) {
            throw new CardFetchException("the agent card could not be fetched from " + origin + ": "
                    + e.getClass().getSimpleName());
        }
        try (InputStream in = response.body()) {
            if (response.statusCode() != 200) {
                throw new CardFetchException("the agent at " + origin + " answered HTTP " + response.statusCode()
                        + " for " + WELL_KNOWN);
            }
            byte[] body = readBounded(in, deadline, origin);
            JsonParse parse = reader.read(body);
            if (!(parse.value() instanceof JsonObject card)) {
                throw new CardFetchException("the agent card from " + origin + " is not a JSON object"
                        + (parse.isValid() ? "" : ": " + parse.findings().get(0).message()));
            }
            return card;
        } catch (IOException e) {
            throw new CardFetchException("the agent card could not be read from " + origin + ": "
                    + e.getClass().getSimpleName());
        }
    }

    private byte[] readBounded(InputStream in, long deadline, String origin) throws IOException, CardFetchException {
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
            byte[] body = in.readNBytes(maxBytes + 1);
            if (System.nanoTime() - deadline >= 0) {
                throw new CardFetchException("the agent at " + origin + " did not send its card within "
                        + timeout.toMillis() + " ms");
            }
            if (body.length > maxBytes) {
                throw new CardFetchException("the agent card from " + origin + " is larger than " + maxBytes + " bytes");
            }
            return body;
        } catch (IOException e) {
            if (System.nanoTime() - deadline >= 0) {
                throw new CardFetchException("the agent at " + origin + " did not send its card within "
                        + timeout.toMillis() + " ms");
            }
            throw e;
        } finally {
            guard.cancel(false);
        }
    }
}
