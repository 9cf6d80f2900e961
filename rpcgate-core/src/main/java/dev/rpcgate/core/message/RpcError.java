package dev.rpcgate.core.message;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A 2.0 error object as received: an exact integer code, a message and optional data.
 *
 * @param code    the code exactly as written (an integral value; may exceed {@code long})
 * @param message the message
 * @param data    the data, or {@code null} when absent (a present {@code null} is a JSON null)
 * @param source  the whole error object
 */
public record RpcError(JsonNumber code, String message, JsonValue data, JsonObject source) {
    /** The code as a {@code long}, when it fits. */
    public OptionalLong findCode() {
        return code.findLong();
    }

    /** The data member, when present. */
    public Optional<JsonValue> findData() {
        return Optional.ofNullable(data);
    }

    /** Where the code falls in the error-code table (codes beyond {@code long} are application codes). */
    public ErrorCodes.Range range() {
        OptionalLong c = findCode();
        return c.isPresent() ? ErrorCodes.classify(c.getAsLong()) : ErrorCodes.Range.APPLICATION;
    }
}
