package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.read.TranscriptDocument;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks a transcript document that a reader produced: feeds its entries to a {@link TranscriptChecker}, puts the
 * reader's findings first, and matches the expect list when there is one.
 */
public final class TranscriptRun {
    private TranscriptRun() {
    }

    /** Checks the document with the {@linkplain RunOptions#DEFAULT default options}. */
    public static TranscriptResult run(TranscriptDocument document, ProtocolDescription protocol) {
        return run(document, protocol, RunOptions.DEFAULT);
    }

    /**
     * Checks the document. The options' completeness overrides the document's (partial when neither says), and
     * the options' expect list replaces the document's.
     */
    public static TranscriptResult run(TranscriptDocument document, ProtocolDescription protocol, RunOptions options) {
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(options, "options");
        Completeness completeness = options.completeness().or(document::completeness).orElse(Completeness.PARTIAL);
        CheckerOptions.Builder checking = CheckerOptions.builder().completeness(completeness)
                .correlation(options.correlation()).limits(options.limits());
        options.legacyErrors().ifPresent(checking::legacyErrors);
        TranscriptChecker checker = new TranscriptChecker(protocol, checking.build());
        List<Finding> findings = new ArrayList<>(document.findings());
        findings.addAll(checker.feedAll(document.entries()));
        TranscriptSummary summary = checker.finish();
        findings.addAll(summary.findings());
        Optional<List<ExpectedFinding>> expect = options.expect().or(document::expect);
        return new TranscriptResult(findings, summary, expect.map(e -> Expectations.match(e, findings)));
    }
}
