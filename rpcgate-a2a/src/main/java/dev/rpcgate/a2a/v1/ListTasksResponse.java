package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;

/**
 * The result of {@code ListTasks}: one page of tasks.
 *
 * @param tasks         the tasks
 * @param nextPageToken the next page's token, empty when this is the last page
 * @param pageSize      the page size used
 * @param totalSize     the number of matching tasks before paging
 * @param extra         members the proto does not name, kept as received
 */
public record ListTasksResponse(List<Task> tasks, String nextPageToken, int pageSize, int totalSize, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public ListTasksResponse {
        tasks = List.copyOf(tasks);
        Objects.requireNonNull(nextPageToken, "nextPageToken");
        Objects.requireNonNull(extra, "extra");
    }
}
