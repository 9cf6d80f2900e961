package dev.rpcgate.runtime.http;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;

/**
 * A notification a handler tried to send to the client during an HTTP request ({@code notify}, {@code log},
 * {@code progress}). HTTP has no channel from server to client outside the reply, so it is not sent; the binding
 * counts it and hands it to its listener.
 *
 * @param callId the id of the call whose handler sent it ({@link Id#ABSENT} for a notification's handler)
 * @param method the notification's method, e.g. {@code $/progress}
 * @param params its params, or {@code null} for none
 */
public record DroppedNotification(Id callId, String method, JsonValue params) {
}
