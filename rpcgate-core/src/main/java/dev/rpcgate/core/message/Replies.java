package dev.rpcgate.core.message;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;

/** Builds reply objects. The id is echoed exactly as received; an absent or invalid one becomes {@code null}. */
public final class Replies {
    private Replies() {
    }

    /**
     * A 2.0 error reply: {@code {"jsonrpc":"2.0","id":…,"error":{"code":…,"message":…,"data":…}}}.
     *
     * @param id      the id to echo ({@link Id#toJson()}: absent becomes {@code null})
     * @param code    the error code
     * @param message the message; for standard codes use {@link ErrorCodes#messageFor(long)}
     * @param data    the data member, or {@code null} to leave it out
     */
    public static JsonObject error(Id id, long code, String message, JsonValue data) {
        JsonObject.Builder error = JsonObject.builder().put("code", JsonNumber.of(code)).put("message", message);
        if (data != null) {
            error.put("data", data);
        }
        return JsonObject.builder()
                .put("jsonrpc", "2.0")
                .put("id", id == null ? JsonNull.NULL : id.toJson())
                .put("error", error.build())
                .build();
    }

    /** A 2.0 error reply with the standard message for {@code code} and no data. */
    public static JsonObject error(Id id, long code) {
        return error(id, code, ErrorCodes.messageFor(code), null);
    }

    /** A 2.0 success reply: {@code {"jsonrpc":"2.0","id":…,"result":…}}. */
    public static JsonObject success(Id id, JsonValue result) {
        return JsonObject.builder()
                .put("jsonrpc", "2.0")
                .put("id", id.toJson())
                .put("result", result)
                .build();
    }
}
