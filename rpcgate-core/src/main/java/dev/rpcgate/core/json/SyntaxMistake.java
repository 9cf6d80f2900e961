package dev.rpcgate.core.json;

/**
 * rpcgate's own words for a syntax error the parser stopped at: what the mistake is (a trailing comma, a missing
 * comma or colon, an unquoted name, single quotes, a comment, an unterminated string, a control character in a
 * string, ...), and where it is. jackson's message only tells which kind of token it expected; it is never shown.
 * The mistake itself is read from the text around the offset where the parser gave up.
 */
final class SyntaxMistake {
    /** The words for a finding and the native offset it points at. */
    record Described(String message, int offset) {
    }

    /**
     * The open array or object innermost at the error.
     *
     * @param object true for an object
     * @param start  the native offset of its bracket
     * @param member for an object, the name of the member whose value was being read; else {@code null}
     */
    record Open(boolean object, int start, String member) {
    }

    /** What the parser expected when it stopped, as far as the text alone cannot tell. */
    private enum Expected { NAME, VALUE, COMMA, COLON, WORD, CLOSE, STRING_END, STRING_CHAR, ESCAPE, HEX_DIGIT,
        NUMBER, BETWEEN_TOKENS, END, OTHER }

    private static final String VALUES = "a string in double quotes, a number, an object, an array, true, false or null";
    private static final int MAX_WORD = 40;

    private final JsonSource source;
    private final int at;
    private final Open open;
    private final String parserSays;

    private SyntaxMistake(JsonSource source, int at, Open open, String parserSays) {
        this.source = source;
        this.at = at;
        this.open = open;
        this.parserSays = parserSays;
    }

    /**
     * Describes the syntax error the parser reported with {@code parserSays} at native offset {@code at}.
     *
     * @param open the innermost open array or object, or {@code null} at the top level
     */
    static Described describe(JsonSource source, int at, String parserSays, Open open) {
        return new SyntaxMistake(source, Math.max(0, Math.min(at, source.length())), open,
                String.valueOf(parserSays)).describe();
    }

    /** The words after "more text follows the JSON value: " for text after the one top-level value at {@code at}. */
    static String afterValue(JsonSource source, int at) {
        String comment = new SyntaxMistake(source, Math.max(0, Math.min(at, source.length())), null, "").comment();
        return comment != null ? comment : "a document holds exactly one value";
    }

    /** The words for a non-ASCII character jackson's String parser took for a hex digit of a {@code \\u} escape. */
    static String notHexDigit(String character) {
        return "invalid \\u escape: " + quoted(character) + " is not a hex digit; \\u takes exactly four of 0-9,"
                + " a-f and A-F";
    }

    private Described describe() {
        Expected expected = expected();
        int c = at < source.length() ? source.unitAt(at) : -1;
        String comment = comment();
        if (comment != null && expected != Expected.STRING_CHAR && expected != Expected.STRING_END) {
            return here(comment);
        }
        return switch (expected) {
            case NAME -> name(c);
            case VALUE -> value(c);
            case COMMA -> comma(c);
            case COLON -> here(colon(c));
            case WORD -> word();
            case CLOSE -> here(close(c));
            case STRING_END -> here(unterminated());
            case STRING_CHAR -> here(controlInString(c));
            case ESCAPE -> here((c < 0x20 ? "invalid escape: a backslash followed by " + described(c)
                    : "invalid escape \\" + plain(c)) + " in a string; the escapes are \\\", \\\\, \\/, \\b, \\f,"
                    + " \\n, \\r, \\t and \\u with four hex digits");
            case HEX_DIGIT -> here(notHexDigit(character(at)));
            case NUMBER -> here(number());
            case BETWEEN_TOKENS -> here("control character " + described(c) + " outside a string: only space, tab,"
                    + " line feed and carriage return may separate JSON tokens");
            case END -> here(end());
            case OTHER -> here("not valid JSON at this point: unexpected " + described(c));
        };
    }

