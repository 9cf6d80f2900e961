package dev.rpcgate.gateway.error;

import dev.rpcgate.core.message.ErrorCodes;

/**
 * Every error the gateway makes itself, one row each: the gate that raises it, the JSON-RPC code of each profile
 * (A2A v0.3 traffic, A2A v1.0 traffic), the message (a
 * {@code {}} in it is filled with the failure's detail: an agent id, a status, a reason), the fixed-vocabulary
 * {@code data.reason}, and what the row says about the call: {@code retryable}, {@code executed},
 * {@code mayHaveExecuted}. A row with one of JSON-RPC's base codes that the gateway raises about the request itself
 * carries that code's standard message ({@code Parse error}, {@code Invalid Request}, {@code Method not found}, …);
 * what exactly was wrong travels in {@code data.reason} and {@code data.findings}. Clients match on the codes,
 * messages and reasons: they never change. {@link Failure#of}
 * builds a failure from a row.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public enum GatewayError {
    /** A missing or non-JSON {@code Content-Type}; the body is never read. */
    UNSUPPORTED_CONTENT_TYPE("PARSE", ErrorCodes.PARSE_ERROR, ErrorCodes.PARSE_ERROR, "Parse error",
            "unsupported_content_type"),
    /** The body is not one strict JSON value. */
    PARSE_ERROR("PARSE", ErrorCodes.PARSE_ERROR, ErrorCodes.PARSE_ERROR, "Parse error", "parse_error"),
    /** Not one JSON-RPC 2.0 request (a batch, a response, a bad envelope), or a body over {@code maxBodyBytes}. */
    INVALID_REQUEST("ENVELOPE", ErrorCodes.INVALID_REQUEST, ErrorCodes.INVALID_REQUEST, "Invalid Request",
            "invalid_request"),
    /** The path's agent id is malformed; the id as sent is in the finding, the message is the code's standard one. */
    INVALID_AGENT_ID("ENVELOPE", ErrorCodes.INVALID_REQUEST, ErrorCodes.INVALID_REQUEST, "Invalid Request",
            "invalid_agent_id"),
    /**
     * The declared {@code A2A-Version} is malformed or neither 0.3 nor 1.0, or the header and the query parameter
     * disagree; the detail is the version as declared. Always answered in the v1.0 form when no version is readable.
     */
    VERSION_NOT_SUPPORTED("ENVELOPE", V1.VERSION_NOT_SUPPORTED, V1.VERSION_NOT_SUPPORTED,
            "version not supported: {}", "version_not_supported"),
    /** A protected route refused the {@code Authorization} header; the detail is the authenticator's reason. */
    AUTH_FAILED("AUTH", -32010, V1.SERVER_ERROR, "authentication failed: {}", "auth_failed"),
    /** No live agent under the id; the detail is the id. Not retryable: re-resolve the agent instead. */
    AGENT_NOT_FOUND("ROUTE", -32002, V1.SERVER_ERROR, "agent not found: {}", "agent_not_found"),
    /** The route is pinned to the other A2A version; the detail names both. Never forwarded. */
    VERSION_NOT_SERVED("DISPATCH", V1.VERSION_NOT_SUPPORTED, V1.VERSION_NOT_SUPPORTED,
            "version not supported by the agent: {}", "version_not_served"),
    /** Not a method of the request's A2A version; the method is in the finding, the message is the standard one. */
    METHOD_NOT_FOUND("DISPATCH", ErrorCodes.METHOD_NOT_FOUND, ErrorCodes.METHOD_NOT_FOUND, "Method not found",
            "method_not_found"),
    /** The params do not fit (an object, the call's timeout, strict mode's A2A validation). */
    INVALID_PARAMS("PARAMS", ErrorCodes.INVALID_PARAMS, ErrorCodes.INVALID_PARAMS, "Invalid params",
            "invalid_params"),
    /** {@code agentMaxConcurrency} calls to the agent are in flight already. */
    SERVER_BUSY("UPSTREAM", -32003, V1.SERVER_ERROR, "server busy: concurrency limit reached", "server_busy",
            Call.TRANSPORT),
    /** Connection refused, DNS failure, connect timeout (on every instance tried). */
    AGENT_UNREACHABLE("UPSTREAM", -32003, V1.SERVER_ERROR, "agent unreachable", "agent_unreachable",
            Call.TRANSPORT),
    /** The deadline passed (headers or body); the detail is the agent id. */
    AGENT_TIMEOUT("UPSTREAM", -32001, V1.SERVER_ERROR, "agent timeout: {}", "agent_timeout", Call.MAY_HAVE_RUN),
    /** HTTP 429, 502, 503 or 504; the detail is the status. */
    AGENT_UNAVAILABLE("UPSTREAM", -32003, V1.SERVER_ERROR, "agent unavailable: {}", "agent_unavailable",
            Call.TRANSPORT),
    /** The connection reset or closed after the request was sent. */
    AGENT_CONNECTION_LOST("UPSTREAM", -32003, V1.SERVER_ERROR, "agent unavailable: connection lost",
            "agent_unavailable", Call.MAY_HAVE_RUN),
    /** The reply is over {@code agentMaxResponseBytes}. */
    AGENT_RESPONSE_TOO_LARGE("UPSTREAM", -32003, V1.SERVER_ERROR, "agent response too large",
            "agent_response_too_large", Call.MAY_HAVE_RUN),
    /** HTTP 3xx, never followed; the detail is the status. */
    AGENT_REDIRECTED("UPSTREAM", -32004, V1.INVALID_AGENT_RESPONSE,
            "agent invalid response: HTTP {} redirect (not followed)", "agent_invalid_response"),
    /** A reply that is not well-formed HTTP/1.1 (status line, headers, framing): the agent may have run the call. */
    AGENT_MALFORMED_REPLY("UPSTREAM", -32004, V1.INVALID_AGENT_RESPONSE,
            "agent invalid response: malformed HTTP reply", "agent_invalid_response", Call.UNCLEAR),
    /** HTTP 2xx that is not a JSON-RPC reply to the call (the agent ran it); another status says it did not. */
    AGENT_INVALID_RESPONSE("UPSTREAM", -32004, V1.INVALID_AGENT_RESPONSE,
            "agent invalid response: not a JSON-RPC reply", "agent_invalid_response", Call.RAN),
    /**
     * On a strict route, a v1.0 success result that breaks the method's result message; the findings say where. The
     * agent ran the call.
     */
    AGENT_INVALID_RESULT("UPSTREAM", -32004, V1.INVALID_AGENT_RESPONSE,
            "agent invalid response: the result does not fit the method", "agent_invalid_response", Call.RAN),
    /** A 4xx/5xx without a JSON-RPC body; the detail is the status. The agent ran the call. */
    AGENT_HTTP_ERROR("UPSTREAM", ErrorCodes.INTERNAL_ERROR, V1.INVALID_AGENT_RESPONSE, "agent error: HTTP {}",
            "agent_http_error", Call.RAN),
    /** An unexpected failure inside the gateway (no stack trace is ever sent), at whichever gate it happened. */
    INTERNAL_ERROR(null, ErrorCodes.INTERNAL_ERROR, ErrorCodes.INTERNAL_ERROR, "Internal error", "internal_error");

    /**
     * The codes of the v1.0 profile that are not JSON-RPC's base codes. A2A v1.0 reserves -32001 to -32099 for its own
     * errors, which its SDKs decode into typed errors (-32001 is TaskNotFound): the gateway's own conditions use
     * -32000, JSON-RPC's implementation-defined server error, told apart by the ErrorInfo reason; an agent reply the
     * gateway cannot pass on is A2A's InvalidAgentResponse, an unsupported version A2A's VersionNotSupported.
     */
    private static final class V1 {
        static final int SERVER_ERROR = -32000;
        static final int INVALID_AGENT_RESPONSE = -32006;
        static final int VERSION_NOT_SUPPORTED = -32009;
    }

    /** What a row says about the call itself. */
    private enum Call {
        /** Refused before the agent: not executed, not retryable. */
        REFUSED(false, false, false),
        /** The transport failed before the agent ran it: resending may succeed. */
        TRANSPORT(false, true, false),
        /** A transport failure after the request was sent: retryable, but the agent may have done the work. */
        MAY_HAVE_RUN(false, true, true),
        /** The reply cannot be read: resending is not safe, and the agent may have done the work. */
        UNCLEAR(false, false, true),
        /** The agent ran the call and answered badly. */
        RAN(true, false, false);

        final boolean executed;
        final boolean retryable;
        final boolean mayHaveExecuted;

        Call(boolean executed, boolean retryable, boolean mayHaveExecuted) {
            this.executed = executed;
            this.retryable = retryable;
            this.mayHaveExecuted = mayHaveExecuted;
        }
    }

    private final String gate;
    private final int code;
    private final int v1Code;
    private final String template;
    private final String reason;
    private final Call call;

    GatewayError(String gate, int code, int v1Code, String template, String reason) {
        this(gate, code, v1Code, template, reason, Call.REFUSED);
    }

    GatewayError(String gate, int code, int v1Code, String template, String reason, Call call) {
        this.gate = gate;
        this.code = code;
        this.v1Code = v1Code;
        this.template = template;
        this.reason = reason;
        this.call = call;
    }

    /**
     * The name of the gate that raises this error (a core {@code Gate} or a {@code GatewayGate}, named rather than
     * referenced so that this package stays below the API package); {@code null} for an internal error, which any
     * gate may hit.
     */
    String gate() {
        return gate;
    }

    /** The JSON-RPC code of the v0.3 profile. */
    int code() {
        return code;
    }

    /** The JSON-RPC code of the v1.0 profile. */
    int v1Code() {
        return v1Code;
    }

    /** The {@code data.reason}. */
    String reason() {
        return reason;
    }

    /** Whether resending the same request may succeed. */
    boolean retryable() {
        return call.retryable;
    }

    /** Whether the agent ran the call. */
    boolean executed() {
        return call.executed;
    }

    /** Whether the agent may have done the work although the call failed. */
    boolean mayHaveExecuted() {
        return call.mayHaveExecuted;
    }

    /** True when the message takes a detail. */
    boolean takesDetail() {
        return template.contains("{}");
    }

    /**
     * The message with {@code detail} in place of the {@code {}}.
     *
     * @throws IllegalArgumentException when the row takes a detail and none is given, or takes none and one is
     */
    String message(String detail) {
        int at = template.indexOf("{}");
        if (at < 0) {
            if (detail != null) {
                throw new IllegalArgumentException(this + " takes no detail: " + detail);
            }
            return template;
        }
        if (detail == null) {
            throw new IllegalArgumentException(this + " needs a detail");
        }
        return template.substring(0, at) + detail + template.substring(at + 2);
    }
}
