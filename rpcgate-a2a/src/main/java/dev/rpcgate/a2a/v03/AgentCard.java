package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An agent's self-description. The required members are typed; the optional ones rpcgate does not use (provider,
 * security schemes, interfaces, signatures, icons …) are kept as received in {@code extra}.
 *
 * @param name                              the agent's name
 * @param description                       what it does
 * @param url                               its preferred endpoint
 * @param version                           the agent's version
 * @param protocolVersion                   the A2A version, e.g. {@code 0.3.0}
 * @param capabilities                      what it supports
 * @param defaultInputModes                 accepted MIME types
 * @param defaultOutputModes                produced MIME types
 * @param skills                            its skills
 * @param preferredTransport                optional transport name, e.g. {@code JSONRPC}
 * @param supportsAuthenticatedExtendedCard optional flag
 * @param extra                             the other members, as received
 */
public record AgentCard(String name, String description, String url, String version, String protocolVersion,
                        AgentCapabilities capabilities, List<String> defaultInputModes,
                        List<String> defaultOutputModes, List<AgentSkill> skills,
                        Optional<String> preferredTransport, Optional<Boolean> supportsAuthenticatedExtendedCard,
                        JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public AgentCard {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(protocolVersion, "protocolVersion");
        Objects.requireNonNull(capabilities, "capabilities");
        defaultInputModes = List.copyOf(defaultInputModes);
        defaultOutputModes = List.copyOf(defaultOutputModes);
        skills = List.copyOf(skills);
        Objects.requireNonNull(preferredTransport, "preferredTransport");
        Objects.requireNonNull(supportsAuthenticatedExtendedCard, "supportsAuthenticatedExtendedCard");
        Objects.requireNonNull(extra, "extra");
    }
}
