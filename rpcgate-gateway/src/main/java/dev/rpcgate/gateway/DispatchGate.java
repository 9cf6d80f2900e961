package dev.rpcgate.gateway;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.runtime.ParamsContract;
import java.util.List;

/** The DISPATCH gate: the route's contract has a method of that name. Stateless. */
final class DispatchGate {
    private DispatchGate() {
    }

    /** Passes with the method; fails with -32601 for a name the contract lacks. */
    static GateVerdict<String> check(ParamsContract contract, String method) {
        if (contract.hasMethod(method)) {
            return GateVerdict.pass(method);
        }
        String quoted = EnvelopeGate.quote(method);
        Finding f = Finding.error("MethodNotFound", "not an A2A v0.3.0 method: " + quoted, "/method", null);
        return GateVerdict.fail(Failure.of(GatewayError.METHOD_NOT_FOUND, null, List.of(f)));
    }
}