    /** jackson's report, sorted into what it expected; its wording goes no further than this method. */
    private Expected expected() {
        String m = parserSays;
        if (m.contains("end-of-input")) {
            if (m.contains("closing quote") || m.contains("field name") || m.contains("escape")) {
                return Expected.STRING_END;
            }
            return m.contains("Number") || m.contains("numeric") ? Expected.NUMBER : Expected.END;
        }
        if (m.startsWith("Illegal unquoted character")) {
            return Expected.STRING_CHAR;
        }
        if (m.startsWith("Illegal character") || m.contains("white space")) {
            return Expected.BETWEEN_TOKENS;
        }
        if (m.contains("hex-digit")) {
            return Expected.HEX_DIGIT;
        }
        if (m.contains("character escape")) {
            return Expected.ESCAPE;
        }
        if (m.contains("numeric value") || m.startsWith("Non-standard token") || m.contains("Number value")) {
            return Expected.NUMBER;
        }
        if (m.contains("close marker")) {
            return Expected.CLOSE;
        }
        if (m.startsWith("Unrecognized token")) {
            return Expected.WORD;
        }
        if (m.contains("field name") && !m.contains("colon")) {
            return Expected.NAME;
        }
        if (m.contains("colon")) {
            return Expected.COLON;
        }
        if (m.contains("comma")) {
            return Expected.COMMA;
        }
        if (m.contains("value")) {
            return Expected.VALUE;
        }
        return Expected.OTHER;
    }

    // ---- the mistakes -------------------------------------------------------------------------------------------

    private Described name(int c) {
        int prev = previous(at);
        if (c == '}' && prev >= 0 && source.unitAt(prev) == ',') {
            return trailingComma(prev, '}');
        }
        if (c == ',') {
            return here(prev >= 0 && source.unitAt(prev) == ','
                    ? "two commas in a row: a member is missing between them, or one comma is too many"
                    : "a comma before the first member: remove it");
        }
        if (c == '\'') {
            return here(singleQuotes());
        }
        String word = word(at);
        if (!word.isEmpty()) {
            return here("member name " + word + " is not in double quotes: write \"" + word + "\"");
        }
        return here("expected a member name in double quotes, found " + described(c));
    }

    private Described value(int c) {
        int prev = previous(at);
        int p = prev < 0 ? -1 : source.unitAt(prev);
        if ((c == ']' || c == '}') && p == ',') {
            return trailingComma(prev, c);
        }
        if (p == ':' && (c == ',' || c == '}' || c == ']')) {
            return here(memberWithoutValue());
        }
        if (c == ',') {
            return here(p == ','
                    ? "two commas in a row: a value is missing between them, or one comma is too many"
                    : "a comma before the first element: remove it");
        }
        if (c == '\'') {
            return here(singleQuotes());
        }
        if (c == '.') {
            return here("a number must start with a digit: write 0.5, not .5");
        }
        if (c == '+') {
            return here("a number may not start with '+': write 1, not +1");
        }
        return here("expected a value (" + VALUES + "), found " + described(c));
    }

    private Described comma(int c) {
        boolean object = open != null && open.object();
        String close = object ? "'}'" : "']'";
        String what = object ? "member" : "element";
        if (at > 0 && isAsciiLetter(c) && isDigit(source.unitAt(at - 1))) {
            return here("unexpected " + described(c) + " right after a number: JSON numbers are plain decimal,"
                    + " with no hex digits or suffixes");
        }
        if (startsValue(c) || c == '\'') {
            return here("missing comma: put ',' between this " + what + " and the one before it");
        }
        return here("expected ',' or " + close + " after an " + what + ", found " + described(c));
    }

    private String colon(int c) {
        String name = open != null && open.member() != null ? "the member name " + quotedName(open.member())
                : "a member name";
        if (startsValue(c) || c == '\'') {
            return "missing colon after " + name + ": write a ':' between a name and its value";
        }
        return "expected ':' after " + name + ", found " + described(c);
    }

    private Described word() {
        String word = word(at);
        if (word.isEmpty()) {
            return value(at < source.length() ? source.unitAt(at) : -1);
        }
        for (String literal : new String[] {"true", "false", "null"}) {
            if (word.equalsIgnoreCase(literal)) {
                return here(word + " is not a JSON value: write " + literal + " in lowercase");
            }
            if (literal.startsWith(word) || word.startsWith(literal)) {
                return here("unknown word " + word + ": did you mean " + literal + "?");
            }
        }
        return here("unknown word " + word + ": a string needs double quotes (\"" + word + "\"); the only bare words"
                + " in JSON are true, false and null");
    }

