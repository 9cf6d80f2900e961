package dev.rpcgate.core.json;

import java.util.List;
import java.util.Optional;

/**
 * Writes compact JSON. Exact by construction: numbers are written with their original lexeme, and strings and member
 * names that were read from text are written with their original spelling (escapes included), so an id is echoed
 * byte for byte as received and a document read and written again equals its compacted source.
 */
public final class JsonWriter {
    private JsonWriter() {
    }

    /** The compact JSON text of {@code value}. */
    public static String write(JsonValue value) {
        StringBuilder out = new StringBuilder(64);
        write(value, out);
        return out.toString();
    }

    /** Appends the compact JSON text of {@code value}. */
    public static void write(JsonValue value, StringBuilder out) {
        switch (value) {
            case JsonObject o -> {
                out.append('{');
                for (int i = 0; i < o.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(o.nameAt(i), out);
                    out.append(':');
                    write(o.valueAt(i), out);
                }
                out.append('}');
            }
            case JsonArray a -> {
                out.append('[');
                for (int i = 0; i < a.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(a.get(i), out);
                }
                out.append(']');
            }
            case JsonString s -> {
                if (s.hasSource()) {
                    s.appendSource(out);
                } else {
                    Escapes.appendQuoted(out, s.value());
                }
            }
            case JsonNumber n -> out.append(n.lexeme());
            case JsonBoolean b -> out.append(b.value());
            case JsonNull ignored -> out.append("null");
        }
    }

    /** Appends {@code s} as a quoted, escaped JSON string. */
    public static void writeString(String s, StringBuilder out) {
        Escapes.appendQuoted(out, s);
    }

    /** Appends {@code token} escaped as one JSON Pointer reference token ({@code ~0}, {@code ~1}). */
    public static void writePointerToken(String token, StringBuilder out) {
        Escapes.appendPointerToken(out, token);
    }

    /** {@code token} escaped as one JSON Pointer reference token ({@code ~0}, {@code ~1}); itself when nothing needs it. */
    public static String pointerToken(String token) {
        if (token.indexOf('~') < 0 && token.indexOf('/') < 0) {
            return token;
        }
        StringBuilder out = new StringBuilder(token.length() + 4);
        Escapes.appendPointerToken(out, token);
        return out.toString();
    }

    /** The JSON Pointer {@code pointer} followed by the reference token {@code token}, escaped: {@code pointer/token}. */
    public static String pointerChild(String pointer, String token) {
        return pointer + "/" + pointerToken(token);
    }

    /**
     * The unescaped reference tokens of the JSON Pointer {@code pointer} ({@code ~1} is {@code /}, {@code ~0} is
     * {@code ~}); none for {@code ""}. Empty when the text is not an RFC 6901 pointer: it neither is empty nor starts
     * with {@code /}, or a {@code ~} is not followed by {@code 0} or {@code 1}.
     */
    public static Optional<List<String>> pointerTokens(String pointer) {
        return Optional.ofNullable(Escapes.pointerTokens(pointer));
    }
}
