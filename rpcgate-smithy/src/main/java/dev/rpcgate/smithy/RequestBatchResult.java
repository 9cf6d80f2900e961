package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.message.EnvelopeResult;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of checking a request batch.
 *
 * @param entries   one entry per element checked, in array order; a prefix of the array when the budget ran out
 * @param findings  every finding of the batch: those about the array as a whole and those of every entry
 * @param complete  false when the finding budget ran out before every element was checked
 * @param trace     the classification of the whole document, one entry trace per element; {@code null} when no
 *                  document was classified (a result no check made, or a 1.0 service's, which takes no batches)
 * @param envelopes what ENVELOPE found for every element of the batch, in order, including those past where the
 *                  budget stopped the checks; empty when the batch was refused whole or could not be read
 */
public record RequestBatchResult(List<IndexedRequest> entries, List<Finding> findings, boolean complete, Trace trace,
                                 List<EnvelopeResult> envelopes) {

    /** Copies the lists. */
    public RequestBatchResult {
        entries = List.copyOf(entries);
        findings = List.copyOf(findings);
        envelopes = List.copyOf(envelopes);
    }

    /** A result no check made (such as for input that could not be read), with no trace. */
    public RequestBatchResult(List<IndexedRequest> entries, List<Finding> findings, boolean complete) {
        this(entries, findings, complete, null, List.of());
    }

    /** True when every check ran and no finding is an error. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }

    /** The classification, when a check made this result. */
    public Optional<Trace> findTrace() {
        return Optional.ofNullable(trace);
    }
}
