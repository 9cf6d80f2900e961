package dev.rpcgate.gateway.routes;

import io.helidon.webserver.http.HttpRouting;

/**
 * Extra routes mounted on the gateway's port next to {@code POST /a2a/{agentId}} — the admin API, agent cards,
 * {@code /metrics}, {@code /health}. Passed to {@link dev.rpcgate.gateway.http.GatewayServer.Builder#routes(GatewayRoutes)}.
 */
@FunctionalInterface
public interface GatewayRoutes {
    /** Adds this component's routes to the gateway's routing. */
    void register(HttpRouting.Builder routing);
}