    private String close(int c) {
        String bracket = plain(c);
        if (open == null || open.object() == (c == '}')) {
            return "unexpected '" + bracket + "': no " + (c == '}' ? "object" : "array") + " is open here";
        }
        return "mismatched bracket: '" + bracket + "' cannot close an " + (open.object() ? "object" : "array")
                + "; close it with '" + (open.object() ? '}' : ']') + "' first";
    }

    private String end() {
        if (open == null) {
            return "the text ends before the JSON value is complete";
        }
        int prev = previous(at);
        if (open.object() && open.member() != null && prev >= 0 && source.unitAt(prev) == ':') {
            return "the text ends before the member " + quotedName(open.member()) + " has a value";
        }
        return "the text ends inside an " + (open.object() ? "object" : "array") + ": '" + (open.object() ? '}' : ']')
                + "' is missing";
    }

    /** The string the text ends in, quoted by its first characters (its place is the finding's, not the quote's). */
    private String unterminated() {
        int quote = openingQuote();
        int from = quote + 1;
        int to = Math.min(source.length(), from + MAX_WORD);
        if (from >= source.length()) {
            return "unterminated string: the text ends right after an opening double quote";
        }
        if (source.isBytes()) {
            while (to < source.length() && (source.unitAt(to) & 0xc0) == 0x80) {
                to++; // whole characters only
            }
        } else if (to < source.length() && Character.isLowSurrogate((char) source.unitAt(to))) {
            to++;
        }
        String start = source.text(from, to) + (to < source.length() ? "…" : "");
        return "unterminated string \"" + start + "\": the text ends before its closing double quote";
    }

    private String number() {
        String m = parserSays;
        if (m.startsWith("Non-standard token")) {
            String token = nonNumber(at);
            return (token.isEmpty() ? "NaN or Infinity" : token) + " is not a JSON number: JSON has no NaN or"
                    + " Infinity; send null or a string instead";
        }
        if (m.contains("Leading zeroes")) {
            return "a number may not start with 0 followed by another digit: write 7, not 07";
        }
        if (m.contains("plus sign")) {
            return "a number may not start with '+': write 1, not +1";
        }
        if (m.contains("Decimal point")) {
            return "a decimal point must be followed by a digit: write 1.0 or 1, not 1.";
        }
        if (m.contains("Exponent")) {
            return "an exponent needs digits after the e: write 1e5, not 1e";
        }
        if (m.contains("minus sign")) {
            return "a minus sign must be followed by a digit";
        }
        if (m.contains("end-of-input")) {
            return "the text ends in the middle of a number";
        }
        return "malformed number: " + described(at < source.length() ? source.unitAt(at) : -1)
                + " cannot continue it";
    }

    private String controlInString(int c) {
        if (c == '\n' || c == '\r') {
            return "line break inside a string: close the string with '\"' before the line ends, or write the"
                    + " break as \\n";
        }
        if (c == '\t') {
            return "tab character inside a string: write it as \\t";
        }
        return "control character " + described(c) + " inside a string: write it as \\u" + String.format("%04X", c);
    }

    private String memberWithoutValue() {
        String name = open != null && open.member() != null ? "the member " + quotedName(open.member()) : "a member";
        return name + " has no value: write one after the ':'";
    }

    private static String singleQuotes() {
        return "single quotes: JSON strings and member names take double quotes (\")";
    }

    /** A comment starting at {@code at}, in words; {@code null} when none starts there. */
    private String comment() {
        if (at >= source.length()) {
            return null;
        }
        int c = source.unitAt(at);
        int next = at + 1 < source.length() ? source.unitAt(at + 1) : -1;
        String kind = c == '/' && next == '/' ? "a // comment" : c == '/' && next == '*' ? "a /* */ comment"
                : c == '#' ? "a # comment" : null;
        return kind == null ? null : kind + ": JSON has no comments; remove it";
    }

    private Described trailingComma(int comma, int close) {
        String what = close == '}' ? "member" : "element";
        return new Described("trailing comma before '" + (char) close + "': the last " + what + " takes no comma"
                + " after it; remove this one", comma);
    }

    private Described here(String message) {
        return new Described(message, at);
    }

    // ---- reading the text ---------------------------------------------------------------------------------------

    /** The offset of the last non-white-space unit before {@code i}, or -1. */
    private int previous(int i) {
        int j = i - 1;
        while (j >= 0 && isSpace(source.unitAt(j))) {
            j--;
        }
        return j;
    }

