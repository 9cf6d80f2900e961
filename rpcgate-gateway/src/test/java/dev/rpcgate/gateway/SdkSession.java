package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one run of an SDK client script through the gateway left: each step's line (what the SDK returned or threw),
 * the exchanges the gateway reported meanwhile, and the agent's own count of what reached it.
 *
 * @param version   the SDK line ("0.3" or "1.0"), for messages
 * @param steps     the step lines by step name, in the order they ran
 * @param done      whether the script printed its last line
 * @param exchanges the gateway's exchanges during the run, as {@code "agentId method"}
 * @param agent     the agent's {@code /rpcgate-stats} after the run
 * @param output    what the script printed, for failure messages
 */
record SdkSession(String version, Map<String, JsonObject> steps, boolean done, List<String> exchanges,
                  JsonObject agent, String output) {

    /** Reads the script's output: one JSON object a line ({@code {"step":..}} or {@code {"done":true}}). */
    static SdkSession parse(String version, String output, List<String> exchanges, JsonObject agent) {
        Map<String, JsonObject> steps = new LinkedHashMap<>();
        boolean done = false;
        for (String line : output.lines().toList()) {
            if (!line.startsWith("{")) {
                continue; // a warning node or the SDK printed
            }
            JsonParse p = JsonReader.standard().read(line);
            if (!p.findings().isEmpty() || !(p.value() instanceof JsonObject o)) {
                continue;
            }
            if (o.get("step") instanceof JsonString s) {
                steps.put(s.value(), o);
            } else if (o.has("done")) {
                done = true;
            }
        }
        return new SdkSession(version, steps, done, List.copyOf(exchanges), agent, output);
    }

    /** The step's line; fails, with the script's output, when the script never reached it. */
    JsonObject step(String name) {
        JsonObject s = steps.get(name);
        if (s == null) {
            throw new AssertionError("the v" + version + " SDK client never ran step " + name + "; it printed:\n"
                    + output);
        }
        return s;
    }

    /** What the SDK returned in {@code step}; fails, showing what it threw, when the step threw. */
    JsonValue result(String step) {
        JsonObject s = step(step);
        if (!s.has("result")) {
            throw new AssertionError("v" + version + " step " + step + " threw, expected a result: "
                    + JsonWriter.write(s.get("error")));
        }
        return s.get("result");
    }

    /** What the SDK threw in {@code step}; fails, showing what it returned, when the step did not throw. */
    JsonObject error(String step) {
        JsonObject s = step(step);
        if (!(s.get("error") instanceof JsonObject e)) {
            throw new AssertionError("v" + version + " step " + step + " returned, expected an error: "
                    + JsonWriter.write(s.get("result")));
        }
        return e;
    }

    /** The value at a slash-separated path of member names and array indexes, or {@code null}. */
    static JsonValue at(JsonValue v, String path) {
        for (String part : path.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            if (v instanceof JsonObject o) {
                v = o.find(part).orElse(null);
            } else if (v instanceof JsonArray a && part.chars().allMatch(Character::isDigit)
                    && Integer.parseInt(part) < a.size()) {
                v = a.get(Integer.parseInt(part));
            } else {
                return null;
            }
        }
        return v;
    }

    /** The string, number or literal at {@code path} as text ({@code null} when absent or not a scalar). */
    static String text(JsonValue v, String path) {
        JsonValue x = at(v, path);
        if (x instanceof JsonString s) {
            return s.value();
        }
        if (x instanceof JsonNumber n) {
            return n.lexeme();
        }
        return x == null || x instanceof JsonObject || x instanceof JsonArray || x instanceof JsonNull ? null
                : JsonWriter.write(x);
    }

    /** The texts at {@code member} of each element of the array at {@code path}. */
    static List<String> texts(JsonValue v, String path, String member) {
        List<String> out = new ArrayList<>();
        if (at(v, path) instanceof JsonArray a) {
            for (JsonValue e : a.elements()) {
                out.add(member.isEmpty() ? text(e, "") : text(e, member));
            }
        }
        return out;
    }
}
