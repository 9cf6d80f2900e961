package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What checking a transcript document found.
 *
 * @param findings     the reader's findings, then the checker's (entry findings, then end-of-input findings)
 * @param summary      the checker's summary
 * @param expectations how the findings met the expect list, when there is one
 */
public record TranscriptResult(List<Finding> findings, TranscriptSummary summary,
                               Optional<ExpectationResult> expectations) {

    /** Copies the findings and checks that every part is given. */
    public TranscriptResult {
        findings = List.copyOf(findings);
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(expectations, "expectations");
    }

    /** True when the check was complete and no finding is an error. */
    public boolean isValid() {
        return summary.complete() && findings.stream().noneMatch(Finding::isError);
    }

    /** True when the run succeeds: the expect list matches, or, without one, no finding is an error. */
    public boolean isSuccess() {
        return expectations.map(ExpectationResult::isMatch)
                .orElseGet(() -> findings.stream().noneMatch(Finding::isError));
    }
}
