package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * Where and how the agent sends push notifications about a task.
 *
 * @param tenant         optional routing identifier of the agent interface
 * @param id             optional configuration id
 * @param taskId         optional task id
 * @param url            the URL notifications are sent to
 * @param token          optional token for the task or session
 * @param authentication optional authentication of the notifications
 * @param extra          members the proto does not name, kept as received
 */
public record TaskPushNotificationConfig(Optional<String> tenant, Optional<String> id, Optional<String> taskId,
                                         String url, Optional<String> token,
                                         Optional<AuthenticationInfo> authentication, JsonObject extra) {
    /** Checks the required parts. */
    public TaskPushNotificationConfig {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(authentication, "authentication");
        Objects.requireNonNull(extra, "extra");
    }
}
