package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Trace;
import java.io.IOException;

/** A listener whose exceptions are dropped: a listener's bug must not stop the reader or lose a reply. */
final class SafeListener implements ConnectionListener {
    private final ConnectionListener inner;

    SafeListener(ConnectionListener inner) {
        this.inner = inner;
    }

    @Override
    public void onTrace(Trace trace) {
        try {
            inner.onTrace(trace);
        } catch (RuntimeException ignored) {
            // the listener's own failure
        }
    }

    @Override
    public void onStrayReply(StrayReply reply) {
        try {
            inner.onStrayReply(reply);
        } catch (RuntimeException ignored) {
            // the listener's own failure
        }
    }

    @Override
    public void onWriteFailure(IOException failure) {
        try {
            inner.onWriteFailure(failure);
        } catch (RuntimeException ignored) {
            // the listener's own failure
        }
    }
}
