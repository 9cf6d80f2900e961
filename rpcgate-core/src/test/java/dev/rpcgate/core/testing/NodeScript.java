package dev.rpcgate.core.testing;

import static org.assertj.core.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/**
 * A node script of the tests run beside the packages {@link NodePackages#install} put in a cache directory: the
 * script is copied into that directory under a fresh name (ES modules resolve their imports against the
 * {@code node_modules} next to the file) and the copy is removed afterwards. {@link #run} runs one to its end;
 * {@link #start} starts one that serves (an agent) and waits for the line it prints when ready. Every process is
 * bounded in time and killed with its children when it overruns or is closed; what it printed is kept to its last
 * {@value #OUTPUT_TAIL} characters and goes into every failure.
 */
public final class NodeScript implements AutoCloseable {
    /** How much of a process's output is kept. */
    public static final int OUTPUT_TAIL = 8000;

    private final Process process;
    private final Path copy;
    private final Path stderr;
    private final Tail stdout;
    private final String readyLine;

    private NodeScript(Process process, Path copy, Path stderr, Tail stdout, String readyLine) {
        this.process = process;
        this.copy = copy;
        this.stderr = stderr;
        this.stdout = stdout;
        this.readyLine = readyLine;
    }

    /** What a command left: its exit status ({@code -1} when it was stopped at its deadline) and its output's tail. */
    public record Run(int exit, String output, Duration timeout) {
        /** "exit N", or that it was stopped. */
        public String describeExit() {
            return exit == -1 ? "stopped after " + timeout.toSeconds() + " s" : "exit " + exit;
        }
    }

    /**
     * Runs {@code script} with node in {@code dir} and {@code args}; returns its stdout and stderr together, and
     * fails, with that output, when it exits with another status than 0 or runs past {@code timeout}.
     */
    public static String run(Path dir, Path script, Duration timeout, String... args) {
        Path copy = stage(dir, script);
        try {
            List<String> command = new ArrayList<>(List.of(NodePackages.node(), copy.toString()));
            command.addAll(List.of(args));
            Run r = exec(dir, timeout, command);
            if (r.exit() != 0) {
                fail(script.getFileName() + " " + String.join(" ", args) + " ended with " + r.describeExit()
                        + ":\n" + r.output());
            }
            return r.output();
        } finally {
            deleteQuietly(copy);
        }
    }

    /**
     * Starts {@code script} with node in {@code dir} and waits up to {@code readyWithin} for the first stdout line
     * that {@code ready} accepts; fails, with the output, when it exits or stays silent that long.
     */
    public static NodeScript start(Path dir, Path script, Duration readyWithin, Predicate<String> ready,
                                   String... args) {
        Path copy = stage(dir, script);
        Path stderr = null;
        Process p = null;
        try {
            stderr = Files.createTempFile("rpcgate-node-", ".err");
            List<String> command = new ArrayList<>(List.of(NodePackages.node(), copy.toString()));
            command.addAll(List.of(args));
            p = new ProcessBuilder(command).directory(dir.toFile()).redirectError(stderr.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            Tail out = new Tail();
            CompletableFuture<String> first = new CompletableFuture<>();
            Process started = p;
            Thread reader = new Thread(() -> read(started, out, ready, first), "node-stdout " + script.getFileName());
            reader.setDaemon(true);
            reader.start();
            String line;
            try {
                line = first.get(readyWithin.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                line = null;
            }
            if (line == null && first.isDone()) {
                p.waitFor(2, TimeUnit.SECONDS); // stdout ended: the process is exiting
            }
            if (line == null) {
                String why = p.isAlive() ? "printed no ready line within " + readyWithin.toSeconds() + " s"
                        : "exited with " + p.exitValue() + " before it was ready";
                NodeScript failed = new NodeScript(p, copy, stderr, out, null);
                String output = failed.output();
                failed.close();
                return fail(script.getFileName() + " " + why + ":\n" + output);
            }
            return new NodeScript(p, copy, stderr, out, line);
        } catch (IOException e) {
            kill(p);
            deleteQuietly(copy);
            deleteQuietly(stderr);
            throw new UncheckedIOException("cannot start node with " + script, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill(p);
            deleteQuietly(copy);
            deleteQuietly(stderr);
            return fail("interrupted while starting " + script);
        } catch (ExecutionException e) {
            kill(p);
            deleteQuietly(copy);
            deleteQuietly(stderr);
            return fail("reading the output of " + script + " failed", e.getCause());
        }
    }

    /** The stdout line that said the script was ready. */
    public String readyLine() {
        return readyLine;
    }

    /** Whether the process is still running. */
    public boolean alive() {
        return process.isAlive();
    }

    /** The tail of what it printed so far: stdout, then stderr. */
    public String output() {
        String err;
        try {
            err = tail(Files.readString(stderr, StandardCharsets.UTF_8));
        } catch (IOException e) {
            err = "(stderr unreadable: " + e.getMessage() + ")";
        }
        return "stdout:\n" + stdout + "\nstderr:\n" + err;
    }

    /** Kills the process and its children and removes the script's copy. */
    @Override
    public void close() {
        kill(process);
        deleteQuietly(copy);
        deleteQuietly(stderr);
    }

    /**
     * Runs {@code command} in {@code dir}, output to a file (a pipe could fill), input from /dev/null, killed with
     * its children after {@code timeout}.
     */
    static Run exec(Path dir, Duration timeout, List<String> command) {
        Path log = null;
        Process p = null;
        try {
            log = Files.createTempFile("rpcgate-node-", ".log");
            p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            boolean ended = p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                kill(p);
            }
            return new Run(ended ? p.exitValue() : -1, tail(Files.readString(log, StandardCharsets.UTF_8)), timeout);
        } catch (IOException e) {
            return new Run(-2, "cannot run " + String.join(" ", command) + ": " + e.getMessage(), timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill(p);
            return new Run(-2, "interrupted", timeout);
        } finally {
            deleteQuietly(log);
        }
    }

    private static Path stage(Path dir, Path script) {
        String name = script.getFileName().toString();
        int dot = name.lastIndexOf('.');
        try {
            Path copy = Files.createTempFile(dir, (dot > 0 ? name.substring(0, dot) : name) + "-",
                    dot > 0 ? name.substring(dot) : ".mjs");
            Files.copy(script, copy, StandardCopyOption.REPLACE_EXISTING);
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + script + " into " + dir, e);
        }
    }

    private static void read(Process p, Tail out, Predicate<String> ready, CompletableFuture<String> first) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                out.add(line);
                if (!first.isDone() && ready.test(line)) {
                    first.complete(line);
                }
            }
        } catch (IOException | RuntimeException e) {
            // the process ended or was killed
        }
        first.complete(null);
    }

    private static void kill(Process p) {
        if (p == null) {
            return;
        }
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a temporary file left behind
            }
        }
    }

    private static String tail(String s) {
        return s.length() <= OUTPUT_TAIL ? s : "..." + s.substring(s.length() - OUTPUT_TAIL);
    }

    /** The last {@value #OUTPUT_TAIL} characters of the lines read so far; thread-safe. */
    private static final class Tail {
        private final StringBuilder text = new StringBuilder();

        synchronized void add(String line) {
            text.append(line).append('\n');
            if (text.length() > 2 * OUTPUT_TAIL) {
                text.delete(0, text.length() - OUTPUT_TAIL);
            }
        }

        @Override
        public synchronized String toString() {
            return tail(text.toString());
        }
    }
}
