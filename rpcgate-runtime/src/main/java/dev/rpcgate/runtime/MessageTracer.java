package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Wraps a channel and logs every frame read and message written to a {@link TraceLog}, the transcript log format:
 * one JSON line per message, with its time and, on a reply, the method and duration of the call it answers.
 * Outgoing lines are logged in the order they were written on the channel. A sink that fails stops the logging (see
 * {@link #findSinkFailure()}), never the connection. The sink is flushed after each line and never closed here.
 */
public final class MessageTracer implements MessageChannel {
    private final MessageChannel channel;
    private final TraceLog log;
    private final ReentrantLock writeLock = new ReentrantLock();

    /** Logs {@code channel}'s traffic to {@code sink}, a new conversation's log. */
    public MessageTracer(MessageChannel channel, OutputStream sink) {
        this(channel, new TraceLog(sink));
    }

    /** Logs {@code channel}'s traffic to {@code log}. */
    public MessageTracer(MessageChannel channel, TraceLog log) {
        this.channel = Objects.requireNonNull(channel, "channel");
        this.log = Objects.requireNonNull(log, "log");
    }

    @Override
    public Frame read() throws IOException {
        Frame frame = channel.read();
        switch (frame) {
            case Frame.Body b -> log.received(b.bytes());
            case Frame.Oversized o -> log.receivedOversized(o.size());
            case Frame.Malformed m -> log.receivedMalformed(m.reason());
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
            log.sent(json.getBytes(StandardCharsets.UTF_8));
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
        return log.findSinkFailure();
    }
}
