package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * The params of {@code message/send} (and {@code message/stream}).
 *
 * @param message       the message sent
 * @param configuration optional send configuration
 * @param metadata      optional metadata
 * @param extra         members the schema does not name
 */
public record MessageSendParams(Message message, Optional<MessageSendConfiguration> configuration,
                                Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts. */
    public MessageSendParams {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(configuration, "configuration");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }
}
