package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * The params of {@code SendMessage} and {@code SendStreamingMessage}.
 *
 * @param tenant        optional routing identifier of the agent interface
 * @param message       the message to send
 * @param configuration optional configuration
 * @param metadata      optional metadata
 * @param extra         members the proto does not name, kept as received
 */
public record SendMessageRequest(Optional<String> tenant, Message message,
                                 Optional<SendMessageConfiguration> configuration, Optional<JsonObject> metadata,
                                 JsonObject extra) {
    /** Checks the required parts. */
    public SendMessageRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(configuration, "configuration");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    /** A request with only its message. */
    public static SendMessageRequest of(Message message) {
        return new SendMessageRequest(Optional.empty(), message, Optional.empty(), Optional.empty(), V1Json.EMPTY);
    }
}
