package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Methods by name, built once and then immutable (thread-safe). As a {@link Handler} it answers an unknown name with
 * {@link MethodNotFound}.
 */
public final class MethodRegistry implements Handler {
    /** One method: params exactly as received ({@code null} when absent) to result. */
    @FunctionalInterface
    public interface Method {
        /** Runs the method. */
        JsonValue call(JsonValue params, CallContext context) throws Exception;
    }

    private final Map<String, Method> methods;

    private MethodRegistry(Map<String, Method> methods) {
        this.methods = Map.copyOf(methods);
    }

    /** Starts a registry. */
    public static Builder builder() {
        return new Builder();
    }

    /** The registered method names. */
    public Set<String> names() {
        return methods.keySet();
    }

    /** True when a method of that name is registered. */
    public boolean has(String name) {
        return methods.containsKey(name);
    }

    @Override
    public JsonValue handle(String method, JsonValue params, CallContext context) throws Exception {
        Method m = methods.get(method);
        if (m == null) {
            throw new MethodNotFound(method);
        }
        JsonValue result = m.call(params, context);
        return result == null ? JsonNull.NULL : result;
    }

    /** Collects methods; a name may be registered once. */
    public static final class Builder {
        private final Map<String, Method> methods = new LinkedHashMap<>();

        private Builder() {
        }

        /**
         * Registers a method.
         *
         * @throws IllegalArgumentException when the name is empty or already registered
         */
        public Builder method(String name, Method method) {
            Objects.requireNonNull(method, "method");
            if (name == null || name.isEmpty()) {
                throw new IllegalArgumentException("a method name is a non-empty string");
            }
            if (methods.putIfAbsent(name, method) != null) {
                throw new IllegalArgumentException("method '" + name + "' is registered twice");
            }
            return this;
        }

        /** Registers every method of another registry (for composing services). */
        public Builder methods(MethodRegistry other) {
            other.methods.forEach(this::method);
            return this;
        }

        /** Builds the immutable registry. */
        public MethodRegistry build() {
            return new MethodRegistry(methods);
        }
    }
}
