package dev.rpcgate.core.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.rpcgate.core.gate.Finding;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/** One pass of jackson tokens into a value tree, iterative (no recursion), with the checks jackson does not make. */
final class TreeBuilder {
    private static final JsonValue[] NO_VALUES = new JsonValue[0];
    private static final JsonString[] NO_NAMES = new JsonString[0];

    private final JsonParser parser;
    private final JsonSource source;
    private final boolean bytes;
    private final int maxDepth;
    private final ArrayList<Frame> frames = new ArrayList<>();
    private int depth;

    TreeBuilder(JsonParser parser, JsonSource source, boolean bytes, int maxDepth) {
        this.parser = parser;
        this.source = source;
        this.bytes = bytes;
        this.maxDepth = maxDepth;
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
                        frames.get(depth - 1).add(value);
                    }
                }
            }
        } catch (JsonProcessingException e) {
            return fail(ParseCode.INVALID_JSON, JsonReader.messageOf(e), pointer(), locationOf(e));
        }
        try {
            JsonToken extra = parser.nextToken();
            if (extra != null) {
                return fail(ParseCode.TRAILING_CONTENT, "more text follows the JSON value: a document holds exactly one value",
                        "", tokenStart());
            }
        } catch (JsonProcessingException e) {
            return fail(ParseCode.TRAILING_CONTENT, "more text follows the JSON value: " + JsonReader.messageOf(e), "",
                    locationOf(e));
        }
        return new JsonParse(root, List.of(), source);
    }

    private int locationOf(JsonProcessingException e) {
        return e.getLocation() == null ? 0 : JsonReader.offsetOf(e.getLocation(), bytes);
    }

    private int tokenStart() {
        return JsonReader.offsetOf(parser.currentTokenLocation(), bytes);
    }

    private void push(boolean object, int start) {
        Frame f;
        if (depth < frames.size()) {
            f = frames.get(depth);
        } else {
            f = new Frame();
            frames.add(f);
        }
        f.reset(object, start);
        depth++;
    }

    private JsonValue pop(int end) {
        Frame f = frames.get(--depth);
        return f.object ? f.toObject(end) : f.toArray(end);
    }

    private Finding name() throws IOException {
        Frame f = frames.get(depth - 1);
        String name = parser.currentName();
        int start = tokenStart();
        int lone = TextChecks.unpairedSurrogate(name);
        f.pendingName = name;
        f.pendingNameStart = start;
        if (lone >= 0) {
            return unpaired(name.charAt(lone), lone, start, pointer());
        }
        if (f.isDuplicate(name)) {
            return finding(ParseCode.DUPLICATE_KEY, "duplicate member name \"" + name
                    + "\": a member name may appear once per object, after escapes are decoded", pointer(), start);
        }
        return null;
    }

    private Object scalar(JsonToken token) throws IOException {
        int start = tokenStart();
        return switch (token) {
            case VALUE_STRING -> {
                char[] chars = parser.getTextCharacters();
                int off = parser.getTextOffset();
                int len = parser.getTextLength();
                int lone = TextChecks.unpairedSurrogate(chars, off, len);
                if (lone >= 0) {
                    yield unpaired(chars[off + lone], lone, start, pointer());
                }
                int end = JsonReader.offsetOf(parser.currentLocation(), bytes);
                yield new JsonString(new String(chars, off, len), source, start, end);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                String lexeme = parser.getText();
                yield new JsonNumber(lexeme, source, start, start + lexeme.length());
            }
            case VALUE_TRUE -> new JsonBoolean(true, source, start, start + 4);
            case VALUE_FALSE -> new JsonBoolean(false, source, start, start + 5);
            case VALUE_NULL -> new JsonNull(source, start, start + 4);
            default -> failure(ParseCode.INVALID_JSON, "unexpected token " + token, pointer(), start);
        };
    }

    private Finding unpaired(char surrogate, int decodedIndex, int stringStart, String path) {
        int at = Escapes.rawOffset(source, stringStart + 1, decodedIndex);
        return finding(ParseCode.UNPAIRED_SURROGATE, String.format(
                "unpaired UTF-16 surrogate U+%04X in a string: a high surrogate must be followed by a low one",
                (int) surrogate), path, at);
    }

    private String pointer() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            Frame f = frames.get(i);
            sb.append('/');
            if (f.object) {
                if (f.pendingName != null) {
                    Escapes.appendPointerToken(sb, f.pendingName);
                }
            } else {
                sb.append(f.values.size());
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

    /** One open array or object; frames are reused across the document to spare allocation. */
    private final class Frame {
        boolean object;
        int start;
        final ArrayList<JsonValue> values = new ArrayList<>();
        final ArrayList<JsonString> names = new ArrayList<>();
        HashMap<String, Integer> index;
        String pendingName;
        int pendingNameStart;

        void reset(boolean isObject, int at) {
            object = isObject;
            start = at;
            values.clear();
            names.clear();
            index = null;
            pendingName = null;
        }

        boolean isDuplicate(String name) {
            if (index != null) {
                return index.putIfAbsent(name, names.size()) != null;
            }
            for (int i = 0, n = names.size(); i < n; i++) {
                if (names.get(i).value().equals(name)) {
                    return true;
                }
            }
            if (JsonObject.wantsIndex(names.size() + 1)) {
                index = new HashMap<>();
                for (int i = 0; i < names.size(); i++) {
                    index.put(names.get(i).value(), i);
                }
                index.put(name, names.size());
            }
            return false;
        }

        void add(JsonValue v) {
            if (object) {
                int nameEnd = Escapes.nameEnd(source, v.start());
                names.add(new JsonString(pendingName, source, pendingNameStart, nameEnd));
            }
            values.add(v);
        }

        JsonValue toObject(int end) {
            JsonString[] n = names.isEmpty() ? NO_NAMES : names.toArray(NO_NAMES);
            JsonValue[] v = values.isEmpty() ? NO_VALUES : values.toArray(NO_VALUES);
            return new JsonObject(n, v, index, source, start, end);
        }

        JsonValue toArray(int end) {
            return new JsonArray(values.isEmpty() ? NO_VALUES : values.toArray(NO_VALUES), source, start, end);
        }
    }
}
