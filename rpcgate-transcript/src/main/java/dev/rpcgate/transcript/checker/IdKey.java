package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * An id as the checker remembers it: a string with the equality of core's {@link Id} (numbers by exact value,
 * strings by decoded value, 1.0 structured ids structurally) that holds no reference to the message text, so
 * remembered ids keep no message alive. Very long keys are kept as a SHA-256 digest, which bounds memory per id.
 *
 * @param value the key text: {@code n} + canonical number, {@code s} + string, {@code j} + canonical JSON,
 *              {@code null}, {@code h} + digest, or {@code ~} + entry for a remembered 1.0 notification
 */
record IdKey(String value) {
    static final IdKey NULL = new IdKey("null");
    private static final int LONGEST = 256;

    /** The key of an id; {@code null} for an absent id. */
    static IdKey of(Id id) {
        String key = switch (id) {
            case Id.Absent ignored -> null;
            case Id.Null ignored -> "null";
            case Id.Text t -> "s" + t.value().value();
            case Id.Numeric n -> "n" + n.value().canonical();
            case Id.Structured s -> {
                StringBuilder out = new StringBuilder("j");
                canonical(s.value(), out);
                yield out.toString();
            }
        };
        if (key == null) {
            return null;
        }
        return new IdKey(key.length() > LONGEST ? digest(key) : key);
    }

    /** The key under which a 1.0 notification is remembered; it never equals an id's key. */
    static IdKey notification(int entry) {
        return new IdKey("~" + entry);
    }

    boolean isNotification() {
        return value.startsWith("~");
    }

    private static void canonical(JsonValue v, StringBuilder out) {
        switch (v) {
            case JsonNull ignored -> out.append('z');
            case JsonBoolean b -> out.append(b.value() ? 't' : 'f');
            case JsonNumber n -> out.append('n').append(n.canonical()).append(';');
            case JsonString s -> text(s.value(), out);
            case JsonArray a -> {
                out.append('[');
                for (JsonValue e : a.elements()) {
                    canonical(e, out);
                }
                out.append(']');
            }
            case JsonObject o -> {
                List<Integer> order = new ArrayList<>();
                for (int i = 0; i < o.size(); i++) {
                    order.add(i);
                }
                order.sort((x, y) -> o.nameAt(x).value().compareTo(o.nameAt(y).value()));
                out.append('{');
                for (int i : order) {
                    text(o.nameAt(i).value(), out);
                    canonical(o.valueAt(i), out);
                }
                out.append('}');
            }
        }
    }

    private static void text(String s, StringBuilder out) {
        out.append('s').append(s.length()).append(':').append(s);
    }

    private static String digest(String key) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return "h" + key.charAt(0) + HexFormat.of().formatHex(sha.digest(key.getBytes(StandardCharsets.UTF_16BE)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}
