package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.runtime.ParamsContract;
import java.util.List;

/**
 * The DISPATCH gate: the route forwards the request's A2A version, and that version has a method of that name. Each
 * version's names are methods only under it: a v0.3 name sent as v1.0 (or the reverse) is -32601. Stateless.
 */
final class DispatchGate {
    private DispatchGate() {
    }

    /** Passes with the contract of the request's version; fails with -32009 or -32601. */
    static GateVerdict<ParamsContract> check(RouteContract route, A2aVersion version, String method) {
        if (route.pinned() != null && route.pinned() != version) {
            Finding f = Finding.error(GatewayCode.VERSION_NOT_SERVED, "the agent's route forwards A2A "
                    + route.pinned().label() + " only; this request is A2A " + version.label(), "", null);
            return GateVerdict.fail(Failure.of(GatewayError.VERSION_NOT_SERVED, version.label() + " (the agent speaks "
                    + route.pinned().label() + ")", List.of(f)));
        }
        ParamsContract contract = route.of(version);
        if (contract.hasMethod(method)) {
            return GateVerdict.pass(contract);
        }
        String quoted = EnvelopeGate.quote(method);
        String message = version == A2aVersion.V1_0
                ? "not an A2A v1.0 method: " + quoted + (A2aMethods.isKnown(method)
                        ? " (an A2A v0.3 name: send A2A-Version: 0.3, or no A2A-Version, for v0.3)" : "")
                : "not an A2A v0.3.0 method: " + quoted + (V1Method.findByWireName(method).isPresent()
                        ? " (an A2A v1.0 name: send A2A-Version: 1.0 for v1.0)" : "");
        Finding f = Finding.error(SharedCode.METHOD_NOT_FOUND, message, "/method", null);
        return GateVerdict.fail(Failure.of(GatewayError.METHOD_NOT_FOUND, null, List.of(f)));
    }
}
