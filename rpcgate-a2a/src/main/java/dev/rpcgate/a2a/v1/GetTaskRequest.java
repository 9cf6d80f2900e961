package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The params of {@code GetTask}.
 *
 * @param tenant        optional routing identifier of the agent interface
 * @param id            the task id
 * @param historyLength optional most recent history messages to return
 * @param extra         members the proto does not name, kept as received
 */
public record GetTaskRequest(Optional<String> tenant, String id, OptionalInt historyLength, JsonObject extra) {
    /** Checks the required parts. */
    public GetTaskRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(historyLength, "historyLength");
        Objects.requireNonNull(extra, "extra");
    }
}
