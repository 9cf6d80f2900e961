package dev.rpcgate.gateway.load;

import java.util.Set;

/**
 * One slice of the load: the agent its requests target, how many concurrent clients send how many requests each,
 * what each request is, and which replies are right for it. No agent but {@link #CAPPED} gets more concurrent clients
 * than the gateway's {@code agentMaxConcurrency} ({@value GatewayLoadTest#CAP}), so only the capped agent may answer
 * "server busy"; the capped one gets three times the cap.
 */
enum Group {
    /** A healthy agent: every call succeeds. */
    ECHO("load-echo", 20, 400),
    /** A healthy agent that holds each call a few ms, with 3 × the cap of concurrent clients. */
    CAPPED("load-capped", 3 * GatewayLoadTest.CAP, 50),
    /** Answers after 20 ms, or after 1.5 s for every third call, which has a 1 s timeout: -32001. */
    SLOW("load-slow", 20, 10),
    /** HTTP 503: -32003. */
    UNAVAILABLE("load-unavailable", 20, 100),
    /** HTTP 500 with a text body: -32603 with the status, executed. */
    FAILING("load-failing", 20, 100),
    /** HTTP 200 with HTML: -32004. */
    GARBAGE("load-garbage", 20, 100),
    /** Registered, then its server is closed mid-run: success before, -32003 after. */
    VANISHING("load-vanishing", 20, 100),
    /** Never registered: -32002. */
    GHOST("ghost-agent-01", 10, 40),
    /** Bodies the gateway cannot parse (cut off, or the wrong Content-Type), sent to the healthy agent: -32700. */
    MALFORMED("load-echo", 10, 40);

    static final long SLOW_MILLIS = 1500;
    static final long QUICK_MILLIS = 20;

    final String agentId;
    final int workers;
    final int perWorker;

    Group(String agentId, int workers, int perWorker) {
        this.agentId = agentId;
        this.workers = workers;
        this.perWorker = perWorker;
    }

    /** One request: its id as JSON, its body and Content-Type. */
    record Call(String idJson, String body, String contentType, int seq) {
    }

    /** The {@code seq}-th request of client {@code worker}; ids alternate numbers and (non-ASCII) strings. */
    Call call(int worker, int seq) {
        String id = seq % 2 == 0 ? Long.toString(ordinal() * 10_000_000L + worker * 10_000L + seq)
                : "\"" + name().toLowerCase(java.util.Locale.ROOT) + "-" + worker + "-" + seq + "-\u00e9\u2713\"";
        String params;
        if (this == SLOW) {
            long delay = seq % 3 == 2 ? SLOW_MILLIS : QUICK_MILLIS;
            params = "{\"message\":" + message(worker, seq) + ",\"configuration\":{\"timeout\":1},"
                    + "\"metadata\":{\"delayMillis\":" + delay + "}}";
        } else {
            params = "{\"message\":" + message(worker, seq) + "}";
        }
        String body = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"message/send\",\"params\":" + params + "}";
        if (this == MALFORMED) {
            return seq % 2 == 0
                    ? new Call("null", body.substring(0, body.length() / 2), "application/json", seq)
                    : new Call("null", body, "text/plain", seq);
        }
        return new Call(id, body, "application/json; charset=utf-8", seq);
    }

    private static String message(int worker, int seq) {
        return "{\"role\":\"user\",\"messageId\":\"m-" + worker + "-" + seq + "\",\"kind\":\"message\","
                + "\"parts\":[{\"kind\":\"text\",\"text\":\"hello " + seq + "\"}]}";
    }

    /**
     * Why {@code r} is the wrong reply to {@code c}, or {@code null} when it is right. {@code sentAfterVanish}: the
     * request left after the vanishing agent's server had been closed.
     */
    String problem(Call c, ParsedReply r, boolean sentAfterVanish) {
        if (!r.idJson().equals(c.idJson())) {
            return "id " + r.idJson() + " instead of " + c.idJson();
        }
        if (!r.isSuccess() && !r.fromGateway()) {
            return "an error that is not the gateway's: " + r.code() + " " + r.message();
        }
        if (!r.isSuccess() && this != MALFORMED && !agentId.equals(r.agentId())) {
            return "data.agentId " + r.agentId();
        }
        return switch (this) {
            case ECHO -> success(r);
            case CAPPED -> r.isSuccess() ? success(r) : expect(r, -32003, "server_busy");
            case SLOW -> c.seq() % 3 == 2
                    ? expectOr(expect(r, -32001, "agent_timeout"), Boolean.TRUE.equals(r.flag("mayHaveExecuted")),
                            "no mayHaveExecuted")
                    : success(r);
            case UNAVAILABLE -> expectOr(expect(r, -32003, "agent_unavailable"), Long.valueOf(503).equals(
                    r.number("status")), "status " + r.number("status"));
            case FAILING -> expectOr(expectOr(expect(r, -32603, "agent_http_error"), Long.valueOf(500).equals(
                    r.number("status")), "status " + r.number("status")), Boolean.TRUE.equals(r.flag("executed")),
                    "not executed");
            case GARBAGE -> expect(r, -32004, "agent_invalid_response");
            case VANISHING -> r.isSuccess()
                    ? (sentAfterVanish ? "success after the agent's server was closed" : success(r))
                    : Set.of("agent_unreachable", "agent_unavailable").contains(r.reason()) && r.code() == -32003
                    ? null : "expected -32003 unreachable/unavailable, got " + r.outcome();
            case GHOST -> expectOr(expect(r, -32002, "agent_not_found"),
                    ("agent not found: " + agentId).equals(r.message()), "message " + r.message());
            case MALFORMED -> expect(r, -32700, c.seq() % 2 == 0 ? "parse_error" : "unsupported_content_type");
        };
    }

    private static String success(ParsedReply r) {
        if (!r.isSuccess()) {
            return "expected a success, got " + r.outcome() + " " + r.message();
        }
        return r.result() instanceof dev.rpcgate.core.json.JsonObject o && o.get("kind") != null
                && dev.rpcgate.core.json.JsonWriter.write(o.get("kind")).equals("\"message\"")
                ? null : "a result that is not the agent's message";
    }

    private static String expect(ParsedReply r, int code, String reason) {
        return r.isSuccess() || r.code() != code || !reason.equals(r.reason())
                ? "expected " + code + " " + reason + ", got " + r.outcome() : null;
    }

    private static String expectOr(String first, boolean ok, String otherwise) {
        return first != null ? first : ok ? null : otherwise;
    }
}
