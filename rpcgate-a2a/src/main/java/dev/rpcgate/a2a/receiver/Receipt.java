package dev.rpcgate.a2a.receiver;

import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import java.util.Objects;

/**
 * What the local receiver kept of one {@code message/send}: the sender's message id, a summary of each part, and the
 * bytes counted under the part policy (URI parts, whose size is unknown, count nothing).
 *
 * @param messageId the {@code messageId} of the message received (not the JSON-RPC id)
 * @param parts     the part summaries, in order
 */
public record Receipt(String messageId, List<PartSummary> parts) {
    /** The members of a part summary a receipt keeps, in order. */
    private static final List<String> KEPT = List.of("index", "kind", "countedBytes", "mimeType", "name");

    /** Copies the parts. */
    public Receipt {
        Objects.requireNonNull(messageId, "messageId");
        parts = List.copyOf(parts);
    }

    /** The bytes counted over all parts whose size is known. */
    public long bytes() {
        return parts.stream().mapToLong(p -> p.countedBytes().orElse(0)).sum();
    }

    /**
     * {@code {"messageId": …, "parts": [{"index", "kind", "countedBytes", "mimeType", "name"}…], "bytes": n}}: of
     * each part's {@link PartSummary#toJson()}, the members a receipt keeps.
     */
    public JsonObject toJson() {
        return JsonObject.builder()
                .put("messageId", messageId)
                .put("parts", JsonArray.of(parts.stream().map(Receipt::kept).toList()))
                .put("bytes", bytes())
                .build();
    }

    private static JsonObject kept(PartSummary p) {
        JsonObject full = p.toJson();
        JsonObject.Builder b = JsonObject.builder();
        for (String name : KEPT) {
            b.put(name, full.get(name));
        }
        return b.build();
    }
}
