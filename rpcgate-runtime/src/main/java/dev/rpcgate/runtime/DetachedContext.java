package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import java.util.Objects;

/** {@link CallContext#detached}: nothing is sent back but the reply, and nothing cancels the call. */
record DetachedContext(Id id, String method) implements CallContext {
    DetachedContext {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(method, "method");
    }

    @Override
    public void notify(String notificationMethod, JsonValue params) {
        // no channel back besides the reply
    }

    @Override
    public void log(LogLevel level, String message) {
        // as above
    }

    @Override
    public void progress(long done, long total) {
        // as above
    }

    @Override
    public Cancellation cancellation() {
        return Cancellation.NEVER;
    }
}
