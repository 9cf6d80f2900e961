package dev.rpcgate.core.gate;

/** What happened at one gate. */
public enum GateStatus {
    /** The gate ran and found no error (it may have found advisories). */
    PASSED,
    /** The gate ran and found at least one error. */
    FAILED,
    /** An earlier gate failed, so this one never ran. */
    NOT_RUN
}
