package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Optional;

/** A part of a message or artifact, told apart on the wire by {@code kind}. */
public sealed interface Part permits TextPart, FilePart, DataPart {
    /** {@code text}, {@code file} or {@code data}. */
    String kind();

    /** The part's metadata, when present. */
    Optional<JsonObject> metadata();

    /** Members the schema does not name, kept as received. */
    JsonObject extra();
}
