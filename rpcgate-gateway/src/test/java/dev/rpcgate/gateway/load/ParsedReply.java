package dev.rpcgate.gateway.load;

import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;

/**
 * One HTTP reply of the gateway read as a JSON-RPC 2.0 response: HTTP 200, {@code application/json}, an object with
 * {@code "jsonrpc": "2.0"}, an {@code id}, and exactly one of {@code result} and {@code error} (an error with an
 * integer code and a string message). {@link #of} throws {@link Malformed} for anything else.
 *
 * @param idJson  the reply's id as JSON text
 * @param result  the result, or {@code null} for an error
 * @param code    the error code, or {@code null} for a success
 * @param message the error message, or {@code null}
 * @param data    the error's data object, or {@code null}
 */
record ParsedReply(String idJson, JsonValue result, Integer code, String message, JsonObject data) {

    /** Why a reply is not a well-formed JSON-RPC reply. */
    static final class Malformed extends Exception {
        Malformed(String why) {
            super(why, null, false, false);
        }
    }

    static ParsedReply of(int status, String contentType, byte[] body) throws Malformed {
        String text = new String(body, java.nio.charset.StandardCharsets.UTF_8);
        String shown = text.length() > 200 ? text.substring(0, 200) + "..." : text;
        if (status != 200) {
            throw new Malformed("HTTP " + status + ": " + shown);
        }
        if (contentType == null || !contentType.startsWith("application/json")) {
            throw new Malformed("Content-Type " + contentType + ": " + shown);
        }
        JsonParse p = JsonReader.standard().read(body);
        if (!p.isValid() || !(p.value() instanceof JsonObject o)) {
            throw new Malformed("not a JSON object: " + shown);
        }
        if (!(o.get("jsonrpc") instanceof JsonString v) || !v.value().equals("2.0") || o.get("id") == null) {
            throw new Malformed("no \"jsonrpc\": \"2.0\" or no id: " + shown);
        }
        boolean hasResult = o.has("result");
        boolean hasError = o.has("error");
        if (hasResult == hasError || !List.of("jsonrpc", "id", hasResult ? "result" : "error").containsAll(o.names())) {
            throw new Malformed("not exactly one of result and error: " + shown);
        }
        String id = JsonWriter.write(o.get("id"));
        if (hasResult) {
            return new ParsedReply(id, o.get("result"), null, null, null);
        }
        if (!(o.get("error") instanceof JsonObject e) || !(e.get("code") instanceof JsonNumber c)
                || c.findLong().isEmpty() || !(e.get("message") instanceof JsonString m)) {
            throw new Malformed("error without an integer code and a string message: " + shown);
        }
        return new ParsedReply(id, null, (int) c.findLong().getAsLong(), m.value(),
                e.get("data") instanceof JsonObject d ? d : null);
    }

    boolean isSuccess() {
        return code == null;
    }

    /** {@code data.reason} of a gateway error, else {@code null}. */
    String reason() {
        return data != null && data.get("reason") instanceof JsonString s ? s.value() : null;
    }

    /** A gateway error's {@code data.source} is {@code "gateway"}. */
    boolean fromGateway() {
        return data != null && data.get("source") instanceof JsonString s && s.value().equals("gateway");
    }

    /** {@code data.NAME} as a boolean, or {@code null}. */
    Boolean flag(String name) {
        return data != null && data.get(name) instanceof JsonBoolean b ? b.value() : null;
    }

    /** {@code data.NAME} as an integer, or {@code null}. */
    Long number(String name) {
        return data != null && data.get(name) instanceof JsonNumber n ? n.findLong().stream().boxed().findFirst()
                .orElse(null) : null;
    }

    /** {@code data.agentId} as text, or {@code null}. */
    String agentId() {
        return data != null && data.get("agentId") instanceof JsonString s ? s.value() : null;
    }

    /** A short outcome key for tallies: {@code ok}, or the code and reason. */
    String outcome() {
        return isSuccess() ? "ok" : code + " " + reason();
    }
}
