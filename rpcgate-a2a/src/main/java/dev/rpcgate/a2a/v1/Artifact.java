package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An output of a task.
 *
 * @param artifactId  the artifact id, unique within its task
 * @param name        optional human-readable name
 * @param description optional human-readable description
 * @param parts       the content
 * @param metadata    optional metadata
 * @param extensions  optional URIs of the extensions present in the artifact
 * @param extra       members the proto does not name, kept as received
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

    /** An artifact with only the required fields. */
    public static Artifact of(String artifactId, List<Part> parts) {
        return new Artifact(artifactId, Optional.empty(), Optional.empty(), parts, Optional.empty(), Optional.empty(),
                V1Json.EMPTY);
    }
}
