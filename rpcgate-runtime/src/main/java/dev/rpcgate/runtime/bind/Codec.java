package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;

/**
 * Converts between JSON and one Java type. Prepared once per type with everything resolved (method handles, nested
 * codecs, constants); immutable and thread-safe, and the per-value methods do no reflection.
 */
abstract class Codec {
    /** What the codec expects, for messages: "an integer", "an object". */
    abstract String expected();

    /**
     * Decodes a present value (JSON {@code null} included). On failure records findings in {@code d} and returns
     * anything (usually {@code null}): callers tell failure by {@link Decoding#errorCount()}, never by the value.
     */
    abstract Object decode(JsonValue value, Decoding d);

    /**
     * What an absent member or position decodes to: by default a {@code MissingRequired} finding. The current path in
     * {@code d} names the absent member; {@code container} is the object or array it is absent from.
     */
    Object absent(Decoding d, JsonValue container) {
        d.missing(expected(), container);
        return null;
    }

    /** Encodes a value; Java {@code null} is JSON {@code null}. */
    final JsonValue encode(Object value) {
        return value == null ? JsonNull.NULL : encodeValue(value);
    }

    /**
     * Encodes a non-null value.
     *
     * @throws IllegalArgumentException when the value has no JSON form (a NaN, a map with a null key)
     */
    abstract JsonValue encodeValue(Object value);

    /** True when a record member or named param holding {@code value} is left out when encoding. */
    boolean omits(Object value) {
        return false;
    }
}
