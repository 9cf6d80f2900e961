package dev.rpcgate.smithy.payload;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Translates a Smithy {@code @pattern} (ECMA-262, no flags) into an equivalent java.util.regex pattern, or says which
 * feature it cannot translate. Where the two dialects read the same text differently the translation spells out the
 * ECMA meaning: {@code $} is the end of input only, {@code .} excludes exactly the four ECMA line terminators,
 * {@code \s} is ECMA's Unicode white space, {@code \v} is U+000B, {@code \0} is NUL, and inside a class {@code [}
 * and {@code &} are literal. Java-only syntax (inline flags, atomic groups, possessive quantifiers, {@code \A},
 * {@code \Q}, {@code \p{..}} which needs ECMA's u flag, ...) is reported as unsupported instead of being given its
 * Java meaning. Java matches code points where flagless ECMA matches UTF-16 units; for patterns over BMP text the two
 * agree, and rpcgate's lengths count code points too.
 */
final class EcmaRegex {
    private static final String SPACE = "\\t\\x0B\\f \\x{A0}\\x{FEFF}\\x{1680}\\x{2000}-\\x{200A}\\x{202F}\\x{205F}"
            + "\\x{3000}\\n\\r\\x{2028}\\x{2029}";
    private static final String DOT = "[^\\n\\r\\x{2028}\\x{2029}]";

    private final String source;
    private final StringBuilder out;
    private int i;

    private EcmaRegex(String source) {
        this.source = source;
        this.out = new StringBuilder(source.length() + 16);
    }

    /** The outcome: a compiled pattern, or the reason there is none. */
    record Result(Pattern pattern, String problem) {
    }

    static Result compile(String ecma) {
        EcmaRegex t = new EcmaRegex(ecma);
        String problem = t.translate();
        if (problem != null) {
            return new Result(null, problem);
        }
        try {
            return new Result(Pattern.compile(t.out.toString()), null);
        } catch (PatternSyntaxException e) {
            return new Result(null, "java.util.regex cannot compile it: " + e.getDescription());
        } catch (StackOverflowError e) {
            return new Result(null, "it is nested too deeply to compile");
        }
    }

    /** The translated text, for tests. */
    static String translateForTest(String ecma) {
        EcmaRegex t = new EcmaRegex(ecma);
        String problem = t.translate();
        return problem != null ? null : t.out.toString();
    }

    private String translate() {
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            String problem = switch (c) {
                case '\\' -> escape(false);
                case '[' -> characterClass();
                case '(' -> group();
                case '.' -> emit(DOT, 1);
                case '$' -> emit("\\z", 1);
                case '{' -> brace();
                case '*', '+', '?' -> quantifier(1);
                default -> emit(String.valueOf(c), 1);
            };
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private String emit(String text, int consumed) {
        out.append(text);
        i += consumed;
        return null;
    }

    /** A quantifier of {@code length} chars at i; an optional lazy {@code ?} may follow, a possessive {@code +} not. */
    private String quantifier(int length) {
        out.append(source, i, i + length);
        i += length;
        if (i < source.length() && source.charAt(i) == '?') {
            out.append('?');
            i++;
        }
        if (i < source.length() && source.charAt(i) == '+') {
            return "possessive quantifiers (such as a*+) are Java-only";
        }
        return null;
    }

    /** {@code {n}}, {@code {n,}}, {@code {n,m}} quantify; any other brace is a literal, as ECMA's Annex B reads it. */
    private String brace() {
        int j = i + 1;
        int n = source.length();
        int digits = 0;
        while (j < n && Character.isDigit(source.charAt(j)) && source.charAt(j) < 128) {
            j++;
            digits++;
        }
        if (digits > 0 && j < n && source.charAt(j) == ',') {
            j++;
            while (j < n && source.charAt(j) >= '0' && source.charAt(j) <= '9') {
                j++;
            }
        }
        if (digits > 0 && j < n && source.charAt(j) == '}') {
            return quantifier(j + 1 - i);
        }
        return emit("\\{", 1);
    }

    private String group() {
        int n = source.length();
        if (i + 1 < n && source.charAt(i + 1) == '?') {
            String rest = source.substring(i + 2, Math.min(n, i + 4));
            if (rest.startsWith(":") || rest.startsWith("=") || rest.startsWith("!")) {
                return emit("(?" + rest.charAt(0), 3);
            }
            if (rest.equals("<=") || rest.equals("<!")) {
                return emit("(?" + rest, 4);
            }
            if (rest.startsWith("<")) {
                int close = source.indexOf('>', i + 3);
                if (close < 0) {
                    return "a named group is not closed";
                }
                String name = source.substring(i + 3, close);
                if (!name.matches("[A-Za-z][A-Za-z0-9]*")) {
                    return "the group name '" + name + "' is not an ASCII letter followed by letters and digits";
                }
                return emit(source.substring(i, close + 1), close + 1 - i);
            }
            return "'(?" + rest + "' (inline flags, atomic groups and other Java group syntax) is not ECMA-262";
        }
        return emit("(", 1);
    }

    private String escape(boolean inClass) {
        int n = source.length();
        if (i + 1 >= n) {
            return "the pattern ends with a lone backslash";
        }
        char c = source.charAt(i + 1);
        switch (c) {
            case 'd', 'D', 'w', 'W', 'f', 'n', 'r', 't' -> {
                return emit("\\" + c, 2);
            }
            case 'b', 'B' -> {
                if (inClass) {
                    return c == 'b' ? emit("\\x08", 2) : "\\B inside a character class is not ECMA-262";
                }
                return emit("\\" + c, 2);
            }
            case 's' -> {
                return emit(inClass ? SPACE : "[" + SPACE + "]", 2);
            }
            case 'S' -> {
                return emit("[^" + SPACE + "]", 2);
            }
            case 'v' -> {
                return emit("\\x0B", 2);
            }
            case '0' -> {
                if (i + 2 < n && Character.isDigit(source.charAt(i + 2))) {
                    return "legacy octal escapes (\\0 followed by a digit) are not supported";
                }
                return emit("\\x00", 2);
            }
            case 'c' -> {
                if (i + 2 < n && isAsciiLetter(source.charAt(i + 2))) {
                    return emit(source.substring(i, i + 3), 3);
                }
                return "\\c must be followed by an ASCII letter";
            }
            case 'x' -> {
                if (i + 3 < n && isHex(source.charAt(i + 2)) && isHex(source.charAt(i + 3))) {
                    return emit(source.substring(i, i + 4), 4);
                }
                return "\\x must be followed by two hex digits";
            }
            case 'u' -> {
                if (i + 5 < n && isHex(source.charAt(i + 2)) && isHex(source.charAt(i + 3)) && isHex(source.charAt(i + 4))
                        && isHex(source.charAt(i + 5))) {
                    return emit(source.substring(i, i + 6), 6);
                }
                return "\\u must be followed by four hex digits (\\u{...} needs the ECMAScript u flag)";
            }
            case 'k' -> {
                if (!inClass && i + 2 < n && source.charAt(i + 2) == '<') {
                    return emit("\\k", 2);
                }
                return "\\k must name a group as \\k<name>";
            }
            case 'p', 'P' -> {
                return "Unicode property escapes (\\" + c + "{...}) need the ECMAScript u flag";
            }
            default -> {
                if (c >= '1' && c <= '9') {
                    if (inClass) {
                        return "octal escapes inside a character class are not supported";
                    }
                    int j = i + 1;
                    while (j < n && source.charAt(j) >= '0' && source.charAt(j) <= '9') {
                        j++;
                    }
                    return emit(source.substring(i, j), j - i);
                }
                if (Character.isLetterOrDigit(c)) {
                    return "the escape \\" + c + " has no ECMA-262 meaning here (Java-only or unknown)";
                }
                return emit("\\" + c, 2);
            }
        }
    }

    private String characterClass() {
        int n = source.length();
        int j = i + 1;
        boolean negated = j < n && source.charAt(j) == '^';
        if (negated) {
            j++;
        }
        if (j < n && source.charAt(j) == ']') { // ECMA: [] matches nothing, [^] anything
            out.append(negated ? "[\\x{0}-\\x{10FFFF}]" : "(?!)");
            i = j + 1;
            return null;
        }
        out.append(negated ? "[^" : "[");
        i = j;
        while (i < n) {
            char c = source.charAt(i);
            String problem;
            if (c == ']') {
                out.append(']');
                i++;
                return null;
            } else if (c == '\\') {
                problem = escape(true);
            } else if (c == '[' || c == '&' || c == '^') {
                problem = emit("\\" + c, 1);
            } else {
                problem = emit(String.valueOf(c), 1);
            }
            if (problem != null) {
                return problem;
            }
        }
        return "a character class is not closed";
    }

    private static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }
}
