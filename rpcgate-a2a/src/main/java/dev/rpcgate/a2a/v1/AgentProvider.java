package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;

/**
 * Who provides an agent.
 *
 * @param url          the provider's URL
 * @param organization the provider's organization
 * @param extra        members the proto does not name, kept as received
 */
public record AgentProvider(String url, String organization, JsonObject extra) {
    /** Checks the required parts. */
    public AgentProvider {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(organization, "organization");
        Objects.requireNonNull(extra, "extra");
    }
}
