package dev.rpcgate.runtime.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;

/**
 * The JDK server's side of the binding: exact path, in-flight bound, {@code Content-Length} checked before reading,
 * the body read to at most the limit + 1 bytes, the reply written whole. A refused body is left unread, so that
 * connection is closed after the reply; the server goes on serving the others.
 */
final class RpcExchange implements HttpHandler {
    private final String path;
    private final HttpBinding binding;
    private final Semaphore inFlight;

    RpcExchange(String path, HttpBinding binding, int maxInFlight) {
        this.path = path;
        this.binding = binding;
        this.inFlight = new Semaphore(maxInFlight);
    }

    @Override
    public void handle(HttpExchange exchange) {
        try (exchange) {
            if (!path.equals(exchange.getRequestURI().getRawPath())) {
                sendEmpty(exchange, 404, Map.of());
                return;
            }
            if (!inFlight.tryAcquire()) {
                sendEmpty(exchange, 503, Map.of("Retry-After", "1", "Connection", "close"));
                return;
            }
            try {
                serve(exchange);
            } finally {
                inFlight.release();
            }
        } catch (IOException | RuntimeException e) {
            // the client went away mid-exchange (or wrote a body the server cannot decode): there is no one to
            // answer, and closing the exchange closes the connection; the server goes on with the others
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod();
        String contentType = joined(exchange.getRequestHeaders().get("Content-Type"));
        HttpReply reply;
        boolean refused = false;
        if (!"POST".equals(method)) {
            reply = binding.handle(method, contentType, new byte[0]);
        } else if (declaredLength(exchange) > binding.maxBodyBytes()) {
            reply = binding.tooLarge();
            refused = true;
        } else {
            byte[] body = BoundedBody.read(exchange.getRequestBody(), binding.maxBodyBytes());
            refused = body.length > binding.maxBodyBytes();
            reply = binding.handle(method, contentType, body);
        }
        reply.headers().forEach(exchange.getResponseHeaders()::set);
        if (refused) {
            exchange.getResponseHeaders().set("Connection", "close"); // the rest of the body is never read
        }
        if (!reply.hasBody()) {
            exchange.sendResponseHeaders(reply.status(), -1);
            return;
        }
        exchange.getResponseHeaders().set("Content-Type", reply.contentType());
        exchange.sendResponseHeaders(reply.status(), reply.body().length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(reply.body());
        }
    }

    /** Several header lines are one value joined by commas (RFC 9110), which the Content-Type check rejects. */
    private static String joined(List<String> values) {
        return values == null || values.isEmpty() ? null : String.join(", ", values);
    }

    private static long declaredLength(HttpExchange exchange) {
        String value = exchange.getRequestHeaders().getFirst("Content-Length");
        if (value == null) {
            return -1; // chunked: bounded while reading
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return -1; // the JDK server rejects a malformed length before calling us
        }
    }

    private static void sendEmpty(HttpExchange exchange, int status, Map<String, String> headers) throws IOException {
        headers.forEach(exchange.getResponseHeaders()::set);
        exchange.sendResponseHeaders(status, -1);
    }
}
