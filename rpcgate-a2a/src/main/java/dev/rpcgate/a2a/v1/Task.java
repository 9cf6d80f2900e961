package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The unit of work of A2A: its status, the artifacts it produced and the messages of its history.
 *
 * @param id        the task id
 * @param contextId optional context id
 * @param status    the current status
 * @param artifacts optional output artifacts
 * @param history   optional message history
 * @param metadata  optional metadata
 * @param extra     members the proto does not name, kept as received
 */
public record Task(String id, Optional<String> contextId, TaskStatus status, Optional<List<Artifact>> artifacts,
                   Optional<List<Message>> history, Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public Task {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(status, "status");
        artifacts = artifacts.map(List::copyOf);
        history = history.map(List::copyOf);
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    /** A task with only the required fields. */
    public static Task of(String id, TaskStatus status) {
        return new Task(id, Optional.empty(), status, Optional.empty(), Optional.empty(), Optional.empty(),
                V1Json.EMPTY);
    }
}
