package dev.rpcgate.gateway.demo;

import java.util.List;

/**
 * One request of the demo's walk-through: what to send, and the error code (and, where it is fixed, the
 * message) the gateway answers with.
 *
 * @param title       what it shows
 * @param agentPath   the path segment after {@code /a2a/} (an agent id, or a malformed one)
 * @param contentType the {@code Content-Type} sent
 * @param body        the request body
 * @param code        the error code expected, or {@code null} for a result
 * @param message     the exact error message expected, or {@code null} when only the code is promised
 * @param headers     more header fields sent, each {@code Name: value} (an A2A v1.0 request's {@code A2A-Version})
 */
public record DemoExample(String title, String agentPath, String contentType, String body, Integer code,
                          String message, List<String> headers) {
    /** Copies the header fields. */
    public DemoExample {
        headers = List.copyOf(headers);
    }

    /** An example with no header fields beyond {@code Content-Type}. */
    public DemoExample(String title, String agentPath, String contentType, String body, Integer code, String message) {
        this(title, agentPath, contentType, body, code, message, List.of());
    }

    /** True when the request declares A2A v1.0, so the gateway's errors come in the v1.0 form. */
    public boolean isV1() {
        return headers.contains("A2A-Version: 1.0");
    }

    /** The curl command that sends it to a gateway at {@code base} (e.g. {@code http://127.0.0.1:9090}). */
    public String curl(String base) {
        StringBuilder extra = new StringBuilder();
        for (String h : headers) {
            extra.append(" -H '").append(h).append('\'');
        }
        return "curl -s -X POST " + base + "/a2a/" + agentPath + " -H 'Content-Type: " + contentType + "'" + extra
                + " -d '" + body.replace("'", "'\\''") + "'";
    }

    /** What the reply should carry, for a person. */
    public String expected() {
        if (code == null) {
            return "a result from the agent, passed through unchanged";
        }
        return message == null ? "error " + code : "error " + code + " \"" + message + "\"";
    }
}
