package dev.rpcgate.runtime.bind;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the methods a service exposes. For an object: every public instance method its class declares (overrides of
 * {@code Object}'s methods excepted) and every abstract method of an interface it implements; for an interface: its
 * abstract methods. A {@code default} method counts only with {@link RpcMethod}. An interface method is the contract
 * of the class method implementing it: its types, and its annotations ({@link RpcMethod}, {@link RpcParam} on its
 * parameters) unless the implementation has its own. Preparation only.
 */
final class ServiceScan {
    /**
     * A method to bind, with its (possibly inherited) annotation and the interface methods it implements.
     */
    record Candidate(Method method, RpcMethod annotation, List<Method> declarations) {
        Candidate with(Method declaration, RpcMethod inherited) {
            List<Method> all = new ArrayList<>(declarations);
            all.add(declaration);
            return new Candidate(method, annotation != null ? annotation : inherited, List.copyOf(all));
        }

        /**
         * The method whose signature is the wire contract, and whose handle is called (dispatching to the
         * implementation): the interface declaration when there is one — a lambda's or hidden class's own method
         * has lost its generic types and cannot be reached — else the class's method.
         */
        Method contract() {
            return declarations.isEmpty() ? method : declarations.getFirst();
        }

        /** Every method whose {@link RpcParam}s name the parameters, the implementation's first. */
        List<Method> named() {
            List<Method> all = new ArrayList<>(declarations.size() + 1);
            all.add(method);
            all.addAll(declarations);
            return all;
        }
    }

    private ServiceScan() {
    }

    static List<Candidate> ofObject(Class<?> c, TypeResolver types) {
        Map<String, Candidate> found = new LinkedHashMap<>();
        Method[] declared = c.getDeclaredMethods();
        Arrays.sort(declared, (a, b) -> a.toString().compareTo(b.toString()));
        for (Method m : declared) {
            if (Modifier.isPublic(m.getModifiers()) && isInstance(m) && !overridesObject(m)) {
                found.put(key(m, types), new Candidate(m, m.getAnnotation(RpcMethod.class), List.of()));
            }
        }
        for (Class<?> i : interfaces(c)) {
            addInterfaceMethods(i.getDeclaredMethods(), types, found);
        }
        return List.copyOf(found.values());
    }

    static List<Candidate> ofInterface(Class<?> api, TypeResolver types) {
        Map<String, Candidate> found = new LinkedHashMap<>();
        addInterfaceMethods(api.getDeclaredMethods(), types, found);
        for (Class<?> i : interfaces(api)) {
            addInterfaceMethods(i.getDeclaredMethods(), types, found);
        }
        return List.copyOf(found.values());
    }

    private static void addInterfaceMethods(Method[] methods, TypeResolver types, Map<String, Candidate> found) {
        Method[] sorted = methods.clone();
        Arrays.sort(sorted, (a, b) -> a.toString().compareTo(b.toString()));
        for (Method m : sorted) {
            RpcMethod annotation = m.getAnnotation(RpcMethod.class);
            if (!Modifier.isPublic(m.getModifiers()) || !isInstance(m) || (m.isDefault() && annotation == null)) {
                continue;
            }
            String key = key(m, types);
            Candidate there = found.get(key);
            found.put(key, there == null ? new Candidate(m, annotation, List.of()) : there.with(m, annotation));
        }
    }

    private static boolean isInstance(Method m) {
        return !Modifier.isStatic(m.getModifiers()) && !m.isSynthetic() && !m.isBridge();
    }

    private static boolean overridesObject(Method m) {
        try {
            Object.class.getDeclaredMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** Name and parameter classes after type variables are bound, so an implementation meets its interface method. */
    private static String key(Method m, TypeResolver types) {
        StringBuilder out = new StringBuilder(m.getName()).append('(');
        for (Type t : m.getGenericParameterTypes()) {
            out.append(TypeResolver.erase(types.resolve(t)).getName()).append(',');
        }
        return out.append(')').toString();
    }

    /** Every interface {@code c} implements, directly or through superclasses and superinterfaces. */
    private static Set<Class<?>> interfaces(Class<?> c) {
        Set<Class<?>> out = new LinkedHashSet<>();
        Deque<Class<?>> todo = new ArrayDeque<>();
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            todo.addAll(Arrays.asList(k.getInterfaces()));
        }
        while (!todo.isEmpty()) {
            Class<?> i = todo.poll();
            if (out.add(i)) {
                todo.addAll(Arrays.asList(i.getInterfaces()));
            }
        }
        return out;
    }
}
