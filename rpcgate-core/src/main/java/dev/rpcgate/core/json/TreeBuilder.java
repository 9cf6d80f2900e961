package dev.rpcgate.core.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import dev.rpcgate.core.gate.Finding;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/** One pass of jackson tokens into a value tree, iterative (no recursion), with the checks jackson does not make. */
final class TreeBuilder {
    private static final JsonValue[] NO_VALUES = new JsonValue[0];
    private static final String[] NO_NAMES = new String[0];
    private static final String NON_STANDARD = "Non-standard token '";
    private static final String MORE_TEXT = "more text follows the JSON value: ";

    private final JsonParser parser;
    private final JsonSource source;
    private final boolean bytes;
    private final int maxDepth;
    private final boolean undecoded;
    private final boolean escapeFree;
    private final ParserBase base; // jackson's byte parser, for token offsets without a JsonLocation; else null
    private Frame[] frames = new Frame[8];
    private int framesMade;
    private int depth;

    /**
     * @param undecoded the text is UTF-8 with no backslash: strings are then skipped by jackson (which still checks
     *                  them) rather than decoded, read on demand, and need no surrogate check; a syntax error is
     *                  then reported a token late, so the caller reads again with {@code false} for its finding
     */
    TreeBuilder(JsonParser parser, JsonSource source, boolean bytes, int maxDepth, boolean undecoded) {
        this(parser, source, bytes, maxDepth, undecoded, false);
    }

    /**
     * @param escapeFree the text (String input, already checked for unpaired surrogates as a whole) holds no
     *                   backslash: every string is then its own characters between the quotes, so neither the
     *                   per-string surrogate check nor the escape scan ({@link #badHexDigitInString}) can find
     *                   anything, and both are skipped
     */
    TreeBuilder(JsonParser parser, JsonSource source, boolean bytes, int maxDepth, boolean undecoded,
                boolean escapeFree) {
        this.parser = parser;
        this.source = source;
        this.bytes = bytes;
        this.maxDepth = maxDepth;
        this.undecoded = undecoded;
        this.escapeFree = escapeFree;
        this.base = bytes && parser instanceof ParserBase b ? b : null;
    }

    JsonParse build() throws IOException {
        JsonValue root = null;
        try {
            while (root == null) {
                JsonToken token = parser.nextToken();
                if (token == null) {
                    return fail(ParseCode.EMPTY_INPUT, "the text holds no JSON value", "", source.length());
                }
                Object done = switch (token) { // a JsonValue, a Finding that ends the read, or null
                    case START_OBJECT, START_ARRAY -> {
                        int start = tokenStart();
                        if (depth == maxDepth) {
                            yield failure(ParseCode.DEPTH_LIMIT, "arrays and objects nest deeper than the limit of "
                                    + maxDepth + " levels", pointer(), start);
                        }
                        push(token == JsonToken.START_OBJECT, start);
                        yield null;
                    }
                    case END_OBJECT, END_ARRAY -> pop(tokenStart() + 1);
                    case FIELD_NAME -> {
                        yield name();
                    }
                    default -> scalar(token);
                };
                if (done instanceof Finding f) {
                    return new JsonParse(null, List.of(f), source);
                }
                if (done instanceof JsonValue value) {
                    if (depth == 0) {
                        root = value;
                    } else {
                        frames[depth - 1].add(value);
                    }
                }
            }
        } catch (JsonProcessingException e) {
            Finding earlier = nameBeforeError();
            if (earlier == null && !bytes) { // a wrongly taken hex digit in the string jackson was reading when it failed
                int from = parser.currentToken() == null ? 0 : tokenStart();
                int to = Math.min(locationOf(e) + 1, source.length());
                earlier = badHexDigit(Escapes.nonAsciiInUnicodeEscape(source, from, to, false));
            }
            if (earlier != null) {
                return new JsonParse(null, List.of(earlier), source);
            }
            if (depth == 0 && String.valueOf(e.getOriginalMessage()).contains("separating root-level values")) {
                // a top-level number ended and something other than white space follows it at once ("1]", "2x")
                int at = locationOf(e);
                return fail(ParseCode.TRAILING_CONTENT, MORE_TEXT + SyntaxMistake.afterValue(source, at), "", at);
            }
            SyntaxMistake.Described mistake = SyntaxMistake.describe(source, locationOf(e), e.getOriginalMessage(),
                    innermost());
            return fail(ParseCode.INVALID_JSON, mistake.message(), pointer(), mistake.offset());
        }
        try {
            JsonToken extra = parser.nextToken();
            if (extra != null) {
                return fail(ParseCode.TRAILING_CONTENT, MORE_TEXT + SyntaxMistake.afterValue(source, tokenStart()),
                        "", tokenStart());
            }
        } catch (JsonProcessingException e) {
            // located where the extra text starts, not where jackson gave up on it ("{} 1.5." fails at its end)
            int at = root.end();
            while (at < source.length() && isSpace(source.unitAt(at))) {
                at++;
            }
            return fail(ParseCode.TRAILING_CONTENT, MORE_TEXT + SyntaxMistake.afterValue(source, at), "", at);
        }
        source.read(framesMade); // a frame is made for each level first reached: the deepest nesting
        return new JsonParse(root, List.of(), source);
    }

