package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A streamed status change ({@code kind: "status-update"} on the wire).
 *
 * @param taskId    the task id
 * @param contextId the context id
 * @param status    the new status
 * @param isFinal   the wire's {@code final}: the last event of the stream
 * @param metadata  optional metadata
 * @param extra     members the schema does not name
 */
public record TaskStatusUpdateEvent(String taskId, String contextId, TaskStatus status, boolean isFinal,
                                    Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts. */
    public TaskStatusUpdateEvent {
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }
}
