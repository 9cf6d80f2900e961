package dev.rpcgate.core.gate;

/** How much a finding matters: an ERROR fails its gate, an ADVISORY only informs. */
public enum Severity {
    /** Fails the gate it is found at. */
    ERROR,
    /** Worth knowing; never fails a gate. */
    ADVISORY
}
