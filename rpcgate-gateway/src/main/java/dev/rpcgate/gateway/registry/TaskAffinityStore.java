package dev.rpcgate.gateway.registry;

/**
 * Where the gateway remembers which instance of an agent holds a task: task ids are unique per agent only, so every
 * entry is keyed by agent id and task id, and each expires a fixed time after it was last remembered. A store never
 * throws: when it cannot answer, the task is unknown and the call goes round-robin. Thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public interface TaskAffinityStore {
    /** The instance URL remembered for {@code taskId} of {@code agentId}, or {@code null} when none is. */
    String find(String agentId, String taskId);

    /** Remembers that {@code instance} of {@code agentId} holds {@code taskId}, restarting the entry's time to live. */
    void remember(String agentId, String taskId, String instance);
}
