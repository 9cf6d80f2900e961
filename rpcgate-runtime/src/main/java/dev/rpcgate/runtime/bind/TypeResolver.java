package dev.rpcgate.runtime.bind;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Substitutes type variables: a generic record's parameters by the arguments it is used with ({@code Page<Item>}),
 * a service's inherited interface parameters by what its class binds them to. Results are normalised (wildcards by
 * their upper bound, arrays of classes as array classes) so equal types are equal keys. Preparation only.
 */
final class TypeResolver {
    static final TypeResolver NONE = new TypeResolver(Map.of());

    private final Map<TypeVariable<?>, Type> bindings;

    private TypeResolver(Map<TypeVariable<?>, Type> bindings) {
        this.bindings = bindings;
    }

    /** Bindings of {@code raw}'s own type parameters to {@code type}'s arguments (none for a plain class). */
    static TypeResolver of(Type type) {
        if (!(type instanceof ParameterizedType p)) {
            return NONE;
        }
        Map<TypeVariable<?>, Type> map = new HashMap<>();
        TypeVariable<?>[] vars = ((Class<?>) p.getRawType()).getTypeParameters();
        Type[] args = p.getActualTypeArguments();
        for (int i = 0; i < vars.length; i++) {
            map.put(vars[i], NONE.resolve(args[i]));
        }
        return new TypeResolver(map);
    }

    /** Bindings of every type parameter of {@code c}'s superclasses and interfaces, as {@code c} binds them. */
    static TypeResolver ofHierarchy(Class<?> c) {
        Map<TypeVariable<?>, Type> map = new HashMap<>();
        collect(c, map);
        return new TypeResolver(map);
    }

    private static void collect(Class<?> c, Map<TypeVariable<?>, Type> map) {
        if (c == null || c == Object.class) {
            return;
        }
        List<Type> supers = new ArrayList<>(Arrays.asList(c.getGenericInterfaces()));
        if (c.getGenericSuperclass() != null) {
            supers.add(c.getGenericSuperclass());
        }
        TypeResolver here = new TypeResolver(map);
        for (Type s : supers) {
            if (s instanceof ParameterizedType p) {
                TypeVariable<?>[] vars = ((Class<?>) p.getRawType()).getTypeParameters();
                Type[] args = p.getActualTypeArguments();
                for (int i = 0; i < vars.length; i++) {
                    map.putIfAbsent(vars[i], here.resolve(args[i]));
                }
                collect((Class<?>) p.getRawType(), map);
            } else if (s instanceof Class<?> k) {
                collect(k, map);
            }
        }
    }

    /** {@code t} with every bound variable replaced; an unbound variable stays as it is. */
    Type resolve(Type t) {
        return switch (t) {
            case Class<?> c -> c;
            case TypeVariable<?> v -> bindings.getOrDefault(v, v);
            case WildcardType w -> w.getLowerBounds().length == 0 ? resolve(w.getUpperBounds()[0]) : w;
            case GenericArrayType g -> {
                Type component = resolve(g.getGenericComponentType());
                yield component instanceof Class<?> c ? c.arrayType() : new ArrayOf(component);
            }
            case ParameterizedType p -> {
                Type[] args = p.getActualTypeArguments().clone();
                for (int i = 0; i < args.length; i++) {
                    args[i] = resolve(args[i]);
                }
                yield new Parameterized((Class<?>) p.getRawType(), p.getOwnerType(), args);
            }
            default -> t;
        };
    }

    /** {@code t}'s class after erasure. */
    static Class<?> erase(Type t) {
        return switch (t) {
            case Class<?> c -> c;
            case ParameterizedType p -> (Class<?>) p.getRawType();
            case GenericArrayType g -> Array.newInstance(erase(g.getGenericComponentType()), 0).getClass();
            case WildcardType w -> erase(w.getUpperBounds()[0]);
            default -> Object.class;
        };
    }

    /** A parameterized type with resolved arguments; equal to the JDK's own under its equals and hashCode. */
    record Parameterized(Class<?> raw, Type owner, Type[] args) implements ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && raw.equals(p.getRawType())
                    && Objects.equals(owner, p.getOwnerType()) && Arrays.equals(args, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder(raw.getTypeName()).append('<');
            for (int i = 0; i < args.length; i++) {
                out.append(i == 0 ? "" : ", ").append(args[i].getTypeName());
            }
            return out.append('>').toString();
        }
    }

    /** An array of a parameterized type, such as {@code List<String>[]}. */
    record ArrayOf(Type component) implements GenericArrayType {
        @Override
        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public String toString() {
            return component.getTypeName() + "[]";
        }
    }
}
