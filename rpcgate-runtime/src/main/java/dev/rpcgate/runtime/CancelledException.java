package dev.rpcgate.runtime;

/** Thrown inside a handler whose call was cancelled; answered with the transport's cancellation reply, or none. */
public final class CancelledException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The current call was cancelled. */
    public CancelledException() {
        super("the call was cancelled", null, false, false);
    }
}
