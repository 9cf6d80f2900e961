package dev.rpcgate.transcript;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A JSON Pointer into a call's result, as a capability source declares it.
 *
 * @param text   the pointer as written
 * @param tokens its decoded reference tokens
 */
record ResultPointer(String text, List<String> tokens) {

    /** The pointer, or empty when the text is not a JSON Pointer (RFC 6901). */
    static Optional<ResultPointer> parse(String text) {
        if (text.isEmpty()) {
            return Optional.of(new ResultPointer(text, List.of()));
        }
        if (text.charAt(0) != '/') {
            return Optional.empty();
        }
        List<String> tokens = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        for (int i = 1; i <= text.length(); i++) {
            char c = i == text.length() ? '/' : text.charAt(i);
            if (c == '/') {
                tokens.add(token.toString());
                token.setLength(0);
            } else if (c == '~') {
                char next = i + 1 < text.length() ? text.charAt(i + 1) : ' ';
                if (next != '0' && next != '1') {
                    return Optional.empty();
                }
                token.append(next == '0' ? '~' : '/');
                i++;
            } else {
                token.append(c);
            }
        }
        return Optional.of(new ResultPointer(text, List.copyOf(tokens)));
    }

    /** The value the pointer names in {@code root}, or {@code null} when it names none. */
    JsonValue find(JsonValue root) {
        JsonValue at = root;
        for (String token : tokens) {
            if (at instanceof JsonObject o) {
                at = o.get(token);
            } else if (at instanceof JsonArray a) {
                int index = index(token);
                at = index >= 0 && index < a.size() ? a.get(index) : null;
            } else {
                return null;
            }
            if (at == null) {
                return null;
            }
        }
        return at;
    }

    private static int index(String token) {
        if (token.isEmpty() || token.length() > 9 || (token.length() > 1 && token.charAt(0) == '0')) {
            return -1;
        }
        for (int i = 0; i < token.length(); i++) {
            if (token.charAt(i) < '0' || token.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(token);
    }
}
