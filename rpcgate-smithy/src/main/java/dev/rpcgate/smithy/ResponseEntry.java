package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One reply in a response batch.
 *
 * @param index        the reply's index in the response array; empty for a single error object that answers a whole
 *                     invalid batch
 * @param requestIndex the index of the request it answers, when known
 * @param findings     this reply's findings, paths into the response array
 */
public record ResponseEntry(OptionalInt index, OptionalInt requestIndex, List<Finding> findings) {

    /** Copies the findings. */
    public ResponseEntry {
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(requestIndex, "requestIndex");
        findings = List.copyOf(findings);
    }
}
