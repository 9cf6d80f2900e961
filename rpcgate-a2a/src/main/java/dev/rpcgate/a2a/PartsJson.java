package dev.rpcgate.a2a;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.Optional;
import java.util.OptionalLong;

/** The JSON forms of a {@link PartSummary}: every member always present, {@code null} when unknown or not given. */
final class PartsJson {
    private PartsJson() {
    }

    /** As the request trace shows it: index, kind, countedBytes, limit, mimeType, name, preview. */
    static JsonObject full(PartSummary p) {
        return JsonObject.builder()
                .put("index", p.index())
                .put("kind", p.kind())
                .put("countedBytes", number(p.countedBytes()))
                .put("limit", p.limit())
                .put("mimeType", text(p.mimeType()))
                .put("name", text(p.name()))
                .put("preview", p.preview() == null ? JsonNull.NULL : p.preview())
                .build();
    }

    /** As a receipt keeps it: index, kind, countedBytes, mimeType, name. */
    static JsonObject brief(PartSummary p) {
        return JsonObject.builder()
                .put("index", p.index())
                .put("kind", p.kind())
                .put("countedBytes", number(p.countedBytes()))
                .put("mimeType", text(p.mimeType()))
                .put("name", text(p.name()))
                .build();
    }

    private static JsonValue number(OptionalLong n) {
        return n.isPresent() ? JsonNumber.of(n.getAsLong()) : JsonNull.NULL;
    }

    private static JsonValue text(Optional<String> s) {
        return s.<JsonValue>map(JsonString::of).orElse(JsonNull.NULL);
    }
}
