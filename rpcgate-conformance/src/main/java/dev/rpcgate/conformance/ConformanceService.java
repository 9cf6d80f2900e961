package dev.rpcgate.conformance;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.bind.RpcParam;
import dev.rpcgate.runtime.bind.TypedBinding;
import java.math.BigInteger;

/**
 * The conformance service in rpcgate's idiom: {@code subtract} bound by type (by position or by name), {@code echo}
 * returning its params as received, {@code fail} whose handler throws.
 */
public final class ConformanceService {
    /**
     * What every peer's {@code fail} throws: the same text everywhere, with a fake secret, so a library that sends
     * exception messages or traces to the client shows it in the report.
     */
    public static final String FAIL_MESSAGE = "deliberate failure (db password=hunter2)";

    private static final MethodRegistry METHODS = MethodRegistry.builder()
            .methods(TypedBinding.bind(Arithmetic.class, (minuend, subtrahend) -> minuend.subtract(subtrahend)))
            .method("echo", (params, context) -> params == null ? JsonNull.NULL : params)
            .method("fail", (params, context) -> {
                throw new IllegalStateException(FAIL_MESSAGE);
            })
            .build();

    private ConformanceService() {
    }

    /** The service's methods (immutable, shared). */
    public static MethodRegistry methods() {
        return METHODS;
    }

    /** The typed half of the service. */
    public interface Arithmetic {
        /** {@code [42, 23]} or {@code {"minuend": 42, "subtrahend": 23}} is 19. */
        BigInteger subtract(@RpcParam("minuend") BigInteger minuend, @RpcParam("subtrahend") BigInteger subtrahend);
    }
}
