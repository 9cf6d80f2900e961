package dev.rpcgate.gateway.forward;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import java.util.Map;

/**
 * Which existing task a call is about, read from its params: per A2A version and method, the member that names the
 * task. A method missing from the table, or params without a usable id there, name no task. Stateless.
 */
final class TaskIdParams {
    private static final List<String> ID = List.of("id");
    private static final List<String> TASK_ID = List.of("taskId");
    private static final List<String> MESSAGE_TASK_ID = List.of("message", "taskId");

    /** v0.3: TaskQueryParams / TaskIdParams carry {@code id}; TaskPushNotificationConfig carries {@code taskId}. */
    private static final Map<String, List<String>> V0_3 = Map.of(
            A2aMethods.MESSAGE_SEND, MESSAGE_TASK_ID,
            A2aMethods.MESSAGE_STREAM, MESSAGE_TASK_ID,
            A2aMethods.TASKS_GET, ID,
            A2aMethods.TASKS_CANCEL, ID,
            A2aMethods.TASKS_RESUBSCRIBE, ID,
            A2aMethods.PUSH_CONFIG_SET, TASK_ID,
            A2aMethods.PUSH_CONFIG_GET, ID,
            A2aMethods.PUSH_CONFIG_LIST, ID,
            A2aMethods.PUSH_CONFIG_DELETE, ID);

    /** v1.0: the task requests carry {@code id}; every push notification config request carries {@code taskId}. */
    private static final Map<String, List<String>> V1_0 = Map.of(
            V1Method.SEND_MESSAGE.wireName(), MESSAGE_TASK_ID,
            V1Method.SEND_STREAMING_MESSAGE.wireName(), MESSAGE_TASK_ID,
            V1Method.GET_TASK.wireName(), ID,
            V1Method.CANCEL_TASK.wireName(), ID,
            V1Method.SUBSCRIBE_TO_TASK.wireName(), ID,
            V1Method.CREATE_TASK_PUSH_NOTIFICATION_CONFIG.wireName(), TASK_ID,
            V1Method.GET_TASK_PUSH_NOTIFICATION_CONFIG.wireName(), TASK_ID,
            V1Method.LIST_TASK_PUSH_NOTIFICATION_CONFIGS.wireName(), TASK_ID,
            V1Method.DELETE_TASK_PUSH_NOTIFICATION_CONFIG.wireName(), TASK_ID);

    private TaskIdParams() {
    }

    /** The id of the task {@code method}'s {@code params} name in {@code version}, or {@code null}. */
    static String find(A2aVersion version, String method, JsonValue params) {
        if (method == null || params == null) {
            return null;
        }
        List<String> path = table(version).get(method);
        return path == null ? null : TaskIds.at(params, path);
    }

    /** Method -> the path of member names to the task id in its params, for {@code version}. */
    static Map<String, List<String>> table(A2aVersion version) {
        return version == A2aVersion.V1_0 ? V1_0 : V0_3;
    }
}
