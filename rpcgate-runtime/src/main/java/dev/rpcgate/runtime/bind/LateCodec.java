package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonValue;

/**
 * Stands for a record codec still being prepared, so that a recursive record ({@code record Tree(List<Tree> kids)})
 * can refer to itself. Set once, before the codec graph is published.
 */
final class LateCodec extends Codec {
    private volatile Codec target;

    void set(Codec codec) {
        target = codec;
    }

    @Override
    String expected() {
        return target.expected();
    }

    @Override
    Object decode(JsonValue value, Decoding d) {
        return target.decode(value, d);
    }

    @Override
    Object absent(Decoding d, JsonValue container) {
        return target.absent(d, container);
    }

    @Override
    JsonValue encodeValue(Object value) {
        return target.encodeValue(value);
    }

    @Override
    boolean omits(Object value) {
        return target.omits(value);
    }
}
