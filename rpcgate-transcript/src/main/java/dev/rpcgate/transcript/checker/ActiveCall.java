package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.transcript.protocols.SessionRules;

/**
 * A call awaiting its reply: what the reply is checked against, where to report it unanswered, and its session
 * bookkeeping. Mutable, owned by one checker.
 */
final class ActiveCall {
    /** Calls up to this many chars keep their parsed value for the reply's check; longer ones only their text. */
    static final int KEEP_PARSED_CHARS = 64 * 1024;

    final int entry;
    final String text; // null when the parsed request is kept
    final JsonValue request; // null when the text is kept
    final SourceLocation location;
    final IdKey key;
    final String id;
    final boolean contextless; // an invalid 1.0 request: no reply form is defined, so only the envelope is checked
    SessionRules.MethodOrder order; // the session rules of an accepted call, applied when its reply arrives
    boolean cancelled;
    Long excusedCode; // the error code a cancellation allows its reply, when declared
    boolean refused; // the session order refused the call: any error may answer it
    String method; // the method its request names, for a reply after a cancellation settled it
    ProgressState progress; // when its params give its progress reports a token

    ActiveCall(int entry, String text, JsonValue request, SourceLocation location, IdKey key, String id,
               boolean contextless) {
        this.entry = entry;
        // the reply is checked against the request as parsed, which spares reading it again; a long call keeps only
        // its text, so what the active-call limit bounds stays near the size of the texts
        boolean parsed = request != null && text.length() <= KEEP_PARSED_CHARS;
        this.text = parsed ? null : text;
        this.request = parsed ? request : null;
        this.location = location;
        this.key = key;
        this.id = id;
        this.contextless = contextless;
    }

    /** What the reply is checked against: the request as sent. */
    ResponseContext context() {
        return request != null ? ResponseContext.originalRequest(request) : ResponseContext.originalRequest(text);
    }
}
