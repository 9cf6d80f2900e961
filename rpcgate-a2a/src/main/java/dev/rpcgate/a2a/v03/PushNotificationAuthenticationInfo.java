package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Authentication for a push-notification endpoint.
 *
 * @param schemes     the schemes, e.g. {@code Bearer}
 * @param credentials optional credentials
 * @param extra       members the schema does not name
 */
public record PushNotificationAuthenticationInfo(List<String> schemes, Optional<String> credentials, JsonObject extra) {
    /** Checks the required parts and copies the list. */
    public PushNotificationAuthenticationInfo {
        schemes = List.copyOf(schemes);
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(extra, "extra");
    }
}
