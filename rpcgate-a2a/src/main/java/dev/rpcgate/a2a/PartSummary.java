package dev.rpcgate.a2a;

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
}
