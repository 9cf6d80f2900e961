package dev.rpcgate.runtime.bind;

/** Lets an unchecked throwable from a method handle through as itself, and wraps only a checked one. */
final class Rethrow {
    private Rethrow() {
    }

    /** Throws {@code t} if it is unchecked; otherwise returns a wrapper for the caller to throw. */
    static RuntimeException unchecked(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(t.getClass().getName() + " from a bound member", t);
    }
}
