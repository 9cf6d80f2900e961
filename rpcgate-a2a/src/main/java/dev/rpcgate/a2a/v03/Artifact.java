package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An output of a task.
 *
 * @param artifactId  the artifact id
 * @param name        optional name
 * @param description optional description
 * @param parts       the content
 * @param metadata    optional metadata
 * @param extensions  optional extension URIs
 * @param extra       members the schema does not name
 */
public record Artifact(String artifactId, Optional<String> name, Optional<String> description, List<Part> parts,
                       Optional<JsonObject> metadata, Optional<List<String>> extensions, JsonObject extra) {
    /** Checks the required parts and copies the lists. */
    public Artifact {
        Objects.requireNonNull(artifactId, "artifactId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        parts = List.copyOf(parts);
        Objects.requireNonNull(metadata, "metadata");
        extensions = extensions.map(List::copyOf);
        Objects.requireNonNull(extra, "extra");
    }
}
