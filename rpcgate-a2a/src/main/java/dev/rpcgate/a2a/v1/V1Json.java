package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;

/**
 * ProtoJSON reading and writing of the A2A v1.0 records over core's exact {@link JsonValue}.
 *
 * <p>The {@code expect} methods read a value that the v1.0 validator passed, accepting what ProtoJSON parsers
 * accept: a field under its lowerCamel json name or its proto snake_case name (not both), an enum by name or by
 * number, an int32 as a number or a numeric string, Base64 in the standard or URL-safe alphabet with or without
 * padding, and {@code null} as "not set" (except as a {@code google.protobuf.Value}, where it is the null value).
 * A REQUIRED field must be set; a REQUIRED list may be empty (the validator reports that). A value they cannot read
 * throws {@link IllegalArgumentException} naming the JSON Pointer of the fault; nothing else is thrown. Members the
 * proto does not name are kept, in order, in each record's {@code extra}; {@code metadata}, {@code data}, security
 * schemes and other free JSON are kept exactly.
 *
 * <p>The {@code toJson} methods write ProtoJSON: lowerCamel names, enum names, standard padded Base64, timestamps
 * and numbers as given, absent optionals left out and no {@code null} (but a data part's own JSON value, which may
 * be {@code null}), then the kept members. So {@code toJson(expectX(v))} equals {@code v} as JSON whenever {@code v}
 * uses the json names, enum names and canonical Base64 and has no {@code null} fields.
 */
public final class V1Json {
    /** The empty object, the {@code extra} of a record with nothing kept. */
    public static final JsonObject EMPTY = JsonObject.builder().build();

    private V1Json() {
    }

    // ---------------------------------------------------------------------------------------------- reading

    /** Reads a part. */
    public static Part expectPart(JsonValue v) {
        return MessageJson.part(v, "");
    }

    /** Reads a message. */
    public static Message expectMessage(JsonValue v) {
        return MessageJson.message(v, "");
    }

    /** Reads a task. */
    public static Task expectTask(JsonValue v) {
        return MessageJson.task(v, "");
    }

    /** Reads a task's status. */
    public static TaskStatus expectTaskStatus(JsonValue v) {
        return MessageJson.status(v, "");
    }

    /** Reads an artifact. */
    public static Artifact expectArtifact(JsonValue v) {
        return MessageJson.artifact(v, "");
    }

    /** Reads a status-update event. */
    public static TaskStatusUpdateEvent expectTaskStatusUpdateEvent(JsonValue v) {
        return MessageJson.statusUpdate(v, "");
    }

    /** Reads an artifact-update event. */
    public static TaskArtifactUpdateEvent expectTaskArtifactUpdateEvent(JsonValue v) {
        return MessageJson.artifactUpdate(v, "");
    }

    /** Reads a {@code SendMessage} result. */
    public static SendMessageResponse expectSendMessageResponse(JsonValue v) {
        return MessageJson.sendResponse(v, "");
    }

    /** Reads one streamed event (or a push notification body). */
    public static StreamResponse expectStreamResponse(JsonValue v) {
        return MessageJson.streamResponse(v, "");
    }

    /** Reads {@code SendMessage} / {@code SendStreamingMessage} params. */
    public static SendMessageRequest expectSendMessageRequest(JsonValue v) {
        return RequestJson.sendRequest(v, "");
    }

    /** Reads a send configuration. */
    public static SendMessageConfiguration expectSendMessageConfiguration(JsonValue v) {
        return RequestJson.configuration(v, "");
    }

    /** Reads a push notification configuration ({@code CreateTaskPushNotificationConfig} params and result). */
    public static TaskPushNotificationConfig expectTaskPushNotificationConfig(JsonValue v) {
        return RequestJson.pushConfig(v, "");
    }

    /** Reads push notification authentication. */
    public static AuthenticationInfo expectAuthenticationInfo(JsonValue v) {
        return RequestJson.authentication(v, "");
    }

