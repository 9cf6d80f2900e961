package dev.rpcgate.cli;

import dev.rpcgate.runtime.transport.Lines;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code rpcgate} as a real child process (this build's classes, on the test class path), driven line by line: its
 * stdout and stderr are read into {@link Lines}, every wait is bounded, and closing kills what is left.
 */
final class Rpcgate implements AutoCloseable {
    static final long EXIT_WAIT_SECONDS = 30;

    final Process process;
    final Lines out;
    final Lines err;
    private final OutputStream in;

    private Rpcgate(Process process) {
        this.process = process;
        this.in = process.getOutputStream();
        this.out = new Lines(process.getInputStream());
        this.err = new Lines(process.getErrorStream());
    }

    /** The command line that runs {@code rpcgate ARGS}: usable as the COMMAND of {@code rpcgate call}. */
    static List<String> command(String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(java, "-cp", classPath, Main.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    static Rpcgate start(String... args) {
        try {
            return new Rpcgate(new ProcessBuilder(command(args)).directory(Cli.ROOT.toFile()).start());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes text as it is. */
    void send(String text) {
        try {
            in.write(text.getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ends its standard input. */
    void closeInput() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** SIGTERM, and nothing else: {@code Process.destroy()} would also close our ends of its pipes, unread. */
    void terminate() {
        process.toHandle().destroy();
    }

    /** Its exit code; fails when it has not exited within {@link #EXIT_WAIT_SECONDS}. */
    int exitCode() {
        try {
            if (!process.waitFor(EXIT_WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("rpcgate did not exit within " + EXIT_WAIT_SECONDS + " s");
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted");
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
