package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;

/** What a handler knows of and can do about the call it is handling. Thread-safe. */
public interface CallContext {
    /** The call's id exactly as received; {@link Id#ABSENT} for a notification. */
    Id id();

    /** The method name. */
    String method();

    /** Sends a notification to the peer (written whole, never interleaved with other messages). */
    void notify(String method, JsonValue params);

    /** Sends a {@code $/logMessage} notification, {@code {"type": level, "message": ...}}, to the peer. */
    void log(LogLevel level, String message);

    /**
     * Sends a {@code $/progress} notification {@code {"requestId": id, "done": done, "total": total}} to the peer.
     * Does nothing for a notification (it has no id to report progress on).
     */
    void progress(long done, long total);

    /** The call's cancellation signal. */
    Cancellation cancellation();

    /**
     * A context with no channel back to the peer: notifications, log messages and progress go nowhere and the call is
     * never cancelled. For running a handler outside a connection (a trace, a test).
     */
    static CallContext detached(Id id, String method) {
        return new DetachedContext(id, method);
    }
}
