package dev.rpcgate.conformance;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** POSTs for {@link Peer#post}: one shared HTTP/1.1 client, no redirects; adapters with an HTTP server use it. */
public final class HttpPosts {
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private HttpPosts() {
    }

    /**
     * POSTs {@code body} to {@code uri}.
     *
     * @throws java.net.http.HttpTimeoutException when no answer came within {@code timeout}
     * @throws IOException when the server cannot be reached or the exchange broke
     */
    public static Peer.HttpResult post(URI uri, byte[] body, String contentType, Duration timeout)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(timeout)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<byte[]> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
        return new Peer.HttpResult(response.statusCode(), response.body() == null ? new byte[0] : response.body());
    }
}
