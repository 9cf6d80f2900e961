package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of checking a batch response (or its absence).
 *
 * @param scope    how far the check could reach with the context it was given
 * @param entries  one entry per reply checked; a prefix when the finding budget ran out
 * @param findings every finding: those about the batch as a whole and those of every entry
 * @param complete false when the finding budget ran out before every check within the scope ran
 * @param trace    the classification of the supplied response: PARSE, ENVELOPE, and for each reply (a batch's
 *                 entries, in order) RESULT (its result or error against the method) and CORRELATION (which request
 *                 of the original batch it answers), as far as the context reaches; a batch's own CORRELATION holds
 *                 the calls no reply answered. {@code null} when no response was supplied, when none was due (every
 *                 request of the original batch a notification: a response read is one too many whatever it holds,
 *                 and is not looked at), when the version has no batches, or when no check made the result
 */
public record ResponseBatchResult(Scope scope, List<ResponseEntry> entries, List<Finding> findings, boolean complete,
                                  Trace trace) {

    /** Copies the lists and checks that the scope is given. */
    public ResponseBatchResult {
        Objects.requireNonNull(scope, "scope");
        entries = List.copyOf(entries);
        findings = List.copyOf(findings);
    }

    /** A result no check made (such as one built from findings found elsewhere), with no trace. */
    public ResponseBatchResult(Scope scope, List<ResponseEntry> entries, List<Finding> findings, boolean complete) {
        this(scope, entries, findings, complete, null);
    }

    /** True when every check within the scope ran and no finding is an error. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }

    /** The classification, when a response was supplied and checked. */
    public Optional<Trace> findTrace() {
        return Optional.ofNullable(trace);
    }
}
