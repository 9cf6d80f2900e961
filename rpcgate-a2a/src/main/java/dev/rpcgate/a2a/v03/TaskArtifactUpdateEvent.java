package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A streamed artifact, whole or in chunks ({@code kind: "artifact-update"} on the wire).
 *
 * @param taskId    the task id
 * @param contextId the context id
 * @param artifact  the artifact or chunk
 * @param append    optional: append to an artifact sent before
 * @param lastChunk optional: the artifact's last chunk
 * @param metadata  optional metadata
 * @param extra     members the schema does not name
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
