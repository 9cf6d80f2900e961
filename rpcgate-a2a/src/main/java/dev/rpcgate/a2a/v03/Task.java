package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A task ({@code kind: "task"} on the wire).
 *
 * @param id        the task id
 * @param contextId the context id
 * @param status    the current status
 * @param artifacts optional artifacts
 * @param history   optional message history
 * @param metadata  optional metadata
 * @param extra     members the schema does not name
 */
public record Task(String id, String contextId, TaskStatus status, Optional<List<Artifact>> artifacts,
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
}
