package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A message between a user and an agent ({@code kind: "message"} on the wire). List members that may be absent are
 * {@code Optional}, so absent and empty stay apart.
 *
 * @param role             who sent it
 * @param parts            the content
 * @param messageId        the sender's id for the message (not the JSON-RPC id)
 * @param contextId        optional context id
 * @param taskId           optional task id
 * @param referenceTaskIds optional referenced task ids
 * @param extensions       optional extension URIs
 * @param metadata         optional metadata
 * @param extra            members the schema does not name
 */
public record Message(Role role, List<Part> parts, String messageId, Optional<String> contextId,
                      Optional<String> taskId, Optional<List<String>> referenceTaskIds,
                      Optional<List<String>> extensions, Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public Message {
        Objects.requireNonNull(role, "role");
        parts = List.copyOf(parts);
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(contextId, "contextId");
        Objects.requireNonNull(taskId, "taskId");
        referenceTaskIds = referenceTaskIds.map(List::copyOf);
        extensions = extensions.map(List::copyOf);
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    /** A message with only the required members. */
    public static Message of(Role role, String messageId, List<Part> parts) {
        return new Message(role, parts, messageId, Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), A2aJson.EMPTY);
    }
}
