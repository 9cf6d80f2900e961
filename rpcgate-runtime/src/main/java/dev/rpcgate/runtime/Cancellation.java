package dev.rpcgate.runtime;

/**
 * A call's cancellation signal: set when the peer cancels the call (or the call times out on the client side). Long
 * handlers poll {@link #isCancelled()} or call {@link #throwIfCancelled()} between steps.
 */
public interface Cancellation {
    /** The signal of a call nothing can cancel (a notification, or a call over HTTP once its request is read). */
    Cancellation NEVER = new Cancellation() {
        @Override
        public boolean isCancelled() {
            return false;
        }

        @Override
        public void onCancel(Runnable action) {
            // never cancelled, so the action never runs; not holding it keeps nothing alive
        }
    };

    /** True once the call has been cancelled. */
    boolean isCancelled();

    /**
     * Throws {@link CancelledException} when the call has been cancelled; the transport then answers with the
     * configured cancellation reply (or none).
     */
    default void throwIfCancelled() {
        if (isCancelled()) {
            throw new CancelledException();
        }
    }

    /** Runs {@code action} once when the call is cancelled (at once if it already is). */
    void onCancel(Runnable action);
}
