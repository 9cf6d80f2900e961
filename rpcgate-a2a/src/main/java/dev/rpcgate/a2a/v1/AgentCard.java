package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An agent's self-description. Security schemes and security requirements are kept as the JSON objects
 * given ({@code SecurityScheme} and {@code SecurityRequirement} in the proto).
 *
 * @param name                 the agent's name
 * @param description          what the agent does
 * @param supportedInterfaces  the interfaces, the preferred first
 * @param provider             optional provider
 * @param version              the agent's version
 * @param documentationUrl     optional documentation URL
 * @param capabilities         what the agent supports
 * @param securitySchemes      optional security schemes by name, as given
 * @param securityRequirements optional security requirements, as given
 * @param defaultInputModes    accepted media types
 * @param defaultOutputModes   produced media types
 * @param skills               the skills
 * @param signatures           optional JWS signatures of the card
 * @param iconUrl              optional icon URL
 * @param extra                members the proto does not name, kept as received
 */
public record AgentCard(String name, String description, List<AgentInterface> supportedInterfaces,
                        Optional<AgentProvider> provider, String version, Optional<String> documentationUrl,
                        AgentCapabilities capabilities, Optional<JsonObject> securitySchemes,
                        Optional<List<JsonObject>> securityRequirements, List<String> defaultInputModes,
                        List<String> defaultOutputModes, List<AgentSkill> skills,
                        Optional<List<AgentCardSignature>> signatures, Optional<String> iconUrl, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public AgentCard {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        supportedInterfaces = List.copyOf(supportedInterfaces);
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(documentationUrl, "documentationUrl");
        Objects.requireNonNull(capabilities, "capabilities");
        Objects.requireNonNull(securitySchemes, "securitySchemes");
        securityRequirements = securityRequirements.map(List::copyOf);
        defaultInputModes = List.copyOf(defaultInputModes);
        defaultOutputModes = List.copyOf(defaultOutputModes);
        skills = List.copyOf(skills);
        signatures = signatures.map(List::copyOf);
        Objects.requireNonNull(iconUrl, "iconUrl");
        Objects.requireNonNull(extra, "extra");
    }
}
