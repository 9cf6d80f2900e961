package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of checking a batch response (or its absence).
 *
 * @param scope    how far the check could reach with the context it was given
 * @param entries  one entry per reply checked; a prefix when the finding budget ran out
 * @param findings every finding: those about the batch as a whole and those of every entry
 * @param complete false when the finding budget ran out before every check within the scope ran
 */
public record ResponseBatchResult(Scope scope, List<ResponseEntry> entries, List<Finding> findings, boolean complete) {

    /** Copies the lists and checks that the scope is given. */
    public ResponseBatchResult {
        Objects.requireNonNull(scope, "scope");
        entries = List.copyOf(entries);
        findings = List.copyOf(findings);
    }

    /** True when every check within the scope ran and no finding is an error. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }
}
