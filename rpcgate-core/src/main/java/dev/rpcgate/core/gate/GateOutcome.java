package dev.rpcgate.core.gate;

import java.util.List;
import java.util.Objects;

/**
 * One gate's outcome in a trace.
 *
 * @param gate     the gate
 * @param status   passed, failed or not run
 * @param findings what it found (errors when failed; advisories may accompany a pass); empty when not run
 */
public record GateOutcome(Gate gate, GateStatus status, List<Finding> findings) {
    /** Copies the findings. */
    public GateOutcome {
        Objects.requireNonNull(gate, "gate");
        Objects.requireNonNull(status, "status");
        findings = List.copyOf(findings);
    }
}
