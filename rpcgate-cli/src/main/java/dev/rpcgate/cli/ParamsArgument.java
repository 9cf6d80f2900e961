package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The PARAMS_JSON argument: strict JSON, an array or an object; anything else is bad usage, with its location. */
final class ParamsArgument {
    /** The name findings are reported under: {@code PARAMS_JSON:1:5: error Code: message}. */
    static final String NAME = "PARAMS_JSON";

    private ParamsArgument() {
    }

    /**
     * The params, read exactly (numbers keep their spelling).
     *
     * @throws ParameterException when the text is not strict JSON, or not an array or object
     */
    static JsonValue parse(CommandLine cli, String text) {
        JsonParse p = JsonReader.standard().read(text);
        if (!p.isValid()) {
            Finding f = p.findings().stream().filter(Finding::isError).findFirst().orElseThrow();
            StringBuilder m = new StringBuilder(NAME);
            if (f.location() != null) {
                m.append(':').append(f.location());
            }
            m.append(": error ").append(f.code()).append(": ").append(f.message());
            if (!f.path().isEmpty()) {
                m.append(" (at ").append(f.path()).append(')');
            }
            throw new ParameterException(cli, m.toString());
        }
        JsonValue v = p.value();
        if (!(v instanceof JsonArray) && !(v instanceof JsonObject)) {
            throw new ParameterException(cli, NAME + " must be an array or an object (JSON-RPC params by position or"
                    + " by name), not " + (v.typeName().equals("null") ? "null" : "a " + v.typeName()));
        }
        return v;
    }
}