    /** Reads {@code GetTask} params. */
    public static GetTaskRequest expectGetTaskRequest(JsonValue v) {
        return RequestJson.getTask(v, "");
    }

    /** Reads {@code ListTasks} params. */
    public static ListTasksRequest expectListTasksRequest(JsonValue v) {
        return RequestJson.listTasks(v, "");
    }

    /** Reads a {@code ListTasks} result. */
    public static ListTasksResponse expectListTasksResponse(JsonValue v) {
        return RequestJson.listTasksResponse(v, "");
    }

    /** Reads {@code CancelTask} params. */
    public static CancelTaskRequest expectCancelTaskRequest(JsonValue v) {
        return RequestJson.cancelTask(v, "");
    }

    /** Reads {@code SubscribeToTask} params. */
    public static SubscribeToTaskRequest expectSubscribeToTaskRequest(JsonValue v) {
        return RequestJson.subscribe(v, "");
    }

    /** Reads {@code GetTaskPushNotificationConfig} params. */
    public static GetTaskPushNotificationConfigRequest expectGetTaskPushNotificationConfigRequest(JsonValue v) {
        return RequestJson.getPushConfig(v, "");
    }

    /** Reads {@code DeleteTaskPushNotificationConfig} params. */
    public static DeleteTaskPushNotificationConfigRequest expectDeleteTaskPushNotificationConfigRequest(JsonValue v) {
        return RequestJson.deletePushConfig(v, "");
    }

    /** Reads {@code ListTaskPushNotificationConfigs} params. */
    public static ListTaskPushNotificationConfigsRequest expectListTaskPushNotificationConfigsRequest(JsonValue v) {
        return RequestJson.listPushConfigs(v, "");
    }

    /** Reads a {@code ListTaskPushNotificationConfigs} result. */
    public static ListTaskPushNotificationConfigsResponse expectListTaskPushNotificationConfigsResponse(JsonValue v) {
        return RequestJson.listPushConfigsResponse(v, "");
    }

    /** Reads {@code GetExtendedAgentCard} params. */
    public static GetExtendedAgentCardRequest expectGetExtendedAgentCardRequest(JsonValue v) {
        return RequestJson.getExtendedCard(v, "");
    }

    /** Reads an agent card (also the {@code GetExtendedAgentCard} result). */
    public static AgentCard expectAgentCard(JsonValue v) {
        return CardJson.card(v, "");
    }

    /** Reads an agent interface. */
    public static AgentInterface expectAgentInterface(JsonValue v) {
        return CardJson.agentInterface(v, "");
    }

    /** Reads an agent provider. */
    public static AgentProvider expectAgentProvider(JsonValue v) {
        return CardJson.provider(v, "");
    }

    /** Reads agent capabilities. */
    public static AgentCapabilities expectAgentCapabilities(JsonValue v) {
        return CardJson.capabilities(v, "");
    }

    /** Reads an agent extension. */
    public static AgentExtension expectAgentExtension(JsonValue v) {
        return CardJson.extension(v, "");
    }

    /** Reads an agent skill. */
    public static AgentSkill expectAgentSkill(JsonValue v) {
        return CardJson.skill(v, "");
    }

    /** Reads an agent card signature. */
    public static AgentCardSignature expectAgentCardSignature(JsonValue v) {
        return CardJson.signature(v, "");
    }

    // ---------------------------------------------------------------------------------------------- writing

    /** Writes a part. */
    public static JsonObject toJson(Part x) {
        return MessageJson.write(x);
    }

    /** Writes a message. */
    public static JsonObject toJson(Message x) {
        return MessageJson.write(x);
    }

    /** Writes a task. */
    public static JsonObject toJson(Task x) {
        return MessageJson.write(x);
    }

    /** Writes a task's status. */
    public static JsonObject toJson(TaskStatus x) {
        return MessageJson.write(x);
    }

    /** Writes an artifact. */
    public static JsonObject toJson(Artifact x) {
        return MessageJson.write(x);
    }

