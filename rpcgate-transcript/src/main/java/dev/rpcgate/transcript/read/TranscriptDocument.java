package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.ExpectedFinding;
import dev.rpcgate.transcript.TranscriptEntry;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A transcript as a reader produced it: the entries it could read, what the document says about itself, and the
 * reader's own findings (an entry with a problem is dropped and reported here).
 *
 * @param version      the JSON-RPC version the document declares, if any
 * @param completeness whether the document declares itself complete or partial, if it does
 * @param entries      the readable entries in document order
 * @param expect       the findings the document expects, if it lists any
 * @param findings     the reader's findings, e.g. {@code InvalidTranscript}
 */
public record TranscriptDocument(Optional<JsonRpcVersion> version, Optional<Completeness> completeness,
                                 List<TranscriptEntry> entries, Optional<List<ExpectedFinding>> expect,
                                 List<Finding> findings) {

    /** Copies the lists. */
    public TranscriptDocument {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(completeness, "completeness");
        entries = List.copyOf(entries);
        expect = expect.map(List::copyOf);
        findings = List.copyOf(findings);
    }
}
