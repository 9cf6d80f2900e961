package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;

import java.util.Optional;

/**
 * Internal to rpcgate-transcript: a parsed RFC 6901 JSON Pointer (a capability source's or progress token's place in a message, a log mapping's field),
 * resolved against read values without allocating. Equal when the texts are equal.
 */
public final class JsonPointer {
    private final String text;
    private final String[] tokens;
    private final int[] indexes; // the array index a token names, or -1 when it names none

    private JsonPointer(String text, String[] tokens) {
        this.text = text;
        this.tokens = tokens;
        this.indexes = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            indexes[i] = arrayIndex(tokens[i]);
        }
    }

    /** The pointer, or empty when the text is not a JSON Pointer (see {@link #problem}). */
    public static Optional<JsonPointer> parse(String text) {
        return JsonWriter.pointerTokens(text).map(tokens -> new JsonPointer(text, tokens.toArray(new String[0])));
    }

    /** Why the text is not a JSON Pointer, or {@code null} when it is one. */
    public static String problem(String text) {
        if (parse(text).isPresent()) {
            return null;
        }
        return text.charAt(0) != '/' ? "it must be empty or start with /" : "~ must be followed by 0 or 1";
    }

    private static int arrayIndex(String token) {
        int n = token.length();
        if (n == 0 || n > 9 || n > 1 && token.charAt(0) == '0') {
            return -1;
        }
        int v = 0;
        for (int i = 0; i < n; i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** The value the pointer names in {@code root}, or {@code null} when there is none. */
    public JsonValue resolve(JsonValue root) {
        JsonValue at = root;
        for (int i = 0; i < tokens.length && at != null; i++) {
            if (at instanceof JsonObject o) {
                at = o.get(tokens[i]);
            } else if (at instanceof JsonArray a) {
                int index = indexes[i];
                at = index >= 0 && index < a.size() ? a.get(index) : null;
            } else {
                at = null;
            }
        }
        return at;
    }

    /** The pointer as written. */
    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JsonPointer p && p.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
