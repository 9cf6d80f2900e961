package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;

/** The result of {@code SendMessage}: the proto's {@code payload} oneof, a task or a message. */
public sealed interface SendMessageResponse {
    /** Members of the response object the proto does not name, kept as received. */
    JsonObject extra();

    /** The response carrying a task. */
    static SendMessageResponse of(Task task) {
        return new TaskPayload(task, V1Json.EMPTY);
    }

    /** The response carrying a message. */
    static SendMessageResponse of(Message message) {
        return new MessagePayload(message, V1Json.EMPTY);
    }

    /**
     * The task created or updated by the message ({@code task}).
     *
     * @param task  the task
     * @param extra members the proto does not name
     */
    record TaskPayload(Task task, JsonObject extra) implements SendMessageResponse {
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
    record MessagePayload(Message message, JsonObject extra) implements SendMessageResponse {
        /** Checks the required parts. */
        public MessagePayload {
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(extra, "extra");
        }
    }
}
