package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How the agent should answer a {@code SendMessage} request.
 *
 * @param acceptedOutputModes        optional media types the client accepts
 * @param taskPushNotificationConfig optional push notification configuration
 * @param historyLength              optional most recent history messages to return
 * @param returnImmediately          optional: return before the task ends or is interrupted
 * @param extra                      members the proto does not name, kept as received
 */
public record SendMessageConfiguration(Optional<List<String>> acceptedOutputModes,
                                       Optional<TaskPushNotificationConfig> taskPushNotificationConfig,
                                       OptionalInt historyLength, Optional<Boolean> returnImmediately,
                                       JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public SendMessageConfiguration {
        acceptedOutputModes = acceptedOutputModes.map(List::copyOf);
        Objects.requireNonNull(taskPushNotificationConfig, "taskPushNotificationConfig");
        Objects.requireNonNull(historyLength, "historyLength");
        Objects.requireNonNull(returnImmediately, "returnImmediately");
        Objects.requireNonNull(extra, "extra");
    }
}
