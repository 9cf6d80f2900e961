package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * The params of {@code SubscribeToTask}.
 *
 * @param tenant optional routing identifier of the agent interface
 * @param id     the task id
 * @param extra  members the proto does not name, kept as received
 */
public record SubscribeToTaskRequest(Optional<String> tenant, String id, JsonObject extra) {
    /** Checks the required parts. */
    public SubscribeToTaskRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(extra, "extra");
    }
}
