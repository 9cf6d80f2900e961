package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A text part.
 *
 * @param text     the text
 * @param metadata optional metadata
 * @param extra    members the schema does not name
 */
public record TextPart(String text, Optional<JsonObject> metadata, JsonObject extra) implements Part {
    /** Checks the required parts. */
    public TextPart {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    /** A text part with nothing else. */
    public static TextPart of(String text) {
        return new TextPart(text, Optional.empty(), A2aJson.EMPTY);
    }

    @Override
    public String kind() {
        return "text";
    }
}
