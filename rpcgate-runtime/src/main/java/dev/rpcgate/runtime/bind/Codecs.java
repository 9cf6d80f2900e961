package dev.rpcgate.runtime.bind;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Prepares and keeps {@link JsonCodec}s, one per Java type, with one set of {@link BindOptions} and one lookup for
 * reaching records and methods. Preparing is the costly, reflective step and happens once per type; the codecs it
 * yields do no reflection. Thread-safe.
 *
 * <p>The lookup decides what can be bound: the default reaches anything on the class path; on the module path a
 * package must be open to rpcgate, or the caller passes its own {@code MethodHandles.lookup()}.
 */
public final class Codecs {
    private final BindOptions options;
    private final Lookups lookups;
    private final Map<Type, Codec> prepared = new ConcurrentHashMap<>();

    private Codecs(BindOptions options, MethodHandles.Lookup lookup) {
        this.options = Objects.requireNonNull(options, "options");
        this.lookups = new Lookups(Objects.requireNonNull(lookup, "lookup"));
    }

    /** Codecs with {@link BindOptions#DEFAULT} and rpcgate's own lookup. */
    public static Codecs standard() {
        return create(BindOptions.DEFAULT);
    }

    /** Codecs with these options and rpcgate's own lookup. */
    public static Codecs create(BindOptions options) {
        return new Codecs(options, MethodHandles.lookup());
    }

    /** Codecs with these options, reaching records and methods with {@code lookup}'s access. */
    public static Codecs create(BindOptions options, MethodHandles.Lookup lookup) {
        return new Codecs(options, lookup);
    }

    /** The options every codec from here decodes with. */
    public BindOptions options() {
        return options;
    }

    /**
     * The codec for a class.
     *
     * @throws IllegalArgumentException when the type (or a type inside it) cannot be bound
     */
    public <T> JsonCodec<T> of(Class<T> type) {
        return new JsonCodec<>(type, prepare(type, type.getSimpleName()), options);
    }

    /**
     * The codec for a generic type, such as a method's {@code List<Item>} parameter.
     *
     * @throws IllegalArgumentException when the type (or a type inside it) cannot be bound
     */
    public JsonCodec<?> of(Type type) {
        return new JsonCodec<>(type, prepare(type, type.getTypeName()), options);
    }

    /** The prepared codec for a type: from the cache, or built and committed whole. */
    Codec prepare(Type type, String where) {
        Codec ready = prepared.get(type);
        if (ready != null) {
            return ready;
        }
        synchronized (this) {
            CodecFactory factory = new CodecFactory(lookups, prepared);
            Codec codec = factory.codecFor(type, where);
            prepared.putAll(factory.built());
            return codec;
        }
    }

    Lookups lookups() {
        return lookups;
    }
}
