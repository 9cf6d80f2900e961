package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.http.HttpRpcServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rpcgate call}, run in this process against real child processes ({@code rpcgate serve} in another JVM, or a
 * shell script that plays a server) and a real loopback HTTP server.
 */
@Timeout(120)
class CallCommandTest {
    /** {@code rpcgate call ARGS -- rpcgate serve --stdio SERVE...}. */
    private static Cli.Result callServe(List<String> callArgs, String... serveArgs) {
        List<String> args = new ArrayList<>(List.of("call"));
        args.addAll(callArgs);
        args.add("--");
        args.addAll(Rpcgate.command(serveArgs));
        return Cli.run(args.toArray(String[]::new));
    }

    /** {@code rpcgate call ARGS -- sh -c SCRIPT}. */
    private static Cli.Result callScript(String script, String... callArgs) {
        List<String> args = new ArrayList<>(List.of("call"));
        args.addAll(List.of(callArgs));
        args.addAll(List.of("--", "sh", "-c", script));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void aResultIsPrintedAsItsLineAndExitsZero() {
        Cli.Result r = callServe(List.of("subtract", "{\"minuend\":42,\"subtrahend\":23}"),
                "serve", "--stdio", "--demo", "spec");
        assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}\n");
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void anErrorReplyIsPrintedAsItsLineAndExitsOne() {
        Cli.Result r = callServe(List.of("subtract", "[42]"), "serve", "--stdio", "--demo", "spec");
        assertThat(r.out()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32602,\"message\":"
                + "\"Invalid params\",\"data\":{\"findings\":[{\"code\":\"MissingRequired\"");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void notificationsReceivedMeanwhileGoToStderrInOrder() {
        Cli.Result r = callServe(List.of("slow_count", "{\"n\":2}"), "serve", "--stdio", "--demo", "progress");
        assertThat(r.err()).isEqualTo(
                "notification: {\"jsonrpc\":\"2.0\",\"method\":\"$/progress\",\"params\":{\"requestId\":1,\"done\":1,\"total\":2}}\n"
                + "notification: {\"jsonrpc\":\"2.0\",\"method\":\"$/progress\",\"params\":{\"requestId\":1,\"done\":2,\"total\":2}}\n");
        assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":2}\n");
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void contentLengthFramingOnBothSides() {
        Cli.Result r = callServe(List.of("--framing", "content-length", "get_data"),
                "serve", "--stdio", "--demo", "spec", "--framing", "content-length");
        assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[\"hello\",5]}\n");
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void aNotificationPrintsNothingAndExitsZero() {
        Cli.Result r = callServe(List.of("--notify", "update", "[1,2,3,4,5]"), "serve", "--stdio", "--demo", "spec");
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void theReplyAndNotificationsArePrintedExactlyAsTheyCame() {
        // a server in sh: reads the call, then writes a notification, junk, a stray reply and the reply, spaced oddly
        Cli.Result r = callScript("read call; "
                + "echo '{ \"method\": \"note\", \"jsonrpc\": \"2.0\", \"params\": [1.50] }'; "
                + "echo 'not json'; "
                + "echo '{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":0}'; "
                + "echo '{\"id\": 1.0, \"jsonrpc\": \"2.0\", \"result\": 1e2}'", "anything");
        assertThat(r.out()).isEqualTo("{\"id\": 1.0, \"jsonrpc\": \"2.0\", \"result\": 1e2}\n");
        assertThat(r.err()).isEqualTo("notification: { \"method\": \"note\", \"jsonrpc\": \"2.0\", \"params\": [1.50] }\n"
                + "unexpected: not json\n"
                + "unexpected: {\"jsonrpc\":\"2.0\",\"id\":99,\"result\":0}\n");
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void aCommandThatCallsBackIsAnswered32601() {
        Cli.Result r = callScript("read call; echo '{\"jsonrpc\":\"2.0\",\"id\":\"back\",\"method\":\"ask\"}'; "
                + "read answer; echo \"$answer\" >&2; echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":true}'", "m");
        assertThat(r.err()).isEqualTo("rpcgate: the command called 'ask'; answered -32601 (rpcgate call serves no"
                + " methods)\n");
        assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":true}\n");
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void aTimeoutCancelsTheCallSoTheCommandEndsAtOnce(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("server.jsonl");
        long start = System.nanoTime();
        // 300 steps of 100 ms: 30 s of work, and a grace of 20 s; only the cancel can end the command sooner
        Cli.Result r = callServe(List.of("--timeout", "0.5", "--grace", "20", "slow_count", "{\"n\":300}"),
                "serve", "--stdio", "--demo", "progress", "--trace", trace.toString());
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        assertThat(r.err()).endsWith("rpcgate: no reply within 0.5 s; sent $/cancelRequest for the call (id 1)\n")
                .doesNotContain("unexpected:");
        assertThat(r.err().lines()).allMatch(l -> l.startsWith("notification: ") || l.startsWith("rpcgate: no reply"));
        assertThat(r.out()).isEmpty();
        assertThat(r.exitCode()).isEqualTo(Main.TIMEOUT);
        assertThat(seconds).as("the command stopped on the cancel, well within the grace period").isLessThan(15);
        List<String> lines = TraceLines.timeless(Files.readAllLines(trace, StandardCharsets.UTF_8));
        assertThat(lines).contains("{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\","
                + "\"params\":{\"id\":1}},\"ts\":\"T\"}");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\","
                + "\"id\":1,\"error\":{\"code\":-32800,").endsWith(",\"method\":\"slow_count\",\"ms\":N}"));
    }

    @Test
    void aCommandThatIgnoresTheCancelIsEndedAfterTheGracePeriod(@TempDir Path dir) throws IOException {
        Path seen = dir.resolve("seen");
        long start = System.nanoTime();
        Cli.Result r = callScript("read call; read cancel; echo \"$cancel\" > '" + seen + "'; exec sleep 60",
                "--timeout", "0.5", "--grace", "1", "get_data");
        assertThat(r.err()).isEqualTo("rpcgate: no reply within 0.5 s; sent $/cancelRequest for the call (id 1)\n");
        assertThat(r.exitCode()).isEqualTo(Main.TIMEOUT);
        assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).as("EOF, 1 s, SIGTERM").isLessThan(15);
        assertThat(Files.readString(seen)).isEqualTo("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\","
                + "\"params\":{\"id\":1}}\n");
    }

    @Test
    void noReplyInTimeOverHttpExitsWithTheTimeoutCode() throws IOException {
        com.sun.net.httpserver.HttpServer slow = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        slow.createContext("/rpc", exchange -> {
            try (exchange) {
                Thread.sleep(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        slow.setExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
        slow.start();
        try {
            Cli.Result r = Cli.run("call", "--url", "http://127.0.0.1:" + slow.getAddress().getPort() + "/rpc",
                    "--timeout", "0.5", "get_data");
            assertThat(r.err()).isEqualTo("rpcgate: no reply within 0.5 s\n");
            assertThat(r.exitCode()).isEqualTo(Main.TIMEOUT);
        } finally {
            slow.stop(0);
        }
    }

    @Test
    void anErrorForIdNullIsTheCommandSayingItCouldNotReadTheCall() {
        long start = System.nanoTime();
        Cli.Result r = callScript("read call; echo '{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                + "\"message\":\"Parse error\"}}'; exec sleep 30", "--grace", "0.5", "--timeout", "20", "get_data");
        assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                + "\"message\":\"Parse error\"}}\n");
        assertThat(r.err()).isEqualTo("rpcgate: the command could not read the call (it answered with an error for id"
                + " null; is --framing right?)\n");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).as("not the timeout").isLessThan(15);
    }

    @Test
    void aServerWithContentLengthFramingGetsAHint() {
        // the timeout leaves a child JVM on a loaded machine time to start and send its one framed reply
        Cli.Result r = callServe(List.of("--timeout", "6", "--grace", "0.5", "get_data"),
                "serve", "--stdio", "--demo", "spec", "--framing", "content-length");
        assertThat(r.err()).startsWith("unexpected: Content-Length: ")
                .contains("\nrpcgate: that is a Content-Length header: the command may need --framing content-length\n")
                .endsWith("rpcgate: no reply within 6 s; sent $/cancelRequest for the call (id 1)\n");
        assertThat(r.exitCode()).isEqualTo(Main.TIMEOUT);
    }

    @Test
    void aCommandThatEndsWithoutReplyingExitsOne() {
        Cli.Result r = callScript("exit 3", "get_data");
        assertThat(r.err()).isEqualTo("rpcgate: the command ended without replying (exit code 3)\n");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aCommandThatCannotStartExitsOne() {
        Cli.Result r = Cli.run("call", "get_data", "--", "/no/such/program");
        assertThat(r.err()).startsWith("rpcgate: cannot start /no/such/program: ")
                .containsIgnoringCase("no such file or directory").endsWith("\n").hasLineCount(1);
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void overHttp() throws IOException {
        HttpRpcServer server = HttpRpcServer.start(null, 0, "/rpc", Demo.SPEC.methods(), DispatchOptions.DEFAULT);
        try {
            String url = server.uri().toString();
            Cli.Result ok = Cli.run("call", "--url", url, "subtract", "[42,23]");
            assertThat(ok.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}\n");
            assertThat(ok.exitCode()).isZero();
            Cli.Result error = Cli.run("call", "--url", url, "foobar");
            assertThat(error.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32601,\"message\":"
                    + "\"Method not found\"}}\n");
            assertThat(error.exitCode()).isEqualTo(1);
            Cli.Result notified = Cli.run("call", "--url", url, "--notify", "update", "[1,2]");
            assertThat(notified.out()).isEmpty();
            assertThat(notified.exitCode()).isZero();
            Cli.Result wrongPath = Cli.run("call", "--url", url + "/nope", "get_data");
            assertThat(wrongPath.err()).startsWith("rpcgate: ").contains("404");
            assertThat(wrongPath.exitCode()).isEqualTo(1);
        } finally {
            server.stop();
        }
        Cli.Result gone = Cli.run("call", "--url", server.uri().toString(), "--timeout", "10", "get_data");
        assertThat(gone.err()).startsWith("rpcgate: cannot reach " + server.uri() + ": ");
        assertThat(gone.exitCode()).isEqualTo(1);
    }

    @Test
    void theHelpsHttpExampleCallsWhatServeHttpServes() throws Exception {
        List<String> help = Cli.run("call", "--help").out().lines().map(String::strip).toList();
        Matcher serve = Pattern.compile("rpcgate serve --http (\\d+) (.*) &").matcher(help.stream()
                .filter(l -> l.startsWith("rpcgate serve --http ")).findFirst().orElseThrow());
        Matcher call = Pattern.compile("rpcgate call --url http://127\\.0\\.0\\.1:(\\d+)(/\\S*) (.*)").matcher(help.stream()
                .filter(l -> l.startsWith("rpcgate call --url http")).findFirst().orElseThrow());
        assertThat(serve.matches()).isTrue();
        assertThat(call.matches()).isTrue();
        assertThat(call.group(1)).as("the example calls the port the example serves").isEqualTo(serve.group(1));
        assertThat(call.group(1)).as("8080 is the lab's").isNotEqualTo("8080");
        // the same commands, on a free port
        List<String> serveArgs = new ArrayList<>(List.of("serve", "--http", "0"));
        serveArgs.addAll(List.of(serve.group(2).split(" ")));
        try (Rpcgate server = Rpcgate.start(serveArgs.toArray(String[]::new))) {
            Matcher listening = Pattern.compile(".* on (http://127\\.0\\.0\\.1:\\d+)(/\\S*) .*").matcher(server.err.next());
            assertThat(listening.matches()).isTrue();
            assertThat(listening.group(2)).as("the path the example calls").isEqualTo(call.group(2));
            List<String> callArgs = new ArrayList<>(List.of("call", "--url", listening.group(1) + call.group(2)));
            callArgs.addAll(List.of(call.group(3).split(" ")));
            Cli.Result r = Cli.run(callArgs.toArray(String[]::new));
            assertThat(r.out()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[\"hello\",5]}\n");
            assertThat(r.exitCode()).isZero();
        }
    }

    @Test
    void badUsageExitsTwoBeforeStartingAnything() {
        assertUsage("PARAMS_JSON:1:5: error InvalidJson: ", "subtract", "[42,", "--", "/no/such/program");
        assertUsage("PARAMS_JSON must be an array or an object (JSON-RPC params by position or by name), not a number",
                "subtract", "7", "--", "/no/such/program");
        assertUsage("PARAMS_JSON must be an array or an object (JSON-RPC params by position or by name), not null",
                "subtract", "null", "--", "/no/such/program");
        assertUsage("give the COMMAND to call after '--', or --url URL", "subtract", "[42,23]");
        assertUsage("missing METHOD", "--", "/no/such/program");
        assertUsage("missing COMMAND after '--'", "get_data", "--");
        assertUsage("unexpected argument 'x': PARAMS_JSON is one argument (quote it), and a COMMAND follows '--'",
                "subtract", "[1]", "x", "--", "/no/such/program");
        assertUsage("give either --url or a COMMAND after '--', not both", "--url", "http://127.0.0.1:1/", "get_data",
                "--", "/no/such/program");
        assertUsage("--framing applies to a COMMAND, not to --url", "--url", "http://127.0.0.1:1/", "--framing",
                "ndjson", "get_data");
        assertUsage("--url must be an absolute http:// or https:// URL, was 'ftp://host/'", "--url", "ftp://host/",
                "get_data");
        assertUsage("--timeout must be more than 0 seconds", "--timeout", "0", "get_data", "--", "/no/such/program");
    }

    private static void assertUsage(String message, String... args) {
        List<String> all = new ArrayList<>(List.of("call"));
        all.addAll(List.of(args));
        Cli.Result r = Cli.run(all.toArray(String[]::new));
        assertThat(r.exitCode()).as(String.join(" ", all)).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).as(String.join(" ", all)).startsWith("rpcgate: " + message)
                .contains("Try 'rpcgate call --help' for more information.");
    }

    @Test
    void endToEndAsProcessesOnBothSides() {
        List<String> args = new ArrayList<>(List.of("call", "sum", "[1,2,4]", "--"));
        args.addAll(Rpcgate.command("serve", "--stdio", "--demo", "spec"));
        try (Rpcgate call = Rpcgate.start(args.toArray(String[]::new))) {
            call.closeInput();
            assertThat(call.out.rest()).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7}");
            assertThat(call.err.rest()).isEmpty();
            assertThat(call.exitCode()).isZero();
        }
    }
}