    /** Writes a status-update event. */
    public static JsonObject toJson(TaskStatusUpdateEvent x) {
        return MessageJson.write(x);
    }

    /** Writes an artifact-update event. */
    public static JsonObject toJson(TaskArtifactUpdateEvent x) {
        return MessageJson.write(x);
    }

    /** Writes a {@code SendMessage} result. */
    public static JsonObject toJson(SendMessageResponse x) {
        return MessageJson.write(x);
    }

    /** Writes one streamed event (or a push notification body). */
    public static JsonObject toJson(StreamResponse x) {
        return MessageJson.write(x);
    }

    /** Writes {@code SendMessage} / {@code SendStreamingMessage} params. */
    public static JsonObject toJson(SendMessageRequest x) {
        return RequestJson.write(x);
    }

    /** Writes a send configuration. */
    public static JsonObject toJson(SendMessageConfiguration x) {
        return RequestJson.write(x);
    }

    /** Writes a push notification configuration ({@code CreateTaskPushNotificationConfig} params and result). */
    public static JsonObject toJson(TaskPushNotificationConfig x) {
        return RequestJson.write(x);
    }

    /** Writes push notification authentication. */
    public static JsonObject toJson(AuthenticationInfo x) {
        return RequestJson.write(x);
    }

    /** Writes {@code GetTask} params. */
    public static JsonObject toJson(GetTaskRequest x) {
        return RequestJson.write(x);
    }

    /** Writes {@code ListTasks} params. */
    public static JsonObject toJson(ListTasksRequest x) {
        return RequestJson.write(x);
    }

    /** Writes a {@code ListTasks} result. */
    public static JsonObject toJson(ListTasksResponse x) {
        return RequestJson.write(x);
    }

    /** Writes {@code CancelTask} params. */
    public static JsonObject toJson(CancelTaskRequest x) {
        return RequestJson.write(x);
    }

    /** Writes {@code SubscribeToTask} params. */
    public static JsonObject toJson(SubscribeToTaskRequest x) {
        return RequestJson.write(x);
    }

    /** Writes {@code GetTaskPushNotificationConfig} params. */
    public static JsonObject toJson(GetTaskPushNotificationConfigRequest x) {
        return RequestJson.write(x);
    }

    /** Writes {@code DeleteTaskPushNotificationConfig} params. */
    public static JsonObject toJson(DeleteTaskPushNotificationConfigRequest x) {
        return RequestJson.write(x);
    }

    /** Writes {@code ListTaskPushNotificationConfigs} params. */
    public static JsonObject toJson(ListTaskPushNotificationConfigsRequest x) {
        return RequestJson.write(x);
    }

    /** Writes a {@code ListTaskPushNotificationConfigs} result. */
    public static JsonObject toJson(ListTaskPushNotificationConfigsResponse x) {
        return RequestJson.write(x);
    }

    /** Writes {@code GetExtendedAgentCard} params. */
    public static JsonObject toJson(GetExtendedAgentCardRequest x) {
        return RequestJson.write(x);
    }

    /** Writes an agent card (also the {@code GetExtendedAgentCard} result). */
    public static JsonObject toJson(AgentCard x) {
        return CardJson.write(x);
    }

    /** Writes an agent interface. */
    public static JsonObject toJson(AgentInterface x) {
        return CardJson.write(x);
    }

    /** Writes an agent provider. */
    public static JsonObject toJson(AgentProvider x) {
        return CardJson.write(x);
    }

    /** Writes agent capabilities. */
    public static JsonObject toJson(AgentCapabilities x) {
        return CardJson.write(x);
    }

    /** Writes an agent extension. */
    public static JsonObject toJson(AgentExtension x) {
        return CardJson.write(x);
    }

    /** Writes an agent skill. */
    public static JsonObject toJson(AgentSkill x) {
        return CardJson.write(x);
    }

    /** Writes an agent card signature. */
    public static JsonObject toJson(AgentCardSignature x) {
        return CardJson.write(x);
    }
}
