package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Optional;

/** A file's content: {@link FileWithBytes} or {@link FileWithUri} (never both). */
public sealed interface FileContent permits FileWithBytes, FileWithUri {
    /** The file's name, when given. */
    Optional<String> name();

    /** The file's MIME type as declared (never sniffed). */
    Optional<String> mimeType();

    /** Members the schema does not name, kept as received. */
    JsonObject extra();
}
