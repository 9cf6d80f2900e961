package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * An event telling the client that a task's status changed.
 *
 * @param taskId    the task id
 * @param contextId the context id
 * @param status    the new status
 * @param metadata  optional metadata
 * @param extra     members the proto does not name, kept as received
 */
public record TaskStatusUpdateEvent(String taskId, String contextId, TaskStatus status, Optional<JsonObject> metadata,
                                    JsonObject extra) {
    /** Checks the required parts. */
    public TaskStatusUpdateEvent {
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }
}
