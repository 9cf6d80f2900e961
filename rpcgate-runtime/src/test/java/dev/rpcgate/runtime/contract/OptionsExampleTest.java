package dev.rpcgate.runtime.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.NdjsonChannel;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.transport.Lines;
import dev.rpcgate.runtime.transport.TcpRpcServer;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.model.RpcModels;
import java.io.ByteArrayInputStream;
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
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The example of docs/runtime.md, "Configuring: options builders": the body of {@link #configure} between its markers
 * is the page's code block word for word, and what it configures holds over NDJSON and HTTP on one TCP port alike
 * (the same batch bound, the same contract) and on a sequential stdio-style connection.
 */
@Timeout(60)
class OptionsExampleTest {
    private static final String BEGIN = "// docs/runtime.md: begin";
    private static final String END = "// docs/runtime.md: end";
    private static final String BAD_PARAMS =
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":[42,\"23\"]}";

    /** What the example made. */
    record Configured(ConnectionOptions streams, ConnectionOptions inOrder, ConnectionOptions mcp,
                      TcpRpcServer server, Connection stdio) {
    }

    static Configured configure(PreparedService spec, InputStream in, OutputStream out) throws IOException {
        Handler registry = Demo.SPEC.methods();
        // docs/runtime.md: begin
        DispatchOptions dispatch = DispatchOptions.builder().contract(SmithyContract.of(spec)).build();
        ConnectionOptions streams = ConnectionOptions.builder()
                .limits(JsonLimits.DEFAULT.withMaxBytes(1 << 20)).maxBatchEntries(256)
                .dispatch(dispatch).build();
        ConnectionOptions inOrder = streams.toBuilder().sequential(true).build();   // streams is unchanged
        HttpBinding http = HttpBinding.builder(registry)
                .limits(JsonLimits.DEFAULT.withMaxBytes(1 << 20)).maxBatchEntries(256)
                .options(dispatch).build();
        TcpRpcServer server = TcpRpcServer.builder(registry).options(streams).detect(http, "/rpc").start();
        Connection stdio = new Connection(new NdjsonChannel(in, out), registry, inOrder, ConnectionListener.NONE);
        ConnectionOptions mcp = ConnectionOptions.builder().mcpCancellation().build();   // MCP: no reply
        // docs/runtime.md: end
        return new Configured(streams, inOrder, mcp, server, stdio);
    }

    private static PreparedService spec() {
        return PreparedService.prepare(RpcModels.loader()
                .addFile(RepoFiles.repoRoot().resolve("examples/json-rpc/demo.smithy")).load().expectModel(),
                ShapeId.from("example.demo#Spec"), JsonRpcVersion.V2_0).expectService();
    }

    /** A batch of {@code entries} calls of {@code sum} of 1, with ids 1, 2, …. */
    private static String batch(int entries) {
        return IntStream.rangeClosed(1, entries)
                .mapToObj(id -> "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"sum\",\"params\":[1]}")
                .collect(Collectors.joining(",", "[", "]"));
    }

    @Test
    void streamsAndHttpOnOnePortShareTheBatchBoundAndTheContract() throws Exception {
        String stdin = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}\n"
                + BAD_PARAMS + "\n";
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        Configured c = configure(spec(), new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), stdout);
        try {
            assertThat(c.streams().sequential()).isFalse();
            assertThat(c.inOrder().sequential()).isTrue();
            assertThat(c.inOrder().toBuilder().sequential(false).build()).isEqualTo(c.streams());
            assertThat(c.mcp().cancelMethod()).isEqualTo("notifications/cancelled");
            assertThat(c.mcp().dispatch().cancelledCode()).isNull();

            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), c.server().port())) {
                s.setSoTimeout(20_000);
                Lines lines = new Lines(s.getInputStream());
                OutputStream o = s.getOutputStream();
                o.write((batch(257) + "\n" + batch(256) + "\n" + BAD_PARAMS + "\n").getBytes(StandardCharsets.UTF_8));
                o.flush();
                List<String> got = List.of(lines.next(), lines.next(), lines.next());
                assertThat(got).filteredOn(l -> l.contains("\"BatchTooLarge\"")).singleElement()
                        .satisfies(l -> assertThat(l).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":"
                                + "{\"code\":-32600"));
                assertThat(got).filteredOn(l -> l.startsWith("[")).singleElement()
                        .satisfies(l -> assertThat(l.split("\"result\":1", -1)).hasSize(257));
                assertThat(got).filteredOn(l -> l.contains("\"TypeMismatch\"")).singleElement()
                        .satisfies(l -> assertThat(l).contains("\"id\":2", "\"code\":-32602"));
            }
            assertThat(post(c.server(), batch(257))).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":"
                    + "{\"code\":-32600").contains("\"BatchTooLarge\"");
            assertThat(post(c.server(), batch(256)).split("\"result\":1", -1)).hasSize(257);
            assertThat(post(c.server(), BAD_PARAMS)).contains("\"id\":2", "\"code\":-32602", "\"TypeMismatch\"");

            c.stdio().serve();
            assertThat(stdout.toString(StandardCharsets.UTF_8).lines().toList()).as("in order").satisfiesExactly(
                    l -> assertThat(l).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}"),
                    l -> assertThat(l).contains("\"id\":2", "\"code\":-32602", "\"TypeMismatch\""));
        } finally {
            c.server().stop();
        }
    }

    private static String post(TcpRpcServer server, String body) throws Exception {
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + server.port() + "/rpc"))
                    .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(200);
            return r.body();
        }
    }

    @Test
    void thePageShowsTheExampleWordForWord() {
        String source = RepoFiles.read(RepoFiles.repoRoot().resolve(
                "rpcgate-runtime/src/test/java/dev/rpcgate/runtime/contract/OptionsExampleTest.java"));
        List<String> lines = source.lines().toList();
        int begin = lines.indexOf("        " + BEGIN);
        int end = lines.indexOf("        " + END);
        assertThat(begin).as("the begin marker").isPositive();
        assertThat(end).as("the end marker").isGreaterThan(begin + 1);
        String block = String.join("\n", lines.subList(begin + 1, end).stream()
                .map(l -> l.length() >= 8 ? l.substring(8) : l.strip()).toList());
        String page = RepoFiles.read(RepoFiles.repoRoot().resolve("docs/runtime.md"));
        assertThat(Arrays.asList(page.split("```java\n", -1))).as("docs/runtime.md has the example in a java block")
                .anySatisfy(b -> assertThat(b).startsWith(block + "\n```"));
    }
}
