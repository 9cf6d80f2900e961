package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.TranscriptCode;

/** The findings of the transcript readers: {@code InvalidTranscript} errors and {@code UnknownTranscriptKey} advisories. */
final class ReaderFindings {
    private ReaderFindings() {
    }

    static Finding invalid(String message, String path, SourceLocation at) {
        return Finding.error(TranscriptCode.INVALID_TRANSCRIPT, message, path, at);
    }

    static Finding unknownKey(String message, String path, SourceLocation at) {
        return Finding.advisory(TranscriptCode.UNKNOWN_TRANSCRIPT_KEY, message, path, at);
    }
}
