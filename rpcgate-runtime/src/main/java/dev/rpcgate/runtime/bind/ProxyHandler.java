package dev.rpcgate.runtime.bind;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.Map;

/**
 * The invocation handler of a client proxy: finds the prepared {@link ProxyCall} of the method called and runs it.
 * {@code equals}, {@code hashCode} and {@code toString} are the proxy's own (identity); a {@code default} method
 * without {@link RpcMethod} runs its own code.
 */
final class ProxyHandler implements InvocationHandler {
    private final Class<?> api;
    private final Map<Method, ProxyCall> calls;

    ProxyHandler(Class<?> api, Map<Method, ProxyCall> calls) {
        this.api = api;
        this.calls = Map.copyOf(calls);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        ProxyCall call = calls.get(method);
        if (call != null) {
            return call.invoke(args);
        }
        if (method.getDeclaringClass() == Object.class) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> "ClientProxy[" + api.getName() + "]";
            };
        }
        return InvocationHandler.invokeDefault(proxy, method, args);
    }
}
