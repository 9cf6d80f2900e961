package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

/**
 * Internal to rpcgate-smithy: short renderings of found values for finding messages, and the shared wrong-type report.
 */
public final class ValueText {
    private static final int SHOWN = 40;

    private ValueText() {
    }

    /** E.g. {@code the string "abc"}, {@code the number 1.5}, {@code an object}; long texts are cut. */
    public static String found(JsonValue value) {
        if (value instanceof JsonString s) {
            return "the string " + quote(s.value());
        }
        if (value instanceof JsonNumber n) {
            return "the number " + cut(n.lexeme());
        }
        if (value instanceof JsonObject) {
            return "an object";
        }
        if (value instanceof JsonArray) {
            return "an array";
        }
        return value.toString(); // true, false, null
    }

    /** A string in quotes, cut to a readable length. */
    static String quote(String s) {
        return "\"" + cut(s) + "\"";
    }

    private static String cut(String s) {
        if (s.length() <= SHOWN) {
            return s;
        }
        int end = Character.isHighSurrogate(s.charAt(SHOWN - 1)) ? SHOWN - 1 : SHOWN;
        return s.substring(0, end) + "…";
    }

    /**
     * Reports a value of the wrong JSON type: {@code NullValue} for an explicit null (absent and null differ, and null
     * is only a value where the contract accepts it), else {@code TypeMismatch}.
     */
    static void mismatch(FindingSink sink, String expected, JsonValue value, JsonPath path, FindingOwner owner) {
        if (value instanceof JsonNull) {
            sink.error(SharedCode.NULL_VALUE, "expected " + expected + ", found null", path, value, owner);
        } else {
            sink.error(SharedCode.TYPE_MISMATCH, "expected " + expected + ", found " + found(value), path, value, owner);
        }
    }
}
