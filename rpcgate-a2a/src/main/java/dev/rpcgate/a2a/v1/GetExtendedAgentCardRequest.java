package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * The params of {@code GetExtendedAgentCard}.
 *
 * @param tenant optional routing identifier of the agent interface
 * @param extra  members the proto does not name, kept as received
 */
public record GetExtendedAgentCardRequest(Optional<String> tenant, JsonObject extra) {
    /** Checks the required parts. */
    public GetExtendedAgentCardRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(extra, "extra");
    }
}
