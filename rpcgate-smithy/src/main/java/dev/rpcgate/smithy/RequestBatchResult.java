package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;

import java.util.List;

/**
 * The outcome of checking a request batch.
 *
 * @param entries  one entry per element checked, in array order; a prefix of the array when the budget ran out
 * @param findings every finding of the batch: those about the array as a whole and those of every entry
 * @param complete false when the finding budget ran out before every element was checked
 */
public record RequestBatchResult(List<IndexedRequest> entries, List<Finding> findings, boolean complete) {

    /** Copies the lists. */
    public RequestBatchResult {
        entries = List.copyOf(entries);
        findings = List.copyOf(findings);
    }

    /** True when every check ran and no finding is an error. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }
}
