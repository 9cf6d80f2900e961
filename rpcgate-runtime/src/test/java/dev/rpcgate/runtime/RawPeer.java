package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonParse;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The test's side of a newline-delimited stream, knowing nothing of rpcgate's channels: it writes raw text and reads
 * raw lines (a background thread reads them into a queue, so that every wait has a timeout).
 */
final class RawPeer {
    static final long WAIT_SECONDS = 10;

    private final OutputStream out;
    private final BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();

    RawPeer(InputStream in, OutputStream out) {
        this.out = out;
        Thread.ofPlatform().daemon(true).name("raw-peer-reader").start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(Optional.of(line));
                }
            } catch (IOException e) {
                // the stream was closed under the reader: the end
            }
            lines.add(Optional.empty());
        });
    }

    /** Writes text as it is (add the line ends yourself). */
    void send(String text) {
        try {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes each text followed by LF. */
    void sendLines(String... texts) {
        StringBuilder b = new StringBuilder();
        for (String t : texts) {
            b.append(t).append('\n');
        }
        send(b.toString());
    }

    /** The next line; fails when none comes in time or the stream ended. */
    String next() {
        try {
            Optional<String> line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            if (line == null) {
                return fail("no line within " + WAIT_SECONDS + " s");
            }
            if (line.isEmpty()) {
                lines.add(line); // the end stays the end
                return fail("the stream ended; a line was expected");
            }
            return line.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail("interrupted");
        }
    }

    /** The next line, read as a JSON object. */
    JsonObject nextJson() {
        return parseObject(next());
    }

    /** Every line up to the end of the stream. */
    List<String> rest() {
        List<String> out = new ArrayList<>();
        while (true) {
            try {
                Optional<String> line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
                if (line == null) {
                    return fail("the stream did not end within " + WAIT_SECONDS + " s; read so far: " + out);
                }
                if (line.isEmpty()) {
                    lines.add(line);
                    return out;
                }
                out.add(line.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return fail("interrupted");
            }
        }
    }

    void closeOutput() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonObject parseObject(String text) {
        JsonParse p = JsonReader.standard().read(text);
        if (!(p.value() instanceof JsonObject o)) {
            return fail("not a JSON object: " + text + " " + p.findings());
        }
        return o;
    }
}
