package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * The params of {@code CancelTask}.
 *
 * @param tenant   optional routing identifier of the agent interface
 * @param id       the task id
 * @param metadata optional metadata
 * @param extra    members the proto does not name, kept as received
 */
public record CancelTaskRequest(Optional<String> tenant, String id, Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts. */
    public CancelTaskRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }
}
