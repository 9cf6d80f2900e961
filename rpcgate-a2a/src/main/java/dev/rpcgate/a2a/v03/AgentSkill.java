package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One skill on an agent card; {@code security} and other members are kept in {@code extra}.
 *
 * @param id          the skill id
 * @param name        the name
 * @param description the description
 * @param tags        keywords
 * @param examples    optional example prompts
 * @param inputModes  optional accepted MIME types
 * @param outputModes optional produced MIME types
 * @param extra       the other members, as received
 */
public record AgentSkill(String id, String name, String description, List<String> tags,
                         Optional<List<String>> examples, Optional<List<String>> inputModes,
                         Optional<List<String>> outputModes, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public AgentSkill {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        tags = List.copyOf(tags);
        examples = examples.map(List::copyOf);
        inputModes = inputModes.map(List::copyOf);
        outputModes = outputModes.map(List::copyOf);
        Objects.requireNonNull(extra, "extra");
    }
}
