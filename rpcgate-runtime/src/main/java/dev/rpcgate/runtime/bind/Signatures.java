package dev.rpcgate.runtime.bind;

import dev.rpcgate.runtime.CallContext;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Reads a Java method's wire shape once: its name, its params codec, its result type. Preparation only. */
final class Signatures {
    private Signatures() {
    }

    /** The JSON-RPC name: the annotation's, else the Java name. */
    static String name(Method m, RpcMethod annotation) {
        return annotation == null || annotation.name().isEmpty() ? m.getName() : annotation.name();
    }

    static ParamStyle style(RpcMethod annotation) {
        return annotation == null ? ParamStyle.EITHER : annotation.params();
    }

    /** "Calculator.add", for messages. */
    static String where(Method m) {
        return m.getDeclaringClass().getSimpleName() + "." + m.getName();
    }

    /**
     * Prepares the params of {@code m}. A parameter's name is its {@link RpcParam} on the first of {@code named}
     * (the implementation and the interface methods it implements) that has one; else its Java name when compiled
     * with {@code -parameters}.
     *
     * @throws IllegalArgumentException when a parameter type cannot be bound, or params by name are wanted and a
     *                                  parameter has no name
     */
    static ParamsCodec params(Method m, List<Method> named, TypeResolver types, ParamStyle style,
                              Codecs codecs) {
        Parameter[] ps = m.getParameters();
        List<Integer> contexts = new ArrayList<>();
        List<Integer> slots = new ArrayList<>();
        List<Codec> slotCodecs = new ArrayList<>();
        List<String> names = new ArrayList<>();
        boolean explicitName = false;
        for (int i = 0; i < ps.length; i++) {
            if (ps[i].getType() == CallContext.class) {
                contexts.add(i);
                continue;
            }
            RpcParam annotated = ps[i].getAnnotation(RpcParam.class);
            for (int k = 0; annotated == null && k < named.size(); k++) {
                annotated = named.get(k).getParameters()[i].getAnnotation(RpcParam.class);
            }
            explicitName |= annotated != null;
            String name = annotated != null ? annotated.value() : javaName(m, named, i);
            slots.add(i);
            names.add(name);
            slotCodecs.add(codecs.prepare(types.resolve(ps[i].getParameterizedType()),
                    where(m) + " parameter " + (name == null ? "#" + i : name)));
        }
        Codec[] array = slotCodecs.toArray(new Codec[0]);
        RecordCodec flattened = style != ParamStyle.BY_POSITION && array.length == 1 && !explicitName
                && array[0] instanceof RecordCodec r ? r : null;
        MemberReader byName = null;
        if (style != ParamStyle.BY_POSITION && flattened == null) {
            if (names.contains(null)) {
                throw new IllegalArgumentException("the parameter names of " + where(m) + " are unknown: compile with "
                        + "-parameters, name them with @RpcParam, or declare @RpcMethod(params = BY_POSITION)");
            }
            byName = new MemberReader(names.toArray(new String[0]), array);
        }
        return new ParamsCodec(ps.length, ints(contexts), ints(slots), array, byName, flattened, style,
                codecs.options());
    }

    /** The Java name of parameter {@code i}, from the first method compiled with {@code -parameters}, or null. */
    private static String javaName(Method m, List<Method> named, int i) {
        if (m.getParameters()[i].isNamePresent()) {
            return m.getParameters()[i].getName();
        }
        for (Method k : named) {
            if (k.getParameters()[i].isNamePresent()) {
                return k.getParameters()[i].getName();
            }
        }
        return null;
    }

    /** True for a {@code CompletableFuture} or {@code CompletionStage} result. */
    static boolean isAsync(Type t) {
        Class<?> raw = TypeResolver.erase(t);
        return raw == CompletableFuture.class || raw == CompletionStage.class;
    }

    /** The value type of a future result ({@code T} of {@code CompletableFuture<T>}). */
    static Type futureValue(Type t, Method m) {
        if (t instanceof ParameterizedType p) {
            return p.getActualTypeArguments()[0];
        }
        throw new IllegalArgumentException(where(m) + " returns a raw future; give its value type");
    }

    /** True when a result type carries no value. */
    static boolean isVoid(Type t) {
        return t == void.class || t == Void.class;
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
