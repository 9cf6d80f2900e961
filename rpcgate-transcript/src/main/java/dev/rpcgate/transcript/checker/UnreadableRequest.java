package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.json.SourceLocation;

/**
 * A 2.0 request without a usable id (invalid JSON, an invalid envelope, an empty batch) awaiting one null-id error.
 *
 * @param entry      its entry index
 * @param text       its text, the context of its reply
 * @param location   where it is in the transcript, or {@code null}
 * @param emptyBatch true for {@code []}, whose reply is checked as a batch reply
 */
record UnreadableRequest(int entry, String text, SourceLocation location, boolean emptyBatch) {
}
