package dev.rpcgate.conformance.peers;

/** Closes things at the end of a session without letting one failure stop the rest. */
final class Closing {
    private Closing() {
    }

    static void quietly(AutoCloseable... closeables) {
        for (AutoCloseable closeable : closeables) {
            if (closeable == null) {
                continue;
            }
            try {
                closeable.close();
            } catch (Exception ignored) {
                // best effort: the session is over either way
            }
        }
    }
}
