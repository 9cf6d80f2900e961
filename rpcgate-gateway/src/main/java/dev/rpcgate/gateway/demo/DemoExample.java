package dev.rpcgate.gateway.demo;

/**
 * One request of the demo's walk-through: what to send, and the error code (and, where the reference shows it, the
 * message) the gateway answers with.
 *
 * @param title       what it shows
 * @param agentPath   the path segment after {@code /a2a/} (an agent id, or a malformed one)
 * @param contentType the {@code Content-Type} sent
 * @param body        the request body
 * @param code        the error code expected, or {@code null} for a result
 * @param message     the exact error message expected, or {@code null} when only the code is promised
 */
public record DemoExample(String title, String agentPath, String contentType, String body, Integer code,
                          String message) {
    /** The curl command that sends it to a gateway at {@code base} (e.g. {@code http://127.0.0.1:9090}). */
    public String curl(String base) {
        return "curl -s -X POST " + base + "/a2a/" + agentPath + " -H 'Content-Type: " + contentType + "' -d '"
                + body.replace("'", "'\\''") + "'";
    }

    /** What the reply should carry, for a person. */
    public String expected() {
        if (code == null) {
            return "a result from the agent, passed through unchanged";
        }
        return message == null ? "error " + code : "error " + code + " \"" + message + "\"";
    }
}
