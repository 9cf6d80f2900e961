package dev.rpcgate.a2a.validation;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What the validator measured of one part whose content it could measure (or that refers to a URI).
 *
 * @param index        the part's index in {@code message.parts}
 * @param kind         {@code text}, {@code file} or {@code data}
 * @param countedBytes the bytes counted against the limit; empty for a URI part (its size is unknown)
 * @param limit        the policy's per-part limit
 * @param mimeType     a file's {@code mimeType}, when it is a string
 * @param name         a file's {@code name}, when it is a string
 * @param preview      text: the text (at most 200 chars, then "…"); data: the object as
 *                     indented JSON text (at most 2,000 chars, then "…"); file bytes:
 *                     {@code {"size": n, "hex": "<first 32 bytes>"}}; file URI: {@code {"uri": u, "fetched": false}}
 */
public record PartSummary(int index, String kind, OptionalLong countedBytes, long limit, Optional<String> mimeType,
                          Optional<String> name, JsonValue preview) {
    /** Checks the required parts. */
    public PartSummary {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(countedBytes, "countedBytes");
        Objects.requireNonNull(mimeType, "mimeType");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(preview, "preview");
    }

    /**
     * {@code {"index", "kind", "countedBytes", "limit", "mimeType", "name", "preview"}}, as the request trace shows
     * it: every member always present, {@code null} when unknown or not given.
     */
    public JsonObject toJson() {
        return JsonObject.builder()
                .put("index", index)
                .put("kind", kind)
                .put("countedBytes", countedBytes.isPresent() ? JsonNumber.of(countedBytes.getAsLong()) : JsonNull.NULL)
                .put("limit", limit)
                .put("mimeType", text(mimeType))
                .put("name", text(name))
                .put("preview", preview)
                .build();
    }

    private static JsonValue text(Optional<String> s) {
        return s.<JsonValue>map(JsonString::of).orElse(JsonNull.NULL);
    }
}