    /**
     * jackson reads a member's name, colon and scalar value in one step and fails that step as a whole. When it
     * failed after the name, the name is checked here as {@link #name()} would have (a duplicate or unpaired
     * surrogate in it comes first in the text) and becomes part of the error's path.
     */
    private Finding nameBeforeError() throws IOException {
        if (parser.currentToken() != JsonToken.FIELD_NAME || depth == 0) {
            return null;
        }
        Frame f = frames[depth - 1];
        return f.object && f.pendingName == null ? name() : null;
    }

    private int locationOf(JsonProcessingException e) {
        int at = e.getLocation() == null ? 0 : JsonReader.offsetOf(e.getLocation(), bytes);
        if (at <= 0 || at > source.length()) {
            return at;
        }
        // jackson locates some errors just after the character or token at fault; point at that instead
        String message = String.valueOf(e.getOriginalMessage());
        int before = source.unitAt(at - 1);
        if (before < 0x20 && before != '\t' && before != '\n' && before != '\r') {
            return at - 1; // a control character between tokens (an earlier one would itself have been the error)
        }
        if (message.startsWith(NON_STANDARD)) { // NaN, Infinity, -Infinity, +Infinity
            int close = message.indexOf('\'', NON_STANDARD.length());
            String token = close < 0 ? "" : message.substring(NON_STANDARD.length(), close);
            if (!token.isEmpty() && token.length() <= at && source.text(at - token.length(), at).equals(token)) {
                return at - token.length();
            }
        }
        if (message.contains("in numeric value") || message.contains("in a Number value")) {
            return numberBreak(at);
        }
        return at;
    }

    /**
     * Where the number jackson was reading when it failed at {@code at} breaks off. jackson locates an error in a
     * number's fraction or exponent ({@code 1.0e+]}) at the end of its integer digits, a bad sign ({@code +1},
     * {@code -I}) after it; the character that breaks the number's grammar is the one to point at.
     */
    private int numberBreak(int at) {
        int i = at;
        while (i > 0 && (isNumberUnit(source.unitAt(i - 1)) || isAsciiLetter(source.unitAt(i - 1)))) {
            i--; // back to where the number starts: after a bracket, comma, colon, white space or the text's start
        }
        int n = source.length();
        if (i < n && source.unitAt(i) == '-') {
            i++;
        }
        if (i >= n || !isDigit(source.unitAt(i))) {
            return i;
        }
        if (source.unitAt(i) == '0') {
            i++;
        } else {
            i = digitsEnd(i);
        }
        if (i < n && source.unitAt(i) == '.') {
            i++;
            if (i >= n || !isDigit(source.unitAt(i))) {
                return i;
            }
            i = digitsEnd(i);
        }
        if (i < n && (source.unitAt(i) == 'e' || source.unitAt(i) == 'E')) {
            i++;
            if (i < n && (source.unitAt(i) == '+' || source.unitAt(i) == '-')) {
                i++;
            }
            if (i >= n || !isDigit(source.unitAt(i))) {
                return i;
            }
            i = digitsEnd(i);
        }
        return i;
    }

