package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

/**
 * {@link JsonValue} and its subtypes, passed through untouched (a JSON {@code null} is a {@link JsonNull} for
 * {@code JsonValue}, not a Java null). A subtype accepts only its own kind of value.
 */
final class JsonValueCodec extends Codec {
    private final Class<? extends JsonValue> type;

    JsonValueCodec(Class<? extends JsonValue> type) {
        this.type = type;
    }

    @Override
    String expected() {
        if (type == JsonObject.class) {
            return "an object";
        } else if (type == JsonArray.class) {
            return "an array";
        } else if (type == JsonString.class) {
            return "a string";
        } else if (type == JsonNumber.class) {
            return "a number";
        } else if (type == JsonBoolean.class) {
            return "a boolean";
        } else if (type == JsonNull.class) {
            return "null";
        }
        return "a JSON value";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (type.isInstance(value)) {
            return value;
        }
        d.wrongType(expected(), value);
        return null;
    }

    @Override
    JsonValue encodeValue(Object value) {
        return (JsonValue) value;
    }
}
