package dev.rpcgate.bench.gateway;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.nio.charset.StandardCharsets;

/**
 * The echo agent's replies, by the request's method: A2A v1.0 {@code SendMessage} gets a v1.0 SendMessageResponse
 * ({@code {"message":{...}}}, role {@code ROLE_AGENT}) echoing the request's {@code params.message.parts} (or one text
 * part {@code ok} when they are not an array); any other request with an id gets a fixed small v0.3 agent message. Both
 * come under the request's id, so the gateway's id check passes; a body that is not an object with an id gets a parse
 * error with id null. Stateless.
 */
final class EchoReplies {
    /** The v1.0 method answered with a SendMessageResponse. */
    static final String SEND_MESSAGE = "SendMessage";
    private static final byte[] BAD = bytes(
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
    private static final String V03_RESULT = ",\"result\":{\"kind\":\"message\",\"messageId\":\"bench-reply\",\"role\":"
            + "\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"ok\"}]}}";
    private static final String V1_RESULT = ",\"result\":{\"message\":{\"messageId\":\"bench-reply\",\"role\":"
            + "\"ROLE_AGENT\",\"parts\":";
    private static final String V1_DEFAULT_PARTS = "[{\"text\":\"ok\"}]";

    private EchoReplies() {
    }

    /** The reply to one request body. */
    static byte[] reply(byte[] request) {
        if (!(JsonReader.standard().read(request).value() instanceof JsonObject o) || o.get("id") == null) {
            return BAD;
        }
        String head = "{\"jsonrpc\":\"2.0\",\"id\":" + JsonWriter.write(o.get("id"));
        if (o.get("method") instanceof JsonString m && m.value().equals(SEND_MESSAGE)) {
            return bytes(head + V1_RESULT + parts(o.get("params")) + "}}}");
        }
        return bytes(head + V03_RESULT);
    }

    private static String parts(JsonValue params) {
        if (params instanceof JsonObject p && p.get("message") instanceof JsonObject m
                && m.get("parts") instanceof JsonArray parts) {
            return JsonWriter.write(parts);
        }
        return V1_DEFAULT_PARTS;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
