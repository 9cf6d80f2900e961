package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The params of {@code ListTasks}: filters and paging.
 *
 * @param tenant               optional routing identifier of the agent interface
 * @param contextId            optional: only tasks of this context
 * @param status               optional: only tasks in this state
 * @param pageSize             optional most tasks to return
 * @param pageToken            optional token of the page to return
 * @param historyLength        optional most history messages per task
 * @param statusTimestampAfter optional: only tasks whose status changed at or after this time
 * @param includeArtifacts     optional: whether to include the tasks' artifacts
 * @param extra                members the proto does not name, kept as received
 */
public record ListTasksRequest(Optional<String> tenant, Optional<String> contextId, Optional<TaskState> status,
                               OptionalInt pageSize, Optional<String> pageToken, OptionalInt historyLength,
                               Optional<Timestamp> statusTimestampAfter, Optional<Boolean> includeArtifacts,
                               JsonObject extra) {
    /** Checks the required parts. */
    public ListTasksRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(pageSize, "pageSize");
        Objects.requireNonNull(pageToken, "pageToken");
        Objects.requireNonNull(historyLength, "historyLength");
        Objects.requireNonNull(statusTimestampAfter, "statusTimestampAfter");
        Objects.requireNonNull(includeArtifacts, "includeArtifacts");
        Objects.requireNonNull(extra, "extra");
    }
}
