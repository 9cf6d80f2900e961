package dev.rpcgate.a2a.validation;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.Optional;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>The UTF-8 length of a value's compact serialization by core's {@link JsonWriter}, without writing it when the
 * value was read from text: that writer keeps every name, string and number as spelled in the source, so the compact
 * text is the source text less its white space outside strings.
 */
public final class CompactLength {
    private CompactLength() {
    }

    /** The UTF-8 length of the compact JSON text of {@code v}. */
    public static long of(JsonValue v) {
        return of(v, -1);
    }

    /**
     * {@link #of}, or -1 without counting when the length is surely at most {@code noCountUpTo}: a value read from
     * text is no longer compact than its source, and a char is at most 3 UTF-8 bytes (a surrogate pair 4).
     */
    public static long of(JsonValue v, long noCountUpTo) {
        Optional<String> source = v.sourceText();
        if (source.isEmpty()) {
            return Utf8.length(JsonWriter.write(v));
        }
        String t = source.get();
        return 3L * t.length() <= noCountUpTo ? -1 : withoutWhiteSpace(t);
    }

    /**
     * Counts the UTF-8 bytes of JSON text {@code t} except white space outside strings. Outside strings JSON text is
     * ASCII, so that is the UTF-8 length of the whole text less the white space between strings. Without escapes (no
     * backslash: one vectorized {@code indexOf}) a char is inside a string when an odd number of quotes precede it,
     * so chunks copied to a {@code char[]} are counted by loops that vectorize: UTF-8 extra bytes, white space and
     * quotes; only a chunk holding white space is looked at again. Escapes and surrogates take the exact scan.
     */
    static long withoutWhiteSpace(String t) {
        int n = t.length();
        if (t.indexOf('\\') >= 0) {
            return scan(t);
        }
        char[] buf = new char[Math.min(n, Utf8.CHUNK)];
        long extra = 0;
        long white = 0;
        int inString = 0; // the parity of the quotes before the chunk
        for (int from = 0; from < n; from += Utf8.CHUNK) {
            int len = Math.min(Utf8.CHUNK, n - from);
            t.getChars(from, from + len, buf, 0);
            int e = Utf8.extra(buf, len);
            if (e < 0) {
                return scan(t);
            }
            extra += e;
            if (blanks(buf, len) > 0) {
                // the white space of this chunk outside strings, and the parity of its quotes
                for (int i = 0; i < len; i++) {
                    char c = buf[i];
                    inString ^= c == '"' ? 1 : 0;
                    white += inString == 0 && c <= ' ' ? 1 : 0;
                }
            } else if (from + len < n) {
                for (int i = 0; i < len; i++) {
                    inString ^= buf[i] == '"' ? 1 : 0;
                }
            }
        }
        return n + extra - white;
    }

    /**
     * The chars at or below U+0020 in {@code buf[0, len)}: in JSON text, where control chars in strings must be
     * escaped, exactly its white space (inside strings or out).
     */
    private static int blanks(char[] buf, int len) {
        int blanks = 0;
        for (int i = 0; i < len; i++) {
            blanks += buf[i] <= ' ' ? 1 : 0;
        }
        return blanks;
    }

    /** {@link #withoutWhiteSpace} by one exact pass: escapes, surrogate pairs and lone surrogates. */
    static long scan(String t) {
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
