package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A task's status.
 *
 * @param state     the state
 * @param message   optional message about the state
 * @param timestamp optional ISO 8601 timestamp, as written
 * @param extra     members the schema does not name
 */
public record TaskStatus(TaskState state, Optional<Message> message, Optional<String> timestamp, JsonObject extra) {
    /** Checks the required parts. */
    public TaskStatus {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(timestamp, "timestamp");
        Objects.requireNonNull(extra, "extra");
    }
}
