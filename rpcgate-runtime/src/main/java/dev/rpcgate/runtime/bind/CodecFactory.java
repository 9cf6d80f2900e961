package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonValue;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the codec graph for a type: the one place that looks at types, record components and constructors. Used
 * for one preparation at a time (by {@link Codecs}, under its lock); what it builds is committed only when the whole
 * preparation succeeds.
 */
final class CodecFactory {
    private static final MethodType OBJECT_TO_OBJECT = MethodType.methodType(Object.class, Object.class);
    private static final MethodType SPREAD = MethodType.methodType(Object.class, Object[].class);
    private static final Map<Class<?>, Codec> SIMPLE = Map.ofEntries(
            Map.entry(String.class, StringCodec.INSTANCE),
            Map.entry(boolean.class, BooleanCodec.INSTANCE),
            Map.entry(Boolean.class, new NullableCodec(BooleanCodec.INSTANCE)),
            Map.entry(byte.class, IntegralCodec.BYTE),
            Map.entry(Byte.class, new NullableCodec(IntegralCodec.BYTE)),
            Map.entry(short.class, IntegralCodec.SHORT),
            Map.entry(Short.class, new NullableCodec(IntegralCodec.SHORT)),
            Map.entry(int.class, IntegralCodec.INT),
            Map.entry(Integer.class, new NullableCodec(IntegralCodec.INT)),
            Map.entry(long.class, IntegralCodec.LONG),
            Map.entry(Long.class, new NullableCodec(IntegralCodec.LONG)),
            Map.entry(double.class, FloatingCodec.DOUBLE),
            Map.entry(Double.class, new NullableCodec(FloatingCodec.DOUBLE)),
            Map.entry(float.class, FloatingCodec.FLOAT),
            Map.entry(Float.class, new NullableCodec(FloatingCodec.FLOAT)),
            Map.entry(BigDecimal.class, DecimalCodec.INSTANCE),
            Map.entry(BigInteger.class, BigIntegerCodec.INSTANCE));

    private final Lookups lookups;
    private final Map<Type, Codec> committed;
    private final Map<Type, Codec> built = new HashMap<>();
    private final Map<Type, LateCodec> inProgress = new HashMap<>();

    CodecFactory(Lookups lookups, Map<Type, Codec> committed) {
        this.lookups = lookups;
        this.committed = committed;
    }

    /** The codecs this factory built, to commit once the preparation has succeeded. */
    Map<Type, Codec> built() {
        return built;
    }

    /**
     * The codec for {@code type}.
     *
     * @param where what the type belongs to, for the error message (e.g. {@code Order.items})
     * @throws IllegalArgumentException when the type cannot be bound
     */
    Codec codecFor(Type type, String where) {
        Type t = TypeResolver.NONE.resolve(type);
        Codec c = committed.get(t);
        if (c == null) {
            c = built.get(t);
        }
        if (c == null) {
            c = inProgress.get(t);
        }
        if (c == null) {
            c = create(t, where);
            built.put(t, c);
        }
        return c;
    }

    private Codec create(Type t, String where) {
        if (t instanceof Class<?> c) {
            Codec simple = SIMPLE.get(c);
            if (simple != null) {
                return simple;
            }
            if (JsonValue.class.isAssignableFrom(c)) {
                return new JsonValueCodec(c.asSubclass(JsonValue.class));
            }
            if (c.isEnum()) {
                return new EnumCodec((Enum<?>[]) c.getEnumConstants());
            }
            if (c.isRecord() && c.getTypeParameters().length == 0) {
                return record(c, TypeResolver.NONE, t);
            }
            if (c.isArray() && c != byte[].class && c != char[].class) {
                return array(c, c.getComponentType(), where);
            }
            throw unsupported(t, where, c.getTypeParameters().length > 0 ? "a generic type needs its type arguments"
                    : c == byte[].class || c == char[].class ? "byte[] and char[] have no one JSON form; use a "
                    + "List<Byte> or a String" : "");
        }
        if (t instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type[] args = p.getActualTypeArguments();
            if (raw == List.class || raw == Collection.class) {
                return new CollectionCodec(codecFor(args[0], where + "[]"), false);
            }
            if (raw == Set.class) {
                return new CollectionCodec(codecFor(args[0], where + "[]"), true);
            }
            if (raw == Optional.class) {
                return new OptionalCodec(codecFor(args[0], where));
            }
            if (raw == Map.class) {
                if (args[0] != String.class) {
                    throw unsupported(t, where, "a map's keys are member names, so its key type is String");
                }
                return new MapCodec(codecFor(args[1], where + "{}"));
            }
            if (raw.isRecord()) {
                return record(raw, TypeResolver.of(p), t);
            }
        }
        if (t instanceof GenericArrayType g) {
            return array(TypeResolver.erase(g), g.getGenericComponentType(), where);
        }
        throw unsupported(t, where, "");
    }

    private Codec record(Class<?> c, TypeResolver types, Type key) {
        LateCodec late = new LateCodec();
        inProgress.put(key, late);
        try {
            RecordComponent[] components = c.getRecordComponents();
            String[] names = new String[components.length];
            Codec[] codecs = new Codec[components.length];
            MethodHandle[] accessors = new MethodHandle[components.length];
            Class<?>[] erased = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                names[i] = components[i].getName();
                codecs[i] = codecFor(types.resolve(components[i].getGenericType()), c.getSimpleName() + "." + names[i]);
                accessors[i] = lookups.method(components[i].getAccessor()).asType(OBJECT_TO_OBJECT);
                erased[i] = components[i].getType();
            }
            Constructor<?> canonical = c.getDeclaredConstructor(erased);
            MethodHandle construct = lookups.constructor(canonical).asFixedArity()
                    .asSpreader(Object[].class, components.length).asType(SPREAD);
            RecordCodec codec = new RecordCodec(c.getSimpleName(), new MemberReader(names, codecs), construct,
                    accessors);
            late.set(codec);
            return codec;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a record without its canonical constructor: " + c, e);
        } finally {
            inProgress.remove(key);
        }
    }

    private Codec array(Class<?> arrayClass, Type component, String where) {
        Codec element = codecFor(component, where + "[]");
        return new ArrayCodec(element,
                MethodHandles.arrayConstructor(arrayClass).asType(MethodType.methodType(Object.class, int.class)),
                MethodHandles.arrayElementSetter(arrayClass)
                        .asType(MethodType.methodType(void.class, Object.class, int.class, Object.class)),
                MethodHandles.arrayElementGetter(arrayClass)
                        .asType(MethodType.methodType(Object.class, Object.class, int.class)),
                MethodHandles.arrayLength(arrayClass).asType(MethodType.methodType(int.class, Object.class)));
    }

    private static IllegalArgumentException unsupported(Type t, String where, String why) {
        return new IllegalArgumentException("cannot bind " + t.getTypeName() + " (" + where + ")"
                + (why.isEmpty() ? "" : ": " + why) + "; bound types are records, enums, String, boolean, byte, short, "
                + "int, long, float, double (and their boxes), BigDecimal, BigInteger, List, Collection, Set, "
                + "Map<String, T>, Optional, arrays and JsonValue");
    }
}
