package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;

/** A boxed primitive ({@code Integer}, {@code Boolean}, ...): JSON {@code null} and an absent member are Java null. */
final class NullableCodec extends Codec {
    private final Codec value;

    NullableCodec(Codec value) {
        this.value = value;
    }

    @Override
    String expected() {
        return value.expected() + " or null";
    }

    @Override
    Object decode(JsonValue json, Decoding d) {
        return json instanceof JsonNull ? null : value.decode(json, d);
    }

    @Override
    Object absent(Decoding d, JsonValue container) {
        return null;
    }

    @Override
    JsonValue encodeValue(Object v) {
        return value.encodeValue(v);
    }
}
