package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentRegistry;
import java.util.List;

/** The ROUTE gate: a live agent under the id, from the registry. Thread-safe when the registry is. */
final class RouteGate {
    private final AgentRegistry registry;

    RouteGate(AgentRegistry registry) {
        this.registry = registry;
    }

    /** Passes with the agent; fails when no live agent is registered under {@code agentId}. */
    GateVerdict<Agent> find(String agentId) {
        return registry.find(agentId).<GateVerdict<Agent>>map(GateVerdict::pass)
                .orElseGet(() -> GateVerdict.fail(Failure.of(GatewayError.AGENT_NOT_FOUND, agentId), List.of(
                        Finding.error(GatewayCode.AGENT_NOT_FOUND, "no live agent is registered as " + agentId, "",
                                null))));
    }
}
