package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import java.io.IOException;
import java.io.UncheckedIOException;

/** The {@link CallContext} of a call or notification served by a {@link Connection}. */
final class PeerContext implements CallContext {
    static final String LOG_METHOD = "$/logMessage";
    static final String PROGRESS_METHOD = "$/progress";

    private final Outgoing.Sender sender;
    private final Id id;
    private final String method;
    private final CallState state;

    /**
     * @param state the call's state, or {@code null} for a notification (never cancelled)
     */
    PeerContext(Outgoing.Sender sender, Id id, String method, CallState state) {
        this.sender = sender;
        this.id = id;
        this.method = method;
        this.state = state;
    }

    /** The call's state, or {@code null} for a notification. */
    CallState state() {
        return state;
    }

    @Override
    public Id id() {
        return id;
    }

    @Override
    public String method() {
        return method;
    }

    @Override
    public void notify(String name, JsonValue params) {
        WireText.checkRequest(name, params);
        String text = WireText.notification(name, params);
        if (state != null) {
            state.beginWrite();
        }
        try {
            sender.send(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (state != null) {
                state.endWrite();
            }
        }
    }

    @Override
    public void log(LogLevel level, String message) {
        notify(LOG_METHOD, JsonObject.builder().put("type", level.wire()).put("message", message).build());
    }

    @Override
    public void progress(long done, long total) {
        if (id instanceof Id.Absent) {
            return;
        }
        notify(PROGRESS_METHOD, JsonObject.builder()
                .put("requestId", id.toJson()).put("done", done).put("total", total).build());
    }

    @Override
    public Cancellation cancellation() {
        return state == null ? Cancellation.NEVER : state;
    }
}
