package dev.rpcgate.gateway.registry;

import dev.rpcgate.core.json.JsonObject;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A registered agent.
 *
 * @param id        the agent id (lower-case letters, digits and hyphens)
 * @param instances the instance URLs calls are sent to, in registration order (at least one)
 * @param card      the agent card given at registration, or {@code null}
 * @param expiresAt when the registration lapses without a heartbeat; {@code null} for a static agent
 */
public record Agent(String id, List<URI> instances, JsonObject card, Instant expiresAt) {
    /** Copies the instances. */
    public Agent {
        Objects.requireNonNull(id, "id");
        instances = List.copyOf(instances);
        if (instances.isEmpty()) {
            throw new IllegalArgumentException("an agent needs at least one instance URL");
        }
    }

    /** True for an agent from the configuration, which never expires. */
    public boolean isStatic() {
        return expiresAt == null;
    }
}
