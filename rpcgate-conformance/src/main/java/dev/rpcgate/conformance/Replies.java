package dev.rpcgate.conformance;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Reading a peer's replies and matching them against a case's acceptable outcomes (codes, ids, results). */
final class Replies {
    /** Replies are read generously: the bounds here are the harness's, not the peers'. */
    private static final JsonReader READER = JsonReader.withLimits(new JsonLimits(ReplyFrames.MAX_REPLY_BYTES, 1_000_000));
    private static final Pattern STACK_TRACE = Pattern.compile(
            "(^|\\n)\\s*at [\\w$.<>/]+\\(|\\tat |Caused by: |Exception in thread |\\(Native Method\\)|\\(Unknown Source\\)"
                    + "|\\bat [\\w$]+(\\.[\\w$<>]+)+\\([\\w$]*\\.(java|kt|scala|groovy)(:\\d+)?\\)");
    private static final int SHOWN_CHARS = 300;

    private Replies() {
    }

    /**
     * One reply as received.
     *
     * @param text    the reply as shown in reports (truncated), with the HTTP status when there is one
     * @param value   the parsed reply, or {@code null} when it is not JSON
     * @param problem why it is not a valid 2.0 response (or reply array), or {@code null}
     */
    record Actual(String text, JsonValue value, String problem) {
        static Actual of(byte[] bytes, String prefix) {
            String shown = prefix + shorten(new String(bytes, StandardCharsets.UTF_8));
            JsonParse parse = READER.read(bytes);
            if (!parse.isValid()) {
                return new Actual(shown, null, "not JSON: " + parse.findings().getFirst().code());
            }
            return new Actual(shown, parse.value(), problemOf(parse.value()));
        }

        static Actual nonReply(String text) {
            return new Actual(text, null, "not a JSON-RPC reply");
        }
    }

    static String shorten(String s) {
        String oneLine = s.replace("\r", "\\r").replace("\n", "\\n");
        return oneLine.length() <= SHOWN_CHARS ? oneLine
                : oneLine.substring(0, SHOWN_CHARS) + "… (" + s.length() + " chars)";
    }

    /** Why the value is not a valid reply (a response object or a non-empty array of them), or null. */
    static String problemOf(JsonValue v) {
        if (v instanceof JsonArray a) {
            if (a.isEmpty()) {
                return "an empty array is never a reply";
            }
            for (int i = 0; i < a.size(); i++) {
                String p = responseProblem(a.get(i));
                if (p != null) {
                    return "element " + i + ": " + p;
                }
            }
            return null;
        }
        return responseProblem(v);
    }

    private static String responseProblem(JsonValue v) {
        if (!(v instanceof JsonObject o)) {
            return "a response is an object, not " + v.typeName();
        }
        if (!(o.find("jsonrpc").orElse(null) instanceof JsonString s) || !s.value().equals("2.0")) {
            return "\"jsonrpc\" is not \"2.0\"";
        }
        if (!o.has("id")) {
            return "no \"id\" member";
        }
        JsonValue id = o.get("id");
        if (!(id instanceof JsonString || id instanceof JsonNumber || id instanceof JsonNull)) {
            return "the id is " + id.typeName();
        }
        if (o.has("result") == o.has("error")) {
            return o.has("result") ? "both \"result\" and \"error\"" : "neither \"result\" nor \"error\"";
        }
        if (o.has("error")) {
            if (!(o.get("error") instanceof JsonObject e)) {
                return "\"error\" is not an object";
            }
            if (!(e.find("code").orElse(null) instanceof JsonNumber c) || !c.isIntegral() || c.findLong().isEmpty()) {
                return "error.code is not an integer";
            }
            if (!(e.find("message").orElse(null) instanceof JsonString)) {
                return "error.message is not a string";
            }
        }
        return null;
    }

    /** Whether the actual replies match one of the outcomes exactly (as a multiset). */
    static boolean matchesAny(List<List<Expectation>> outcomes, List<Actual> actual) {
        for (List<Expectation> outcome : outcomes) {
            if (matches(outcome, actual)) {
                return true;
            }
        }
        return false;
    }