    private int digitsEnd(int i) {
        while (i < source.length() && isDigit(source.unitAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isNumberUnit(int c) {
        return isDigit(c) || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    }

    private static boolean isAsciiLetter(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private int tokenStart() {
        if (base != null && parser.currentToken() != JsonToken.FIELD_NAME) {
            // the same offset currentTokenLocation() reports, without making a JsonLocation per token
            long at = base.getTokenCharacterOffset() - 1;
            return at < 0 ? 0 : (int) at;
        }
        return JsonReader.offsetOf(parser.currentTokenLocation(), bytes);
    }

    private void push(boolean object, int start) {
        Frame f;
        if (depth < framesMade) {
            f = frames[depth];
        } else {
            if (depth == frames.length) {
                frames = Arrays.copyOf(frames, depth * 2);
            }
            f = new Frame();
            frames[depth] = f;
            framesMade++;
        }
        f.reset(object, start);
        depth++;
    }

    private JsonValue pop(int end) {
        Frame f = frames[--depth];
        return f.object ? f.toObject(end) : f.toArray(end);
    }

    private Finding name() throws IOException {
        Frame f = frames[depth - 1];
        String name = parser.currentName();
        // The name's offset is looked up only for a finding (or String input): for UTF-8 input it costs jackson a
        // JsonLocation per name, and JsonObject finds a name's start from the text when asked for it.
        if (!bytes && !escapeFree) {
            Finding badHex = badHexDigitInString(tokenStart()); // before the name is used: jackson may have decoded it wrongly
            if (badHex != null) {
                return badHex;
            }
        }
        int lone = undecoded || escapeFree ? -1 : TextChecks.unpairedSurrogate(name);
        if (lone >= 0) { // the path is the object's: a pointer cannot name a member that is not a Unicode string
            return unpaired(name.charAt(lone), lone, tokenStart(), pointer());
        }
        f.pendingName = name;
        if (f.isDuplicate(name)) {
            return finding(ParseCode.DUPLICATE_KEY, "duplicate member name \"" + name
                    + "\": a member name may appear once per object, after escapes are decoded", pointer(), tokenStart());
        }
        return null;
    }

    private Object scalar(JsonToken token) throws IOException {
        int start = tokenStart();
        return switch (token) {
            case VALUE_STRING -> {
                if (undecoded) {
                    yield JsonString.undecoded(source, start); // (badHexDigitInString concerns String input only)
                }
                Finding badHex = escapeFree ? null : badHexDigitInString(start);
                if (badHex != null) {
                    yield badHex;
                }
                char[] chars = parser.getTextCharacters();
                int off = parser.getTextOffset();
                int len = parser.getTextLength();
                int lone = escapeFree ? -1 : TextChecks.unpairedSurrogate(chars, off, len);
                if (lone >= 0) {
                    yield unpaired(chars[off + lone], lone, start, pointer());
                }
                int end = JsonReader.offsetOf(parser.currentLocation(), bytes);
                yield new JsonString(new String(chars, off, len), source, start, end);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                // the lexeme is the source text itself (a number has no escapes): read from there when asked for
                yield new JsonNumber(null, source, start, start + parser.getTextLength());
            }
            case VALUE_TRUE -> new JsonBoolean(true, source, start, start + 4);
            case VALUE_FALSE -> new JsonBoolean(false, source, start, start + 5);
            case VALUE_NULL -> new JsonNull(source, start, start + 4);
            default -> failure(ParseCode.INVALID_JSON, "unexpected token " + token, pointer(), start);
        };
    }

    /**
     * jackson's String parser takes a non-ASCII character in a {@code \\u} escape for a hex digit when its low seven
     * bits spell one ({@code \\u004}{@code ł} reads as {@code \\u004B}); its UTF-8 parser does not. For String input, finds such a
     * character in the string whose opening quote is at {@code quote}, unless another problem comes first in it.
     */
    private Finding badHexDigitInString(int quote) {
        if (bytes) {
            return null;
        }
        return badHexDigit(Escapes.nonAsciiInUnicodeEscape(source, quote, source.length(), true));
    }

    private Finding badHexDigit(int at) {
        if (at < 0) {
            return null;
        }
        int c = source.unitAt(at);
        String ch = source.text(at, Character.isHighSurrogate((char) c) && at + 1 < source.length() ? at + 2 : at + 1);
        return finding(ParseCode.INVALID_JSON, SyntaxMistake.notHexDigit(ch), pointer(), at);
    }

    private Finding unpaired(char surrogate, int decodedIndex, int stringStart, String path) {
        int at = Escapes.rawOffset(source, stringStart + 1, decodedIndex);
        return finding(ParseCode.UNPAIRED_SURROGATE, String.format(
                "unpaired UTF-16 surrogate U+%04X in a string: a high surrogate must be followed by a low one",
                (int) surrogate), path, at);
    }

    /** The innermost open array or object, with the member being read when it is an object; null at the top. */
    private SyntaxMistake.Open innermost() {
        if (depth == 0) {
            return null;
        }
        Frame f = frames[depth - 1];
        return new SyntaxMistake.Open(f.object, f.start, f.object ? f.pendingName : null);
    }

    private String pointer() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            Frame f = frames[i];
            if (f.object && f.pendingName == null) {
                break; // between members (only the innermost frame can be): the path is the object's own
            }
            sb.append('/');
            if (f.object) {
                Escapes.appendPointerToken(sb, f.pendingName);
            } else {
                sb.append(f.count(i + 1 < depth ? frames[i + 1] : null));
            }
        }
        return sb.toString();
    }

    private Finding finding(ParseCode code, String message, String path, int nativeOffset) {
        return Finding.error(code.code(), message, path, source.locate(nativeOffset));
    }

    private JsonParse fail(ParseCode code, String message, String path, int nativeOffset) {
        return new JsonParse(null, List.of(finding(code, message, path, nativeOffset)), source);
    }

    private Finding failure(ParseCode code, String message, String path, int nativeOffset) {
        return finding(code, message, path, nativeOffset);
    }

    /** The members or elements read so far, of all open containers; a container's are a slice from its frame's base. */
    private JsonValue[] stack = new JsonValue[16];
    private String[] stackNames = new String[16];
    private int top;

    private void append(JsonValue v, String name) {
        if (top == stack.length) {
            int n = top * 2;
            stack = Arrays.copyOf(stack, n);
            stackNames = Arrays.copyOf(stackNames, n);
        }
        stack[top] = v;
        stackNames[top] = name;
        top++;
    }

    /** One open array or object; frames are reused across the document to spare allocation. */
    private final class Frame {
        boolean object;
        int start;
        int base; // where this container's members start on the stack
        HashMap<String, Integer> index;
        String pendingName;

        void reset(boolean isObject, int at) {
            object = isObject;
            start = at;
            base = top;
            index = null;
            pendingName = null;
        }

        /** The number of members or elements read so far; {@code next} is the frame above, or null for the innermost. */
        int count(Frame next) {
            return (next == null ? top : next.base) - base;
        }

        boolean isDuplicate(String name) {
            int size = top - base;
            if (index != null) {
                return index.putIfAbsent(name, size) != null;
            }
            // jackson canonicalizes (interns) names, so an equal name is mostly the same instance; the cached hash
            // spares a character compare of names that differ
            int h = name.hashCode();
            for (int i = base; i < top; i++) {
                String other = stackNames[i];
                if (other == name || other.hashCode() == h && other.equals(name)) {
                    return true;
                }
            }
            if (JsonObject.wantsIndex(size + 1)) {
                index = new HashMap<>();
                for (int i = base; i < top; i++) {
                    index.put(stackNames[i], i - base);
                }
                index.put(name, size);
            }
            return false;
        }

        void add(JsonValue v) {
            if (object) {
                append(v, pendingName);
                pendingName = null; // the member is complete; a later error is between members
            } else {
                append(v, null);
            }
        }

        JsonValue toObject(int end) {
            int n = top - base;
            JsonObject o;
            if (n == 0) {
                o = new JsonObject(NO_NAMES, NO_VALUES, null, source, start, end);
            } else {
                o = new JsonObject(Arrays.copyOfRange(stackNames, base, top), Arrays.copyOfRange(stack, base, top), index,
                        source, start, end);
            }
            top = base;
            return o;
        }

        JsonValue toArray(int end) {
            JsonArray a = new JsonArray(top == base ? NO_VALUES : Arrays.copyOfRange(stack, base, top), source, start, end);
            top = base;
            return a;
        }
    }
}
