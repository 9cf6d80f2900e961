package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.math.BigDecimal;

/** The methods the stream tests and fixtures serve. */
final class TestMethods {
    private TestMethods() {
    }

    /**
     * {@code sum} (numbers by position), {@code echo} (its params), {@code fail} (throws IllegalStateException with
     * a secret message), {@code refuse} (an RpcException -32001 with data), {@code slow_count} (the lesson's
     * progress demo: {@code {"n": k}} sends k {@code $/progress} notifications and returns k), {@code hello} (a
     * notification target that does nothing).
     */
    static MethodRegistry registry() {
        return MethodRegistry.builder()
                .method("sum", (params, context) -> sum(params))
                .method("echo", (params, context) -> params)
                .method("fail", (params, context) -> {
                    throw new IllegalStateException("secret: the database password is hunter2");
                })
                .method("refuse", (params, context) -> {
                    throw new RpcException(-32001, "refused", JsonObject.builder().put("why", "policy").build());
                })
                .method("slow_count", TestMethods::slowCount)
                .method("hello", (params, context) -> null)
                .build();
    }

    static JsonValue sum(JsonValue params) {
        if (!(params instanceof JsonArray a)) {
            throw InvalidParams.at("/params", "sum takes an array of numbers");
        }
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < a.size(); i++) {
            if (!(a.get(i) instanceof JsonNumber n) || n.findBigDecimal().isEmpty()) {
                throw InvalidParams.at("/params/" + i, "not a number");
            }
            total = total.add(n.findBigDecimal().get());
        }
        return JsonNumber.of(total);
    }

    static JsonValue slowCount(JsonValue params, CallContext context) {
        long n = params instanceof JsonObject o && o.get("n") instanceof JsonNumber k ? k.findLong().orElse(-1) : -1;
        if (n < 0 || n > 1000) {
            throw InvalidParams.at("/params/n", "n is a whole number from 0 to 1000");
        }
        for (long i = 1; i <= n; i++) {
            context.progress(i, n);
        }
        return JsonNumber.of(n);
    }

    static JsonString text(String s) {
        return JsonString.of(s);
    }
}
