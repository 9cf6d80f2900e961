package dev.rpcgate.gateway.forward;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.json.JsonValue;

/**
 * What task affinity needs of one call: its A2A version and method (to read the task its reply names) and the task
 * its params name ({@code null}: none, the call goes round-robin).
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public record TaskCall(A2aVersion version, String method, String taskId) {
    /** A call task affinity ignores: it names no task and nothing is learned from its reply. */
    static final TaskCall NONE = new TaskCall(null, null, null);

    /** The call {@code method} with {@code params} in {@code version}. */
    public static TaskCall of(A2aVersion version, String method, JsonValue params) {
        return new TaskCall(version, method, TaskIdParams.find(version, method, params));
    }
}
