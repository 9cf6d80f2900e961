package dev.rpcgate.conformance.peers;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.googlecode.jsonrpc4j.DefaultHttpStatusCodeProvider;
import com.googlecode.jsonrpc4j.ErrorResolver;
import com.googlecode.jsonrpc4j.JsonRpcBasicServer;
import com.googlecode.jsonrpc4j.StreamServer;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.rpcgate.conformance.HttpPosts;
import dev.rpcgate.conformance.Peer;
import dev.rpcgate.conformance.StreamSessions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * briandilley jsonrpc4j 1.7 serving {@link Jsonrpc4jApi} through {@link JsonRpcBasicServer}.
 *
 * <p>Stream: every session starts the library's own {@link StreamServer} (one connection, one thread) on a fresh
 * loopback {@link ServerSocket} and connects to it. jsonrpc4j has no message framing: each
 * {@code handleRequest(InputStream, OutputStream)} call opens a Jackson parser on the connection and reads ONE JSON
 * value; whitespace between values is skipped, so newline-delimited input works and {@link StreamFraming#NEWLINE}
 * is the closest description (a newline is not required: a value ends where its JSON ends). Each reply is written
 * as one JSON value followed by a newline, so replies deframe as lines. Jackson buffers ahead, so bytes after the
 * first value in one read may be lost to the next call (pipelined messages); after five failed requests on one
 * connection the StreamServer drops the connection (its maxClientErrors).
 *
 * <p>HTTP: jsonrpc4j's HTTP server is a servlet ({@code JsonRpcServer}); without a servlet container this adapter
 * does what {@code JsonRpcServer.handle} does — the body goes to {@code handleRequest}, the status comes from
 * {@link DefaultHttpStatusCodeProvider} (200 ok, 400 parse/invalid request, 404 method not found, 500 other
 * errors), the content type is {@code application/json-rpc} — on a JDK {@link HttpServer}. Batches: yes.
 *
 * <p>Settings: jsonrpc4j's defaults ({@code backwardsCompatible} on, no extra or missing params allowed, batches
 * handled one after the other), plus a {@code RequestInterceptor} that only records each request's params for
 * {@code echo} (see {@link Jsonrpc4jApi}); it never throws, so it changes no reply.
 */
public final class Jsonrpc4jPeer implements Peer {
    private final ObjectMapper mapper = new ObjectMapper();
    private HttpServer http;
    private ExecutorService httpExecutor;

    @Override
    public String name() {
        return "jsonrpc4j";
    }

    @Override
    public String description() {
        return "briandilley jsonrpc4j 1.7 JsonRpcBasicServer: its StreamServer on a loopback socket; HTTP as its servlet does it, on a JDK HttpServer";
    }

    @Override
    public Set<Transport> transports() {
        return Set.of(Transport.STREAM, Transport.HTTP);
    }

    @Override
    public boolean supportsBatches() {
        return true;
    }

    @Override
    public StreamFraming framing() {
        return StreamFraming.NEWLINE;
    }

    private JsonRpcBasicServer newServer() {
        Jsonrpc4jApi.Impl service = new Jsonrpc4jApi.Impl();
        JsonRpcBasicServer server = new JsonRpcBasicServer(mapper, service, Jsonrpc4jApi.class);
        server.setShouldLogInvocationErrors(false);
        server.setRequestInterceptor(service.paramsInterceptor());
        return server;
    }

    @Override
    public StreamSession openStream() throws IOException {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        ServerSocket listener = new ServerSocket(0, 1, loopback);
        StreamServer server = new StreamServer(newServer(), 1, listener);
        Socket socket = new Socket();
        try {
            server.start();
            socket.connect(new InetSocketAddress(loopback, listener.getLocalPort()), 2_000);
            socket.setTcpNoDelay(true);
            return StreamSessions.over(socket.getInputStream(), socket.getOutputStream(), framing(), socket::shutdownOutput,
                    () -> {
                        Closing.quietly(socket);
                        stopQuietly(server);
                        Closing.quietly(listener);
                    });
        } catch (IOException | RuntimeException e) {
            Closing.quietly(socket, listener);
            stopQuietly(server);
            throw e;
        }
    }

    private static void stopQuietly(StreamServer server) {
        try {
            if (server.isStarted()) {
                server.stop();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException ignored) {
            // already stopping
        }
    }

    @Override
    public synchronized HttpResult post(byte[] body, String contentType, Duration timeout)
            throws IOException, InterruptedException {
        if (http == null) {
            startHttp();
        }
        return HttpPosts.post(URI.create("http://127.0.0.1:" + http.getAddress().getPort() + "/"), body, contentType, timeout);
    }

    private void startHttp() throws IOException {
        JsonRpcBasicServer server = newServer();
        http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        httpExecutor = Executors.newFixedThreadPool(2, Thread.ofPlatform().daemon().name("conformance-jsonrpc4j-http-", 0).factory());
        http.setExecutor(httpExecutor);
        http.createContext("/", exchange -> handle(server, exchange));
        http.start();
    }

    /** What jsonrpc4j's JsonRpcServer.handleCommon does for a POST, on a JDK HttpExchange. */
    private static void handle(JsonRpcBasicServer server, HttpExchange exchange) throws IOException {
        try (exchange) {
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            int result = ErrorResolver.JsonError.PARSE_ERROR.code;
            try (InputStream input = exchange.getRequestBody()) {
                result = server.handleRequest(input, output);
            } catch (Throwable t) {
                // JsonRpcServer logs and answers with whatever was written; so does this adapter
            }
            exchange.getResponseHeaders().set("Content-Type", "application/json-rpc");
            int status = DefaultHttpStatusCodeProvider.INSTANCE.getHttpStatusCode(result);
            exchange.sendResponseHeaders(status, output.size() == 0 ? -1 : output.size());
            if (output.size() > 0) {
                try (OutputStream body = exchange.getResponseBody()) {
                    output.writeTo(body);
                }
            }
        }
    }

    @Override
    public synchronized void close() {
        if (http != null) {
            http.stop(0);
            httpExecutor.shutdownNow();
            http = null;
        }
    }
}
