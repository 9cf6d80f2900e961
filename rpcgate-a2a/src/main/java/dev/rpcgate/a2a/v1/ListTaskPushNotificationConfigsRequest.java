package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The params of {@code ListTaskPushNotificationConfigs}.
 *
 * @param tenant    optional routing identifier of the agent interface
 * @param taskId    the task id
 * @param pageSize  optional most configurations to return
 * @param pageToken optional token of the page to return
 * @param extra     members the proto does not name, kept as received
 */
public record ListTaskPushNotificationConfigsRequest(Optional<String> tenant, String taskId, OptionalInt pageSize,
                                                     Optional<String> pageToken, JsonObject extra) {
    /** Checks the required parts. */
    public ListTaskPushNotificationConfigsRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(pageSize, "pageSize");
        Objects.requireNonNull(pageToken, "pageToken");
        Objects.requireNonNull(extra, "extra");
    }
}
