package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * What an agent card signature covers (A2A v1.0, section 8.4.1): the card without its {@code signatures}, without the
 * fields that hold their proto default, then in RFC 8785 canonical form ({@link Jcs}).
 *
 * <p>A field is left out when the v1.0 proto gives it implicit presence (neither REQUIRED nor {@code optional}, not in
 * a oneof, not a message) and it holds its default: {@code ""}, {@code false}, {@code 0}, an enum's first value; a
 * repeated or map field that is not REQUIRED is left out when empty; a field set to {@code null} is not set. REQUIRED
 * and {@code optional} fields stay whatever they hold. Messages are walked by their own fields; members the proto does
 * not name (a v0.3 card's {@code url}, {@code preferredTransport}, ...) and free JSON ({@code google.protobuf.Struct})
 * stay as they are. Names are matched as ProtoJSON names or proto names and kept as spelled.
 */
public final class CardCanonicalForm {
    private static final MessageDesc AGENT_CARD = V1Descriptors.TABLE.messages().get("AgentCard");

    private CardCanonicalForm() {
    }

    /** The canonical text a signature of {@code card} covers, or why it has none. */
    public static Jcs.Outcome of(JsonObject card) {
        return Jcs.canonicalize(signedContent(card));
    }

    /** {@code card} without {@code signatures} and without default-valued fields, members in their order. */
    public static JsonObject signedContent(JsonObject card) {
        return strip(card, AGENT_CARD, true);
    }

    private static JsonObject strip(JsonObject o, MessageDesc m, boolean top) {
        JsonObject.Builder b = JsonObject.builder();
        for (String name : o.names()) {
            JsonValue v = o.get(name);
            if (top && name.equals("signatures")) {
                continue;
            }
            FieldDesc f = m.field(name);
            if (f == null) {
                b.put(name, v);
                continue;
            }
            JsonValue kept = keep(f, v);
            if (kept != null) {
                b.put(name, kept);
            }
        }
        return b.build();
    }

    /** The field's value as signed, or {@code null} when it is left out. */
    private static JsonValue keep(FieldDesc f, JsonValue v) {
        if (v instanceof JsonNull) {
            return f.kind == FieldKind.VALUE && !f.repeated && !f.map ? v : null;
        }
        if (f.map) {
            if (!(v instanceof JsonObject entries)) {
                return v;
            }
            if (entries.size() == 0) {
                return f.required ? v : null;
            }
            if (f.kind != FieldKind.MESSAGE) {
                return v;
            }
            JsonObject.Builder b = JsonObject.builder();
            for (String key : entries.names()) {
                JsonValue e = entries.get(key);
                b.put(key, e instanceof JsonObject eo ? strip(eo, f.message, false) : e);
            }
            return b.build();
        }
        if (f.repeated) {
            if (!(v instanceof JsonArray elements)) {
                return v;
            }
            if (elements.isEmpty()) {
                return f.required ? v : null;
            }
            if (f.kind != FieldKind.MESSAGE) {
                return v;
            }
            List<JsonValue> out = new ArrayList<>(elements.size());
            for (JsonValue e : elements.elements()) {
                out.add(e instanceof JsonObject eo ? strip(eo, f.message, false) : e);
            }
            return JsonArray.of(out);
        }
        if (f.kind == FieldKind.MESSAGE) {
            return v instanceof JsonObject mo ? strip(mo, f.message, false) : v;
        }
        if (f.required || f.optional || f.oneof != null) {
            return v;
        }
        return isDefault(f, v) ? null : v;
    }

    private static boolean isDefault(FieldDesc f, JsonValue v) {
        return switch (f.kind) {
            case STRING, BYTES -> v instanceof JsonString s && s.value().isEmpty();
            case BOOL -> v instanceof JsonBoolean b && !b.value();
            case INT32, INT64 -> v instanceof JsonNumber n && n.canonical().equals("0")
                    || v instanceof JsonString s && s.value().equals("0");
            case ENUM -> v instanceof JsonNumber n && n.canonical().equals("0")
                    || v instanceof JsonString s && f.enumType.names.length > 0 && s.value().equals(f.enumType.names[0]);
            case MESSAGE, STRUCT, VALUE, TIMESTAMP -> false;
        };
    }
}
