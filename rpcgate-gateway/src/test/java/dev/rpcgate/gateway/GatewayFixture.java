package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.auth.Authenticator;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/** A gateway on 127.0.0.1:0 over a memory registry, and ways to call it over HTTP and raw sockets. */
public final class GatewayFixture implements AutoCloseable {
    public final MemoryRegistry registry = new MemoryRegistry();
    public final GatewayServer server;
    /** The gateway's upstream calls in flight, as its listeners are told. */
    public final LeakCheck.InFlight upstream = new LeakCheck.InFlight();
    public final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    public GatewayFixture(GatewayConfig config) {
        this(config, null);
    }

    public GatewayFixture(GatewayConfig config, Authenticator auth) {
        this.server = GatewayServer.builder(config.toBuilder().host("127.0.0.1").port(0).build(), registry)
                .authenticator(auth)
                .listener(upstream).start();
    }

    public static GatewayConfig config() {
        return GatewayConfig.defaults();
    }

    public void register(String id, URI... instances) {
        registry.register(new AgentRegistration(id, List.of(instances), null, Duration.ofMinutes(5)));
    }

    /** POSTs {@code body} to {@code /a2a/<agentPath>} with the given Content-Type ({@code null}: none). */
    public HttpResponse<String> post(String agentPath, String contentType, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/a2a/"
                + agentPath)).timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * POSTs an oversized body with {@code Expect: 100-continue}, so the server can refuse it on the declared length
     * before any body byte is sent (without it the refusal races the upload and the client may see a reset).
     */
    public HttpResponse<String> postExpectingRefusal(String agentPath, String body) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/a2a/"
                        + agentPath)).timeout(Duration.ofSeconds(30)).expectContinue(true)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> post(String agentPath, String body) throws Exception {
        return post(agentPath, "application/json", body);
    }

    /** The reply's {@code error} object (fails the test when there is none). */
    public static JsonObject error(HttpResponse<String> r) {
        JsonValue v = JsonReader.standard().read(r.body()).value();
        if (!(v instanceof JsonObject o) || !(o.find("error").orElse(null) instanceof JsonObject e)) {
            throw new AssertionError("not an error reply: HTTP " + r.statusCode() + " " + r.body());
        }
        return e;
    }

    public static JsonObject data(HttpResponse<String> r) {
        return (JsonObject) error(r).get("data");
    }

    public static String text(JsonObject o, String name) {
        JsonValue v = o.get(name);
        return v instanceof dev.rpcgate.core.json.JsonString s ? s.value() : String.valueOf(v);
    }

    public static long code(HttpResponse<String> r) {
        return ((dev.rpcgate.core.json.JsonNumber) error(r).get("code")).findLong().orElseThrow();
    }

    /** Sends raw bytes on a fresh connection and returns everything the gateway wrote until it closed or 3 s. */
    public String raw(String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            s.setSoTimeout(3000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            InputStream in = s.getInputStream();
            byte[] buf = new byte[4096];
            try {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    got.write(buf, 0, n);
                }
            } catch (java.net.SocketTimeoutException | java.net.SocketException e) {
                // what arrived is the answer
            }
            return got.toString(StandardCharsets.ISO_8859_1);
        }
    }

    /** A port nothing listens on (bound, then closed). */
    public static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() {
        server.close();
        registry.close();
    }
}
