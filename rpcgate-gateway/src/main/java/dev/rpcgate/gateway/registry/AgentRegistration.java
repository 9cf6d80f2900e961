package dev.rpcgate.gateway.registry;

import dev.rpcgate.core.json.JsonObject;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What the admin API (or a test) registers.
 *
 * @param id        the agent id
 * @param instances the instance URLs (at least one)
 * @param card      the agent card, or {@code null} to fetch it from the agent's origin when first asked
 * @param ttl       the time to live, renewed by heartbeat
 */
public record AgentRegistration(String id, List<URI> instances, JsonObject card, Duration ttl) {
    /** The registry's default time to live. */
    public static final Duration DEFAULT_TTL = Duration.ofSeconds(120);

    /** Copies the instances. */
    public AgentRegistration {
        Objects.requireNonNull(id, "id");
        instances = List.copyOf(instances);
        Objects.requireNonNull(ttl, "ttl");
    }
}
