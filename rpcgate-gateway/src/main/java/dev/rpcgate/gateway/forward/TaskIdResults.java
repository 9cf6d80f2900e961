package dev.rpcgate.gateway.forward;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.Map;
import java.util.Set;

/**
 * Which task an agent's result or stream event is about, so the gateway learns where the task lives. v0.3 results
 * and events say what they are in {@code kind}: a {@code task} names itself in {@code id}, a {@code message},
 * {@code status-update} or {@code artifact-update} names its task in {@code taskId}. v1.0 wraps a SendMessageResponse
 * or StreamResponse in one member: {@code task.id}, or {@code taskId} of {@code message}, {@code statusUpdate} or
 * {@code artifactUpdate}; GetTask and CancelTask answer a bare Task ({@code id}). Stateless.
 */
final class TaskIdResults {
    /** v0.3: the results that are a Task or a Message (a stream answered as one JSON reply included). */
    private static final Set<String> V0_3_TASK_RESULTS = Set.of(A2aMethods.MESSAGE_SEND, A2aMethods.MESSAGE_STREAM,
            A2aMethods.TASKS_GET, A2aMethods.TASKS_CANCEL, A2aMethods.TASKS_RESUBSCRIBE);
    /** v0.3 {@code kind} -> the member naming the task. */
    private static final Map<String, String> V0_3_KINDS = Map.of("task", "id", "message", "taskId",
            "status-update", "taskId", "artifact-update", "taskId");

    /** v1.0: the results that wrap one payload (SendMessageResponse, StreamResponse). */
    private static final Set<String> V1_0_WRAPPED = Set.of(V1Method.SEND_MESSAGE.wireName(),
            V1Method.SEND_STREAMING_MESSAGE.wireName(), V1Method.SUBSCRIBE_TO_TASK.wireName());
    /** v1.0: the results that are a bare Task. */
    private static final Set<String> V1_0_TASK = Set.of(V1Method.GET_TASK.wireName(), V1Method.CANCEL_TASK.wireName());
    /** v1.0 payload member -> the member naming the task in it. */
    private static final Map<String, String> V1_0_PAYLOADS = Map.of("task", "id", "message", "taskId",
            "statusUpdate", "taskId", "artifactUpdate", "taskId");

    private TaskIdResults() {
    }

    /** The task a successful reply to {@code method} is about, or {@code null}. */
    static String ofReply(A2aVersion version, String method, JsonValue result) {
        if (method == null || !(result instanceof JsonObject o)) {
            return null;
        }
        if (version == A2aVersion.V1_0) {
            if (V1_0_TASK.contains(method)) {
                return TaskIds.at(o, "id");
            }
            return V1_0_WRAPPED.contains(method) ? wrapped(o) : null;
        }
        return V0_3_TASK_RESULTS.contains(method) ? kinded(o) : null;
    }

    /** The task one stream event's {@code result} is about, or {@code null}. */
    static String ofEvent(A2aVersion version, JsonValue result) {
        if (!(result instanceof JsonObject o)) {
            return null;
        }
        return version == A2aVersion.V1_0 ? wrapped(o) : kinded(o);
    }

    private static String kinded(JsonObject o) {
        String member = o.get("kind") instanceof JsonString k ? V0_3_KINDS.get(k.value()) : null;
        return member == null ? null : TaskIds.at(o, member);
    }

    private static String wrapped(JsonObject o) {
        for (Map.Entry<String, String> p : V1_0_PAYLOADS.entrySet()) {
            String id = TaskIds.at(o.get(p.getKey()), p.getValue());
            if (id != null) {
                return id; // a oneof: the payload present
            }
        }
        return null;
    }
}
