package dev.rpcgate.runtime;

import java.io.Closeable;
import java.io.IOException;

/**
 * A framed, bidirectional stream of JSON-RPC messages. Reading is for one thread (the connection's reader); writing
 * is thread-safe and atomic: each message goes out whole, as one line or frame, never interleaved with another.
 * Implementations: {@link NdjsonChannel}, {@link ContentLengthChannel}; {@link MessageTracer} wraps any of them.
 */
public interface MessageChannel extends Closeable {
    /**
     * Reads the next frame. Bad input is a frame ({@link Frame.Oversized}, {@link Frame.Malformed}), never an
     * exception; {@link Frame#END} at the end of the stream, and again on every later call.
     *
     * @throws IOException when the stream itself fails
     */
    Frame read() throws IOException;

    /**
     * Writes one message whole and flushes it.
     *
     * @param json one compact JSON text (as {@link dev.rpcgate.core.json.JsonWriter} writes it: no line breaks)
     * @throws IOException when the stream fails; the channel is then unusable for writing
     */
    void write(String json) throws IOException;

    /** Closes both directions; a read blocked on the stream may end with {@link Frame#END} or an exception. */
    @Override
    void close() throws IOException;
}
