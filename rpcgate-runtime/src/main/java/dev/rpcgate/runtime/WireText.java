package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;

/** The compact JSON text of the requests this side sends (replies come from the trace). */
final class WireText {
    private WireText() {
    }

    /** {@code {"jsonrpc":"2.0","id":id,"method":...,"params":...}}; params left out when {@code null}. */
    static String call(long id, String method, JsonValue params) {
        StringBuilder out = new StringBuilder(48 + method.length());
        out.append("{\"jsonrpc\":\"2.0\",\"id\":").append(id).append(",\"method\":");
        return finish(out, method, params);
    }

    /** {@code {"jsonrpc":"2.0","method":...,"params":...}}; params left out when {@code null}. */
    static String notification(String method, JsonValue params) {
        StringBuilder out = new StringBuilder(40 + method.length());
        out.append("{\"jsonrpc\":\"2.0\",\"method\":");
        return finish(out, method, params);
    }

    private static String finish(StringBuilder out, String method, JsonValue params) {
        JsonWriter.writeString(method, out);
        if (params != null) {
            out.append(",\"params\":");
            JsonWriter.write(params, out);
        }
        return out.append('}').toString();
    }

    /** Checks what the client API promises to send: a method name and structured (or no) params. */
    static void checkRequest(String method, JsonValue params) {
        if (method == null) {
            throw new IllegalArgumentException("a request names its method");
        }
        if (params != null && !(params instanceof JsonArray) && !(params instanceof JsonObject)) {
            throw new IllegalArgumentException("params are an array or an object, or null for none; got a "
                    + params.typeName());
        }
    }
}
