package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

/** {@link String}: a JSON string, nothing else (no numbers or booleans turned into text). */
final class StringCodec extends Codec {
    static final StringCodec INSTANCE = new StringCodec();

    private StringCodec() {
    }

    @Override
    String expected() {
        return "a string";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (value instanceof JsonString s) {
            return s.value();
        }
        d.wrongType(expected(), value);
        return null;
    }

    @Override
    JsonValue encodeValue(Object value) {
        return JsonString.of((String) value);
    }
}
