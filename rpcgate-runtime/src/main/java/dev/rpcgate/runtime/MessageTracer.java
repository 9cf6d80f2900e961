package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Wraps a channel and logs every message read and written as one JSON line, the transcript log format:
 * <pre>
 * {"dir":"in","message":{...}}                          a message as read (compact, spellings kept)
 * {"dir":"out","message":{...}}                         a message as written
 * {"dir":"in","message":"{broken","raw":true}           text that is not JSON, as a string
 * {"dir":"in","message":null,"raw":true,"oversized":N}  a message of N bytes skipped unread
 * {"dir":"in","message":null,"raw":true,"malformed":"…"} a framing error
 * </pre>
 * Outgoing lines are logged in the order they were written on the channel. A sink that fails stops the logging (see
 * {@link #findSinkFailure()}), never the connection. The sink is flushed after each line and never closed here.
 */
public final class MessageTracer implements MessageChannel {
    private static final JsonReader READER = JsonReader.withLimits(
            new JsonLimits(Integer.MAX_VALUE - 16, JsonLimits.DEFAULT_MAX_DEPTH));

    private final MessageChannel channel;
    private final OutputStream sink;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final ReentrantLock sinkLock = new ReentrantLock();
    private volatile IOException sinkFailure;

    /** Logs {@code channel}'s traffic to {@code sink}. */
    public MessageTracer(MessageChannel channel, OutputStream sink) {
        this.channel = Objects.requireNonNull(channel, "channel");
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    @Override
    public Frame read() throws IOException {
        Frame frame = channel.read();
        switch (frame) {
            case Frame.Body b -> log("in", b.bytes());
            case Frame.Oversized o -> log("{\"dir\":\"in\",\"message\":null,\"raw\":true,\"oversized\":" + o.size() + "}");
            case Frame.Malformed m -> {
                StringBuilder line = new StringBuilder("{\"dir\":\"in\",\"message\":null,\"raw\":true,\"malformed\":");
                JsonWriter.writeString(m.reason(), line);
                log(line.append('}').toString());
            }
            case Frame.End ignored -> {
                // nothing to log
            }
        }
        return frame;
    }

    @Override
    public void write(String json) throws IOException {
        writeLock.lock(); // the log's order of outgoing lines is the channel's
        try {
            channel.write(json);
            log("out", json.getBytes(StandardCharsets.UTF_8));
        } finally {
            writeLock.unlock();
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** Why logging stopped, if the sink failed. */
    public Optional<IOException> findSinkFailure() {
        return Optional.ofNullable(sinkFailure);
    }

    private void log(String dir, byte[] text) {
        if (sinkFailure != null) {
            return;
        }
        StringBuilder line = new StringBuilder(text.length + 32).append("{\"dir\":\"").append(dir).append("\",\"message\":");
        JsonParse parse = READER.read(text);
        if (parse.isValid()) {
            JsonWriter.write(parse.value(), line);
            line.append('}');
        } else {
            JsonWriter.writeString(new String(text, StandardCharsets.UTF_8), line);
            line.append(",\"raw\":true}");
        }
        log(line.toString());
    }

    private void log(String line) {
        if (sinkFailure != null) {
            return;
        }
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        sinkLock.lock();
        try {
            sink.write(bytes);
            sink.flush();
        } catch (IOException e) {
            sinkFailure = e;
        } finally {
            sinkLock.unlock();
        }
    }
}
