package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/**
 * A contract the dispatcher checks before a handler runs: which methods exist (DISPATCH) and whether params fit
 * (PARAMS). The contracts module supplies one from a prepared Smithy service; implementations are immutable and
 * thread-safe.
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
}
