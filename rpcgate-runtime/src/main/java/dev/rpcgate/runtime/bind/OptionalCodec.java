package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import java.util.Optional;

/**
 * {@code Optional<T>}: an absent member and JSON {@code null} are {@link Optional#empty()}. Encoding leaves an empty
 * one out of an object (and writes JSON {@code null} where something must stand, as in an array).
 */
final class OptionalCodec extends Codec {
    private final Codec value;

    OptionalCodec(Codec value) {
        this.value = value;
    }

    @Override
    String expected() {
        return value.expected();
    }

    @Override
    Object decode(JsonValue json, Decoding d) {
        return json instanceof JsonNull ? Optional.empty() : Optional.ofNullable(value.decode(json, d));
    }

    @Override
    Object absent(Decoding d, JsonValue container) {
        return Optional.empty();
    }

    @Override
    JsonValue encodeValue(Object v) {
        Optional<?> o = (Optional<?>) v;
        return o.isPresent() ? value.encode(o.get()) : JsonNull.NULL;
    }

    @Override
    boolean omits(Object v) {
        return v == null || ((Optional<?>) v).isEmpty();
    }
}
