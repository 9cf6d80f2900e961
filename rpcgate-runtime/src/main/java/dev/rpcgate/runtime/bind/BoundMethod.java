package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.CancelledException;
import dev.rpcgate.runtime.MethodRegistry;
import java.lang.invoke.MethodHandle;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;

/**
 * One service method, ready to call: params decoded by a prepared {@link ParamsCodec}, the method run through one
 * spreading method handle bound to the service, the result encoded by a prepared codec. A future result is waited
 * for (and cancelled with the call). What the method throws reaches the dispatcher as itself: method handles do not
 * wrap, and a future's failure is unwrapped to its cause.
 */
final class BoundMethod implements MethodRegistry.Method {
    private final String name;
    private final ParamsCodec params;
    private final MethodHandle invoker; // (Object[])Object, bound to the service
    private final Codec result; // null: the result is JSON null
    private final boolean async;

    BoundMethod(String name, ParamsCodec params, MethodHandle invoker, Codec result, boolean async) {
        this.name = name;
        this.params = params;
        this.invoker = invoker;
        this.result = result;
        this.async = async;
    }

    @Override
    public JsonValue call(JsonValue json, CallContext context) throws Exception {
        Object[] args = params.decode(json, context);
        Object out;
        try {
            out = (Object) invoker.invokeExact(args);
        } catch (Exception | Error e) {
            throw e;
        } catch (Throwable t) {
            throw Rethrow.unchecked(t);
        }
        if (async) {
            out = await((CompletionStage<?>) out, context);
        }
        return result == null ? JsonNull.NULL : result.encode(out);
    }

    private Object await(CompletionStage<?> stage, CallContext context) throws Exception {
        if (stage == null) {
            throw new NullPointerException(name + " returned a null future");
        }
        CompletableFuture<?> future = stage.toCompletableFuture();
        context.cancellation().onCancel(() -> future.cancel(true));
        try {
            return future.get();
        } catch (ExecutionException e) {
            throw cause(e);
        } catch (CancellationException e) {
            if (context.cancellation().isCancelled()) {
                throw new CancelledException();
            }
            throw e;
        }
    }

    /** The first cause that is not a future's wrapper, so the dispatcher reports the real exception's class. */
    private static Exception cause(Throwable t) {
        Throwable c = t;
        while ((c instanceof ExecutionException || c instanceof CompletionException) && c.getCause() != null) {
            c = c.getCause();
        }
        if (c instanceof Error e) {
            throw e;
        }
        return c instanceof Exception e ? e : Rethrow.unchecked(c);
    }
}
