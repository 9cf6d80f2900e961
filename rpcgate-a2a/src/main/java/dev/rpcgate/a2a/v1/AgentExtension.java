package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A protocol extension an agent supports.
 *
 * @param uri         optional URI of the extension
 * @param description optional description of how the agent uses it
 * @param required    optional: whether clients must comply with it
 * @param params      optional extension-specific configuration
 * @param extra       members the proto does not name, kept as received
 */
public record AgentExtension(Optional<String> uri, Optional<String> description, Optional<Boolean> required,
                             Optional<JsonObject> params, JsonObject extra) {
    /** Checks the required parts. */
    public AgentExtension {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(required, "required");
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(extra, "extra");
    }
}
