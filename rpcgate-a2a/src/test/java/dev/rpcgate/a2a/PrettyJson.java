package dev.rpcgate.a2a;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;

/** Indented JSON for expected-output files: containers on several lines, scalars written exactly as JsonWriter does. */
final class PrettyJson {
    private PrettyJson() {
    }

    static String write(JsonValue v) {
        StringBuilder out = new StringBuilder();
        write(v, 0, out);
        return out.append('\n').toString();
    }

    private static void write(JsonValue v, int indent, StringBuilder out) {
        switch (v) {
            case JsonObject o when o.size() > 0 && !isFlat(o) -> {
                out.append("{\n");
                for (int i = 0; i < o.size(); i++) {
                    out.append("  ".repeat(indent + 1));
                    JsonWriter.write(o.nameAt(i), out);
                    out.append(": ");
                    write(o.valueAt(i), indent + 1, out);
                    out.append(i + 1 < o.size() ? ",\n" : "\n");
                }
                out.append("  ".repeat(indent)).append('}');
            }
            case JsonArray a when !a.isEmpty() -> {
                out.append("[\n");
                for (int i = 0; i < a.size(); i++) {
                    out.append("  ".repeat(indent + 1));
                    write(a.get(i), indent + 1, out);
                    out.append(i + 1 < a.size() ? ",\n" : "\n");
                }
                out.append("  ".repeat(indent)).append(']');
            }
            case JsonObject o when o.size() > 0 -> {
                out.append('{');
                for (int i = 0; i < o.size(); i++) {
                    JsonWriter.write(o.nameAt(i), out);
                    out.append(": ");
                    JsonWriter.write(o.valueAt(i), out);
                    out.append(i + 1 < o.size() ? ", " : "}");
                }
            }
            default -> JsonWriter.write(v, out);
        }
    }

    /** A small object of scalars stays on one line. */
    private static boolean isFlat(JsonObject o) {
        if (o.size() > 3) {
            return false;
        }
        for (int i = 0; i < o.size(); i++) {
            if (o.valueAt(i) instanceof JsonObject || o.valueAt(i) instanceof JsonArray) {
                return false;
            }
        }
        return JsonWriter.write(o).length() <= 80;
    }
}
