package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.http.HttpBinding;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One port that speaks NDJSON, Content-Length and HTTP, told apart by each connection's first bytes, over real
 * loopback sockets; and what hostile first bytes get: a TLS handshake, garbage, a client that is slow or silent.
 */
@Timeout(60)
class TcpDetectionTest {
    private static final int READ_TIMEOUT_MS = 20_000;
    private static final String SUM = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2,4]}";
    private static final String SEVEN = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7}";

    private final List<String> unserved = new CopyOnWriteArrayList<>();
    private TcpRpcServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private TcpRpcServer.Builder detecting() {
        return TcpRpcServer.builder(Demo.SPEC.methods()).detect(HttpBinding.builder(Demo.SPEC.methods()).build(), "/rpc")
                .onUnserved((SocketAddress peer, String why) -> unserved.add(why));
    }

    private Socket connect() throws IOException {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port());
        s.setSoTimeout(READ_TIMEOUT_MS);
        return s;
    }

    private static String text(Frame f) {
        assertThat(f).isInstanceOf(Frame.Body.class);
        return ((Frame.Body) f).text();
    }

    private static String rest(Socket s) throws IOException {
        return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
    }

    private HttpResponse<String> post(String path, String body) throws Exception {
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                    .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    @Test
    void ndjsonContentLengthAndHttpOnOnePort() throws Exception {
        server = detecting().start();
        for (Framing framing : Framing.values()) {
            try (Socket s = connect()) {
                MessageChannel c = framing.open(s.getInputStream(), s.getOutputStream());
                c.write(SUM);
                assertThat(text(c.read())).as(framing.label()).isEqualTo(SEVEN);
                c.write("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"get_data\"}");
                assertThat(text(c.read())).as("the connection goes on in its framing")
                        .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":[\"hello\",5]}");
            }
        }
        HttpResponse<String> http = post("/rpc", SUM);
        assertThat(http.statusCode()).isEqualTo(200);
        assertThat(http.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(http.body()).isEqualTo(SEVEN);
        assertThat(post("/rpc", "{\"jsonrpc\":\"2.0\",\"method\":\"update\"}").statusCode()).isEqualTo(204);
        assertThat(post("/other", SUM).statusCode()).isEqualTo(404);
        try (Socket s = connect()) {
            s.getOutputStream().write("GET /rpc HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertThat(rest(s)).startsWith("HTTP/1.1 405 Method Not Allowed\r\n").contains("Allow: POST\r\n");
        }
        assertThat(unserved).isEmpty();
    }

    @Test
    void aTlsHandshakeGetsATlsAlertAndIsClosed() throws IOException {
        server = detecting().start();
        try (Socket s = connect()) {
            // the start of a ClientHello: a handshake record, TLS 1.0 on the record layer, then its length
            s.getOutputStream().write(new byte[] {0x16, 0x03, 0x01, 0x00, (byte) 0xf1, 0x01, 0x00, 0x00, (byte) 0xed});
            byte[] answer = s.getInputStream().readAllBytes();
            assertThat(answer).containsExactly(0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x28);
        }
        assertThat(unserved).containsExactly("it began a TLS handshake; this port speaks plain JSON-RPC and HTTP");
    }

    @Test
    void garbageIsServedAsNdjsonAndAnsweredLineByLine() throws IOException {
        server = detecting().start();
        try (Socket s = connect()) {
            MessageChannel c = Framing.NDJSON.open(s.getInputStream(), s.getOutputStream());
            s.getOutputStream().write("hello there\n\u0000\u0001\u0002\n".getBytes(StandardCharsets.ISO_8859_1));
            assertThat(text(c.read())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                    + "\"message\":\"Parse error\"}}");
            assertThat(text(c.read())).contains("-32700");
            c.write(SUM);
            assertThat(text(c.read())).isEqualTo(SEVEN);
        }
    }

    @Test
    void aClientSilentPastTheDetectTimeoutIsServedAsNdjson() throws Exception {
        server = detecting().detectTimeout(Duration.ofMillis(200)).start();
        try (Socket s = connect()) {
            Thread.sleep(600);
            MessageChannel c = Framing.NDJSON.open(s.getInputStream(), s.getOutputStream());
            c.write(SUM);
            assertThat(text(c.read())).isEqualTo(SEVEN);
        }
    }

    @Test
    void aSlowHttpRequestIs408AtItsDeadlineAndADribbleDoesNotExtendIt() throws Exception {
        server = detecting().httpRequestTimeout(Duration.ofMillis(800)).start();
        try (Socket s = connect()) {
            InputStream in = s.getInputStream();
            long start = System.nanoTime();
            s.getOutputStream().write("POST /rpc HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < 4; i++) { // a byte every 300 ms: each read is quick, the request never is
                Thread.sleep(300);
                try {
                    s.getOutputStream().write('X');
                } catch (IOException e) {
                    break; // answered and closed already
                }
            }
            assertThat(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1))
                    .startsWith("HTTP/1.1 408 Request Timeout\r\n");
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5_000);
        }
    }

    @Test
    void aClientThatClosesAtOnceLeavesNothingBehind() throws Exception {
        server = detecting().start();
        for (int i = 0; i < 20; i++) {
            connect().close();
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (server.connectionCount() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(server.connectionCount()).isZero();
    }

    @Test
    void aConnectionOverTheLimitIsRefusedInWhatItSpeaks() throws Exception {
        server = detecting().maxConnections(1).start();
        try (Socket first = connect()) {
            MessageChannel c = Framing.NDJSON.open(first.getInputStream(), first.getOutputStream());
            c.write(SUM);
            assertThat(text(c.read())).isEqualTo(SEVEN);
            HttpResponse<String> refused = post("/rpc", SUM);
            assertThat(refused.statusCode()).isEqualTo(503);
            assertThat(refused.headers().firstValue("Retry-After")).hasValue("1");
            assertThat(refused.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32000,"
                    + "\"message\":\"Too many connections\"");
            try (Socket second = connect()) {
                MessageChannel cl = Framing.CONTENT_LENGTH.open(second.getInputStream(), second.getOutputStream());
                cl.write(SUM);
                assertThat(text(cl.read())).contains("\"code\":-32000");
            }
        }
        assertThat(server.refusedCount()).isEqualTo(2);
    }

    @Test
    void httpExchangesAndStreamMessagesShareOneTraceLineByLine() throws Exception {
        ByteArrayOutputStream trace = new ByteArrayOutputStream();
        server = TcpRpcServer.builder(Demo.SPEC.methods()).trace(trace)
                .detect(HttpBinding.builder(Demo.SPEC.methods()).trace(trace).build(), "/rpc").start();
        post("/rpc", SUM);
        try (Socket s = connect()) {
            MessageChannel c = Framing.NDJSON.open(s.getInputStream(), s.getOutputStream());
            c.write(SUM);
            assertThat(text(c.read())).isEqualTo(SEVEN);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (trace.toString(StandardCharsets.UTF_8).lines().count() < 4 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        List<String> lines = trace.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines).filteredOn(l -> l.startsWith("{\"dir\":\"out\"")).hasSize(2)
                .allSatisfy(l -> assertThat(l).contains(",\"method\":\"sum\",\"ms\":"));
    }

    @Test
    void aForcedFramingIsNotDetected() throws IOException {
        server = TcpRpcServer.builder(Demo.SPEC.methods()).framing(Framing.NDJSON).start();
        try (Socket s = connect()) {
            s.getOutputStream().write("POST /rpc HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            MessageChannel c = Framing.NDJSON.open(s.getInputStream(), s.getOutputStream());
            assertThat(text(c.read())).contains("-32700");
        }
    }
}
