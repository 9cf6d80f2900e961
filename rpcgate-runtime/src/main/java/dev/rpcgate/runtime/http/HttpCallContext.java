package dev.rpcgate.runtime.http;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.Cancellation;
import dev.rpcgate.runtime.LogLevel;
import java.util.function.Consumer;

/**
 * A call's context over HTTP: there is no way back to the client but the reply, so notifications, log messages and
 * progress go to the binding's sink instead of the peer, and the call is never cancelled (the request carries the
 * whole exchange; a client that gives up simply closes its connection, which the server does not observe).
 */
final class HttpCallContext implements CallContext {
    private final Id id;
    private final String method;
    private final Consumer<DroppedNotification> dropped;

    private HttpCallContext(Id id, String method, Consumer<DroppedNotification> dropped) {
        this.id = id;
        this.method = method;
        this.dropped = dropped;
    }

    /** The context for an envelope-valid call or notification. */
    static HttpCallContext of(Message message, Consumer<DroppedNotification> dropped) {
        return switch (message) {
            case Message.Call c -> new HttpCallContext(c.id(), c.method(), dropped);
            case Message.Notification n -> new HttpCallContext(Id.ABSENT, n.method(), dropped);
            default -> new HttpCallContext(Id.ABSENT, "", dropped); // the dispatcher runs no handler for these
        };
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
    public void notify(String notificationMethod, JsonValue params) {
        dropped.accept(new DroppedNotification(id, notificationMethod, params));
    }

    @Override
    public void log(LogLevel level, String message) {
        notify("$/logMessage", JsonObject.builder().put("type", level.wire()).put("message", message).build());
    }

    @Override
    public void progress(long done, long total) {
        if (id instanceof Id.Absent) {
            return;
        }
        notify("$/progress", JsonObject.builder().put("requestId", id.toJson()).put("done", JsonNumber.of(done))
                .put("total", JsonNumber.of(total)).build());
    }

    @Override
    public Cancellation cancellation() {
        return Cancellation.NEVER; // nothing over HTTP can cancel a call once its request is read
    }
}
