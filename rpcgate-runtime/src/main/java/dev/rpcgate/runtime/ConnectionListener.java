package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Trace;
import java.io.IOException;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Hears what a {@link Connection} does not fail for. Called on the connection's threads: implementations are
 * thread-safe and quick; an exception thrown here is ignored.
 */
public interface ConnectionListener {
    /** Hears nothing. */
    ConnectionListener NONE = new ConnectionListener() {
    };

    /** Hears every trace with {@code sink} (e.g. to log the calls that failed), and nothing else. */
    static ConnectionListener traces(Consumer<Trace> sink) {
        Objects.requireNonNull(sink, "sink");
        return new ConnectionListener() {
            @Override
            public void onTrace(Trace trace) {
                sink.accept(trace);
            }
        };
    }

    /** Every incoming message's (or batch's, or bad frame's) trace, after its reply, if any, was written. */
    default void onTrace(Trace trace) {
    }

    /** A reply that completed no outgoing call: unsolicited, duplicate or late. */
    default void onStrayReply(StrayReply reply) {
    }

    /** A reply or notification could not be written (the peer is gone); serving goes on until the input ends. */
    default void onWriteFailure(IOException failure) {
    }
}