    static boolean matches(List<Expectation> outcome, List<Actual> actual) {
        if (outcome.size() != actual.size()) {
            return false;
        }
        for (Actual a : actual) {
            if (a.value() == null || a.problem() != null) {
                return false;
            }
        }
        return perfectMatching(outcome, actual.stream().map(Actual::value).toList());
    }

    /** Whether every expectation can be paired with its own value (Kuhn's augmenting paths; lists are short). */
    private static boolean perfectMatching(List<Expectation> expected, List<JsonValue> values) {
        int n = expected.size();
        boolean[][] fits = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                fits[i][j] = fits(expected.get(i), values.get(j));
            }
        }
        int[] owner = new int[n];
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < n; i++) {
            if (!augment(i, fits, owner, new boolean[n])) {
                return false;
            }
        }
        return true;
    }

    private static boolean augment(int i, boolean[][] fits, int[] owner, boolean[] seen) {
        for (int j = 0; j < fits.length; j++) {
            if (fits[i][j] && !seen[j]) {
                seen[j] = true;
                if (owner[j] < 0 || augment(owner[j], fits, owner, seen)) {
                    owner[j] = i;
                    return true;
                }
            }
        }
        return false;
    }

    static boolean fits(Expectation e, JsonValue v) {
        return switch (e) {
            case Expectation.BatchReply b -> v instanceof JsonArray a && a.size() == b.elements().size()
                    && perfectMatching(b.elements(), a.elements());
            case Expectation.ErrorReply err -> v instanceof JsonObject o && o.get("error") instanceof JsonObject error
                    && idIn(err.ids(), o.get("id"))
                    && error.get("code") instanceof JsonNumber c && c.findLong().isPresent()
                    && err.codes().contains(c.findLong().getAsLong())
                    && (!err.noStackTrace() || !hasStackTrace(error));
            case Expectation.ResultReply r -> v instanceof JsonObject o && o.has("result") && !o.has("error")
                    && idIn(r.ids(), o.get("id")) && (r.result() == null || r.result().equals(o.get("result")));
        };
    }

    private static boolean idIn(List<JsonValue> ids, JsonValue id) {
        return id != null && ids.contains(id);
    }

    /** Whether any string in the error object (message, data, nested) looks like a stack trace. */
    static boolean hasStackTrace(JsonValue v) {
        List<JsonValue> todo = new ArrayList<>(List.of(v));
        while (!todo.isEmpty()) {
            JsonValue x = todo.removeLast();
            switch (x) {
                case JsonString s -> {
                    if (STACK_TRACE.matcher(s.value()).find()) {
                        return true;
                    }
                }
                case JsonArray a -> todo.addAll(a.elements());
                case JsonObject o -> {
                    for (int i = 0; i < o.size(); i++) {
                        todo.add(o.valueAt(i));
                    }
                }
                default -> {
                }
            }
        }
        return false;
    }

    /** A short text of what an outcome expects, for reports. */
    static String describe(List<Expectation> outcome) {
        if (outcome.isEmpty()) {
            return "no reply";
        }
        List<String> parts = new ArrayList<>();
        for (Expectation e : outcome) {
            parts.add(describe(e));
        }
        return String.join(", ", parts);
    }

    private static String describe(Expectation e) {
        return switch (e) {
            case Expectation.BatchReply b -> "[" + String.join(", ", b.elements().stream().map(Replies::describe).toList()) + "]";
            case Expectation.ErrorReply err -> "{id " + ids(err.ids()) + ", error " + err.codes()
                    + (err.noStackTrace() ? ", no stack trace" : "") + "}";
            case Expectation.ResultReply r -> "{id " + ids(r.ids()) + ", result "
                    + (r.result() == null ? "any" : shorten(r.result().toString())) + "}";
        };
    }

    private static String ids(List<JsonValue> ids) {
        return ids.size() == 1 ? ids.getFirst().toString()
                : String.join("|", ids.stream().map(JsonValue::toString).toList());
    }
}
