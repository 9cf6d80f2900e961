package dev.rpcgate.core.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What can be told of a document's top level even when it failed to read: whether it opens an object or an array,
 * and the names and value types of the top-level members read before the failure. Lets a failed document still be
 * classified (a duplicate key in a call is still a call). Built on the failure path only.
 *
 * @param opener      {@code object}, {@code array}, another JSON type name for a scalar, or {@code null} when the
 *                    text does not start with a value
 * @param memberTypes for an object, each top-level member name read with the type name of its value ({@code null}
 *                    when the value was not reached), in text order
 * @param closed      true when the top-level value was read to its end
 */
public record JsonSketch(String opener, Map<String, String> memberTypes, boolean closed) {
    private static final JsonSketch NOTHING = new JsonSketch(null, Map.of(), false);

    /** Wraps the map unmodifiably. */
    public JsonSketch {
        memberTypes = Collections.unmodifiableMap(new LinkedHashMap<>(memberTypes));
    }

    /** The sketch of a value already read: its type and, for an object, its members' types; always closed. */
    public static JsonSketch of(JsonValue value) {
        Map<String, String> members = new LinkedHashMap<>();
        if (value instanceof JsonObject o) {
            for (int i = 0; i < o.size(); i++) {
                members.putIfAbsent(o.nameAt(i).value(), o.valueAt(i).typeName());
            }
        }
        return new JsonSketch(value.typeName(), members, true);
    }

    /** Scans the top level of a text leniently, up to its first syntax error. */
    static JsonSketch scan(JsonSource source) {
        if (source.isBytes() && TextChecks.firstBadByte(source.bytes(), source.from(), source.from() + source.length()) >= 0) {
            return NOTHING; // not UTF-8 (or NUL bytes, which jackson may take for UTF-16): nothing trustworthy to tell
        }
        String opener = null;
        Map<String, String> members = new LinkedHashMap<>();
        boolean closed = false;
        try (JsonParser p = source.newParser(JsonReader.FACTORY)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                return NOTHING;
            }
            opener = typeOf(first);
            if (first != JsonToken.START_OBJECT) {
                if (first == JsonToken.START_ARRAY) {
                    p.skipChildren();
                }
                closed = true;
            } else {
                for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
                    String name = p.currentName();
                    members.putIfAbsent(name, null);
                    JsonToken value = p.nextToken();
                    members.put(name, typeOf(value));
                    p.skipChildren();
                }
                closed = true;
            }
        } catch (IOException | RuntimeException stop) {
            // the sketch ends at the first error
        }
        return new JsonSketch(opener, members, closed);
    }

    private static String typeOf(JsonToken t) {
        if (t == null) {
            return null;
        }
        return switch (t) {
            case START_OBJECT -> "object";
            case START_ARRAY -> "array";
            case VALUE_STRING -> "string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "number";
            case VALUE_TRUE, VALUE_FALSE -> "boolean";
            case VALUE_NULL -> "null";
            default -> null;
        };
    }
}
