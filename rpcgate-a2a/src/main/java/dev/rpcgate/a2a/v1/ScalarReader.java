package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.Base64;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.IntFunction;

/** Reads ProtoJSON scalars the way ProtoJSON parsers accept them; a value they refuse throws, naming its path. */
final class ScalarReader {
    private ScalarReader() {
    }

    static String string(JsonValue v, String path) {
        if (v instanceof JsonString s) {
            return s.value();
        }
        throw FieldReader.wrong(path, "a string", v);
    }

    static boolean bool(JsonValue v, String path) {
        if (v instanceof JsonBoolean b) {
            return b.value();
        }
        throw FieldReader.wrong(path, "a boolean", v);
    }

    /** A {@code google.protobuf.Struct}: any JSON object, kept exactly. */
    static JsonObject struct(JsonValue v, String path) {
        if (v instanceof JsonObject o) {
            return o;
        }
        throw FieldReader.wrong(path, "an object", v);
    }

    /** An {@code int32}: a JSON number, or a string holding one, of integral value in range. */
    static int int32(JsonValue v, String path) {
        JsonNumber n;
        if (v instanceof JsonNumber number) {
            n = number;
        } else if (v instanceof JsonString s) {
            try {
                n = JsonNumber.parse(s.value());
            } catch (IllegalArgumentException notANumber) {
                throw FieldReader.fault(path, "expected an int32, found a string that is not a number");
            }
        } else {
            throw FieldReader.wrong(path, "an int32", v);
        }
        if (!n.isIntegral()) {
            throw FieldReader.fault(path, "expected an int32, found a number with a fraction");
        }
        OptionalLong l = n.findLong();
        if (l.isEmpty() || l.getAsLong() < Integer.MIN_VALUE || l.getAsLong() > Integer.MAX_VALUE) {
            throw FieldReader.fault(path, "the number is outside the int32 range");
        }
        return (int) l.getAsLong();
    }

    /**
     * A {@code bytes} value: Base64 in the standard or the URL-safe alphabet (not both), with or without its
     * {@code =} padding, as ProtoJSON parsers accept it.
     */
    static byte[] bytes(JsonValue v, String path) {
        String s = string(v, path);
        boolean urlSafe = false;
        boolean standard = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            urlSafe |= c == '-' || c == '_';
            standard |= c == '+' || c == '/';
        }
        if (urlSafe && standard) {
            throw FieldReader.fault(path,
                    "the Base64 mixes the standard ('+', '/') and the URL-safe ('-', '_') alphabets");
        }
        if (s.length() % 4 == 1) {
            throw FieldReader.fault(path, "not Base64: a length of " + s.length() + " leaves a lone character");
        }
        try {
            return (urlSafe ? Base64.getUrlDecoder() : Base64.getDecoder()).decode(s);
        } catch (IllegalArgumentException notBase64) {
            throw FieldReader.fault(path, "not Base64: " + notBase64.getMessage());
        }
    }

    static Role role(JsonValue v, String path) {
        return enumValue(v, path, "Role", Role::findByWireName, Role::findByNumber);
    }

    static TaskState taskState(JsonValue v, String path) {
        return enumValue(v, path, "TaskState", TaskState::findByWireName, TaskState::findByNumber);
    }

    /** A proto enum: its value's name, or its number. */
    private static <E> E enumValue(JsonValue v, String path, String type,
                                   java.util.function.Function<String, Optional<E>> byName,
                                   IntFunction<Optional<E>> byNumber) {
        if (v instanceof JsonString s) {
            return byName.apply(s.value()).orElseThrow(() -> FieldReader.fault(path, "not a " + type + " value name: \""
                    + abbreviated(s.value()) + "\""));
        }
        if (v instanceof JsonNumber n) {
            OptionalLong l = n.isIntegral() ? n.findLong() : OptionalLong.empty();
            Optional<E> e = l.isPresent() && l.getAsLong() >= Integer.MIN_VALUE && l.getAsLong() <= Integer.MAX_VALUE
                    ? byNumber.apply((int) l.getAsLong()) : Optional.empty();
            return e.orElseThrow(() -> FieldReader.fault(path, "not a " + type + " value number: " + abbreviated(n.lexeme())));
        }
        throw FieldReader.wrong(path, "a " + type + " name or number", v);
    }

    static Timestamp timestamp(JsonValue v, String path) {
        String s = string(v, path);
        if (!Timestamp.isValid(s)) {
            throw FieldReader.fault(path, "not an RFC 3339 timestamp: \"" + abbreviated(s) + "\"");
        }
        return new Timestamp(s);
    }

    /** At most 64 characters of {@code s}, for a message. */
    private static String abbreviated(String s) {
        return s.length() <= 64 ? s : s.substring(0, 61) + "...";
    }
}
