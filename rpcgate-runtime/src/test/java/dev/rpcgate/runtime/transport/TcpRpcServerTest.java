package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.demo.Demo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Real loopback sockets against the TCP listener. */
@Timeout(60)
class TcpRpcServerTest {
    private static final int READ_TIMEOUT_MS = 20_000;
    private TcpRpcServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    /** A client socket with its framed channel; every read is bounded by the socket timeout. */
    private record Client(Socket socket, MessageChannel channel) implements AutoCloseable {
        static Client connect(TcpRpcServer server, Framing framing) throws IOException {
            Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port());
            s.setSoTimeout(READ_TIMEOUT_MS);
            return new Client(s, framing.open(s.getInputStream(), s.getOutputStream()));
        }

        String call(String request) throws IOException {
            channel.write(request);
            return next();
        }

        String next() throws IOException {
            Frame f = channel.read();
            assertThat(f).isInstanceOf(Frame.Body.class);
            return ((Frame.Body) f).text();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private static JsonValue json(String text) {
        return JsonReader.standard().read(text).value();
    }

    private static void awaitConnections(TcpRpcServer s, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (s.connectionCount() != n) {
            assertThat(System.nanoTime()).as("%d connections within 20 s", n).isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void servesEachSocketOnLoopbackWithEitherFraming(Framing framing) throws IOException {
        server = TcpRpcServer.builder(Demo.SPEC.methods()).framing(framing).start();
        assertThat(server.address().getAddress().isLoopbackAddress()).isTrue();
        try (Client a = Client.connect(server, framing); Client b = Client.connect(server, framing)) {
            assertThat(json(a.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}")))
                    .isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}"));
            assertThat(json(b.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2,4]}")))
                    .isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7}"));
            assertThat(json(a.call("{\"jsonrpc\":\"2.0\",\"method\":\"foobar, broken")))
                    .isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}"));
            assertThat(server.connectionCount()).isEqualTo(2);
        }
    }

    @Test
    void aConnectionOverTheLimitIsRefusedWithAnErrorMessageThenClosed() throws Exception {
        server = TcpRpcServer.builder(Demo.SPEC.methods()).maxConnections(1).start();
        try (Client first = Client.connect(server, Framing.NDJSON)) {
            assertThat(first.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"get_data\"}")).contains("hello");
            try (Client second = Client.connect(server, Framing.NDJSON)) {
                String refusal = second.next();
                assertThat(json(refusal)).isEqualTo(json(TcpRefusal.message(1)));
                assertThat(refusal).contains("\"code\":-32000", "\"message\":\"Too many connections\"",
                        "\"code\":\"TooManyConnections\"", "\"id\":null");
                assertThat(second.channel().read()).as("then closed").isEqualTo(Frame.END);
            }
            assertThat(server.refusedCount()).isEqualTo(1);
        }
        awaitConnections(server, 0);
        try (Client third = Client.connect(server, Framing.NDJSON)) {
            assertThat(third.call("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"get_data\"}")).contains("hello");
        }
    }

    @Test
    void stopClosesEveryConnectionAndTheListener() throws Exception {
        server = TcpRpcServer.builder(Demo.SPEC.methods()).start();
        int port = server.port();
        try (Client a = Client.connect(server, Framing.NDJSON)) {
            a.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"get_data\"}");
            server.stop();
            assertThat(server.stopped()).isDone();
            assertThat(a.channel().read()).isEqualTo(Frame.END);
        }
        assertThatThrownBy(() -> new Socket(InetAddress.getLoopbackAddress(), port).close())
                .isInstanceOf(ConnectException.class);
    }

    @Test
    void shutdownLetsTheCallsInFlightAnswerThenCloses() throws Exception {
        server = TcpRpcServer.builder(Demo.PROGRESS.methods()).start();
        try (Client a = Client.connect(server, Framing.NDJSON)) {
            a.channel().write("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"slow_count\",\"params\":{\"n\":2,\"delayMs\":300}}");
            assertThat(a.next()).contains("\"done\":1");
            assertThat(server.shutdown(Duration.ofSeconds(20))).isTrue();
            assertThat(a.next()).contains("\"done\":2");
            assertThat(json(a.next())).isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"result\":2}"));
            assertThat(a.channel().read()).isEqualTo(Frame.END);
        }
        assertThat(server.stopped()).isDone();
    }

    @Test
    void theTraceLogsEveryConnectionsMessagesAsWholeLines() throws Exception {
        ByteArrayOutputStream trace = new ByteArrayOutputStream();
        server = TcpRpcServer.builder(Demo.SPEC.methods()).trace(trace).start();
        try (Client a = Client.connect(server, Framing.NDJSON); Client b = Client.connect(server, Framing.NDJSON)) {
            a.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}");
            b.call("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"sum\",\"params\":[3]}");
        }
        // a reply is logged just after it is written, so the client may read it before its line is in the log
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (trace.toString(StandardCharsets.UTF_8).lines().count() < 4 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        server.stop();
        // each connection matches its own calls: both ids are answered, neither by the other connection's call
        List<String> lines = trace.toString(StandardCharsets.UTF_8).lines()
                .map(l -> l.replaceFirst(",\"ts\":\"[-0-9T:.]+Z\"", "").replaceFirst(",\"ms\":\\d+", "")).toList();
        assertThat(lines).containsExactlyInAnyOrder(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3},\"method\":\"sum\"}",
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"sum\",\"params\":[3]}}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":3},\"method\":\"sum\"}");
    }

    @Test
    void aPortInUseFailsToStart() throws IOException {
        server = TcpRpcServer.builder(Demo.SPEC.methods()).start();
        assertThatThrownBy(() -> TcpRpcServer.builder(Demo.SPEC.methods()).port(server.port()).start())
                .isInstanceOf(IOException.class);
    }
}
