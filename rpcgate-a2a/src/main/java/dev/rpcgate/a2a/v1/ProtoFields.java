package dev.rpcgate.a2a.v1;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The fields of every proto message that {@link V1Json} reads and writes, taken from the compiled descriptor table. */
final class ProtoFields {
    static final Fields PART = Fields.of("Part");
    static final Fields MESSAGE = Fields.of("Message");
    static final Fields TASK = Fields.of("Task");
    static final Fields TASK_STATUS = Fields.of("TaskStatus");
    static final Fields ARTIFACT = Fields.of("Artifact");
    static final Fields STATUS_UPDATE = Fields.of("TaskStatusUpdateEvent");
    static final Fields ARTIFACT_UPDATE = Fields.of("TaskArtifactUpdateEvent");
    static final Fields SEND_RESPONSE = Fields.of("SendMessageResponse");
    static final Fields STREAM_RESPONSE = Fields.of("StreamResponse");

    static final Fields SEND_REQUEST = Fields.of("SendMessageRequest");
    static final Fields SEND_CONFIGURATION = Fields.of("SendMessageConfiguration");
    static final Fields PUSH_CONFIG = Fields.of("TaskPushNotificationConfig");
    static final Fields AUTHENTICATION = Fields.of("AuthenticationInfo");
    static final Fields GET_TASK = Fields.of("GetTaskRequest");
    static final Fields LIST_TASKS = Fields.of("ListTasksRequest");
    static final Fields LIST_TASKS_RESPONSE = Fields.of("ListTasksResponse");
    static final Fields CANCEL_TASK = Fields.of("CancelTaskRequest");
    static final Fields GET_PUSH_CONFIG = Fields.of("GetTaskPushNotificationConfigRequest");
    static final Fields DELETE_PUSH_CONFIG = Fields.of("DeleteTaskPushNotificationConfigRequest");
    static final Fields SUBSCRIBE = Fields.of("SubscribeToTaskRequest");
    static final Fields LIST_PUSH_CONFIGS = Fields.of("ListTaskPushNotificationConfigsRequest");
    static final Fields LIST_PUSH_CONFIGS_RESPONSE = Fields.of("ListTaskPushNotificationConfigsResponse");
    static final Fields GET_EXTENDED_CARD = Fields.of("GetExtendedAgentCardRequest");

    static final Fields AGENT_CARD = Fields.of("AgentCard");
    static final Fields AGENT_INTERFACE = Fields.of("AgentInterface");
    static final Fields AGENT_PROVIDER = Fields.of("AgentProvider");
    static final Fields AGENT_CAPABILITIES = Fields.of("AgentCapabilities");
    static final Fields AGENT_EXTENSION = Fields.of("AgentExtension");
    static final Fields AGENT_SKILL = Fields.of("AgentSkill");
    static final Fields AGENT_CARD_SIGNATURE = Fields.of("AgentCardSignature");

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
