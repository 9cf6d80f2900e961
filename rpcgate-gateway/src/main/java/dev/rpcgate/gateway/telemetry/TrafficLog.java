package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.api.ExchangeListener;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The gateway's traffic as JSON Lines, one line per message, fed as an {@link ExchangeListener}:
 * <pre>
 * {"session":7,"agent":"echo-agent-01","dir":"client","message":{...}}           the request as received
 * {"session":7,"agent":"echo-agent-01","dir":"agent","message":{...}}            the reply sent back
 * {"session":8,"agent":null,"dir":"client","message":"{broken","raw":true}       text that is not JSON
 * {"session":9,"agent":"a","dir":"client","message":null,"raw":true,"oversized":N} over the size bound, not logged
 * </pre>
 * {@code session} is the exchange id, so {@code rpcgate transcript --session /session} splits the log into one
 * request/reply pair per exchange ({@code dir-message} preset: {@code client} and {@code agent} are the peers).
 * A JSON message is written compact with its spellings kept. Both lines of an exchange are written together and
 * flushed. A sink that fails is reported once (a warning) and stops the log, never the request. Thread-safe.
 */
public final class TrafficLog implements ExchangeListener, AutoCloseable {
    /** The default bound on one logged message: 1 MiB of UTF-8; larger ones are logged as {@code oversized}. */
    public static final int DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024;
    private static final System.Logger LOG = System.getLogger(TrafficLog.class.getName());

    private final OutputStream sink;
    private final boolean ownsSink;
    private final int maxMessageBytes;
    private final JsonReader reader;
    private final ReentrantLock lock = new ReentrantLock();
    private volatile IOException failure;
    private boolean closed;

    /**
     * A log on {@code sink} (flushed after each exchange, never closed here).
     *
     * @param maxMessageBytes the largest message logged whole, in bytes of UTF-8
     */
    public TrafficLog(OutputStream sink, int maxMessageBytes) {
        this(sink, maxMessageBytes, false);
    }

    private TrafficLog(OutputStream sink, int maxMessageBytes, boolean ownsSink) {
        this.sink = Objects.requireNonNull(sink, "sink");
        if (maxMessageBytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be at least 1, was " + maxMessageBytes);
        }
        this.maxMessageBytes = maxMessageBytes;
        this.ownsSink = ownsSink;
        this.reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(maxMessageBytes));
    }

    /**
     * Appends to {@code file} (created when absent), closed by {@link #close()}.
     *
     * @throws IOException when the file cannot be opened for appending
     */
    public static TrafficLog append(Path file) throws IOException {
        OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                StandardOpenOption.WRITE);
        return new TrafficLog(new BufferedOutputStream(out, 64 * 1024), DEFAULT_MAX_MESSAGE_BYTES, true);
    }

    @Override
    public void onExchange(Exchange e) {
        if (failure != null || e.request() == null && e.reply() == null) {
            return;
        }
        StringBuilder lines = new StringBuilder(256);
        if (e.request() != null) {
            line(e, "client", e.request(), lines);
        }
        if (e.reply() != null) {
            line(e, "agent", e.reply(), lines);
        }
        write(lines.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Why the log stopped, if its sink failed. */
    public Optional<IOException> findFailure() {
        return Optional.ofNullable(failure);
    }

    /** Flushes, and closes the file when this log opened it. */
    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            sink.flush();
            if (ownsSink) {
                sink.close();
            }
        } catch (IOException ex) {
            fail(ex);
        } finally {
            lock.unlock();
        }
    }

    private void line(Exchange e, String dir, byte[] utf8, StringBuilder out) {
        out.append("{\"session\":").append(e.id()).append(",\"agent\":");
        if (e.agentId() == null) {
            out.append("null");
        } else {
            JsonWriter.writeString(e.agentId(), out);
        }
        out.append(",\"dir\":\"").append(dir).append("\",\"message\":");
        if (utf8.length > maxMessageBytes) {
            out.append("null,\"raw\":true,\"oversized\":").append(utf8.length).append("}\n");
            return;
        }
        JsonParse parse = reader.read(utf8);
        if (parse.isValid()) {
            JsonWriter.write(parse.value(), out);
            out.append("}\n");
        } else {
            JsonWriter.writeString(new String(utf8, StandardCharsets.UTF_8), out);
            out.append(",\"raw\":true}\n");
        }
    }

    private void write(byte[] bytes) {
        lock.lock();
        try {
            if (failure != null || closed) {
                return;
            }
            sink.write(bytes);
            sink.flush();
        } catch (IOException | RuntimeException ex) {
            fail(ex instanceof IOException io ? io : new IOException(ex));
        } finally {
            lock.unlock();
        }
    }

    private void fail(IOException ex) {
        if (failure == null) {
            failure = ex;
            LOG.log(System.Logger.Level.WARNING, "traffic log stopped: writing failed (" + ex + ")");
        }
    }
}
