package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of {@code ListTaskPushNotificationConfigs}.
 *
 * @param configs       optional configurations
 * @param nextPageToken optional next page's token
 * @param extra         members the proto does not name, kept as received
 */
public record ListTaskPushNotificationConfigsResponse(Optional<List<TaskPushNotificationConfig>> configs,
                                                      Optional<String> nextPageToken, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public ListTaskPushNotificationConfigsResponse {
        configs = configs.map(List::copyOf);
        Objects.requireNonNull(nextPageToken, "nextPageToken");
        Objects.requireNonNull(extra, "extra");
    }
}
