package dev.rpcgate.core.json;

import java.util.ArrayList;
import java.util.List;

/** Small text helpers shared by the reader and the writer: JSON string escaping, JSON Pointer tokens, raw offsets. */
final class Escapes {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Escapes() {
    }

    /** Appends {@code s} as a quoted JSON string; control characters and lone surrogates become {@code \\u} escapes. */
    static void appendQuoted(StringBuilder out, String s) {
        out.append('"');
        int n = s.length();
        int plain = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            String short1 = switch (c) {
                case '"' -> "\\\"";
                case '\\' -> "\\\\";
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                case '\t' -> "\\t";
                case '\b' -> "\\b";
                case '\f' -> "\\f";
                default -> null;
            };
            boolean lone = Character.isSurrogate(c) && !pairedAt(s, i);
            if (short1 == null && c >= 0x20 && !lone) {
                if (Character.isHighSurrogate(c)) {
                    i++; // keep the pair together
                }
                continue;
            }
            out.append(s, plain, i);
            if (short1 != null) {
                out.append(short1);
            } else {
                out.append("\\u").append(HEX[c >> 12 & 0xf]).append(HEX[c >> 8 & 0xf]).append(HEX[c >> 4 & 0xf]).append(HEX[c & 0xf]);
            }
            plain = i + 1;
        }
        out.append(s, plain, n).append('"');
    }

    private static boolean pairedAt(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /** Appends a JSON Pointer reference token: {@code ~} becomes {@code ~0}, {@code /} becomes {@code ~1}. */
    static void appendPointerToken(StringBuilder out, String token) {
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c == '~') {
                out.append("~0");
            } else if (c == '/') {
                out.append("~1");
            } else {
                out.append(c);
            }
        }
    }

    /** The unescaped reference tokens of a JSON Pointer, or {@code null} when the text is not one. */
    static List<String> pointerTokens(String pointer) {
        if (pointer.isEmpty()) {
            return List.of();
        }
        if (pointer.charAt(0) != '/') {
            return null;
        }
        List<String> tokens = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        int n = pointer.length();
        for (int i = 1; i <= n; i++) {
            char c = i == n ? '/' : pointer.charAt(i);
            if (c == '/') {
                tokens.add(token.toString());
                token.setLength(0);
            } else if (c == '~') {
                char next = i + 1 < n ? pointer.charAt(i + 1) : 0;
                if (next != '0' && next != '1') {
                    return null;
                }
                token.append(next == '0' ? '~' : '/');
                i++;
            } else {
                token.append(c);
            }
        }
        return List.copyOf(tokens);
    }

    /**
     * The native offset of the decoded UTF-16 unit {@code decodedIndex} of a string whose content starts at native
     * offset {@code contentStart}: walks escapes and multi-byte sequences. Used only to locate rare problems.
     */
    static int rawOffset(JsonSource source, int contentStart, int decodedIndex) {
        int i = contentStart;
        int units = 0;
        int n = source.length();
        while (i < n && units < decodedIndex) {
            int c = source.unitAt(i);
            if (c == '\\') {
                i += i + 1 < n && source.unitAt(i + 1) == 'u' ? 6 : 2;
                units++;
            } else if (c >= 0xf0 && c <= 0xf4 && source.isBytes()) {
                i += 4;
                units += 2;
            } else if (c >= 0xc0 && source.isBytes()) {
                i += c >= 0xe0 ? 3 : 2;
                units++;
            } else {
                i++;
                units++;
            }
        }
        return i;
    }

    /**
     * The native offset of the first non-ASCII character among the four after a {@code \\u} escape in the text from
     * {@code from} (outside any string, or at a string's opening quote) to {@code to}; with {@code oneString}, only in
     * the string that starts at {@code from}. -1 when there is none, or when another problem in a string comes first
     * (a control character, a bad escape, an ASCII non-hex digit), which the parser reports itself.
     */
    static int nonAsciiInUnicodeEscape(JsonSource source, int from, int to, boolean oneString) {
        boolean inString = false;
        for (int i = from; i < to; i++) {
            int c = source.unitAt(i);
            if (!inString) {
                inString = c == '"';
                continue;
            }
            if (c == '"') {
                if (oneString) {
                    return -1;
                }
                inString = false;
            } else if (c < 0x20) {
                return -1;
            } else if (c == '\\') {
                int e = i + 1 < to ? source.unitAt(i + 1) : -1;
                if (e != 'u') {
                    if ("\"\\/bfnrt".indexOf(e) < 0) {
                        return -1;
                    }
                    i++;
                    continue;
                }
                for (int k = i + 2; k < i + 6 && k < to; k++) {
                    int h = source.unitAt(k);
                    if (h >= 0x80) {
                        return k;
                    }
                    if (Character.digit(h, 16) < 0) {
                        return -1;
                    }
                }
                i += 5;
            }
        }
        return -1;
    }

    /**
     * The native offset just after the closing quote of the member name that precedes the value starting at
     * {@code valueStart}: steps back over white space, the colon and white space.
     */
    static int nameEnd(JsonSource source, int valueStart) {
        int i = valueStart - 1;
        while (i >= 0 && isSpace(source.unitAt(i))) {
            i--;
        }
        i--; // the colon
        while (i >= 0 && isSpace(source.unitAt(i))) {
            i--;
        }
        return i + 1;
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
}
