package dev.rpcgate.runtime.bind;

import dev.rpcgate.runtime.InvalidParams;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.RpcException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Binds a service object's methods as JSON-RPC methods: each takes and returns records or simple types (see
 * {@link Codecs}), and is prepared once, here, into method handles and codecs, so a call does no reflection.
 *
 * <p>Which methods: for {@link #bind(Object)}, every public instance method the object's class declares plus the
 * abstract methods of its interfaces; for {@link #bind(Class, Object)}, the interface's abstract methods. A default
 * method counts only with {@link RpcMethod}. The method name is the Java name unless {@link RpcMethod#name()} says
 * otherwise; two methods may not share one.
 *
 * <p>Params: by position (an array, in Java parameter order) or by name (an object, by {@link RpcParam} or, when
 * compiled with {@code -parameters}, by Java parameter name); a method whose only parameter is a record takes the
 * record's components as the params object (and, by position, the record as the one element). A
 * {@link dev.rpcgate.runtime.CallContext} parameter may stand anywhere and is injected. Params that do not fit are
 * {@link InvalidParams} (-32602) with a finding per problem, each with its JSON Pointer from {@code /params}.
 *
 * <p>Results: the return value encoded ({@code void} is JSON {@code null}); a {@code CompletableFuture} or
 * {@code CompletionStage} is waited for. An {@link RpcException} thrown by the method is its own error reply;
 * anything else reaches the dispatcher as itself (-32603 with the real exception's class name).
 */
public final class TypedBinding {
    private static final MethodType SPREAD = MethodType.methodType(Object.class, Object[].class);

    private TypedBinding() {
    }

    /** The methods of {@code service}, with standard codecs. */
    public static MethodRegistry bind(Object service) {
        return bind(service, Codecs.standard());
    }

    /**
     * The methods of {@code service}.
     *
     * @throws IllegalArgumentException when a method cannot be bound (a type, a missing parameter name, a duplicate
     *                                  name) or there is no method at all
     */
    public static MethodRegistry bind(Object service, Codecs codecs) {
        Class<?> c = service.getClass();
        TypeResolver types = TypeResolver.ofHierarchy(c);
        return register(service, c, ServiceScan.ofObject(c, types), types, codecs);
    }

    /** The methods of interface {@code api}, run by {@code service}, with standard codecs. */
    public static <T> MethodRegistry bind(Class<T> api, T service) {
        return bind(api, service, Codecs.standard());
    }

    /**
     * The methods of interface {@code api}, run by {@code service}: the same interface a {@link ClientProxy} calls.
     *
     * @throws IllegalArgumentException when {@code api} is not an interface, or a method cannot be bound
     */
    public static <T> MethodRegistry bind(Class<T> api, T service, Codecs codecs) {
        if (!api.isInterface()) {
            throw new IllegalArgumentException(api.getName() + " is not an interface");
        }
        api.cast(Objects.requireNonNull(service, "service"));
        TypeResolver types = TypeResolver.ofHierarchy(api);
        return register(service, api, ServiceScan.ofInterface(api, types), types, codecs);
    }

    private static MethodRegistry register(Object service, Class<?> owner, List<ServiceScan.Candidate> found,
                                           TypeResolver types, Codecs codecs) {
        if (found.isEmpty()) {
            throw new IllegalArgumentException(owner.getName() + " has no methods to bind");
        }
        MethodRegistry.Builder registry = MethodRegistry.builder();
        Map<String, Method> byName = new HashMap<>();
        for (ServiceScan.Candidate c : found) {
            String name = Signatures.name(c.method(), c.annotation());
            Method clash = byName.putIfAbsent(name, c.method());
            if (clash != null) {
                throw new IllegalArgumentException("two methods answer to \"" + name + "\": " + clash + " and "
                        + c.method() + "; rename one with @RpcMethod(name = ...)");
            }
            registry.method(name, prepare(service, name, c, types, codecs));
        }
        return registry.build();
    }

    private static BoundMethod prepare(Object service, String name, ServiceScan.Candidate c, TypeResolver types,
                                       Codecs codecs) {
        Method m = c.contract();
        ParamsCodec params = Signatures.params(m, c.named(), types, Signatures.style(c.annotation()), codecs);
        Type returned = types.resolve(m.getGenericReturnType());
        boolean async = Signatures.isAsync(returned);
        Type value = async ? Signatures.futureValue(returned, m) : returned;
        Codec result = Signatures.isVoid(value) ? null
                : codecs.prepare(value, Signatures.where(m) + " result");
        MethodHandle invoker = codecs.lookups().method(m).asFixedArity().bindTo(service)
                .asSpreader(Object[].class, m.getParameterCount()).asType(SPREAD);
        return new BoundMethod(name, params, invoker, result, async);
    }
}
