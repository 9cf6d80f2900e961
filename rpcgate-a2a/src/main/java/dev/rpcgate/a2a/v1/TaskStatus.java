package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A task's status: its state, an optional message about it, and when it was recorded.
 *
 * @param state     the state
 * @param message   optional message about the state
 * @param timestamp optional time the status was recorded, as written
 * @param extra     members the proto does not name, kept as received
 */
public record TaskStatus(TaskState state, Optional<Message> message, Optional<Timestamp> timestamp, JsonObject extra) {
    /** Checks the required parts. */
    public TaskStatus {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(timestamp, "timestamp");
        Objects.requireNonNull(extra, "extra");
    }

    /** A status with only its state. */
    public static TaskStatus of(TaskState state) {
        return new TaskStatus(state, Optional.empty(), Optional.empty(), V1Json.EMPTY);
    }
}
