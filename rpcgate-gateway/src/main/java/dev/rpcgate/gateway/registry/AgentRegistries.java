package dev.rpcgate.gateway.registry;

import java.util.List;

/** Opens the registry the configuration names. */
public final class AgentRegistries {
    private AgentRegistries() {
    }

    /**
     * Opens {@code "memory"} (the default when {@code spec} is {@code null}) or {@code "redis://HOST:PORT"}, holding
     * {@code staticAgents} (each with {@code expiresAt == null}).
     *
     * @throws IllegalArgumentException when {@code spec} or a static agent is malformed
     * @throws RegistryException        of kind UNAVAILABLE when Redis cannot be reached
     */
    public static AgentRegistry open(String spec, List<Agent> staticAgents) {
        if (spec == null || spec.equals("memory")) {
            return new MemoryRegistry(staticAgents, java.time.Clock.systemUTC(), MemoryRegistry.DEFAULT_MAX_AGENTS);
        }
        if (spec.startsWith("redis://") || spec.startsWith("rediss://")) {
            return RedisRegistry.connect(spec, staticAgents);
        }
        throw new IllegalArgumentException("registry must be \"memory\" or \"redis://HOST:PORT\", was \"" + spec + "\"");
    }
}
