package dev.rpcgate.runtime;

/** Levels of a {@code $/logMessage} notification; {@link #wire()} is the value sent as {@code type}. */
public enum LogLevel {
    /** An error. */
    ERROR(1),
    /** A warning. */
    WARNING(2),
    /** Information. */
    INFO(3),
    /** Detail for debugging. */
    DEBUG(4);

    private final int wire;

    LogLevel(int wire) {
        this.wire = wire;
    }

    /** The number sent in {@code $/logMessage}'s {@code type} (1 error ... 4 debug, as LSP numbers them). */
    public int wire() {
        return wire;
    }
}
