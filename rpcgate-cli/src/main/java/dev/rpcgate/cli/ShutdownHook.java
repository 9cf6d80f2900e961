package dev.rpcgate.cli;

/**
 * An action for the JVM's shutdown (SIGTERM, SIGINT, {@code System.exit}), removed again by {@link #close()} when the
 * work it would end has ended on its own.
 */
final class ShutdownHook implements AutoCloseable {
    private final Thread thread;

    private ShutdownHook(Thread thread) {
        this.thread = thread;
    }

    /** Runs {@code action} when the JVM shuts down, until closed. */
    static ShutdownHook register(Runnable action) {
        Thread t = new Thread(action, "rpcgate-shutdown");
        Runtime.getRuntime().addShutdownHook(t);
        return new ShutdownHook(t);
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(thread);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook is running (it is why the work ended) and must finish
        }
    }
}
