package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.runtime.transport.Lines;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rpcgate tap} as a real child process in front of real servers ({@code rpcgate serve}, and {@code cat},
 * which echoes every byte): bytes pass unchanged, the log is written, and findings come while the conversation is
 * still going.
 */
@Timeout(120)
class TapCommandTest {
    private static final String[] TAP = {"tap", "--protocol", "example.demo#SpecDemo"};

    private static String[] tap(List<String> options, List<String> server) {
        List<String> args = new ArrayList<>(List.of(TAP));
        args.addAll(options);
        args.add("examples/json-rpc/demo.smithy");
        args.add("--");
        args.addAll(server);
        return args.toArray(String[]::new);
    }

    private static List<String> spec(String... more) {
        List<String> server = new ArrayList<>(Rpcgate.command("serve", "--stdio", "--demo", "spec"));
        server.addAll(List.of(more));
        return server;
    }

    @Test
    void callsPassThroughTheLogIsWrittenAndABadCallIsReportedLive(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("traffic.jsonl");
        try (Rpcgate tap = Rpcgate.start(tap(List.of("--log", log.toString()), spec()))) {
            tap.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}\n");
            assertThat(tap.out.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}");
            tap.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":[\"a\",1]}\n");
            assertThat(tap.err.next()).isEqualTo("rpcgate tap: entry 2 client: error TypeMismatch: expected an"
                    + " integer (integer), found the string \"a\" (at /params/0)");
            assertThat(tap.out.next()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32602,");
            tap.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"get_data\"}\n");
            assertThat(tap.out.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":[\"hello\",5]}");
            tap.closeInput();
            assertThat(tap.out.rest()).isEmpty();
            assertThat(tap.err.rest()).containsExactly("rpcgate tap: checked 6 messages: 1 error, 0 advisories");
            assertThat(tap.exitCode()).as("the server exited 0, a finding is an error").isEqualTo(1);
        }
        List<String> lines = TraceLines.timeless(Files.readAllLines(log));
        assertThat(lines).containsExactly(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]},"
                        + "\"ts\":\"T\"}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19},\"ts\":\"T\","
                        + "\"method\":\"subtract\",\"ms\":N}",
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"subtract\",\"params\":[\"a\",1]},"
                        + "\"ts\":\"T\"}",
                lines.get(3),
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"get_data\"},\"ts\":\"T\"}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":[\"hello\",5]},\"ts\":\"T\","
                        + "\"method\":\"get_data\",\"ms\":N}");
        assertThat(lines.get(3)).startsWith("{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\","
                + "\"id\":2,\"error\":{\"code\":-32602,").endsWith(",\"ts\":\"T\",\"method\":\"subtract\",\"ms\":N}");
        // the log is a dir-message log: checked later, it gives the same finding
        Cli.Result later = Cli.run("transcript", "--protocol", "example.demo#SpecDemo", "--version", "2.0",
                "examples/json-rpc/demo.smithy", log.toString());
        assertThat(later.err()).endsWith(":3:77: entry 2 client: error TypeMismatch: expected an integer (integer),"
                + " found the string \"a\" (at /params/0)\n");
        assertThat(later.exitCode()).isEqualTo(1);
    }

    @Test
    void aCleanConversationExitsWithTheServersCode() {
        try (Rpcgate tap = Rpcgate.start(tap(List.of("--complete"), spec()))) {
            tap.send("{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[7]}\n"
                    + "{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"method\":\"sum\",\"params\":[1,2,4]}\n");
            assertThat(tap.out.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"result\":7}");
            tap.closeInput();
            assertThat(tap.err.rest()).containsExactly("rpcgate tap: checked 3 messages: 0 errors, 0 advisories");
            assertThat(tap.exitCode()).isZero();
        }
    }

    @Test
    void everyBytePassesUnchangedBothWays() throws Exception {
        // cat sends back exactly what it gets: odd spacing, CR LF, blank lines, bytes that are not UTF-8, and a
        // last line without its line end all come out as they went in
        byte[] in = concat("{ \"jsonrpc\" : \"2.0\", \"id\": 1.0, \"method\": \"subtract\", \"params\": [3, 2] }\r\n",
                "\n   \n", "not json \u00e9\u2603\n", new String(new byte[] {(byte) 0xff, (byte) 0xfe}, StandardCharsets.ISO_8859_1),
                "\n{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1,2,3,4,5]}");
        Run r = run(in, tap(List.of(), List.of("cat")));
        assertThat(r.out()).isEqualTo(in);
        assertThat(r.exitCode()).as("cat exits 0; its echo of a call is a call to a client that accepts nothing")
                .isEqualTo(1);
        assertThat(new String(r.err(), StandardCharsets.UTF_8)).contains(
                " server: error UnknownMethod: ");
    }

    @Test
    void contentLengthFramesPassUnchangedAndAreChecked() throws Exception {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"subtract\",\"params\":{\"minuend\":1}}";
        byte[] in = concat("Content-Length: " + body.length() + "\r\nContent-Type: application/json\r\n\r\n" + body);
        Run echoed = run(in, tap(List.of("--framing", "content-length"), List.of("cat")));
        assertThat(echoed.out()).isEqualTo(in);
        Run served = run(in, tap(List.of("--framing", "content-length"),
                spec("--framing", "content-length")));
        String out = new String(served.out(), StandardCharsets.UTF_8);
        assertThat(out).startsWith("Content-Length: ").contains("\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":"
                + "{\"code\":-32602,");
        assertThat(new String(served.err(), StandardCharsets.UTF_8)).startsWith(
                "rpcgate tap: entry 0 client: error MissingRequired: expected the required member \"subtrahend\", found none");
        assertThat(served.exitCode()).isEqualTo(1);
    }

    @Test
    void theServersOwnExitCodeWins() throws Exception {
        Run r = run(new byte[0], tap(List.of(), List.of("sh", "-c", "exit 3")));
        assertThat(r.exitCode()).isEqualTo(3);
    }

    @Test
    void aServerThatCannotStartExitsOne() {
        Cli.Result r = Cli.run("tap", "--protocol", "example.demo#SpecDemo", "examples/json-rpc/demo.smithy", "--",
                "./no-such-server");
        assertThat(r.err()).startsWith("rpcgate: cannot start ./no-such-server: ");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void helpGivesTheOptionsAndTheExitCodes() {
        Cli.Result tap = Cli.run("tap", "--help");
        assertThat(tap.out()).startsWith("Usage: rpcgate tap --protocol NAME [OPTIONS] -- COMMAND [ARG...]\n"
                + "       rpcgate tap --protocol ID [OPTIONS] MODEL... -- COMMAND [ARG...]")
                .contains("--framing", "--log", "--client", "--server", "Exit codes:", "N   COMMAND's own exit code");
        assertThat(tap.exitCode()).isZero();
        Cli.Result transcript = Cli.run("transcript", "--help");
        assertThat(transcript.out()).startsWith("Usage: rpcgate transcript --protocol NAME [OPTIONS] TRANSCRIPT|-\n"
                + "       rpcgate transcript --protocol ID [OPTIONS] MODEL... TRANSCRIPT|-").contains("--session", "--log-mapping", "Exit codes:", "Examples:");
        assertThat(transcript.exitCode()).isZero();
        assertThat(Cli.run("--help").out()).contains("transcript", "tap");
    }

    @Test
    void badUsageExitsTwo() {
        assertThat(Cli.run("tap", "--protocol", "example.demo#SpecDemo", "examples/json-rpc/demo.smithy"))
                .satisfies(r -> assertThat(r.err()).startsWith("rpcgate: give the server's COMMAND after '--'\n"))
                .extracting(Cli.Result::exitCode).isEqualTo(2);
        assertThat(Cli.run("tap", "--protocol", "example.demo#SpecDemo", "--client", "server", "--server", "server",
                "examples/json-rpc/demo.smithy", "--", "cat"))
                .satisfies(r -> assertThat(r.err()).startsWith("rpcgate: the client and the server must be different"
                        + " peers, both are 'server'\n"))
                .extracting(Cli.Result::exitCode).isEqualTo(2);
        assertThat(Cli.run("tap", "--protocol", "example.demo#SpecDemo", "--server", "bob",
                "examples/json-rpc/demo.smithy", "--", "cat"))
                .satisfies(r -> assertThat(r.err()).startsWith("rpcgate: 'bob' is not a peer of example.demo#SpecDemo;"
                        + " its peers are 'client' and 'server'\n"))
                .extracting(Cli.Result::exitCode).isEqualTo(2);
        assertThat(Cli.run("tap", "--protocol", "example.demo#Nope", "examples/json-rpc/demo.smithy", "--", "cat"))
                .extracting(Cli.Result::exitCode).isEqualTo(2);
    }

    private static byte[] concat(String... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String p : parts) {
            boolean raw = p.chars().anyMatch(c -> c == 0xff);
            out.writeBytes(p.getBytes(raw ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8));
        }
        return out.toByteArray();
    }

    record Run(int exitCode, byte[] out, byte[] err) {
    }

    /** Runs rpcgate with these bytes on its standard input and returns every byte of its output. */
    private static Run run(byte[] stdin, String... args) throws Exception {
        Process p = new ProcessBuilder(Rpcgate.command(args)).directory(Cli.ROOT.toFile()).start();
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin);
        }
        if (!p.waitFor(Lines.WAIT_SECONDS * 3, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("rpcgate tap did not finish in time");
        }
        return new Run(p.exitValue(), out.get(Lines.WAIT_SECONDS, TimeUnit.SECONDS),
                err.get(Lines.WAIT_SECONDS, TimeUnit.SECONDS));
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
