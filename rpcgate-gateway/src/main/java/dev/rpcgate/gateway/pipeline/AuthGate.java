package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.auth.AuthOutcome;
import dev.rpcgate.gateway.auth.Authenticator;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import java.util.List;

/**
 * The AUTH gate: a protected route needs the {@link Authenticator}'s yes for the request's {@code Authorization}
 * header; any other route passes without the authenticator being asked. Thread-safe.
 */
final class AuthGate {
    private final GatewayConfig config;
    private final Authenticator authenticator;

    AuthGate(GatewayConfig config, Authenticator authenticator) {
        this.config = config;
        this.authenticator = authenticator;
    }

    /** Passes with the token's subject ({@code null} when none, or the route is not protected). */
    GateVerdict<String> check(String agentId, RequestHeaders headers) {
        if (!config.routeFor(agentId).protect()) {
            return GateVerdict.pass(null);
        }
        return switch (authenticator.authenticate(headers.findFirst("Authorization").orElse(null))) {
            case AuthOutcome.Passed p -> GateVerdict.pass(p.subject());
            case AuthOutcome.Failed f -> GateVerdict.fail(Failure.of(GatewayError.AUTH_FAILED, f.reason()),
                    List.of(Finding.error(GatewayCode.AUTH_FAILED, f.message(), "", null)));
        };
    }
}
