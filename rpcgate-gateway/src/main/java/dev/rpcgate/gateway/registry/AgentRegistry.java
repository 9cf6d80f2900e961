package dev.rpcgate.gateway.registry;

import java.util.List;
import java.util.Optional;

/**
 * Where the gateway finds its agents: agent id to instance URLs, an optional card, and a time to live renewed by
 * heartbeat. Agents from the configuration never expire. Implementations are thread-safe; an expired agent is never
 * returned. Failures are {@link RegistryException}s: {@code register} refuses a malformed registration (INVALID), a
 * static agent's id (STATIC_AGENT) and a registration past the bound (FULL); any method of a shared registry may
 * fail with UNAVAILABLE when its store cannot be reached in time.
 */
public interface AgentRegistry extends AutoCloseable {
    /** The live agent under {@code agentId}, if any. */
    Optional<Agent> find(String agentId);

    /** Registers or replaces a dynamic agent; its time to live starts now. */
    Agent register(AgentRegistration registration);

    /** Renews a dynamic agent's time to live; false when no live agent has that id. */
    boolean heartbeat(String agentId);

    /** Removes a dynamic agent; false when none had that id. Static agents cannot be removed. */
    boolean remove(String agentId);

    /** Every live agent, sorted by id. */
    List<Agent> list();

    /** Releases connections; the in-memory registry holds none. */
    @Override
    void close();
}
