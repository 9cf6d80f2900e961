package dev.rpcgate.a2a.validation;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>The bounded previews of {@link PartSummary}.
 */
public final class PartPreviews {
    /** The most characters of a text part shown. */
    public static final int TEXT_CHARS = 200;
    /** The most characters of a data part's indented JSON shown. */
    public static final int DATA_CHARS = 2000;
    /** The most leading bytes of a file shown in hex. */
    public static final int HEX_BYTES = 32;
    static final String CUT = "\u2026";
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private PartPreviews() {
    }

    /** A text part's preview: at most {@link #TEXT_CHARS} chars, then "…". */
    public static JsonString text(String s) {
        return JsonString.of(cut(s, TEXT_CHARS));
    }

    /** The value as JSON indented by two spaces, cut after {@link #DATA_CHARS} characters. */
    public static JsonString data(JsonValue data) {
        StringBuilder out = new StringBuilder(Math.min(256, DATA_CHARS));
        pretty(data, 0, out);
        return JsonString.of(cut(out, DATA_CHARS));
    }

    /** A file's preview: {@code {"size": n, "hex": "<the leading bytes>"}}. */
    public static JsonObject bytes(long size, byte[] prefix) {
        StringBuilder hex = new StringBuilder(prefix.length * 2);
        for (byte b : prefix) {
            hex.append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
        }
        return JsonObject.builder().put("size", size).put("hex", hex.toString()).build();
    }

    /** A URI's preview: {@code {"uri": u, "fetched": false}}. */
    public static JsonObject uri(String uri) {
        return JsonObject.builder().put("uri", uri).put("fetched", false).build();
    }

    private static String cut(CharSequence s, int max) {
        if (s.length() <= max) {
            return s.toString();
        }
        int end = Character.isHighSurrogate(s.charAt(max - 1)) ? max - 1 : max; // never split a pair
        return s.subSequence(0, end) + CUT;
    }

    /** Stops early once the text is past the preview bound: a preview never costs more than it shows. */
    private static void pretty(JsonValue v, int indent, StringBuilder out) {
        if (out.length() > DATA_CHARS) {
            return;
        }
        // an instanceof chain, not a pattern switch: the switch's type-test bootstrap costs tens of ns per value
        if (v instanceof JsonString s) {
            quoted(s.value(), out);
        } else if (v instanceof JsonObject o) {
            if (o.size() == 0) {
                out.append("{}");
                return;
            }
            out.append('{');
            for (int i = 0; i < o.size() && out.length() <= DATA_CHARS; i++) {
                out.append(i == 0 ? "\n" : ",\n");
                pad(indent + 1, out);
                quoted(o.nameAt(i).value(), out);
                out.append(": ");
                pretty(o.valueAt(i), indent + 1, out);
            }
            out.append('\n');
            pad(indent, out);
            out.append('}');
        } else if (v instanceof JsonArray a) {
            if (a.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append('[');
            for (int i = 0; i < a.size() && out.length() <= DATA_CHARS; i++) {
                out.append(i == 0 ? "\n" : ",\n");
                pad(indent + 1, out);
                pretty(a.get(i), indent + 1, out);
            }
            out.append('\n');
            pad(indent, out);
            out.append(']');
        } else if (v instanceof JsonNumber n) {
            out.append(n.lexeme());
        } else if (v instanceof JsonBoolean b) {
            out.append(b.value());
        } else {
            out.append("null");
        }
    }

    /** Most strings need no escape: one scan, then a bulk append. */
    private static void quoted(String s, StringBuilder out) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c)) {
                JsonWriter.writeString(s, out);
                return;
            }
        }
        out.append('"').append(s).append('"');
    }

    private static void pad(int indent, StringBuilder out) {
        for (int i = 0; i < indent; i++) {
            out.append("  ");
        }
    }
}
