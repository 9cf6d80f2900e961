package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A file given inline.
 *
 * @param bytes    the content as Base64, as received
 * @param name     optional name
 * @param mimeType optional MIME type
 * @param extra    members the schema does not name
 */
public record FileWithBytes(String bytes, Optional<String> name, Optional<String> mimeType, JsonObject extra)
        implements FileContent {
    /** Checks the required parts. */
    public FileWithBytes {
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(mimeType, "mimeType");
        Objects.requireNonNull(extra, "extra");
    }
}
