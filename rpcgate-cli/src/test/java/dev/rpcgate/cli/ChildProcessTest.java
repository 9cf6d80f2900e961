package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code rpcgate explain -} as a real child process with its standard input piped: no mocks. */
class ChildProcessTest {

    record Run(int exitCode, String out, String err) {
    }

    static Run spawn(byte[] stdin, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(java, "-cp", classPath, "dev.rpcgate.cli.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(Cli.ROOT.toFile()).start();
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin);
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the child did not finish in 60 s");
        }
        return new Run(p.exitValue(), new String(out.join(), StandardCharsets.UTF_8),
                new String(err.join(), StandardCharsets.UTF_8));
    }

    private static byte[] readAll(java.io.InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aValidNotificationOnStdinExitsZero() throws Exception {
        Run r = spawn("{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}\n".getBytes(StandardCharsets.UTF_8),
                "explain", "--diagnostics", "json", "-");
        assertThat(r.out()).isEqualTo("{\"file\":\"-\",\"valid\":true,\"kind\":\"notification\",\"failedGate\":null,"
                + "\"code\":null,\"replyDue\":false,\"reply\":null,\"gates\":[{\"gate\":\"PARSE\",\"status\":\"PASSED\"},"
                + "{\"gate\":\"ENVELOPE\",\"status\":\"PASSED\"}]}\n");
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void anInvalidCallOnStdinExitsOneAndTheReplyEchoesItsIdInUtf8() throws Exception {
        Run r = spawn("{\"jsonrpc\":\"2.0\",\"id\":\"caf\u00e9 \u2603\",\"method\":1}".getBytes(StandardCharsets.UTF_8),
                "explain", "-");
        assertThat(r.out()).startsWith("-: invalid call: ENVELOPE failed with -32600 Invalid Request\n"
                + "  gates: PARSE passed, ENVELOPE failed\n"
                + "  reply: {\"jsonrpc\":\"2.0\",\"id\":\"caf\u00e9 \u2603\",\"error\":{\"code\":-32600,"
                + "\"message\":\"Invalid Request\"}}\n"
                + "-:1:41: error MethodNotString: ");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void stdinAndFilesTogether() throws Exception {
        Run r = spawn("not json".getBytes(StandardCharsets.UTF_8), "explain", "--diagnostics", "json",
                "examples/messages/call.json", "-");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).startsWith("{\"file\":\"-\",\"valid\":false,\"kind\":null,\"failedGate\":\"PARSE\","
                + "\"code\":-32700,");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void badUsageExitsTwo() throws Exception {
        Run r = spawn(new byte[0], "explain", "-", "-");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("rpcgate: standard input '-' can be read only once\nUsage: rpcgate explain");
    }

    @Test
    void versionExitsZero() throws Exception {
        Run r = spawn(new byte[0], "--version");
        assertThat(r.out()).isEqualTo("rpcgate 0.1.0\n");
        assertThat(r.exitCode()).isZero();
    }
}
