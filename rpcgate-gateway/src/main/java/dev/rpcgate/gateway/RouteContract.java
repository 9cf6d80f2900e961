package dev.rpcgate.gateway;

import dev.rpcgate.a2a.A2aMethods;
import dev.rpcgate.a2a.MessageSendValidator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.ParamsContract;
import java.util.ArrayList;
import java.util.List;

/**
 * What one route takes, as the runtime's {@link ParamsContract}: the ten A2A v0.3.0 methods (DISPATCH), params that
 * are an object with a valid {@code configuration.timeout} and, on a {@code strict} route, {@code message/send} and
 * {@code message/stream} params that pass rpcgate-a2a's validation with the route's part policy (PARAMS). Immutable.
 */
final class RouteContract implements ParamsContract {
    private final MessageSendValidator strict;

    RouteContract(GatewayConfig.Route route) {
        this.strict = route.params() == GatewayConfig.ParamsMode.STRICT ? new MessageSendValidator(route.partPolicy())
                : null;
    }

    @Override
    public boolean hasMethod(String method) {
        return A2aMethods.isKnown(method);
    }

    /** The timeout's problem, else strict mode's findings: every error, and advisories up to the reply's bound. */
    @Override
    public List<Finding> checkParams(String method, JsonValue params) {
        Finding timeout = RequestTimeout.problem(params);
        if (timeout != null) {
            return List.of(timeout);
        }
        if (strict == null || !(method.equals(A2aMethods.MESSAGE_SEND) || method.equals(A2aMethods.MESSAGE_STREAM))) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (Finding f : strict.findings(params)) {
            if (f.isError() || out.size() < Failure.MAX_FINDINGS) {
                out.add(f);
            }
        }
        return out;
    }
}
