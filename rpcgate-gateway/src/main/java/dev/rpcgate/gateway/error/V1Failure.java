package dev.rpcgate.gateway.error;

import dev.rpcgate.a2a.receiver.V1Receiver;
import dev.rpcgate.a2a.v1.V1Error;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Replies;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A gateway failure in A2A v1.0's error form: {@code error} holds only {@code code}, {@code message} and
 * {@code data}, an array whose first element is a google.rpc.ErrorInfo of domain {@value #DOMAIN} — the reason
 * upper-cased ({@code agent_timeout} is {@code AGENT_TIMEOUT}), the metadata strings {@code agentId} (when known),
 * {@code executed}, {@code retryable}, {@code mayHaveExecuted} and, where they apply, {@code status} and
 * {@code retryAfter}. A failure with findings (-32700, -32600, -32602) adds the google.rpc.BadRequest and rpcgate's
 * findings object that every rpcgate v1.0 receiver answers with.
 */
final class V1Failure {
    /** The ErrorInfo domain of the errors the gateway makes itself. */
    static final String DOMAIN = "gateway.rpcgate.dev";

    private V1Failure() {
    }

    static JsonObject reply(Failure f, Id id, String agentId) {
        JsonObject.Builder metadata = JsonObject.builder();
        if (agentId != null) {
            metadata.put("agentId", agentId);
        }
        metadata.put("executed", Boolean.toString(f.executed()))
                .put("retryable", Boolean.toString(f.retryable()))
                .put("mayHaveExecuted", Boolean.toString(f.mayHaveExecuted()));
        if (f.status() != null) {
            metadata.put("status", f.status().toString());
        }
        if (f.retryAfter() != null) {
            metadata.put("retryAfter", text(f.retryAfter()));
        }
        JsonObject info = JsonObject.builder().put("@type", V1Error.ERROR_INFO_TYPE)
                .put("reason", f.reason().toUpperCase(Locale.ROOT)).put("domain", DOMAIN)
                .put("metadata", metadata.build()).build();
        List<JsonValue> data = new ArrayList<>(3);
        data.add(info);
        if (!f.findings().isEmpty()) {
            data.addAll(V1Receiver.invalidParamsData(f.findings()).elements());
        }
        return Replies.error(id, f.v1Code(), f.message(), JsonArray.of(data));
    }

    private static String text(JsonValue v) {
        return v instanceof dev.rpcgate.core.json.JsonString s ? s.value() : JsonWriter.write(v);
    }
}
