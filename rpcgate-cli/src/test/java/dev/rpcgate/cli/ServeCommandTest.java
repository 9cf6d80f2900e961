package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.transport.Framing;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code rpcgate serve}: real child processes for streams, sockets and signals; usage errors in process. */
@Timeout(120)
class ServeCommandTest {
    private static final Pattern LISTENING =
            Pattern.compile("rpcgate: serving the (\\w+) demo on 127\\.0\\.0\\.1:(\\d+) \\((.+)\\); stop with SIGTERM or Ctrl-C");
    private static final Pattern HTTP_LISTENING =
            Pattern.compile("rpcgate: serving the spec demo on (\\S+) \\(HTTP POST\\); stop with SIGTERM or Ctrl-C");

    private static String slowCount(Object id, int n, int delayMs) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"slow_count\",\"params\":{\"n\":" + n
                + ",\"delayMs\":" + delayMs + "}}";
    }

    private static String progress(Object id, int done, int total) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"$/progress\",\"params\":{\"requestId\":" + id + ",\"done\":" + done
                + ",\"total\":" + total + "}}";
    }

    private static JsonValue json(String text) {
        return JsonReader.standard().read(text).value();
    }

    @Test
    void concurrentRepliesOvertakeSoTheyAreMatchedById() {
        try (Rpcgate server = Rpcgate.start("serve", "--stdio", "--demo", "progress")) {
            server.send(slowCount(1, 1, 1000) + "\n" + slowCount(2, 0, 0) + "\n");
            assertThat(server.out.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":0}");
            server.closeInput();
            assertThat(server.out.rest()).containsExactly(progress(1, 1, 1), "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
            assertThat(server.exitCode()).isZero();
        }
    }

    @Test
    void sequentialRepliesKeepTheOrderOfTheCalls() {
        try (Rpcgate server = Rpcgate.start("serve", "--stdio", "--demo", "progress", "--sequential")) {
            server.send(slowCount(1, 1, 500) + "\n" + slowCount(2, 0, 0) + "\n");
            server.closeInput();
            assertThat(server.out.rest()).containsExactly(progress(1, 1, 1), "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}",
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":0}");
            assertThat(server.exitCode()).isZero();
        }
    }

    @Test
    void sigtermLetsTheCallInFlightWriteItsReplyBeforeExiting() {
        try (Rpcgate server = Rpcgate.start("serve", "--stdio", "--demo", "progress")) {
            server.send(slowCount("\"t\"", 3, 400) + "\n");
            assertThat(server.out.next()).isEqualTo(progress("\"t\"", 1, 3));
            server.terminate();
            List<String> rest = server.out.rest();
            int exit = server.exitCode();
            List<String> err = server.err.rest();
            assertThat(rest).as("stdout after SIGTERM; exit %d, stderr %s", exit, err).containsExactly(
                    progress("\"t\"", 2, 3), progress("\"t\"", 3, 3), "{\"jsonrpc\":\"2.0\",\"id\":\"t\",\"result\":3}");
            assertThat(exit).as("the JVM's code for SIGTERM").isEqualTo(143);
        }
    }

    @Test
    void sigtermEndsACallThatOutlivesTheGrace() {
        try (Rpcgate server = Rpcgate.start("serve", "--stdio", "--demo", "progress", "--grace", "0.5")) {
            server.send(slowCount(1, 100, 200) + "\n");
            server.out.next();
            long start = System.nanoTime();
            server.terminate();
            assertThat(server.out.rest()).noneMatch(l -> l.contains("\"result\""));
            assertThat(server.exitCode()).isEqualTo(143);
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(10_000);
        }
    }

    @Test
    void theTraceFileLogsEveryMessageInAndOut(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("trace.jsonl");
        try (Rpcgate server = Rpcgate.start("serve", "--stdio", "--demo", "spec", "--sequential", "--trace",
                trace.toString())) {
            server.send("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"subtract\", \"params\": [42, 23]}\n"
                    + "{\"jsonrpc\":\"2.0\",broken\n"
                    + "{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1.50]}\n");
            server.closeInput();
            assertThat(server.out.rest()).hasSize(2);
            assertThat(server.exitCode()).isZero();
        }
        List<String> lines = TraceLines.timeless(Files.readAllLines(trace, StandardCharsets.UTF_8));
        assertThat(lines.stream().filter(l -> l.startsWith("{\"dir\":\"in\"")).toList()).containsExactly(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]},"
                        + "\"ts\":\"T\"}",
                "{\"dir\":\"in\",\"message\":\"{\\\"jsonrpc\\\":\\\"2.0\\\",broken\",\"raw\":true,\"ts\":\"T\"}",
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1.50]},\"ts\":\"T\"}");
        assertThat(lines.stream().filter(l -> l.startsWith("{\"dir\":\"out\"")).toList()).containsExactly(
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19},\"ts\":\"T\","
                        + "\"method\":\"subtract\",\"ms\":N}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                        + "\"message\":\"Parse error\"}},\"ts\":\"T\"}");
        assertThat(lines).hasSize(5);
    }

    @Test
    void aTraceFileIsADirMessageLogThatRpcgateTranscriptChecks(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("trace.jsonl");
        try (Rpcgate server = Rpcgate.start("serve", "--stdio", "--demo", "spec", "--trace", trace.toString())) {
            server.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}\n"
                    + "{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1,2,3,4,5]}\n"
                    + "[{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"sum\",\"params\":[1,2,4]},"
                    + "{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"get_data\"}]\n"
                    + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":{\"minuend\":1,\"subtrahend\":2}}\n"
                    + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"fail\"}\n");
            server.closeInput();
            assertThat(server.out.rest()).hasSize(4);
            assertThat(server.exitCode()).isZero();
        }
        List<String> lines = TraceLines.timeless(Files.readAllLines(trace, StandardCharsets.UTF_8));
        assertThat(lines).hasSize(9).allSatisfy(l -> assertThat(l).contains(",\"ts\":\"T\""));
        assertThat(lines).filteredOn(l -> l.startsWith("{\"dir\":\"out\"")).anySatisfy(l -> assertThat(l)
                .endsWith(",\"calls\":[{\"id\":\"a\",\"method\":\"sum\",\"ms\":N},{\"id\":\"b\",\"method\":\"get_data\","
                        + "\"ms\":N}]}"));
        Cli.Result check = Cli.run("transcript", "--protocol", "example.demo#SpecDemo", "--version", "2.0",
                "--diagnostics", "json", "examples/json-rpc/demo.smithy", trace.toString());
        // fail's -32603 is in the contract too (examples/json-rpc/demo.smithy)
        assertThat(check.out()).isEqualTo("{\"summary\":{\"valid\":true,\"complete\":true,\"entries\":9,"
                + "\"outstanding\":0,\"correlation\":true,\"counts\":{\"lines\":9,\"notJson\":0,\"skipped\":0,"
                + "\"entries\":9}}}\n");
        assertThat(check.exitCode()).isZero();
    }

    @Test
    void httpServesTheEndpointAndStopsOnSigterm(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("http.jsonl");
        try (Rpcgate server = Rpcgate.start("serve", "--http", "0", "--demo", "spec", "--trace", trace.toString())) {
            Matcher m = HTTP_LISTENING.matcher(server.err.next());
            assertThat(m.matches()).isTrue();
            String url = m.group(1);
            assertThat(url).matches("http://127\\.0\\.0\\.1:[1-9][0-9]*/rpc");
            HttpResponse<String> sum = post(url, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2,4]}");
            assertThat(sum.statusCode()).isEqualTo(200);
            assertThat(sum.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7}");
            assertThat(post(url, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"fail\"}").body()).isEqualTo(
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32603,\"message\":\"Internal error\","
                            + "\"data\":{\"exception\":\"IllegalStateException\"}}}");
            assertThat(post(url, "{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1]}").statusCode())
                    .isEqualTo(204);
            assertThat(post(url + "/other", "[]").statusCode()).isEqualTo(404);
            Cli.Result call = Cli.run("call", "--url", url, "subtract", "[42,23]");
            assertThat(call.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}\n");
            assertThat(call.exitCode()).isZero();
            server.terminate();
            assertThat(server.exitCode()).isEqualTo(143);
        }
        List<String> lines = TraceLines.timeless(Files.readAllLines(trace, StandardCharsets.UTF_8));
        assertThat(lines).startsWith(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2,4]},"
                        + "\"ts\":\"T\"}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7},\"ts\":\"T\","
                        + "\"method\":\"sum\",\"ms\":N}");
        assertThat(lines).hasSize(7); // sum, fail, update (no reply), [] (404: never reached the binding), subtract
    }

    private static HttpResponse<String> post(String url, String body) throws Exception {
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))
                    .build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void tcpOnAFreePortWithEitherFraming(Framing framing) throws IOException {
        try (Rpcgate server = Rpcgate.start("serve", "--tcp", "0", "--demo", "progress", "--framing",
                framing.label())) {
            Matcher m = LISTENING.matcher(server.err.next());
            assertThat(m.matches()).isTrue();
            assertThat(m.group(1)).isEqualTo("progress");
            assertThat(m.group(3)).isEqualTo(framing.label());
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(m.group(2)))) {
                socket.setSoTimeout(20_000);
                MessageChannel client = framing.open(socket.getInputStream(), socket.getOutputStream());
                client.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow_count\",\"params\":{\"n\":2}}");
                assertThat(text(client.read())).isEqualTo(progress(1, 1, 2));
                assertThat(text(client.read())).isEqualTo(progress(1, 2, 2));
                assertThat(text(client.read())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":2}");
                // SIGTERM with a call in flight: its reply is written, then the socket closes
                client.write(slowCount(2, 2, 500));
                assertThat(text(client.read())).isEqualTo(progress(2, 1, 2));
                server.terminate();
                assertThat(text(client.read())).isEqualTo(progress(2, 2, 2));
                assertThat(json(text(client.read()))).isEqualTo(json("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}"));
                assertThat(client.read()).isEqualTo(Frame.END);
            }
            assertThat(server.exitCode()).isEqualTo(143);
        }
    }

    @Test
    void tcpWithoutFramingServesNdjsonContentLengthAndHttpOnOnePort(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("tcp.jsonl");
        try (Rpcgate server = Rpcgate.start("serve", "--tcp", "0", "--demo", "spec", "--trace", trace.toString())) {
            Matcher m = LISTENING.matcher(server.err.next());
            assertThat(m.matches()).isTrue();
            assertThat(m.group(3)).isEqualTo("ndjson, content-length or HTTP POST /rpc, told by each connection's"
                    + " first bytes");
            int port = Integer.parseInt(m.group(2));
            for (Framing framing : Framing.values()) {
                try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                    socket.setSoTimeout(20_000);
                    MessageChannel c = framing.open(socket.getInputStream(), socket.getOutputStream());
                    c.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}");
                    assertThat(text(c.read())).as(framing.label()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}");
                }
            }
            String url = "http://127.0.0.1:" + port + "/rpc";
            HttpResponse<String> http = post(url, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"sum\",\"params\":[1,2,4]}");
            assertThat(http.statusCode()).isEqualTo(200);
            assertThat(http.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":7}");
            Cli.Result call = Cli.run("call", "--url", url, "get_data");
            assertThat(call.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[\"hello\",5]}\n");
            try (Socket tls = new Socket(InetAddress.getLoopbackAddress(), port)) {
                tls.setSoTimeout(20_000);
                tls.getOutputStream().write(new byte[] {0x16, 0x03, 0x01, 0x00, 0x05, 0x01, 0x00, 0x00, 0x01, 0x03});
                assertThat(tls.getInputStream().readAllBytes()).as("a TLS alert, then the end")
                        .containsExactly(0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x28);
            }
            assertThat(server.err.next()).startsWith("rpcgate: closed a connection from /127.0.0.1:")
                    .endsWith(": it began a TLS handshake; this port speaks plain JSON-RPC and HTTP");
            server.terminate();
            assertThat(server.exitCode()).isEqualTo(143);
        }
        List<String> lines = TraceLines.timeless(Files.readAllLines(trace, StandardCharsets.UTF_8));
        assertThat(lines).hasSize(8).contains("{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":2,"
                + "\"result\":7},\"ts\":\"T\",\"method\":\"sum\",\"ms\":N}");
    }

    @Test
    void tcpRefusesAConnectionOverTheLimitAndSaysSoOnStderr() throws IOException {
        try (Rpcgate server = Rpcgate.start("serve", "--tcp", "0", "--demo", "spec", "--max-connections", "1")) {
            Matcher m = LISTENING.matcher(server.err.next());
            assertThat(m.matches()).isTrue();
            int port = Integer.parseInt(m.group(2));
            try (Socket first = new Socket(InetAddress.getLoopbackAddress(), port);
                 Socket second = new Socket(InetAddress.getLoopbackAddress(), port)) {
                first.setSoTimeout(20_000);
                second.setSoTimeout(20_000);
                MessageChannel a = Framing.NDJSON.open(first.getInputStream(), first.getOutputStream());
                a.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"get_data\"}");
                assertThat(text(a.read())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[\"hello\",5]}");
                MessageChannel b = Framing.NDJSON.open(second.getInputStream(), second.getOutputStream());
                assertThat(text(b.read())).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32000,"
                        + "\"message\":\"Too many connections\",\"data\":{\"findings\":[{\"code\":\"TooManyConnections\"");
                assertThat(b.read()).isEqualTo(Frame.END);
            }
            assertThat(server.err.next()).startsWith("rpcgate: refused a connection from /127.0.0.1:")
                    .endsWith(": already serving the limit of 1 (--max-connections)");
            server.terminate();
            assertThat(server.exitCode()).isEqualTo(143);
        }
    }

    @Test
    void aContractChecksParamsAndResultsOnEveryTransportOfAPort() throws Exception {
        try (Rpcgate server = Rpcgate.start("serve", "--tcp", "0", "--demo", "spec", "--contract",
                "examples/json-rpc/demo.smithy", "--service", "example.demo#Spec")) {
            Matcher m = LISTENING.matcher(server.err.next());
            assertThat(m.matches()).isTrue();
            int port = Integer.parseInt(m.group(2));
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                socket.setSoTimeout(20_000);
                MessageChannel c = Framing.NDJSON.open(socket.getInputStream(), socket.getOutputStream());
                c.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}");
                assertThat(text(c.read())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}");
                c.write("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":[42, \"23\"]}");
                assertThat(text(c.read())).startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32602,"
                        + "\"message\":\"Invalid params\",\"data\":{\"findings\":[{\"code\":\"TypeMismatch\"")
                        .contains("\"path\":\"/params/1\",\"line\":2,\"column\":59,\"offset\":58,");
                c.write("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"sum\",\"params\":[2147483647,1]}");
                assertThat(text(c.read())).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32603,"
                        + "\"message\":\"Internal error\"}}");
                assertThat(server.err.next()).isEqualTo("rpcgate: call 3: the handler's result of sum breaks the"
                        + " contract; it was not sent, and the call was answered -32603 Internal error");
                assertThat(server.err.next()).startsWith("  error OutOfRange: ").endsWith(
                        "found the number 2147483648 (at /result)");
            }
            String url = "http://127.0.0.1:" + port + "/rpc";
            assertThat(post(url, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"nope\"}").body())
                    .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32601,\"message\":"
                            + "\"Method not found\"}}");
            assertThat(post(url, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"subtract\",\"params\":"
                    + "[-2147483648,1]}").body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":"
                    + "-32603,\"message\":\"Internal error\"}}");
            assertThat(server.err.next()).isEqualTo("rpcgate: call 5: the handler's result of subtract breaks the"
                    + " contract; it was not sent, and the call was answered -32603 Internal error");
            assertThat(server.err.next()).startsWith("  error OutOfRange: ");
            server.terminate();
            assertThat(server.exitCode()).isEqualTo(143);
        }
    }

    @Test
    void anHttpServerWithAContractLogsTheResultItWithheld() throws Exception {
        try (Rpcgate server = Rpcgate.start("serve", "--http", "0", "--demo", "spec", "--contract",
                "examples/json-rpc/demo.smithy")) {
            Matcher m = HTTP_LISTENING.matcher(server.err.next());
            assertThat(m.matches()).isTrue();
            HttpResponse<String> r = post(m.group(1), "[{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"sum\","
                    + "\"params\":[1,2]},{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"sum\",\"params\":"
                    + "[2147483647,2147483647]},{\"jsonrpc\":\"2.0\",\"id\":\"c\",\"method\":\"sum\",\"params\":"
                    + "[true]}]");
            assertThat(json(r.body())).isEqualTo(json("[{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"result\":3},"
                    + "{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"error\":{\"code\":-32603,\"message\":\"Internal error\"}},"
                    + "{\"jsonrpc\":\"2.0\",\"id\":\"c\",\"error\":{\"code\":-32602,\"message\":\"Invalid params\","
                    + "\"data\":{\"findings\":[{\"code\":\"TypeMismatch\",\"severity\":\"ERROR\",\"message\":"
                    + "\"expected an integer (integer), found true\",\"path\":\"/params/0\",\"line\":1,\"column\":"
                    + "185,\"offset\":184,\"shape\":\"example.demo#SumInput\",\"member\":\"example.demo#SumInput$a\","
                    + "\"operation\":\"example.demo#Sum\"}]}}}]"));
            assertThat(server.err.next()).isEqualTo("rpcgate: call \"b\": the handler's result of sum breaks the"
                    + " contract; it was not sent, and the call was answered -32603 Internal error");
            server.terminate();
            assertThat(server.exitCode()).isEqualTo(143);
        }
    }

    private static String text(Frame f) {
        assertThat(f).isInstanceOf(Frame.Body.class);
        return ((Frame.Body) f).text();
    }

    @Test
    void inProcessItServesTheGivenStreams() {
        Cli.Result r = Cli.run("{\"jsonrpc\":\"2.0\",\"id\":\"é\",\"method\":\"get_data\"}\n".getBytes(StandardCharsets.UTF_8),
                "serve", "--stdio", "--demo", "spec");
        assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":\"é\",\"result\":[\"hello\",5]}\n");
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void badUsageExitsTwoWithTheReason() {
        assertUsage("rpcgate: Error: Missing required argument (specify one of these): (--stdio | --tcp=PORT |"
                + " --http=PORT)",
                "serve", "--demo", "spec");
        assertUsage("rpcgate: Error: --stdio, --tcp=PORT are mutually exclusive (specify only one)",
                "serve", "--stdio", "--tcp", "1", "--demo", "spec");
        assertUsage("rpcgate: Missing required option: '--demo=spec|progress'", "serve", "--stdio");
        assertUsage("rpcgate: Invalid value for option '--demo': 'nope' is not a demo: use spec or progress",
                "serve", "--stdio", "--demo", "nope");
        assertUsage("rpcgate: Invalid value for option '--framing': 'xml' is not a framing: use ndjson or"
                + " content-length", "serve", "--stdio", "--demo", "spec", "--framing", "xml");
        assertUsage("rpcgate: --host applies to --tcp and --http only", "serve", "--stdio", "--host", "0.0.0.0",
                "--demo", "spec");
        assertUsage("rpcgate: Error: --tcp=PORT, --http=PORT are mutually exclusive (specify only one)",
                "serve", "--tcp", "1", "--http", "2", "--demo", "spec");
        assertUsage("rpcgate: --max-connections applies to --tcp only",
                "serve", "--http", "0", "--max-connections", "2", "--demo", "spec");
        assertUsage("rpcgate: --framing applies to --stdio and --tcp; HTTP frames each message as a request body",
                "serve", "--http", "0", "--framing", "ndjson", "--demo", "spec");
        assertUsage("rpcgate: --sequential applies to --stdio and --tcp; over HTTP each request is answered on its"
                + " own", "serve", "--http", "0", "--sequential", "--demo", "spec");
        assertUsage("rpcgate: --http must be a port from 0 to 65535, was -1", "serve", "--http", "-1", "--demo",
                "spec");
        assertUsage("rpcgate: --max-connections applies to --tcp only",
                "serve", "--stdio", "--max-connections", "2", "--demo", "spec");
        assertUsage("rpcgate: --tcp must be a port from 0 to 65535, was 70000", "serve", "--tcp", "70000", "--demo", "spec");
        assertUsage("rpcgate: Invalid value for option '--grace': '-1' is not from 0 to 86400 seconds",
                "serve", "--stdio", "--demo", "spec", "--grace", "-1");
        assertUsage("rpcgate: Invalid value for option '--grace': 'x' is not a number of seconds",
                "serve", "--stdio", "--demo", "spec", "--grace", "x");
    }

    private static void assertUsage(String firstLine, String... args) {
        Cli.Result r = Cli.run(args);
        assertThat(r.exitCode()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines().findFirst()).hasValue(firstLine);
        assertThat(r.err()).contains("Try 'rpcgate serve --help' for more information.");
    }

    @Test
    void aTraceFileThatCannotBeWrittenExitsOne() {
        Cli.Result r = Cli.run("serve", "--stdio", "--demo", "spec", "--trace", "no/such/dir/trace.jsonl");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("rpcgate: cannot write the trace file no/such/dir/trace.jsonl: no such file or"
                + " directory\n");
    }

    @Test
    void aPortInUseExitsOne() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Cli.Result r = Cli.run("serve", "--tcp", String.valueOf(taken.getLocalPort()), "--demo", "spec");
            assertThat(r.exitCode()).isEqualTo(1);
            assertThat(r.err()).startsWith("rpcgate: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": ");
        }
    }
}
