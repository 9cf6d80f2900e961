package dev.rpcgate.a2a.v1;

import java.util.Optional;

/** The eleven JSON-RPC methods of A2A v1.0, with the proto messages of their params and results. */
public enum V1Method {
    /** Sends a message; the result is a SendMessageResponse (a task or a message). */
    SEND_MESSAGE("SendMessage", "SendMessageRequest", "SendMessageResponse", false),
    /** Sends a message and streams StreamResponse events (SSE). */
    SEND_STREAMING_MESSAGE("SendStreamingMessage", "SendMessageRequest", "StreamResponse", true),
    /** Reads a task. */
    GET_TASK("GetTask", "GetTaskRequest", "Task", false),
    /** Lists tasks, filtered and paged. */
    LIST_TASKS("ListTasks", "ListTasksRequest", "ListTasksResponse", false),
    /** Cancels a task. */
    CANCEL_TASK("CancelTask", "CancelTaskRequest", "Task", false),
    /** Streams the StreamResponse events of a task that is not in a terminal state. */
    SUBSCRIBE_TO_TASK("SubscribeToTask", "SubscribeToTaskRequest", "StreamResponse", true),
    /** Creates a push-notification config; params and result are a TaskPushNotificationConfig. */
    CREATE_TASK_PUSH_NOTIFICATION_CONFIG("CreateTaskPushNotificationConfig", "TaskPushNotificationConfig",
            "TaskPushNotificationConfig", false),
    /** Reads a push-notification config. */
    GET_TASK_PUSH_NOTIFICATION_CONFIG("GetTaskPushNotificationConfig", "GetTaskPushNotificationConfigRequest",
            "TaskPushNotificationConfig", false),
    /** Lists a task's push-notification configs. */
    LIST_TASK_PUSH_NOTIFICATION_CONFIGS("ListTaskPushNotificationConfigs", "ListTaskPushNotificationConfigsRequest",
            "ListTaskPushNotificationConfigsResponse", false),
    /** Deletes a push-notification config; the result is google.protobuf.Empty ({@code {}}). */
    DELETE_TASK_PUSH_NOTIFICATION_CONFIG("DeleteTaskPushNotificationConfig", "DeleteTaskPushNotificationConfigRequest",
            "google.protobuf.Empty", false),
    /** Reads the extended agent card of an authenticated client. */
    GET_EXTENDED_AGENT_CARD("GetExtendedAgentCard", "GetExtendedAgentCardRequest", "AgentCard", false);

    private final String wireName;
    private final String requestMessage;
    private final String resultMessage;
    private final boolean streaming;

    V1Method(String wireName, String requestMessage, String resultMessage, boolean streaming) {
        this.wireName = wireName;
        this.requestMessage = requestMessage;
        this.resultMessage = resultMessage;
        this.streaming = streaming;
    }

    /** The JSON-RPC method name, e.g. {@code SendMessage}. */
    public String wireName() {
        return wireName;
    }

    /** The proto message of the params, e.g. {@code SendMessageRequest}. */
    public String requestMessage() {
        return requestMessage;
    }

    /** The proto message of a result (for a streaming method: of each event), e.g. {@code SendMessageResponse}. */
    public String resultMessage() {
        return resultMessage;
    }

    /** True for the methods that answer with a stream of StreamResponse events. */
    public boolean isStreaming() {
        return streaming;
    }

    /** The method of exactly that wire name (case-sensitive); empty for any other name. */
    public static Optional<V1Method> findByWireName(String wireName) {
        if (wireName == null) {
            return Optional.empty();
        }
        for (V1Method m : values()) {
            if (m.wireName.equals(wireName)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
