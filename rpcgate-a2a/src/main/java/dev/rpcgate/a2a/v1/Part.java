package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.util.Objects;
import java.util.Optional;

/**
 * A part of a message or artifact: its content (exactly one of text, raw, url, data) and what describes it.
 *
 * @param content   the content
 * @param mediaType optional media (MIME) type, e.g. {@code image/png}
 * @param filename  optional file name, e.g. {@code document.pdf}
 * @param metadata  optional metadata
 * @param extra     members the proto does not name, kept as received
 */
public record Part(PartContent content, Optional<String> mediaType, Optional<String> filename,
                   Optional<JsonObject> metadata, JsonObject extra) {
    /** Checks the required parts. */
    public Part {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(mediaType, "mediaType");
        Objects.requireNonNull(filename, "filename");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extra, "extra");
    }

    /** A part with that content and nothing else. */
    public static Part of(PartContent content) {
        return new Part(content, Optional.empty(), Optional.empty(), Optional.empty(), V1Json.EMPTY);
    }

    /** A text part. */
    public static Part text(String text) {
        return of(new PartContent.Text(text));
    }

    /** A part of raw bytes (copied) of that media type. */
    public static Part raw(byte[] bytes, String mediaType) {
        return new Part(new PartContent.Raw(bytes), Optional.of(mediaType), Optional.empty(), Optional.empty(),
                V1Json.EMPTY);
    }

    /** A part pointing to content at a URL. */
    public static Part url(String url) {
        return of(new PartContent.Url(url));
    }

    /** A part of structured data. */
    public static Part data(JsonValue data) {
        return of(new PartContent.Data(data));
    }
}
