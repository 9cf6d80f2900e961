package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A file given by reference (rpcgate never fetches it).
 *
 * @param uri      the URI, as received
 * @param name     optional name
 * @param mimeType optional MIME type
 * @param extra    members the schema does not name
 */
public record FileWithUri(String uri, Optional<String> name, Optional<String> mimeType, JsonObject extra)
        implements FileContent {
    /** Checks the required parts. */
    public FileWithUri {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(mimeType, "mimeType");
        Objects.requireNonNull(extra, "extra");
    }
}
