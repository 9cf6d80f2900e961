package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;

/** The finding codes of the transcript and log readers. */
final class ReaderFindings {
    /** A transcript, log line or expected-findings item that cannot be read; the entry or item is dropped. */
    static final String INVALID_TRANSCRIPT = "InvalidTranscript";
    /** A key the document format does not define; it is ignored (advisory). */
    static final String UNKNOWN_TRANSCRIPT_KEY = "UnknownTranscriptKey";
    /** A log record that would open a session past the session limit; it is dropped. */
    static final String SESSION_LIMIT = "SessionLimit";

    private ReaderFindings() {
    }

    static Finding invalid(String message, String path, SourceLocation at) {
        return Finding.error(INVALID_TRANSCRIPT, message, path, at);
    }

    static Finding unknownKey(String message, String path, SourceLocation at) {
        return Finding.advisory(UNKNOWN_TRANSCRIPT_KEY, message, path, at);
    }
}
