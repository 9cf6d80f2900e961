package dev.rpcgate.transcript.log;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.transcript.TranscriptEntry;

import java.util.List;

/**
 * What the lines completed by one push gave: the entries, and the reader's findings about lines it dropped.
 * Both are in line order; a finding's location names its line.
 *
 * @param entries  the entries, in line order
 * @param findings the reader's {@code InvalidTranscript} findings about dropped lines, in line order
 */
public record LogChunk(List<LogEntry> entries, List<Finding> findings) {
    static final LogChunk EMPTY = new LogChunk(List.of(), List.of());

    /** Copies the lists. */
    public LogChunk {
        entries = List.copyOf(entries);
        findings = List.copyOf(findings);
    }

    /** The transcript entries alone, e.g. for a checker's {@code feedAll}. */
    public List<TranscriptEntry> transcriptEntries() {
        return entries.stream().map(LogEntry::entry).toList();
    }

    /** True when the push completed no entry and no finding. */
    public boolean isEmpty() {
        return entries.isEmpty() && findings.isEmpty();
    }
}
