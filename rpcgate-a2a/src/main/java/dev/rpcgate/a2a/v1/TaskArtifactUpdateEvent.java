package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * An event telling the client that a task produced or extended an artifact.
 *
 * @param taskId    the task id
 * @param contextId the context id
 * @param artifact  the artifact or its new chunk
 * @param append    optional: whether the parts extend the artifact of the same id sent before
 * @param lastChunk optional: whether this is the artifact's last chunk
 * @param metadata  optional metadata
 * @param extra     members the proto does not name, kept as received
 */
public record TaskArtifactUpdateEvent(String taskId, String contextId, Artifact artifact, Optional<Boolean> append,
                                      Optional<Boolean> lastChunk, Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts. */
    public TaskArtifactUpdateEvent {
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(artifact, "artifact");
        Objects.requireNonNull(append, "append");
        Objects.requireNonNull(lastChunk, "lastChunk");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }
}
