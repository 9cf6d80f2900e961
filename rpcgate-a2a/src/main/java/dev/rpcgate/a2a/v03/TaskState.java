package dev.rpcgate.a2a.v03;

/** The lifecycle states of a task in A2A v0.3.0. */
public enum TaskState {
    /** {@code submitted}. */
    SUBMITTED("submitted"),
    /** {@code working}. */
    WORKING("working"),
    /** {@code input-required}. */
    INPUT_REQUIRED("input-required"),
    /** {@code completed}. */
    COMPLETED("completed"),
    /** {@code canceled}. */
    CANCELED("canceled"),
    /** {@code failed}. */
    FAILED("failed"),
    /** {@code rejected}. */
    REJECTED("rejected"),
    /** {@code auth-required}. */
    AUTH_REQUIRED("auth-required"),
    /** {@code unknown}. */
    UNKNOWN("unknown");

    private final String wire;

    TaskState(String wire) {
        this.wire = wire;
    }

    /** The name on the wire. */
    public String wire() {
        return wire;
    }

    /** The state of that wire name. */
    public static TaskState expect(String wire) {
        for (TaskState s : values()) {
            if (s.wire.equals(wire)) {
                return s;
            }
        }
        throw new IllegalArgumentException("not a task state: \"" + wire + "\"");
    }
}