    /** The opening quote of the string the text ends in: the last double quote with no backslash escaping it. */
    private int openingQuote() {
        for (int i = Math.min(at, source.length()) - 1; i >= 0; i--) {
            if (source.unitAt(i) == '"') {
                int backslashes = 0;
                for (int j = i - 1; j >= 0 && source.unitAt(j) == '\\'; j--) {
                    backslashes++;
                }
                if (backslashes % 2 == 0) {
                    return i;
                }
            }
        }
        return 0;
    }

    /** A bare word at {@code i} (letters, digits, '_' and '$', up to a bound), or "" when none starts there. */
    private String word(int i) {
        int n = source.length();
        int j = i;
        while (j < n && j - i < MAX_WORD && isWordUnit(source.unitAt(j))) {
            j++;
        }
        if (j == i) {
            return "";
        }
        String w = source.text(i, j);
        return j < n && isWordUnit(source.unitAt(j)) ? w + "…" : w;
    }

    /** {@code NaN}, {@code Infinity}, {@code -Infinity} or {@code +Infinity} as written at {@code i}, else "". */
    private String nonNumber(int i) {
        int j = i;
        if (j < source.length() && (source.unitAt(j) == '-' || source.unitAt(j) == '+')) {
            j++;
        }
        String w = word(j);
        return w.equals("NaN") || w.equals("Infinity") ? source.text(i, j) + w : "";
    }

    /** The character (one code point, decoded) at native offset {@code i}. */
    private String character(int i) {
        if (i >= source.length()) {
            return "";
        }
        int c = source.unitAt(i);
        int len = 1;
        if (source.isBytes()) {
            len = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        } else if (Character.isHighSurrogate((char) c)) {
            len = 2;
        }
        return source.text(i, Math.min(i + len, source.length()));
    }

    /** A unit for a message: 'x', U+000C (form feed), 'é' (U+00E9), or "the end of the text". */
    private String described(int c) {
        if (c < 0) {
            return "the end of the text";
        }
        if (c < 0x20 || c == 0x7f) {
            String name = switch (c) {
                case 0 -> " (NUL)";
                case '\t' -> " (tab)";
                case '\n' -> " (line feed)";
                case 0x0b -> " (vertical tab)";
                case 0x0c -> " (form feed)";
                case '\r' -> " (carriage return)";
                default -> "";
            };
            return String.format("U+%04X", c) + name;
        }
        if (c < 0x80) {
            return quoted(String.valueOf((char) c));
        }
        String ch = character(at);
        int cp = ch.isEmpty() ? c : ch.codePointAt(0);
        String code = String.format("U+%04X", cp);
        return switch (cp) {
            case 0xa0 -> code + " (no-break space)";
            case 0xfeff -> code + " (byte-order mark)";
            case 0x2060 -> code + " (word joiner)";
            default -> Character.isLetterOrDigit(cp) || isVisibleSymbol(cp) ? quoted(ch) + " (" + code + ")"
                    : code + " (invisible)";
        };
    }

    /** Punctuation, symbols and emoji: characters a person sees, unlike spaces and format characters. */
    private static boolean isVisibleSymbol(int cp) {
        int type = Character.getType(cp);
        return !Character.isWhitespace(cp) && !Character.isSpaceChar(cp) && type != Character.FORMAT
                && type != Character.CONTROL && type != Character.UNASSIGNED && type != Character.PRIVATE_USE
                && type != Character.SURROGATE;
    }

    private static String quoted(String ch) {
        return ch.equals("'") ? "\"'\"" : "'" + ch + "'";
    }

    private static String quotedName(String name) {
        String shown = name.length() > MAX_WORD ? name.substring(0, MAX_WORD) + "…" : name;
        return "\"" + shown + "\"";
    }

    private static String plain(int c) {
        return c < 0 ? "" : c < 0x20 ? String.format("U+%04X", c) : String.valueOf((char) c);
    }

    private static boolean startsValue(int c) {
        return c == '"' || c == '{' || c == '[' || c == '-' || isDigit(c) || isAsciiLetter(c);
    }

    /** A unit of a bare word; in UTF-8 input every byte of a non-ASCII character counts, so words decode whole. */
    private boolean isWordUnit(int c) {
        return isAsciiLetter(c) || isDigit(c) || c == '_' || c == '$'
                || c >= 0x80 && (source.isBytes() || Character.isLetter(c));
    }

    private static boolean isAsciiLetter(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
}
