package dev.rpcgate.gateway.forward;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.AgentRegistry;
import dev.rpcgate.gateway.registry.MemoryTaskAffinityStore;
import dev.rpcgate.gateway.registry.RedisRegistry;
import dev.rpcgate.gateway.registry.TaskAffinityStore;
import java.net.URI;
import java.time.Clock;
import java.util.function.Consumer;

/**
 * Task affinity: a call about an existing task goes to the instance of the agent that holds it, since instances keep
 * separate task stores. Where a task lives is learned from the agent's successful replies and stream events (see
 * {@link TaskIdResults}); a call whose task is unknown, expired, or remembered on an instance the agent no longer
 * has, goes round-robin. Thread-safe.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class TaskAffinity {
    /** The largest event data read for a task id; larger events are relayed without being read. */
    static final int MAX_EVENT_BYTES = 256 * 1024;
    private static final JsonReader EVENTS = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(MAX_EVENT_BYTES));

    private final TaskAffinityStore store;

    public TaskAffinity(TaskAffinityStore store) {
        this.store = store;
    }

    /**
     * The store {@code registry} calls for: shared through its Redis when it is a {@link RedisRegistry}, else this
     * gateway's memory ({@value MemoryTaskAffinityStore#DEFAULT_MAX_ENTRIES} entries). Entries live
     * {@code ttlSeconds}.
     */
    public static TaskAffinity forRegistry(AgentRegistry registry, long ttlSeconds) {
        return new TaskAffinity(registry instanceof RedisRegistry redis ? redis.taskAffinityStore(ttlSeconds)
                : new MemoryTaskAffinityStore(MemoryTaskAffinityStore.DEFAULT_MAX_ENTRIES,
                        Math.multiplyExact(ttlSeconds, 1000L), Clock.systemUTC()));
    }

    /** The store underneath (tests look at it). */
    TaskAffinityStore store() {
        return store;
    }

    /**
     * The instance of {@code agent} holding the task {@code call} names, when it is known and still one of the
     * agent's instances; else {@code null}. An agent with one instance is never looked up: there is no choice.
     */
    URI instanceFor(Agent agent, TaskCall call) {
        if (call.taskId() == null || agent.instances().size() < 2) {
            return null;
        }
        String at = store.find(agent.id(), call.taskId());
        if (at == null) {
            return null;
        }
        for (URI u : agent.instances()) {
            if (u.toString().equals(at)) {
                return u;
            }
        }
        return null;
    }

    /** Learns from {@code result}, the successful reply {@code instance} of {@code agent} gave to {@code call}. */
    void learnFromReply(Agent agent, URI instance, TaskCall call, JsonValue result) {
        remember(agent.id(), instance, TaskIdResults.ofReply(call.version(), call.method(), result));
    }

    /**
     * Learns from one stream event: {@code data} is the event's data, a JSON-RPC response whose {@code result} is an
     * event of {@code version}, relayed from {@code instance} of the agent {@code agentId}. Data that is not such an
     * event, or over {@value #MAX_EVENT_BYTES} bytes, teaches nothing.
     *
     * @return the task id learned, or {@code null}
     */
    String learnFromEvent(String agentId, URI instance, A2aVersion version, String data) {
        if (data == null || data.length() > MAX_EVENT_BYTES) {
            return null;
        }
        JsonParse parse = EVENTS.read(data);
        if (!parse.isValid() || !(parse.value() instanceof JsonObject response)) {
            return null;
        }
        String taskId = TaskIdResults.ofEvent(version, response.get("result"));
        remember(agentId, instance, taskId);
        return taskId;
    }

    /**
     * An observer of one relayed stream's event data ({@code Answer.Stream.onEvent}): it learns from events until
     * one names a task, then reads no more, since a stream is about one task. Used by the relay's one thread.
     */
    public Consumer<String> events(Agent agent, A2aVersion version, URI instance) {
        return new Consumer<>() {
            private boolean learned;

            @Override
            public void accept(String data) {
                if (!learned) {
                    learned = learnFromEvent(agent.id(), instance, version, data) != null;
                }
            }
        };
    }

    private void remember(String agentId, URI instance, String taskId) {
        if (taskId != null) {
            store.remember(agentId, taskId, instance.toString());
        }
    }
}
