package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import java.util.Objects;
import java.util.Optional;

/**
 * A structured data part: one JSON object.
 *
 * @param data     the object
 * @param metadata optional metadata
 * @param extra    members the schema does not name
 */
public record DataPart(JsonObject data, Optional<JsonObject> metadata, JsonObject extra) implements Part {
    /** Checks the required parts. */
    public DataPart {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    /** A data part with nothing else. */
    public static DataPart of(JsonObject data) {
        return new DataPart(data, Optional.empty(), A2aJson.EMPTY);
    }

    @Override
    public String kind() {
        return "data";
    }
}
