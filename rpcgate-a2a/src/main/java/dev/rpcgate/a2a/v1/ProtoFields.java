package dev.rpcgate.a2a.v1;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The fields of every proto message that {@link V1Json} reads and writes, by their json names in proto order. */
final class ProtoFields {
    static final Fields PART = Fields.of("Part", "text", "raw", "url", "data", "metadata", "filename", "mediaType");
    static final Fields MESSAGE = Fields.of("Message", "messageId", "contextId", "taskId", "role", "parts", "metadata",
            "extensions", "referenceTaskIds");
    static final Fields TASK = Fields.of("Task", "id", "contextId", "status", "artifacts", "history", "metadata");
    static final Fields TASK_STATUS = Fields.of("TaskStatus", "state", "message", "timestamp");
    static final Fields ARTIFACT = Fields.of("Artifact", "artifactId", "name", "description", "parts", "metadata",
            "extensions");
    static final Fields STATUS_UPDATE = Fields.of("TaskStatusUpdateEvent", "taskId", "contextId", "status",
            "metadata");
    static final Fields ARTIFACT_UPDATE = Fields.of("TaskArtifactUpdateEvent", "taskId", "contextId", "artifact",
            "append", "lastChunk", "metadata");
    static final Fields SEND_RESPONSE = Fields.of("SendMessageResponse", "task", "message");
    static final Fields STREAM_RESPONSE = Fields.of("StreamResponse", "task", "message", "statusUpdate",
            "artifactUpdate");

    static final Fields SEND_REQUEST = Fields.of("SendMessageRequest", "tenant", "message", "configuration",
            "metadata");
    static final Fields SEND_CONFIGURATION = Fields.of("SendMessageConfiguration", "acceptedOutputModes",
            "taskPushNotificationConfig", "historyLength", "returnImmediately");
    static final Fields PUSH_CONFIG = Fields.of("TaskPushNotificationConfig", "tenant", "id", "taskId", "url", "token",
            "authentication");
    static final Fields AUTHENTICATION = Fields.of("AuthenticationInfo", "scheme", "credentials");
    static final Fields GET_TASK = Fields.of("GetTaskRequest", "tenant", "id", "historyLength");
    static final Fields LIST_TASKS = Fields.of("ListTasksRequest", "tenant", "contextId", "status", "pageSize",
            "pageToken", "historyLength", "statusTimestampAfter", "includeArtifacts");
    static final Fields LIST_TASKS_RESPONSE = Fields.of("ListTasksResponse", "tasks", "nextPageToken", "pageSize",
            "totalSize");
    static final Fields CANCEL_TASK = Fields.of("CancelTaskRequest", "tenant", "id", "metadata");
    static final Fields GET_PUSH_CONFIG = Fields.of("GetTaskPushNotificationConfigRequest", "tenant", "taskId", "id");
    static final Fields DELETE_PUSH_CONFIG = Fields.of("DeleteTaskPushNotificationConfigRequest", "tenant", "taskId",
            "id");
    static final Fields SUBSCRIBE = Fields.of("SubscribeToTaskRequest", "tenant", "id");
    static final Fields LIST_PUSH_CONFIGS = Fields.of("ListTaskPushNotificationConfigsRequest", "tenant", "taskId",
            "pageSize", "pageToken");
    static final Fields LIST_PUSH_CONFIGS_RESPONSE = Fields.of("ListTaskPushNotificationConfigsResponse", "configs",
            "nextPageToken");
    static final Fields GET_EXTENDED_CARD = Fields.of("GetExtendedAgentCardRequest", "tenant");

    static final Fields AGENT_CARD = Fields.of("AgentCard", "name", "description", "supportedInterfaces", "provider",
            "version", "documentationUrl", "capabilities", "securitySchemes", "securityRequirements",
            "defaultInputModes", "defaultOutputModes", "skills", "signatures", "iconUrl");
    static final Fields AGENT_INTERFACE = Fields.of("AgentInterface", "url", "protocolBinding", "tenant",
            "protocolVersion");
    static final Fields AGENT_PROVIDER = Fields.of("AgentProvider", "url", "organization");
    static final Fields AGENT_CAPABILITIES = Fields.of("AgentCapabilities", "streaming", "pushNotifications",
            "extensions", "extendedAgentCard");
    static final Fields AGENT_EXTENSION = Fields.of("AgentExtension", "uri", "description", "required", "params");
    static final Fields AGENT_SKILL = Fields.of("AgentSkill", "id", "name", "description", "tags", "examples",
            "inputModes", "outputModes", "securityRequirements");
    static final Fields AGENT_CARD_SIGNATURE = Fields.of("AgentCardSignature", "protected", "signature", "header");

    /** Every table by its proto message name. */
    static final Map<String, Fields> BY_MESSAGE = List.of(PART, MESSAGE, TASK, TASK_STATUS, ARTIFACT, STATUS_UPDATE,
                    ARTIFACT_UPDATE, SEND_RESPONSE, STREAM_RESPONSE, SEND_REQUEST, SEND_CONFIGURATION, PUSH_CONFIG,
                    AUTHENTICATION, GET_TASK, LIST_TASKS, LIST_TASKS_RESPONSE, CANCEL_TASK, GET_PUSH_CONFIG,
                    DELETE_PUSH_CONFIG, SUBSCRIBE, LIST_PUSH_CONFIGS, LIST_PUSH_CONFIGS_RESPONSE, GET_EXTENDED_CARD,
                    AGENT_CARD, AGENT_INTERFACE, AGENT_PROVIDER, AGENT_CAPABILITIES, AGENT_EXTENSION, AGENT_SKILL,
                    AGENT_CARD_SIGNATURE).stream()
            .collect(Collectors.toUnmodifiableMap(Fields::message, Function.identity()));

    private ProtoFields() {
    }
}
