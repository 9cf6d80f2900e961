package dev.rpcgate.transcript;

import dev.rpcgate.core.json.SourceLocation;

/**
 * A call awaiting its reply: what the reply is checked against, where to report it unanswered, and its session
 * bookkeeping. Mutable, owned by one checker.
 */
final class ActiveCall {
    final int entry;
    final String text;
    final SourceLocation location;
    final IdKey key;
    final String id;
    final boolean contextless; // an invalid 1.0 request: no reply form is defined, so only the envelope is checked
    SessionRules.MethodOrder order; // the session rules of an accepted call, applied when its reply arrives
    boolean cancelled;
    Long excusedCode; // the error code a cancellation allows its reply, when declared

    ActiveCall(int entry, String text, SourceLocation location, IdKey key, String id, boolean contextless) {
        this.entry = entry;
        this.text = text;
        this.location = location;
        this.key = key;
        this.id = id;
        this.contextless = contextless;
    }
}
