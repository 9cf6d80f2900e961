package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * The params of {@code DeleteTaskPushNotificationConfig}.
 *
 * @param tenant optional routing identifier of the agent interface
 * @param taskId the task id
 * @param id     the configuration id
 * @param extra  members the proto does not name, kept as received
 */
public record DeleteTaskPushNotificationConfigRequest(Optional<String> tenant, String taskId, String id,
                                                      JsonObject extra) {
    /** Checks the required parts. */
    public DeleteTaskPushNotificationConfigRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(extra, "extra");
    }
}
