package dev.rpcgate.cli;

import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import java.io.IOException;

/**
 * Remembers the text of the frame the connection's reader read last, and which thread that reader is. A connection
 * handles replies and notifications on its reader, before it reads on; so a listener called on the reader thread
 * knows the exact line its trace came from.
 */
final class FrameTap implements MessageChannel {
    private final MessageChannel channel;
    private volatile Thread reader;
    private volatile String text;
    private volatile long number;

    FrameTap(MessageChannel channel) {
        this.channel = channel;
    }

    @Override
    public Frame read() throws IOException {
        Frame f = channel.read();
        reader = Thread.currentThread();
        text = switch (f) {
            case Frame.Body b -> b.text();
            case Frame.Oversized o -> "(a message of " + o.size() + " bytes, over the limit of " + o.limit() + ")";
            case Frame.Malformed m -> "(a malformed frame: " + m.reason() + "; is --framing right?)";
            case Frame.End ignored -> null;
        };
        number = number + 1; // one reader thread writes it
        return f;
    }

    /** True on the thread that reads: the frame it handles now is {@link #text()}. */
    boolean onReader() {
        return Thread.currentThread() == reader;
    }

    /** The last frame's exact text (a description for a frame that has none), or {@code null} at the end. */
    String text() {
        return text;
    }

    /** How many frames have been read: tells one frame from the next. */
    long number() {
        return number;
    }

    @Override
    public void write(String json) throws IOException {
        channel.write(json);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
