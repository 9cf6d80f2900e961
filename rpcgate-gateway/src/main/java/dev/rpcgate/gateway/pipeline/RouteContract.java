package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v03.MessageSendValidator;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.runtime.ParamsContract;
import java.util.ArrayList;
import java.util.List;

/**
 * What one route takes, per A2A version, each as the runtime's {@link ParamsContract}: the version the route is
 * pinned to (if any); for v0.3, the ten v0.3.0 methods, params that are an object with a valid
 * {@code configuration.timeout} and, on a {@code strict} route, {@code message/send} and {@code message/stream} params
 * that pass rpcgate-a2a's v0.3.0 validation; for v1.0, the eleven v1.0 methods, params that are an object (absent
 * only where the method's request has no required field) and, on a {@code strict} route, every method's params
 * checked by rpcgate-a2a's v1.0 validator, and so is every v1.0 result the agent sends back. Both with the route's
 * part policy. Immutable.
 */
final class RouteContract {
    private final A2aVersion pinned;
    private final ParamsContract v03;
    private final ParamsContract v1;
    private final V1Validator results;

    RouteContract(GatewayConfig.Route route) {
        boolean strict = route.params() == GatewayConfig.ParamsMode.STRICT;
        this.pinned = route.version();
        this.v03 = new V03(strict ? new MessageSendValidator(route.partPolicy()) : null);
        V1Validator validator = new V1Validator(V1Policy.DEFAULT.withParts(route.partPolicy()));
        this.v1 = new V1(validator, strict);
        this.results = strict ? validator : null;
    }

    /** Whether the agent's results are checked for {@code version}'s requests (strict routes, v1.0). */
    boolean checksResults(A2aVersion version) {
        return results != null && version == A2aVersion.V1_0;
    }

    /**
     * The ERROR findings of an agent's success result on a {@code strict} route: a v1.0 result (of a method that
     * does not stream) checked by the v1.0 validator, paths relative to the result; empty on a passthrough route and
     * for v0.3, whose results pass as they come.
     */
    List<Finding> resultErrors(A2aVersion version, String method, JsonValue result) {
        if (!checksResults(version)) {
            return List.of();
        }
        V1Method m = V1Method.findByWireName(method).orElse(null);
        if (m == null || m.isStreaming()) {
            return List.of();
        }
        List<Finding> errors = new ArrayList<>();
        for (Finding f : results.resultFindings(m, result)) {
            if (f.isError()) {
                errors.add(f);
            }
        }
        return errors;
    }

    /** The one version the route forwards, or {@code null} when it forwards both. */
    A2aVersion pinned() {
        return pinned;
    }

    /** The contract of {@code version}'s requests. */
    ParamsContract of(A2aVersion version) {
        return version == A2aVersion.V1_0 ? v1 : v03;
    }

    /** Every error, and advisories up to the reply's bound. */
    private static List<Finding> bounded(List<Finding> findings) {
        List<Finding> out = new ArrayList<>();
        for (Finding f : findings) {
            if (f.isError() || out.size() < Failure.MAX_FINDINGS) {
                out.add(f);
            }
        }
        return out;
    }

    private record V03(MessageSendValidator strict) implements ParamsContract {
        @Override
        public boolean hasMethod(String method) {
            return A2aMethods.isKnown(method);
        }

        /** The timeout's problem, else strict mode's findings. */
        @Override
        public List<Finding> checkParams(String method, JsonValue params) {
            Finding timeout = RequestTimeout.problem(params);
            if (timeout != null) {
                return List.of(timeout);
            }
            if (strict == null || !(method.equals(A2aMethods.MESSAGE_SEND)
                    || method.equals(A2aMethods.MESSAGE_STREAM))) {
                return List.of();
            }
            return bounded(strict.findings(params));
        }
    }

    private record V1(V1Validator validator, boolean strict) implements ParamsContract {
        @Override
        public boolean hasMethod(String method) {
            return V1Method.findByWireName(method).isPresent();
        }

        /** Strict: the v1.0 validator's findings; passthrough: params are an object, or absent where allowed. */
        @Override
        public List<Finding> checkParams(String method, JsonValue params) {
            V1Method m = V1Method.findByWireName(method).orElseThrow();
            if (strict || params == null) {
                return bounded(validator.paramsFindings(m, params));
            }
            if (!(params instanceof JsonObject)) {
                return List.of(Finding.error(GatewayCode.PARAMS_NOT_OBJECT, "params must be an object, got "
                        + params.typeName(), "/params", null));
            }
            return List.of();
        }
    }
}
