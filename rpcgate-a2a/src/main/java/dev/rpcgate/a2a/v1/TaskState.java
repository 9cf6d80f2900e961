package dev.rpcgate.a2a.v1;

import java.util.Optional;

/** The lifecycle states of a task (proto enum {@code TaskState}), with their ProtoJSON names and numbers. */
public enum TaskState {
    /** {@code TASK_STATE_UNSPECIFIED} (0): unknown or indeterminate. */
    UNSPECIFIED("TASK_STATE_UNSPECIFIED", 0),
    /** {@code TASK_STATE_SUBMITTED} (1): submitted and acknowledged. */
    SUBMITTED("TASK_STATE_SUBMITTED", 1),
    /** {@code TASK_STATE_WORKING} (2): being processed. */
    WORKING("TASK_STATE_WORKING", 2),
    /** {@code TASK_STATE_COMPLETED} (3): finished successfully; terminal. */
    COMPLETED("TASK_STATE_COMPLETED", 3),
    /** {@code TASK_STATE_FAILED} (4): finished with an error; terminal. */
    FAILED("TASK_STATE_FAILED", 4),
    /** {@code TASK_STATE_CANCELED} (5): canceled before completion; terminal. */
    CANCELED("TASK_STATE_CANCELED", 5),
    /** {@code TASK_STATE_INPUT_REQUIRED} (6): the agent needs more input; interrupted. */
    INPUT_REQUIRED("TASK_STATE_INPUT_REQUIRED", 6),
    /** {@code TASK_STATE_REJECTED} (7): the agent will not perform the task; terminal. */
    REJECTED("TASK_STATE_REJECTED", 7),
    /** {@code TASK_STATE_AUTH_REQUIRED} (8): authentication is needed to proceed; interrupted. */
    AUTH_REQUIRED("TASK_STATE_AUTH_REQUIRED", 8);

    private final String wireName;
    private final int number;

    TaskState(String wireName, int number) {
        this.wireName = wireName;
        this.number = number;
    }

    /** The value's name in the proto, which ProtoJSON writes, e.g. {@code TASK_STATE_WORKING}. */
    public String wireName() {
        return wireName;
    }

    /** The value's number in the proto. */
    public int number() {
        return number;
    }

    /** True for the states a task never leaves: completed, failed, canceled, rejected. */
    public boolean isTerminal() {
        return this == COMPLETED || this == FAILED || this == CANCELED || this == REJECTED;
    }

    /** True for the states that wait for the client: input required, auth required. */
    public boolean isInterrupted() {
        return this == INPUT_REQUIRED || this == AUTH_REQUIRED;
    }

    /** The state of that proto name. */
    public static Optional<TaskState> findByWireName(String wireName) {
        for (TaskState s : values()) {
            if (s.wireName.equals(wireName)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** The state of that proto number. */
    public static Optional<TaskState> findByNumber(int number) {
        for (TaskState s : values()) {
            if (s.number == number) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
