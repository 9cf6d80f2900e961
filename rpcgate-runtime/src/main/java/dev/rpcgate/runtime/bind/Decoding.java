package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingBudget;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.runtime.RuntimeCode;
import java.util.Arrays;
import java.util.List;

/**
 * One decode run: the JSON Pointer of the value being decoded (kept as a stack of tokens, so nothing is built unless
 * a finding needs it) and the findings so far, bounded. Not thread-safe; one per decoded message part.
 */
final class Decoding {
    private static final int ECHO_LIMIT = 40;

    private final String base;
    private final BindOptions options;
    private String[] names = new String[16];
    private int[] indices = new int[16];
    private int depth;
    private FindingBudget findings; // made on the first finding: most runs have none

    /**
     * A run whose paths start at {@code base}.
     *
     * @param base the JSON Pointer of the decoded value in its message, e.g. {@code /params}
     */
    Decoding(String base, BindOptions options) {
        this.base = base;
        this.options = options;
    }

    void push(String name) {
        grow();
        names[depth] = name;
        indices[depth++] = -1;
    }

    void push(int index) {
        grow();
        names[depth] = null;
        indices[depth++] = index;
    }

    void pop() {
        depth--;
    }

    private void grow() {
        if (depth == names.length) {
            names = Arrays.copyOf(names, depth * 2);
            indices = Arrays.copyOf(indices, depth * 2);
        }
    }

    boolean rejectsUnknown() {
        return options.unknownMembers() == UnknownMembers.REJECT;
    }

    int maxBigIntegerDigits() {
        return options.maxBigIntegerDigits();
    }

    /** The number of findings so far; a codec compares it before and after to tell whether its part failed. */
    int errorCount() {
        return findings == null ? 0 : findings.added();
    }

    /** True once the findings bound is hit (core's {@link FindingBudget} rule): decoding stops early. */
    boolean isFull() {
        return findings != null && findings.stopped();
    }

    List<Finding> findings() {
        return findings == null ? List.of() : findings.findings();
    }

    /** The JSON Pointer of the current value. */
    String path() {
        StringBuilder out = new StringBuilder(base);
        for (int i = 0; i < depth; i++) {
            out.append('/');
            if (names[i] == null) {
                out.append(indices[i]);
            } else {
                JsonWriter.writePointerToken(names[i], out);
            }
        }
        return out.toString();
    }

    /** A value of the wrong JSON kind: {@code NullValue} for a {@code null}, else {@code TypeMismatch}. */
    void wrongType(String expected, JsonValue got) {
        FindingCode code = got instanceof JsonNull ? SharedCode.NULL_VALUE : SharedCode.TYPE_MISMATCH;
        add(code, "expected " + expected + ", got " + describe(got), got);
    }

    void outOfRange(String message, JsonValue at) {
        add(SharedCode.OUT_OF_RANGE, message, at);
    }

    void duplicate(JsonValue at) {
        add(RuntimeCode.DUPLICATE_ELEMENT, "a set holds each element once; this one repeats an earlier one", at);
    }

    void invalid(String message, JsonValue at) {
        add(RuntimeCode.INVALID_VALUE, message, at);
    }

    /** The current member (or position) is absent; {@code container} is the object or array it is missing from. */
    void missing(String expected, JsonValue container) {
        String what = depth == 0 ? "the value"
                : names[depth - 1] == null ? "position " + indices[depth - 1]
                : "member \"" + echo(names[depth - 1]) + "\"";
        add(SharedCode.MISSING_REQUIRED, what + " is missing: expected " + expected, container);
    }

    /** The current member is not known; {@code name} is its name node (for its location). */
    void unknownMember(JsonString name) {
        add(SharedCode.UNKNOWN_MEMBER, "unknown member \"" + echo(name.value()) + "\"", name);
    }

    /** The current position is beyond the last parameter. */
    void unknownPosition(JsonValue at, int arity) {
        add(SharedCode.UNKNOWN_MEMBER, "no param at position " + indices[depth - 1] + ": the method takes " + arity,
                at);
    }

    private void add(FindingCode code, String message, JsonValue at) {
        if (findings == null) {
            findings = new FindingBudget(options.maxFindings(), "value");
        } else if (findings.stopped()) {
            return;
        }
        SourceLocation where = at == null ? null : at.location().orElse(null);
        findings.add(Finding.error(code, message, path(), where));
    }

    /** A short description of a value for a message: its type, or a number's (shortened) lexeme. */
    static String describe(JsonValue v) {
        return switch (v) {
            case JsonNumber n -> echo(n.lexeme());
            case JsonString s -> "a string";
            case JsonBoolean b -> Boolean.toString(b.value());
            case JsonObject o -> "an object";
            case JsonArray a -> "an array";
            default -> "null";
        };
    }

    /** Peer text in a message, shortened so that a finding never carries a huge lexeme or name. */
    static String echo(String text) {
        return text.length() <= ECHO_LIMIT ? text : text.substring(0, ECHO_LIMIT) + "…";
    }
}
