package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The configuration of a send; members the schema does not name (such as a client's {@code timeout}) are kept.
 *
 * @param acceptedOutputModes    optional MIME types the client accepts
 * @param historyLength          optional history length, exactly as written (an integral number)
 * @param pushNotificationConfig optional push-notification configuration
 * @param blocking               optional: whether the client waits for completion
 * @param extra                  members the schema does not name
 */
public record MessageSendConfiguration(Optional<List<String>> acceptedOutputModes, Optional<JsonNumber> historyLength,
                                       Optional<PushNotificationConfig> pushNotificationConfig,
                                       Optional<Boolean> blocking, JsonObject extra) {
    /** Checks the required parts and copies the list. */
    public MessageSendConfiguration {
        acceptedOutputModes = acceptedOutputModes.map(List::copyOf);
        Objects.requireNonNull(historyLength, "historyLength");
        Objects.requireNonNull(pushNotificationConfig, "pushNotificationConfig");
        Objects.requireNonNull(blocking, "blocking");
        Objects.requireNonNull(extra, "extra");
    }
}
