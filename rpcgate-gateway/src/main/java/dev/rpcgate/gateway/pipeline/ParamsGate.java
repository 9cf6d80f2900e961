package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.runtime.ParamsContract;
import java.util.ArrayList;
import java.util.List;

/**
 * The PARAMS gate: the contract of the request's version takes the params; a pass establishes the call's upstream
 * timeout. The reply of a failure carries the errors, the trace every finding. Immutable.
 */
final class ParamsGate {
    private final RequestTimeout timeout;

    ParamsGate(RequestTimeout timeout) {
        this.timeout = timeout;
    }

    /**
     * Passes with the timeout in nanoseconds (and any advisories); fails with -32602 and the errors.
     *
     * @param timeoutHeader the {@value RequestTimeout#HEADER} value ENVELOPE found fine, or {@code null}
     */
    GateVerdict<Long> check(ParamsContract contract, A2aVersion version, String method, JsonValue params,
            String timeoutHeader) {
        List<Finding> findings = contract.checkParams(method, params);
        List<Finding> errors = new ArrayList<>();
        for (Finding f : findings) {
            if (f.isError()) {
                errors.add(f);
            }
        }
        if (!errors.isEmpty()) {
            return GateVerdict.fail(Failure.of(GatewayError.INVALID_PARAMS, null, errors), findings);
        }
        return new GateVerdict.Passed<>(timeout.nanos(params, timeoutHeader, version == A2aVersion.V0_3), findings);
    }
}
