package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonValue;

/** {@code boolean}: {@code true} or {@code false}, nothing else (no {@code "true"}, no 0/1). */
final class BooleanCodec extends Codec {
    static final BooleanCodec INSTANCE = new BooleanCodec();

    private BooleanCodec() {
    }

    @Override
    String expected() {
        return "a boolean";
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        if (value instanceof JsonBoolean b) {
            return b.value();
        }
        d.wrongType(expected(), value);
        return null;
    }

    @Override
    JsonValue encodeValue(Object value) {
        return JsonBoolean.of((Boolean) value);
    }
}
