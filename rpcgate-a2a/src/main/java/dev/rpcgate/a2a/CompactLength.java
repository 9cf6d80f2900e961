package dev.rpcgate.a2a;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.Optional;

/**
 * The UTF-8 length of a value's compact serialization by core's {@link JsonWriter}, without writing it when the
 * value was read from text: that writer keeps every name, string and number as spelled in the source, so the compact
 * text is the source text less its white space outside strings.
 */
final class CompactLength {
    private CompactLength() {
    }

    static long of(JsonValue v) {
        Optional<String> source = v.sourceText();
        if (source.isEmpty()) {
            return Utf8.length(JsonWriter.write(v));
        }
        String t = source.get();
        if (t.indexOf(' ') < 0 && t.indexOf('\n') < 0 && t.indexOf('\r') < 0 && t.indexOf('\t') < 0) {
            return Utf8.length(t); // already compact (String.indexOf is vectorized)
        }
        return withoutWhiteSpace(t);
    }

    /** Counts the UTF-8 bytes of {@code t} except JSON white space outside strings. */
    static long withoutWhiteSpace(String t) {
        long bytes = 0;
        boolean inString = false;
        int n = t.length();
        for (int i = 0; i < n; i++) {
            char c = t.charAt(i);
            if (inString) {
                if (c == '"') {
                    inString = false;
                    bytes++;
                } else if (c == '\\') {
                    bytes += 2; // an escape's next char is ASCII
                    i++;
                } else if (c < 0x80) {
                    bytes++;
                } else if (c < 0x800) {
                    bytes += 2;
                } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(t.charAt(i + 1))) {
                    bytes += 4;
                    i++;
                } else {
                    bytes += Character.isSurrogate(c) ? 1 : 3;
                }
            } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                inString = c == '"';
                bytes++; // outside strings everything is ASCII
            }
        }
        return bytes;
    }
}
