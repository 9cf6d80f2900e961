package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * What an agent supports; {@code extensions} and other members are kept in {@code extra}.
 *
 * @param streaming              optional: supports {@code message/stream}
 * @param pushNotifications      optional: supports push notifications
 * @param stateTransitionHistory optional: keeps state transition history
 * @param extra                  the other members, as received
 */
public record AgentCapabilities(Optional<Boolean> streaming, Optional<Boolean> pushNotifications,
                                Optional<Boolean> stateTransitionHistory, JsonObject extra) {
    /** Checks the required parts. */
    public AgentCapabilities {
        Objects.requireNonNull(streaming, "streaming");
        Objects.requireNonNull(pushNotifications, "pushNotifications");
        Objects.requireNonNull(stateTransitionHistory, "stateTransitionHistory");
        Objects.requireNonNull(extra, "extra");
    }
}
