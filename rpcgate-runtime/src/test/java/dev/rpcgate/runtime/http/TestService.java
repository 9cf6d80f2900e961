package dev.rpcgate.runtime.http;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.InvalidParams;
import dev.rpcgate.runtime.LogLevel;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.RpcException;
import java.math.BigDecimal;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** The methods the HTTP tests call: the JSON-RPC 2.0 specification's examples and a few that fail or wait. */
final class TestService {
    /** How long {@code slow} waits at most for {@link #release}: every wait in these tests is bounded. */
    static final long SLOW_LIMIT_SECONDS = 10;

    final AtomicInteger calls = new AtomicInteger();
    final AtomicInteger hellos = new AtomicInteger();
    final AtomicInteger cancelActions = new AtomicInteger();
    final CountDownLatch slowEntered = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);

    MethodRegistry registry() {
        return MethodRegistry.builder()
                .method("subtract", (params, ctx) -> {
                    calls.incrementAndGet();
                    return switch (params) {
                        case JsonArray a when a.size() == 2 -> difference(a.get(0), a.get(1));
                        case JsonObject o when o.has("minuend") && o.has("subtrahend") ->
                                difference(o.get("minuend"), o.get("subtrahend"));
                        case null, default -> throw InvalidParams.at("/params", "subtract takes two numbers");
                    };
                })
                .method("sum", (params, ctx) -> {
                    calls.incrementAndGet();
                    BigDecimal total = BigDecimal.ZERO;
                    for (JsonValue v : ((JsonArray) params).elements()) {
                        total = total.add(number(v));
                    }
                    return JsonNumber.of(total);
                })
                .method("echo", (params, ctx) -> {
                    calls.incrementAndGet();
                    return params;
                })
                .method("get_data", (params, ctx) -> JsonArray.of(JsonString.of("hello"), JsonNumber.of(5)))
                .method("notify_hello", (params, ctx) -> {
                    hellos.incrementAndGet();
                    return null;
                })
                .method("notify_sum", (params, ctx) -> null)
                .method("fail", (params, ctx) -> {
                    throw new IllegalStateException("secret detail of the server");
                })
                .method("custom_error", (params, ctx) -> {
                    throw new RpcException(-32000, "custom trouble", JsonObject.builder().put("k", 1).build());
                })
                .method("chatty", (params, ctx) -> {
                    ctx.notify("app/hello", JsonArray.of(JsonNumber.of(1)));
                    ctx.log(LogLevel.INFO, "working");
                    ctx.progress(1, 2);
                    ctx.cancellation().onCancel(cancelActions::incrementAndGet);
                    return JsonObject.builder().put("cancelled", ctx.cancellation().isCancelled()).build();
                })
                .method("slow", (params, ctx) -> {
                    slowEntered.countDown();
                    return JsonObject.builder().put("released", release.await(SLOW_LIMIT_SECONDS, TimeUnit.SECONDS))
                            .build();
                })
                .build();
    }

    private static JsonValue difference(JsonValue a, JsonValue b) {
        return JsonNumber.of(number(a).subtract(number(b)));
    }

    private static BigDecimal number(JsonValue v) {
        if (v instanceof JsonNumber n) {
            return n.findBigDecimal().orElseThrow();
        }
        throw InvalidParams.at("/params", "not a number: " + v);
    }
}
