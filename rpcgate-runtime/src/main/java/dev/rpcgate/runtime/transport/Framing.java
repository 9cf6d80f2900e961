package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.ContentLengthChannel;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.NdjsonChannel;
import java.io.InputStream;
import java.io.OutputStream;

/** How messages are delimited on a byte stream, by the name the command line uses. */
public enum Framing {
    /** One message per line ({@link NdjsonChannel}); the default. */
    NDJSON("ndjson"),
    /** LSP/MCP-style {@code Content-Length} headers ({@link ContentLengthChannel}). */
    CONTENT_LENGTH("content-length");

    private final String label;

    Framing(String label) {
        this.label = label;
    }

    /** The name on the command line: {@code ndjson} or {@code content-length}. */
    public String label() {
        return label;
    }

    /** A channel over these streams with this framing and its default message limit (16 MiB). */
    public MessageChannel open(InputStream in, OutputStream out) {
        return switch (this) {
            case NDJSON -> new NdjsonChannel(in, out);
            case CONTENT_LENGTH -> new ContentLengthChannel(in, out);
        };
    }

    /**
     * The framing with this name.
     *
     * @throws IllegalArgumentException for another name, naming the known ones
     */
    public static Framing expectLabel(String label) {
        for (Framing f : values()) {
            if (f.label.equals(label)) {
                return f;
            }
        }
        throw new IllegalArgumentException("'" + label + "' is not a framing: use ndjson or content-length");
    }

    /** The label. */
    @Override
    public String toString() {
        return label;
    }
}
