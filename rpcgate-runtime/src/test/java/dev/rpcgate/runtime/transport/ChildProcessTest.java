package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.Frame;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Real child processes: a stdio demo server in another JVM, and shell commands that will not end politely. */
@Timeout(120)
class ChildProcessTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    static List<String> demoServer(String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(java, "-cp", classPath, StdioDemoMain.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    private static JsonValue call(ChildProcess child, String method, JsonValue params) {
        Connection c = Connection.client(child.channel());
        return c.call(method, params, WAIT).orTimeout(WAIT.toSeconds(), TimeUnit.SECONDS).join();
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void callsAStdioServerAndEndsItPolitely(Framing framing) throws IOException {
        ChildProcess child = ChildProcess.start(demoServer(framing.label(), "spec"), framing);
        try (child) {
            assertThat(call(child, "subtract", JsonArray.of(JsonNumber.of(42), JsonNumber.of(23))))
                    .isEqualTo(JsonNumber.of(19));
            assertThat(child.findExitCode()).isEmpty();
            assertThat(child.process().getErrorStream().read()).as("stderr is inherited, not piped").isEqualTo(-1);
        }
        long start = System.nanoTime();
        child.close(); // a second close returns at once: it has ended
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(1000);
        assertThat(child.findExitCode()).as("it ended at EOF, before any signal").hasValue(0);
    }

    @Test
    void aChildThatIgnoresEofGetsSigtermAfterTheGrace() throws IOException {
        ChildProcess child = ChildProcess.start(new ProcessBuilder(demoServer("ndjson", "spec", "ignore-eof")),
                Framing.NDJSON, Duration.ofMillis(300));
        assertThat(call(child, "get_data", null)).hasToString("[\"hello\",5]");
        long start = System.nanoTime();
        child.close();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(child.findExitCode()).as("SIGTERM: 128 + 15").hasValue(143);
        assertThat(millis).isBetween(300L, 10_000L);
    }

    @Test
    void aChildThatIgnoresSigtermIsKilled() throws Exception {
        ChildProcess child = ChildProcess.start(new ProcessBuilder("sh", "-c", "trap '' TERM; exec sleep 60"),
                Framing.NDJSON, Duration.ofMillis(300));
        Thread.sleep(200); // let the shell set its trap
        long start = System.nanoTime();
        child.close();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(child.findExitCode()).as("SIGKILL: 128 + 9").hasValue(137);
        assertThat(millis).isBetween(600L, 10_000L);
    }

    @Test
    void whatTheChildWritesAfterSigtermIsStillRead() throws Exception {
        // Process.destroy() would close our end of its stdout: a server's last replies would be lost
        ChildProcess child = ChildProcess.start(new ProcessBuilder("sh", "-c",
                "trap 'echo bye; exit 0' TERM; echo ready; while :; do sleep 0.05; done"),
                Framing.NDJSON, Duration.ofMillis(300));
        // the shell says when its trap is set (a signal before that would end it without a word); one reader takes
        // both lines, so it is already waiting for the last one when the signal comes
        CompletableFuture<Frame> ready = new CompletableFuture<>();
        CompletableFuture<Frame> next = CompletableFuture.supplyAsync(() -> {
            try {
                ready.complete(child.channel().read());
                return child.channel().read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        assertThat(ready).succeedsWithin(WAIT).isInstanceOfSatisfying(Frame.Body.class,
                b -> assertThat(b.text()).isEqualTo("ready"));
        child.close();
        assertThat(next).succeedsWithin(WAIT).isInstanceOfSatisfying(Frame.Body.class,
                b -> assertThat(b.text()).isEqualTo("bye"));
        assertThat(child.findExitCode()).hasValue(0);
    }

    @Test
    void aProgramThatCannotStartIsAnIOException() {
        assertThatThrownBy(() -> ChildProcess.start(List.of("/no/such/program"), Framing.NDJSON))
                .isInstanceOf(IOException.class);
    }
}
