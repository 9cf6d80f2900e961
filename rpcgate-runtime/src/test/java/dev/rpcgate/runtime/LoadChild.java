package dev.rpcgate.runtime;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@link LoadStdioServer} as a real child process: {@code java -Xmx… -cp <the test class path>}, its standard input
 * and output piped to the test, its standard error kept (the last 64 KiB) for failure messages, and its resident set
 * size sampled from {@code /proc/<pid>/status} (the peak, {@code VmHWM}) every 50 ms while it runs.
 */
final class LoadChild implements AutoCloseable {
    private static final int STDERR_TAIL = 64 * 1024;

    private final Process process;
    private final OutputStream in;
    private final StringBuilder stderr = new StringBuilder();
    private final Thread stderrReader;
    private volatile long peakRssKib = -1;

    private LoadChild(Process process) {
        this.process = process;
        this.in = new BufferedOutputStream(process.getOutputStream(), 64 * 1024);
        this.stderrReader = Thread.ofPlatform().daemon(true).name("load-child-stderr").start(this::readStderr);
        Thread.ofPlatform().daemon(true).name("load-child-rss").start(this::sampleRss);
    }

    /**
     * Starts the server.
     *
     * @param maxHeap the child's {@code -Xmx}, e.g. {@code 256m}; an {@code OutOfMemoryError} ends it with exit code 3
     * @param args    the server's arguments
     */
    static LoadChild start(String maxHeap, String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(java, "-Xmx" + maxHeap, "-XX:+ExitOnOutOfMemoryError",
                "-cp", classPath, LoadStdioServer.class.getName()));
        command.addAll(List.of(args));
        try {
            return new LoadChild(new ProcessBuilder(command).start());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The child's standard input, buffered (flush before waiting for replies). */
    OutputStream in() {
        return in;
    }

    /** The child's standard output, unbuffered. */
    InputStream out() {
        return process.getInputStream();
    }

    long pid() {
        return process.pid();
    }

    /** The peak resident set size seen, in KiB, or -1 when {@code /proc} could not be read. */
    long peakRssKib() {
        return peakRssKib;
    }

    /** Ends the child's input (its EOF). */
    void closeInput() throws IOException {
        in.close();
    }

    /** Waits for the child to exit; -1 when it did not in time (it is then killed). */
    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        stderrReader.join(5_000);
        return process.exitValue();
    }

    /** The last 64 KiB the child wrote to standard error. */
    String stderr() {
        synchronized (stderr) {
            return stderr.toString();
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }

    private void readStderr() {
        byte[] buf = new byte[8192];
        try (InputStream err = process.getErrorStream()) {
            for (int n = err.read(buf); n >= 0; n = err.read(buf)) {
                synchronized (stderr) {
                    stderr.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                    if (stderr.length() > STDERR_TAIL) {
                        stderr.delete(0, stderr.length() - STDERR_TAIL);
                    }
                }
            }
        } catch (IOException e) {
            // the child is gone
        }
    }

    private void sampleRss() {
        Path status = Path.of("/proc", Long.toString(process.pid()), "status");
        while (process.isAlive()) {
            try {
                for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
                    if (line.startsWith("VmHWM:")) {
                        long kib = Long.parseLong(line.substring(6).replace("kB", "").trim());
                        peakRssKib = Math.max(peakRssKib, kib);
                    }
                }
                Thread.sleep(50);
            } catch (IOException | NumberFormatException e) {
                return; // gone, or no /proc here
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
