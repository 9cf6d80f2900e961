package dev.rpcgate.runtime.http;

import com.sun.net.httpserver.HttpServer;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * A real loopback HTTP server that answers every request as told — including the wrong answers a JSON-RPC server must
 * not give — so the client's handling of them runs over real sockets.
 */
final class StubServer implements AutoCloseable {
    /** An answer: status and body ({@code null} or empty: none), sent chunked (no length) or not. */
    record Answer(int status, String body, boolean chunked) {
        Answer(int status, String body) {
            this(status, body, false);
        }
    }

    private final HttpServer server;
    private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
    final Set<Integer> clientPorts = ConcurrentHashMap.newKeySet();

    /** Answers each request from its body parsed as JSON ({@code null} when it is not). */
    StubServer(Function<JsonValue, Answer> answers) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            try (exchange) {
                clientPorts.add(exchange.getRemoteAddress().getPort());
                byte[] in = exchange.getRequestBody().readAllBytes();
                Answer a = answers.apply(JsonReader.standard().read(in).value());
                byte[] out = a.body() == null ? new byte[0] : a.body().getBytes(StandardCharsets.UTF_8);
                if (out.length == 0) {
                    exchange.sendResponseHeaders(a.status(), -1);
                    return;
                }
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(a.status(), a.chunked() ? 0 : out.length);
                try (OutputStream os = exchange.getResponseBody()) {
                    os.write(out);
                }
            }
        });
        server.setExecutor(executor);
        server.start();
    }

    /** Always the same answer. */
    static StubServer answering(int status, String body) throws IOException {
        return new StubServer(request -> new Answer(status, body));
    }

    /** Always the same answer, sent chunked: the client cannot know its length before reading it. */
    static StubServer answeringChunked(int status, String body) throws IOException {
        return new StubServer(request -> new Answer(status, body, true));
    }

    /** A correct server for {@code echo}: the request's params as the result, with the request's id. */
    static StubServer echoing() throws IOException {
        return new StubServer(request -> {
            JsonObject call = (JsonObject) request;
            String reply = "{\"jsonrpc\":\"2.0\",\"id\":" + call.get("id") + ",\"result\":" + call.get("params") + "}";
            return new Answer(200, reply);
        });
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
