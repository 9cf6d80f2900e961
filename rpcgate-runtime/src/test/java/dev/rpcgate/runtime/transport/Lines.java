package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The lines of a stream, read on a daemon thread into a queue so that every wait in a test has a bound. Shared with
 * rpcgate-cli's tests through this module's test jar.
 */
public final class Lines {
    public static final long WAIT_SECONDS = 20;

    private final BlockingQueue<Optional<String>> queue = new LinkedBlockingQueue<>();

    public Lines(InputStream in) {
        Thread.ofPlatform().daemon(true).name("test-lines").start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    queue.add(Optional.of(line));
                }
            } catch (IOException e) {
                // closed under the reader: the end
            }
            queue.add(Optional.empty());
        });
    }

    /** The next line; fails when none comes in time or the stream ends. */
    public String next() {
        Optional<String> line = poll(WAIT_SECONDS);
        if (line == null) {
            return fail("no line within " + WAIT_SECONDS + " s");
        }
        if (line.isEmpty()) {
            queue.add(line);
            return fail("the stream ended; a line was expected");
        }
        return line.get();
    }

    /** Every line up to the end of the stream; fails when it does not end in time. */
    public List<String> rest() {
        List<String> out = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (true) {
            Optional<String> line = poll(Math.max(0, TimeUnit.NANOSECONDS.toSeconds(deadline - System.nanoTime())) + 1);
            if (line == null) {
                return fail("the stream did not end within " + WAIT_SECONDS + " s; read so far: " + out);
            }
            if (line.isEmpty()) {
                queue.add(line);
                return out;
            }
            out.add(line.get());
        }
    }

    private Optional<String> poll(long seconds) {
        try {
            return queue.poll(seconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail("interrupted");
        }
    }
}
