package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;

import java.util.List;

/**
 * What {@link TranscriptChecker#finish()} reports at the end of the input.
 *
 * @param findings    the end-of-input findings: one {@code MissingResponse} or {@code OutstandingCall} per unanswered
 *                    call, unreadable entry or request batch
 * @param entries     the entries fed, skipped ones included
 * @param outstanding how many calls, unreadable entries and request batches were left unanswered
 * @param complete    false when a limit stopped part of the check (entries skipped, calls untracked, findings cut)
 * @param correlation whether replies were correlated with calls
 */
public record TranscriptSummary(List<Finding> findings, int entries, int outstanding, boolean complete,
                                boolean correlation) {

    /** Copies the findings. */
    public TranscriptSummary {
        findings = List.copyOf(findings);
    }
}
