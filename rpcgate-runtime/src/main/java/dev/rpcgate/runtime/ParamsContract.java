package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/**
 * A contract the dispatcher checks around a handler: which methods exist (DISPATCH) and whether params fit (PARAMS)
 * before it runs, and whether a call's result fits after it returns. {@code dev.rpcgate.runtime.contract
 * .SmithyContract} makes one from a prepared Smithy service (with rpcgate-smithy on the class path); implementations
 * are immutable and thread-safe.
 */
public interface ParamsContract {
    /** True when the contract has a method of this name. */
    boolean hasMethod(String method);

    /**
     * The PARAMS findings for a call of {@code method}; empty when the params fit.
     *
     * @param params the params exactly as received, or {@code null} when absent
     */
    List<Finding> checkParams(String method, JsonValue params);

    /**
     * The findings about a handler's result for a call of {@code method}, paths from {@code /result}; empty when it
     * fits. An error among them makes the dispatcher answer -32603 Internal error instead of the result, and record
     * why in the HANDLER gate of the trace. By default results are not checked.
     *
     * @param result the handler's result (JSON null for a handler that returned {@code null})
     */
    default List<Finding> checkResult(String method, JsonValue result) {
        return List.of();
    }
}
