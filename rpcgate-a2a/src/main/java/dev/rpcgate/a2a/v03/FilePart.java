package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A file part: its content inline as Base64 or by URI.
 *
 * @param file     the content
 * @param metadata optional metadata
 * @param extra    members the schema does not name
 */
public record FilePart(FileContent file, Optional<JsonObject> metadata, JsonObject extra) implements Part {
    /** Checks the required parts. */
    public FilePart {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    @Override
    public String kind() {
        return "file";
    }
}
