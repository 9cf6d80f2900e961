package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The optional capabilities an agent supports.
 *
 * @param streaming         optional: streaming responses
 * @param pushNotifications optional: push notifications
 * @param extensions        optional protocol extensions
 * @param extendedAgentCard optional: an extended card for authenticated clients
 * @param extra             members the proto does not name, kept as received
 */
public record AgentCapabilities(Optional<Boolean> streaming, Optional<Boolean> pushNotifications,
                                Optional<List<AgentExtension>> extensions, Optional<Boolean> extendedAgentCard,
                                JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public AgentCapabilities {
        Objects.requireNonNull(streaming, "streaming");
        Objects.requireNonNull(pushNotifications, "pushNotifications");
        extensions = extensions.map(List::copyOf);
        Objects.requireNonNull(extendedAgentCard, "extendedAgentCard");
        Objects.requireNonNull(extra, "extra");
    }
}
