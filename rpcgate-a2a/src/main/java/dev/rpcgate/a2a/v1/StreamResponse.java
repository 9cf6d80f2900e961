package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;

/**
 * One event of {@code SendStreamingMessage} or {@code SubscribeToTask}, and the body of a push notification: the
 * proto's {@code payload} oneof, a task, a message, a status update or an artifact update.
 */
public sealed interface StreamResponse {
    /** Members of the response object the proto does not name, kept as received. */
    JsonObject extra();

    /** The event carrying a task. */
    static StreamResponse of(Task task) {
        return new TaskPayload(task, V1Json.EMPTY);
    }

    /** The event carrying a message. */
    static StreamResponse of(Message message) {
        return new MessagePayload(message, V1Json.EMPTY);
    }

    /** The event carrying a status update. */
    static StreamResponse of(TaskStatusUpdateEvent statusUpdate) {
        return new StatusUpdatePayload(statusUpdate, V1Json.EMPTY);
    }

    /** The event carrying an artifact update. */
    static StreamResponse of(TaskArtifactUpdateEvent artifactUpdate) {
        return new ArtifactUpdatePayload(artifactUpdate, V1Json.EMPTY);
    }

    /**
     * The task's current state ({@code task}).
     *
     * @param task  the task
     * @param extra members the proto does not name
     */
    record TaskPayload(Task task, JsonObject extra) implements StreamResponse {
        /** Checks the required parts. */
        public TaskPayload {
            Objects.requireNonNull(task, "task");
            Objects.requireNonNull(extra, "extra");
        }
    }

    /**
     * A message from the agent ({@code message}).
     *
     * @param message the message
     * @param extra   members the proto does not name
     */
    record MessagePayload(Message message, JsonObject extra) implements StreamResponse {
        /** Checks the required parts. */
        public MessagePayload {
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(extra, "extra");
        }
    }

    /**
     * A status update ({@code statusUpdate}).
     *
     * @param statusUpdate the event
     * @param extra        members the proto does not name
     */
    record StatusUpdatePayload(TaskStatusUpdateEvent statusUpdate, JsonObject extra) implements StreamResponse {
        /** Checks the required parts. */
        public StatusUpdatePayload {
            Objects.requireNonNull(statusUpdate, "statusUpdate");
            Objects.requireNonNull(extra, "extra");
        }
    }

    /**
     * An artifact update ({@code artifactUpdate}).
     *
     * @param artifactUpdate the event
     * @param extra          members the proto does not name
     */
    record ArtifactUpdatePayload(TaskArtifactUpdateEvent artifactUpdate, JsonObject extra) implements StreamResponse {
        /** Checks the required parts. */
        public ArtifactUpdatePayload {
            Objects.requireNonNull(artifactUpdate, "artifactUpdate");
            Objects.requireNonNull(extra, "extra");
        }
    }
}
