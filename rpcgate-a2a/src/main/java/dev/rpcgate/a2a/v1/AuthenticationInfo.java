package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * How a push notification authenticates itself to its receiver.
 *
 * @param scheme      the HTTP authentication scheme, e.g. {@code Bearer}
 * @param credentials optional credentials, in the scheme's format
 * @param extra       members the proto does not name, kept as received
 */
public record AuthenticationInfo(String scheme, Optional<String> credentials, JsonObject extra) {
    /** Checks the required parts. */
    public AuthenticationInfo {
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(extra, "extra");
    }
}
