package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * Where and how an agent sends push notifications.
 *
 * @param url            the callback URL (never called by rpcgate)
 * @param id             optional configuration id
 * @param token          optional token
 * @param authentication optional authentication details
 * @param extra          members the schema does not name
 */
public record PushNotificationConfig(String url, Optional<String> id, Optional<String> token,
                                     Optional<PushNotificationAuthenticationInfo> authentication, JsonObject extra) {
    /** Checks the required parts. */
    public PushNotificationConfig {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(authentication, "authentication");
        Objects.requireNonNull(extra, "extra");
    }
}
