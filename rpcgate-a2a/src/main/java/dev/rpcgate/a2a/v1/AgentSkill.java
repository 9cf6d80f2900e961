package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A capability an agent offers.
 *
 * @param id                   the skill id
 * @param name                 the skill's name
 * @param description          what the skill does
 * @param tags                 keywords
 * @param examples             optional example prompts
 * @param inputModes           optional accepted media types, overriding the card's
 * @param outputModes          optional produced media types, overriding the card's
 * @param securityRequirements optional security requirements, as given
 * @param extra                members the proto does not name, kept as received
 */
public record AgentSkill(String id, String name, String description, List<String> tags, Optional<List<String>> examples,
                         Optional<List<String>> inputModes, Optional<List<String>> outputModes,
                         Optional<List<JsonObject>> securityRequirements, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public AgentSkill {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        tags = List.copyOf(tags);
        examples = examples.map(List::copyOf);
        inputModes = inputModes.map(List::copyOf);
        outputModes = outputModes.map(List::copyOf);
        securityRequirements = securityRequirements.map(List::copyOf);
        Objects.requireNonNull(extra, "extra");
    }
}
