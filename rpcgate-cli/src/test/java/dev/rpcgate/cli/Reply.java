package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * One line a server wrote, compared as parsed JSON (JSON equality: member order and white space do not matter,
 * numbers compare by value); a batch reply compares as a multiset, since a batch's entries may be answered in any
 * order. Text that is not JSON compares as text.
 */
record Reply(String text, JsonValue value) {
    static Reply of(String line) {
        JsonParse p = JsonReader.standard().read(line);
        return new Reply(line, p.isValid() ? p.value() : null);
    }

    static List<Reply> all(List<String> lines) {
        return lines.stream().map(Reply::of).toList();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Reply r)) {
            return false;
        }
        if (value == null || r.value == null) {
            return value == null && r.value == null && text.equals(r.text);
        }
        if (value instanceof JsonArray a && r.value instanceof JsonArray b) {
            List<JsonValue> rest = new ArrayList<>(b.elements());
            for (JsonValue e : a.elements()) {
                if (!rest.remove(e)) {
                    return false;
                }
            }
            return rest.isEmpty();
        }
        return value.equals(r.value);
    }

    @Override
    public int hashCode() {
        if (value == null) {
            return text.hashCode();
        }
        if (value instanceof JsonArray a) {
            return a.elements().stream().mapToInt(JsonValue::hashCode).sum();
        }
        return value.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
