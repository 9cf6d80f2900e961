package dev.rpcgate.gateway.forward;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/**
 * The task ids the gateway remembers: a JSON string of 1 to {@value #MAX_LENGTH} characters. Anything else (a
 * number, an object, an empty or longer string) names no task the gateway routes by; such a call goes round-robin.
 */
final class TaskIds {
    /** The longest task id remembered; longer ones are never stored nor looked up. */
    static final int MAX_LENGTH = 256;

    private TaskIds() {
    }

    /** {@link #at(JsonValue, List)} of {@code path}. */
    static String at(JsonValue value, String... path) {
        return at(value, List.of(path));
    }

    /** The task id at {@code path} (member names, outermost first) in {@code value}, or {@code null}. */
    static String at(JsonValue value, List<String> path) {
        JsonValue v = value;
        for (String name : path) {
            if (!(v instanceof JsonObject o)) {
                return null;
            }
            v = o.get(name);
        }
        return valid(v);
    }

    /** {@code v}'s text when it is a task id the gateway remembers, else {@code null}. */
    static String valid(JsonValue v) {
        if (v instanceof JsonString s) {
            String id = s.value();
            return id.isEmpty() || id.length() > MAX_LENGTH ? null : id;
        }
        return null;
    }
}
