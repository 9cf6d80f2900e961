package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import java.lang.reflect.Type;
import java.util.List;

/**
 * Converts one Java type to and from JSON, prepared once by {@link Codecs}. Decoding never throws for bad input: it
 * returns findings, each with the JSON Pointer of the offending value. Immutable and thread-safe.
 *
 * @param <T> the Java type
 */
public final class JsonCodec<T> {
    private final Type type;
    private final Codec codec;
    private final BindOptions options;

    JsonCodec(Type type, Codec codec, BindOptions options) {
        this.type = type;
        this.codec = codec;
        this.options = options;
    }

    /** The Java type this codec converts. */
    public Type type() {
        return type;
    }

    /** Decodes a whole document; finding paths start at {@code ""}. */
    public Decoded<T> decode(JsonValue value) {
        return decode(value, "");
    }

    /**
     * Decodes a value that stands at {@code path} in its message, such as {@code /params} or {@code /result}.
     *
     * @param value the value, or {@code null} when it is absent (an {@code Optional} is then empty, anything else
     *              is a {@code MissingRequired} finding)
     * @param path  the JSON Pointer every finding's path starts with
     */
    @SuppressWarnings("unchecked")
    public Decoded<T> decode(JsonValue value, String path) {
        if (!path.isEmpty() && path.charAt(0) != '/') {
            throw new IllegalArgumentException("not a JSON Pointer: " + path);
        }
        Decoding d = new Decoding(path, options);
        Object out = value == null ? codec.absent(d, null) : codec.decode(value, d);
        List<Finding> findings = d.findings();
        return new Decoded<>(findings.isEmpty() ? (T) out : null, findings);
    }

    /**
     * Encodes a value: records as objects in component order, {@code null} as JSON {@code null}, an empty
     * {@code Optional} member left out.
     *
     * @throws IllegalArgumentException when the value has no JSON form (NaN, an infinity, a null map key)
     */
    public JsonValue encode(T value) {
        return codec.encode(value);
    }
}
