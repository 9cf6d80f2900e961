package dev.rpcgate.gateway;

import dev.rpcgate.gateway.routes.GatewayRoutes;
import io.helidon.webserver.WebServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A plain Helidon server on 127.0.0.1 with some gateway routes mounted, and ways to call it. */
public final class TestServer implements AutoCloseable {
    public final WebServer server;
    public final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    public TestServer(GatewayRoutes... routes) {
        this.server = WebServer.builder().host("127.0.0.1").port(0)
                .routing(r -> {
                    for (GatewayRoutes g : routes) {
                        g.register(r);
                    }
                })
                .build().start();
    }

    public int port() {
        return server.port();
    }

    public String base() {
        return "http://127.0.0.1:" + port();
    }

    public HttpResponse<String> send(String method, String path, String token, String contentType, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base() + path)).timeout(Duration.ofSeconds(10))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", token);
        }
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Sends raw bytes and returns the whole response text (the server closes or the read times out). */
    public String raw(String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port())) {
            s.setSoTimeout(3000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            try {
                for (int n; (n = in.read(buf)) > 0; ) {
                    got.write(buf, 0, n);
                    String text = got.toString(StandardCharsets.UTF_8);
                    if (complete(text)) {
                        break;
                    }
                }
            } catch (java.net.SocketTimeoutException e) {
                // return what came
            }
            return got.toString(StandardCharsets.UTF_8);
        }
    }

    private static boolean complete(String text) {
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        String head = text.substring(0, end).toLowerCase(java.util.Locale.ROOT);
        int cl = head.indexOf("content-length:");
        if (cl < 0) {
            return false;
        }
        int len = Integer.parseInt(head.substring(cl + 15).split("\r\n")[0].trim());
        return text.getBytes(StandardCharsets.UTF_8).length >= end + 4 + len;
    }

    @Override
    public void close() {
        server.stop();
    }
}
