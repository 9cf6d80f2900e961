package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;

import java.util.List;

/** Short renderings of ids and lists for finding messages. */
final class FindingText {
    private static final int LONGEST = 40;

    private FindingText() {
    }

    /** An id as JSON, cut short. */
    static String id(Id id) {
        return value(id.toJson());
    }

    static String value(JsonValue v) {
        String s = v instanceof JsonNumber n ? n.lexeme() : JsonWriter.write(v); // a number is written as its lexeme
        return s.length() <= LONGEST ? s : s.substring(0, LONGEST - 3) + "...";
    }

    /** {@code a}, {@code a or b}, {@code a, b or c}. */
    static String or(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }
}
