package dev.rpcgate.runtime.demo;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.InvalidParams;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.bind.Codecs;
import dev.rpcgate.runtime.bind.Decoded;
import dev.rpcgate.runtime.bind.JsonCodec;
import dev.rpcgate.runtime.bind.ParamStyle;
import dev.rpcgate.runtime.bind.RpcMethod;
import dev.rpcgate.runtime.bind.RpcParam;
import dev.rpcgate.runtime.bind.TypedBinding;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The JSON-RPC 2.0 specification's example methods (section 7). Integers throughout, so every result is exact and
 * spelled as the specification shows it ({@code 19}, not {@code 19.0}); the bound codecs cap their size. Beside them,
 * {@code fail} always throws, to show how a handler's exception is answered.
 */
final class SpecMethods {
    private static final JsonCodec<BigInteger[]> INTEGERS = Codecs.standard().of(BigInteger[].class);
    private static final JsonArray DATA = JsonArray.of(JsonString.of("hello"), JsonNumber.of(5));

    private SpecMethods() {
    }

    /** The methods with fixed arity, bound by type: params by position or by name are checked by the binding. */
    interface Api {
        /** {@code [42, 23]} or {@code {"minuend": 42, "subtrahend": 23}} is 19. */
        BigInteger subtract(@RpcParam("minuend") BigInteger minuend, @RpcParam("subtrahend") BigInteger subtrahend);

        /** The specification sends it as a notification, {@code [7]}; it does nothing. */
        @RpcMethod(name = "notify_hello", params = ParamStyle.BY_POSITION)
        void notifyHello(BigInteger value);

        /** {@code ["hello", 5]}. */
        @RpcMethod(name = "get_data")
        JsonValue getData();
    }

    static MethodRegistry registry() {
        Api api = new Api() {
            @Override
            public BigInteger subtract(BigInteger minuend, BigInteger subtrahend) {
                return minuend.subtract(subtrahend);
            }

            @Override
            public void notifyHello(BigInteger value) {
                // the specification's notification target: accepted, nothing to do
            }

            @Override
            public JsonValue getData() {
                return DATA;
            }
        };
        return MethodRegistry.builder()
                .methods(TypedBinding.bind(Api.class, api))
                .method("sum", (params, context) -> JsonNumber.of(new BigDecimal(sum(params))))
                .method("notify_sum", (params, context) -> {
                    sum(params);
                    return null;
                })
                // the specification's notification with params [1,2,3,4,5]: takes any params, does nothing
                .method("update", (params, context) -> null)
                // a handler that throws: -32603 with the exception's class name in data.exception, and serving goes on
                .method("fail", (params, context) -> {
                    throw new IllegalStateException("the spec demo's fail method always throws");
                })
                .build();
    }

    /** The sum of an array of integers of any length; anything else is -32602 with the bind findings. */
    private static BigInteger sum(JsonValue params) {
        Decoded<BigInteger[]> numbers = INTEGERS.decode(params == null ? JsonArray.of() : params, "/params");
        if (!numbers.isValid()) {
            throw new InvalidParams(numbers.findings());
        }
        BigInteger total = BigInteger.ZERO;
        for (BigInteger n : numbers.expectValue()) {
            total = total.add(n);
        }
        return total;
    }
}
