package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.bind.TypedBinding;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * {@link GethTestApi} run by rpcgate: bound with {@link TypedBinding}, so that wrong params are rpcgate's own -32602
 * and a crash or an unencodable result its own -32603. The reverse calls go through the connection serving it.
 */
final class GethTestService implements GethTestApi {
    private static final Duration CALLBACK_TIMEOUT = Duration.ofSeconds(RawPeer.WAIT_SECONDS);

    private final CompletableFuture<JsonValue> later = new CompletableFuture<>();
    private volatile RpcClient peer;

    /** The service bound as a registry. */
    MethodRegistry registry() {
        return TypedBinding.bind(GethTestApi.class, this);
    }

    /** The connection serving this service: where its callbacks go. */
    void attach(RpcClient connection) {
        this.peer = Objects.requireNonNull(connection, "connection");
    }

    /** The outcome of the {@code test_callMeBackLater} callback. */
    CompletableFuture<JsonValue> later() {
        return later;
    }

    @Override
    public void noArgsRets() {
    }

    @Override
    public JsonObject echo(String str, long i, Optional<EchoArgs> args) {
        return JsonObject.builder()
                .put("String", str)
                .put("Int", i)
                .put("Args", args.<JsonValue>map(a -> JsonObject.builder().put("S", a.S()).build())
                        .orElse(JsonNull.NULL))
                .build();
    }

    @Override
    public JsonObject echoWithCtx(CallContext context, String str, long i, Optional<EchoArgs> args) {
        Objects.requireNonNull(context, "the context is injected");
        return echo(str, i, args);
    }

    @Override
    public Unencodable marshalError() {
        return new Unencodable(Double.NaN);
    }

    @Override
    public String panic() {
        throw new IllegalStateException("method handler crashed");
    }

    @Override
    public CompletableFuture<JsonValue> callMeBack(String method, JsonArray args) {
        return peer.call(method, args, CALLBACK_TIMEOUT);
    }

    @Override
    public void callMeBackLater(String method, JsonArray args) {
        // geth calls back once the call's context is done, after answering; here the two race, as they may
        RpcClient p = peer;
        Thread.ofVirtual().name("geth-callback").start(() -> p.call(method, args, CALLBACK_TIMEOUT)
                .whenComplete((result, failure) -> {
                    if (failure != null) {
                        later.completeExceptionally(failure);
                    } else {
                        later.complete(result);
                    }
                }));
    }
}
