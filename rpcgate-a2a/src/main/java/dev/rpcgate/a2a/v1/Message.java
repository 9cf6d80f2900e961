package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One unit of communication between client and agent.
 *
 * @param messageId        the message id, made by its sender
 * @param contextId        optional context id
 * @param taskId           optional task id
 * @param role             who sent it
 * @param parts            the content
 * @param metadata         optional metadata
 * @param extensions       optional URIs of the extensions present in the message
 * @param referenceTaskIds optional ids of tasks the message refers to
 * @param extra            members the proto does not name, kept as received
 */
public record Message(String messageId, Optional<String> contextId, Optional<String> taskId, Role role,
                      List<Part> parts, Optional<JsonObject> metadata, Optional<List<String>> extensions,
                      Optional<List<String>> referenceTaskIds, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public Message {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(role, "role");
        parts = List.copyOf(parts);
        Objects.requireNonNull(metadata, "metadata");
        extensions = extensions.map(List::copyOf);
        referenceTaskIds = referenceTaskIds.map(List::copyOf);
        Objects.requireNonNull(extra, "extra");
    }

    /** A message with only the required fields. */
    public static Message of(Role role, String messageId, List<Part> parts) {
        return new Message(messageId, Optional.empty(), Optional.empty(), role, parts, Optional.empty(),
                Optional.empty(), Optional.empty(), V1Json.EMPTY);
    }
}
