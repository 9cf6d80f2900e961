package dev.rpcgate.gateway.error;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Replies;
import java.util.List;

/**
 * A gateway-originated error: its code, message and the {@code error.data} every such error carries
 * ({@code source: "gateway"}, {@code executed}, {@code retryable}, {@code reason}, {@code agentId}, and where they
 * apply {@code mayHaveExecuted}, {@code status}, {@code retryAfter}, {@code findings}).
 *
 * <p>Internal to rpcgate-gateway; not API.
 *
 * @param code            the JSON-RPC code answered to A2A v0.3 traffic
 * @param v1Code          the JSON-RPC code answered to A2A v1.0 traffic
 * @param message         the error message
 * @param reason          a fixed-vocabulary reason, e.g. {@code agent_timeout}
 * @param executed        whether the agent ran the call
 * @param retryable       whether resending the same request may succeed (transport errors)
 * @param mayHaveExecuted true when the agent may have done the work although the call failed (a timeout)
 * @param status          the agent's HTTP status, or {@code null}
 * @param retryAfter      the agent's {@code Retry-After} (seconds as a number, else the header text), or {@code null}
 * @param findings        the findings behind a -32700, -32600 or -32602, else empty
 */
public record Failure(int code, int v1Code, String message, String reason, boolean executed, boolean retryable, boolean mayHaveExecuted,
               Integer status, JsonValue retryAfter, List<Finding> findings) {

    /** The findings a reply carries at most, so a hostile request cannot make a huge error. */
    public static final int MAX_FINDINGS = 32;

    public Failure {
        findings = findings.size() > MAX_FINDINGS ? List.copyOf(findings.subList(0, MAX_FINDINGS))
                : List.copyOf(findings);
    }

    /** The failure a row of the error table describes, with no detail in its message. */
    public static Failure of(GatewayError error) {
        return of(error, null, List.of());
    }

    /** The failure a row of the error table describes, {@code detail} filling its message. */
    public static Failure of(GatewayError error, String detail) {
        return of(error, detail, List.of());
    }

    /**
     * The failure a row of the error table describes.
     *
     * @param detail   what fills the row's message, or {@code null} for a row that takes none
     * @param findings the findings the reply carries ({@code data.findings}); errors only
     */
    public static Failure of(GatewayError error, String detail, List<Finding> findings) {
        return new Failure(error.code(), error.v1Code(), error.message(detail), error.reason(), error.executed(), error.retryable(),
                error.mayHaveExecuted(), null, null, findings);
    }

    /** An unexpected failure inside the gateway. */
    public static Failure internal() {
        return of(GatewayError.INTERNAL_ERROR);
    }

    public Failure withStatus(int value) {
        return new Failure(code, v1Code, message, reason, executed, retryable, mayHaveExecuted, value, retryAfter, findings);
    }

    public Failure withRetryAfter(JsonValue value) {
        return new Failure(code, v1Code, message, reason, executed, retryable, mayHaveExecuted, status, value, findings);
    }

    public Failure executed(boolean value) {
        return new Failure(code, v1Code, message, reason, value, retryable, mayHaveExecuted, status, retryAfter, findings);
    }

    /** The code answered to traffic of {@code version}. */
    public int code(A2aVersion version) {
        return version == A2aVersion.V1_0 ? v1Code : code;
    }

    /**
     * The error reply to a request with {@code id} in {@code version}'s profile, about {@code agentId} ({@code null}
     * when the path's was bad).
     */
    public JsonObject reply(Id id, String agentId, A2aVersion version) {
        return version == A2aVersion.V1_0 ? V1Failure.reply(this, id, agentId) : reply(id, agentId);
    }

    /** The error reply to A2A v0.3 traffic with {@code id}, about {@code agentId} ({@code null} when the path's was bad). */
    public JsonObject reply(Id id, String agentId) {
        JsonObject.Builder data = JsonObject.builder()
                .put("source", "gateway")
                .put("executed", executed)
                .put("retryable", retryable)
                .put("reason", reason);
        data.put("agentId", agentId == null ? JsonNull.NULL : JsonString.of(agentId));
        if (mayHaveExecuted) {
            data.put("mayHaveExecuted", true);
        }
        if (status != null) {
            data.put("status", status);
        }
        if (retryAfter != null) {
            data.put("retryAfter", retryAfter);
        }
        if (!findings.isEmpty()) {
            data.put("findings", TraceJson.findings(findings));
        }
        return Replies.error(id, code, message, data.build());
    }
}
