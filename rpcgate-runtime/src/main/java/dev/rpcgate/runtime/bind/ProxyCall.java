package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.RpcClient;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * One interface method of a client proxy, prepared: how its arguments become params, whether it is a blocking call,
 * an asynchronous call or a notification, and how the result decodes. Immutable and thread-safe.
 */
final class ProxyCall {
    /** How the call is made. */
    enum Kind {
        /** Waits for the reply. */
        BLOCKING,
        /** Returns a future of the decoded result. */
        ASYNC,
        /** Sends a notification; nothing comes back. */
        NOTIFICATION
    }

    private static final Object[] NO_ARGS = {};

    private final String name;
    private final ParamsCodec params;
    private final Kind kind;
    private final Codec result; // null: the result is ignored
    private final Class<?>[] declared;
    private final RpcClient client;
    private final Duration timeout;
    private final BindOptions options;

    ProxyCall(String name, ParamsCodec params, Kind kind, Codec result, Class<?>[] declared, RpcClient client,
              Duration timeout, BindOptions options) {
        this.name = name;
        this.params = params;
        this.kind = kind;
        this.result = result;
        this.declared = declared.clone();
        this.client = client;
        this.timeout = timeout;
        this.options = options;
    }

    Object invoke(Object[] args) throws Throwable {
        JsonValue p = params.encode(args == null ? NO_ARGS : args);
        return switch (kind) {
            case NOTIFICATION -> {
                client.notify(name, p);
                yield null;
            }
            case ASYNC -> client.call(name, p, timeout).thenApply(this::decode);
            case BLOCKING -> decode(await(client.call(name, p, timeout)));
        };
    }

    private Object decode(JsonValue json) {
        if (result == null) {
            return null;
        }
        Decoding d = new Decoding("/result", options);
        Object value = result.decode(json == null ? JsonNull.NULL : json, d);
        if (d.errorCount() > 0) {
            throw new InvalidResult(name, d.findings());
        }
        return value;
    }

    /**
     * The reply, or what the call failed with as itself: an unchecked exception (the peer's {@code RpcException}
     * above all) or a checked one the method declares ({@code TimeoutException}); another checked one comes wrapped
     * in a {@link CompletionException}, as {@link CompletableFuture#join()} would.
     */
    private JsonValue await(CompletableFuture<JsonValue> future) throws Throwable {
        try {
            return future.get();
        } catch (ExecutionException e) {
            throw failure(e.getCause());
        } catch (InterruptedException e) {
            future.cancel(true);
            if (declares(InterruptedException.class)) {
                throw e;
            }
            Thread.currentThread().interrupt();
            throw new CompletionException(e);
        }
    }

    private Throwable failure(Throwable t) {
        Throwable c = t;
        while (c instanceof CompletionException && c.getCause() != null) {
            c = c.getCause();
        }
        return c instanceof RuntimeException || c instanceof Error || declares(c.getClass()) ? c
                : new CompletionException(c);
    }

    private boolean declares(Class<?> type) {
        for (Class<?> d : declared) {
            if (d.isAssignableFrom(type)) {
                return true;
            }
        }
        return false;
    }
}
