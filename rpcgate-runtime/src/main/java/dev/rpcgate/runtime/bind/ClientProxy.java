package dev.rpcgate.runtime.bind;

import dev.rpcgate.runtime.RpcClient;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.Type;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Makes a Java interface call a peer: each abstract method (and each {@code default} method with
 * {@link RpcMethod}) becomes a JSON-RPC call, its arguments encoded as params the way {@link TypedBinding} decodes
 * them (by name as an object unless {@link RpcMethod#params()} says by position; a method's only record parameter is
 * the params object itself). Every method is prepared when the proxy is made; a call does no type analysis.
 *
 * <ul>
 *   <li>A method returning {@code CompletableFuture<T>} or {@code CompletionStage<T>} returns at once; the future
 *       completes with the decoded result, or exceptionally.</li>
 *   <li>Any other method waits for the reply. A peer's error is thrown as the {@link dev.rpcgate.runtime.RpcException}
 *       the client made of it; a timeout is thrown as {@link java.util.concurrent.TimeoutException} when the method
 *       declares it, else wrapped in a {@link java.util.concurrent.CompletionException}.</li>
 *   <li>A {@code void} method with {@code @RpcMethod(notification = true)} sends a notification.</li>
 *   <li>A result that does not fit the return type is an {@link InvalidResult} with the findings.</li>
 * </ul>
 *
 * A {@link dev.rpcgate.runtime.CallContext} parameter (for interfaces shared with the server) is not sent; pass
 * {@code null}.
 */
public final class ClientProxy {
    private ClientProxy() {
    }

    /** A proxy for {@code api} over {@code client}, with standard codecs and no time limit. */
    public static <T> T create(Class<T> api, RpcClient client) {
        return create(api, client, Codecs.standard(), null);
    }

    /**
     * A proxy for {@code api} over {@code client}.
     *
     * @param codecs  the codecs (and so the options and the lookup) for params and results
     * @param timeout how long each call waits for its reply, or {@code null} for no limit
     * @throws IllegalArgumentException when {@code api} is not an interface or a method cannot be bound
     */
    public static <T> T create(Class<T> api, RpcClient client, Codecs codecs, Duration timeout) {
        Objects.requireNonNull(client, "client");
        if (!api.isInterface()) {
            throw new IllegalArgumentException(api.getName() + " is not an interface");
        }
        TypeResolver types = TypeResolver.ofHierarchy(api);
        Map<Method, ProxyCall> calls = new HashMap<>();
        for (Method m : api.getMethods()) {
            RpcMethod annotation = m.getAnnotation(RpcMethod.class);
            if (Modifier.isStatic(m.getModifiers()) || (m.isDefault() && annotation == null)) {
                continue;
            }
            requireReachable(api, m);
            calls.put(m, prepare(m, annotation, types, codecs, client, timeout));
        }
        Object proxy = Proxy.newProxyInstance(api.getClassLoader(), new Class<?>[] {api},
                new ProxyHandler(api, calls));
        return api.cast(proxy);
    }

    /**
     * The JDK defines the proxy class of a public interface outside its package, so every type its methods name
     * must be public too; found here rather than as an {@link IllegalAccessError} at the first call.
     */
    private static void requireReachable(Class<?> api, Method m) {
        if (!Modifier.isPublic(api.getModifiers())) {
            return;
        }
        List<Class<?>> named = new ArrayList<>(List.of(m.getParameterTypes()));
        named.add(m.getReturnType());
        named.addAll(List.of(m.getExceptionTypes()));
        for (Class<?> type : named) {
            Class<?> t = type;
            while (t.isArray()) {
                t = t.getComponentType();
            }
            if (!t.isPrimitive() && !Modifier.isPublic(t.getModifiers())) {
                throw new IllegalArgumentException(Signatures.where(m) + " names " + t.getName() + ", which is not "
                        + "public: a proxy of a public interface needs public types (or make the interface "
                        + "package-private)");
            }
        }
    }

    private static ProxyCall prepare(Method m, RpcMethod annotation, TypeResolver types, Codecs codecs,
                                     RpcClient client, Duration timeout) {
        ParamsCodec params = Signatures.params(m, List.of(), types, Signatures.style(annotation), codecs);
        Type returned = types.resolve(m.getGenericReturnType());
        ProxyCall.Kind kind;
        Type value;
        if (annotation != null && annotation.notification()) {
            if (returned != void.class) {
                throw new IllegalArgumentException(Signatures.where(m) + " is a notification, so it returns void");
            }
            kind = ProxyCall.Kind.NOTIFICATION;
            value = void.class;
        } else if (Signatures.isAsync(returned)) {
            kind = ProxyCall.Kind.ASYNC;
            value = Signatures.futureValue(returned, m);
        } else {
            kind = ProxyCall.Kind.BLOCKING;
            value = returned;
        }
        Codec result = Signatures.isVoid(value) ? null : codecs.prepare(value, Signatures.where(m) + " result");
        return new ProxyCall(Signatures.name(m, annotation), params, kind, result, m.getExceptionTypes(), client,
                timeout, codecs.options());
    }
}
