package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.MessageChannel;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * A child process spoken to over its standard input and output with a chosen framing; its standard error passes
 * through to this process's. Put a {@link dev.rpcgate.runtime.Connection} on {@link #channel()} to call it (or to be
 * called: peers are symmetric).
 *
 * <p>{@link #close()} ends it politely, then forcibly: it closes the child's standard input (a stdio server ends at
 * EOF), waits up to the grace period, sends SIGTERM ({@link Process#destroy()}), waits up to the grace period again,
 * and then kills it ({@link Process#destroyForcibly()}). Thread-safe.
 */
public final class ChildProcess implements AutoCloseable {
    /** How long the child gets at each polite step of {@link #close()}: 5 s. */
    public static final Duration DEFAULT_GRACE = Duration.ofSeconds(5);
    /** How long {@link #close()} waits for a killed child to be gone: the operating system's part, not the child's. */
    private static final long KILL_WAIT_SECONDS = 10;

    private final Process process;
    private final MessageChannel channel;
    private final Duration grace;

    private ChildProcess(Process process, Framing framing, Duration grace) {
        this.process = process;
        this.channel = framing.open(process.getInputStream(), process.getOutputStream());
        this.grace = grace;
    }

    /** Starts {@code command} (program and arguments) in this process's working directory, with the default grace. */
    public static ChildProcess start(List<String> command, Framing framing) throws IOException {
        return start(new ProcessBuilder(command), framing, DEFAULT_GRACE);
    }

    /**
     * Starts the process {@code builder} describes (its command, directory and environment). Its standard input and
     * output become pipes for the channel and its standard error is inherited, whatever the builder said.
     *
     * @param grace how long each polite step of {@link #close()} waits
     * @throws IOException when the process cannot be started (no such program, not executable)
     */
    public static ChildProcess start(ProcessBuilder builder, Framing framing, Duration grace) throws IOException {
        Objects.requireNonNull(framing, "framing");
        if (grace.isNegative()) {
            throw new IllegalArgumentException("the grace period cannot be negative: " + grace);
        }
        builder.redirectInput(ProcessBuilder.Redirect.PIPE)
                .redirectOutput(ProcessBuilder.Redirect.PIPE)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        return new ChildProcess(builder.start(), framing, grace);
    }

    /** The framed channel over the child's standard output (read) and standard input (write). */
    public MessageChannel channel() {
        return channel;
    }

    /** The process, e.g. for its pid or to wait for it. */
    public Process process() {
        return process;
    }

    /** The exit code, once the child has ended. */
    public OptionalInt findExitCode() {
        return process.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
    }

    /**
     * Ends the child: EOF on its standard input, then SIGTERM, then SIGKILL, each after the grace period. What the
     * child wrote before it ended stays readable on the channel, which then reads the end of the stream; the channel
     * is closed only when the child could not be ended. Returns at once when the child has already ended. An interrupt skips the polite waits (the child
     * is still killed) and stays set.
     */
    @Override
    public void close() {
        boolean interrupted = false;
        try {
            closeInput();
            if (!waitFor(grace)) {
                // through the handle: Process.destroy() would also close the pipes, losing what the child still
                // writes while it ends gracefully (the replies to the calls it had in flight)
                process.toHandle().destroy();
                if (!waitFor(grace)) {
                    process.toHandle().destroyForcibly();
                    waitFor(Duration.ofSeconds(KILL_WAIT_SECONDS));
                }
            }
        } catch (InterruptedException e) {
            interrupted = true;
            process.destroyForcibly();
        } finally {
            // once the child has ended its output ends by itself (the JDK keeps what it had not read and closes the
            // pipe), so the channel stays open for a reader to take the child's last lines and then the end; closing
            // it here would race that reader and lose them. Only a child still alive has its channel closed.
            if (process.isAlive()) {
                try {
                    channel.close();
                } catch (IOException e) {
                    // its pipes are closed either way
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void closeInput() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // it has ended already, or closed its end: either way it has seen the end of its input
        }
    }

    private boolean waitFor(Duration d) throws InterruptedException {
        return process.waitFor(Math.max(0, d.toNanos()), TimeUnit.NANOSECONDS);
    }
}
