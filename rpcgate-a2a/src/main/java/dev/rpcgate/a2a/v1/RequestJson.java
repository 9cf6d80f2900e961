package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.ProtoFields.AUTHENTICATION;
import static dev.rpcgate.a2a.v1.ProtoFields.CANCEL_TASK;
import static dev.rpcgate.a2a.v1.ProtoFields.DELETE_PUSH_CONFIG;
import static dev.rpcgate.a2a.v1.ProtoFields.GET_EXTENDED_CARD;
import static dev.rpcgate.a2a.v1.ProtoFields.GET_PUSH_CONFIG;
import static dev.rpcgate.a2a.v1.ProtoFields.GET_TASK;
import static dev.rpcgate.a2a.v1.ProtoFields.LIST_PUSH_CONFIGS;
import static dev.rpcgate.a2a.v1.ProtoFields.LIST_PUSH_CONFIGS_RESPONSE;
import static dev.rpcgate.a2a.v1.ProtoFields.LIST_TASKS;
import static dev.rpcgate.a2a.v1.ProtoFields.LIST_TASKS_RESPONSE;
import static dev.rpcgate.a2a.v1.ProtoFields.PUSH_CONFIG;
import static dev.rpcgate.a2a.v1.ProtoFields.SEND_CONFIGURATION;
import static dev.rpcgate.a2a.v1.ProtoFields.SEND_REQUEST;
import static dev.rpcgate.a2a.v1.ProtoFields.SUBSCRIBE;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

/** ProtoJSON reading and writing of the method requests, their configurations and the list responses. */
final class RequestJson {
    private RequestJson() {
    }

    // ---------------------------------------------------------------------------------------------- reading

    static SendMessageRequest sendRequest(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, SEND_REQUEST);
        return new SendMessageRequest(in.optString("tenant"), in.one("message", MessageJson::message),
                in.opt("configuration", RequestJson::configuration), in.optStruct("metadata"), in.extra());
    }

    static SendMessageConfiguration configuration(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, SEND_CONFIGURATION);
        return new SendMessageConfiguration(in.optStrings("acceptedOutputModes"),
                in.opt("taskPushNotificationConfig", RequestJson::pushConfig), in.optInt32("historyLength"),
                in.optBool("returnImmediately"), in.extra());
    }

    static TaskPushNotificationConfig pushConfig(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, PUSH_CONFIG);
        return new TaskPushNotificationConfig(in.optString("tenant"), in.optString("id"), in.optString("taskId"),
                in.string("url"), in.optString("token"), in.opt("authentication", RequestJson::authentication),
                in.extra());
    }

    static AuthenticationInfo authentication(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AUTHENTICATION);
        return new AuthenticationInfo(in.string("scheme"), in.optString("credentials"), in.extra());
    }

    static GetTaskRequest getTask(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, GET_TASK);
        return new GetTaskRequest(in.optString("tenant"), in.string("id"), in.optInt32("historyLength"), in.extra());
    }

    static ListTasksRequest listTasks(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, LIST_TASKS);
        return new ListTasksRequest(in.optString("tenant"), in.optString("contextId"),
                in.opt("status", ScalarReader::taskState), in.optInt32("pageSize"), in.optString("pageToken"),
                in.optInt32("historyLength"), in.opt("statusTimestampAfter", ScalarReader::timestamp),
                in.optBool("includeArtifacts"), in.extra());
    }

    static ListTasksResponse listTasksResponse(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, LIST_TASKS_RESPONSE);
        return new ListTasksResponse(in.list("tasks", MessageJson::task), in.string("nextPageToken"),
                in.int32("pageSize"), in.int32("totalSize"), in.extra());
    }

    static CancelTaskRequest cancelTask(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, CANCEL_TASK);
        return new CancelTaskRequest(in.optString("tenant"), in.string("id"), in.optStruct("metadata"), in.extra());
    }

    static SubscribeToTaskRequest subscribe(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, SUBSCRIBE);
        return new SubscribeToTaskRequest(in.optString("tenant"), in.string("id"), in.extra());
    }

    static GetTaskPushNotificationConfigRequest getPushConfig(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, GET_PUSH_CONFIG);
        return new GetTaskPushNotificationConfigRequest(in.optString("tenant"), in.string("taskId"), in.string("id"),
                in.extra());
    }

    static DeleteTaskPushNotificationConfigRequest deletePushConfig(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, DELETE_PUSH_CONFIG);
        return new DeleteTaskPushNotificationConfigRequest(in.optString("tenant"), in.string("taskId"),
                in.string("id"), in.extra());
    }

    static ListTaskPushNotificationConfigsRequest listPushConfigs(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, LIST_PUSH_CONFIGS);
        return new ListTaskPushNotificationConfigsRequest(in.optString("tenant"), in.string("taskId"),
                in.optInt32("pageSize"), in.optString("pageToken"), in.extra());
    }

    static ListTaskPushNotificationConfigsResponse listPushConfigsResponse(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, LIST_PUSH_CONFIGS_RESPONSE);
        return new ListTaskPushNotificationConfigsResponse(in.optList("configs", RequestJson::pushConfig),
                in.optString("nextPageToken"), in.extra());
    }

    static GetExtendedAgentCardRequest getExtendedCard(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, GET_EXTENDED_CARD);
        return new GetExtendedAgentCardRequest(in.optString("tenant"), in.extra());
    }

    // ---------------------------------------------------------------------------------------------- writing

    static JsonObject write(SendMessageRequest r) {
        return new FieldWriter(SEND_REQUEST).optString("tenant", r.tenant())
                .put("message", MessageJson.write(r.message()))
                .opt("configuration", r.configuration(), RequestJson::write).optStruct("metadata", r.metadata())
                .with(r.extra());
    }

    static JsonObject write(SendMessageConfiguration c) {
        return new FieldWriter(SEND_CONFIGURATION).optStrings("acceptedOutputModes", c.acceptedOutputModes())
                .opt("taskPushNotificationConfig", c.taskPushNotificationConfig(), RequestJson::write)
                .optInt("historyLength", c.historyLength()).optBool("returnImmediately", c.returnImmediately())
                .with(c.extra());
    }

    static JsonObject write(TaskPushNotificationConfig p) {
        return new FieldWriter(PUSH_CONFIG).optString("tenant", p.tenant()).optString("id", p.id())
                .optString("taskId", p.taskId()).put("url", p.url()).optString("token", p.token())
                .opt("authentication", p.authentication(), RequestJson::write).with(p.extra());
    }

    static JsonObject write(AuthenticationInfo a) {
        return new FieldWriter(AUTHENTICATION).put("scheme", a.scheme()).optString("credentials", a.credentials())
                .with(a.extra());
    }

    static JsonObject write(GetTaskRequest r) {
        return new FieldWriter(GET_TASK).optString("tenant", r.tenant()).put("id", r.id())
                .optInt("historyLength", r.historyLength()).with(r.extra());
    }

    static JsonObject write(ListTasksRequest r) {
        return new FieldWriter(LIST_TASKS).optString("tenant", r.tenant()).optString("contextId", r.contextId())
                .opt("status", r.status(), s -> JsonString.of(s.wireName())).optInt("pageSize", r.pageSize())
                .optString("pageToken", r.pageToken()).optInt("historyLength", r.historyLength())
                .opt("statusTimestampAfter", r.statusTimestampAfter(), t -> JsonString.of(t.text()))
                .optBool("includeArtifacts", r.includeArtifacts()).with(r.extra());
    }

    static JsonObject write(ListTasksResponse r) {
        return new FieldWriter(LIST_TASKS_RESPONSE).put("tasks", FieldWriter.list(r.tasks(), MessageJson::write))
                .put("nextPageToken", r.nextPageToken()).put("pageSize", r.pageSize())
                .put("totalSize", r.totalSize()).with(r.extra());
    }

    static JsonObject write(CancelTaskRequest r) {
        return new FieldWriter(CANCEL_TASK).optString("tenant", r.tenant()).put("id", r.id())
                .optStruct("metadata", r.metadata()).with(r.extra());
    }

    static JsonObject write(SubscribeToTaskRequest r) {
        return new FieldWriter(SUBSCRIBE).optString("tenant", r.tenant()).put("id", r.id()).with(r.extra());
    }

    static JsonObject write(GetTaskPushNotificationConfigRequest r) {
        return new FieldWriter(GET_PUSH_CONFIG).optString("tenant", r.tenant()).put("taskId", r.taskId())
                .put("id", r.id()).with(r.extra());
    }

    static JsonObject write(DeleteTaskPushNotificationConfigRequest r) {
        return new FieldWriter(DELETE_PUSH_CONFIG).optString("tenant", r.tenant()).put("taskId", r.taskId())
                .put("id", r.id()).with(r.extra());
    }

    static JsonObject write(ListTaskPushNotificationConfigsRequest r) {
        return new FieldWriter(LIST_PUSH_CONFIGS).optString("tenant", r.tenant()).put("taskId", r.taskId())
                .optInt("pageSize", r.pageSize()).optString("pageToken", r.pageToken()).with(r.extra());
    }

    static JsonObject write(ListTaskPushNotificationConfigsResponse r) {
        return new FieldWriter(LIST_PUSH_CONFIGS_RESPONSE).optList("configs", r.configs(), RequestJson::write)
                .optString("nextPageToken", r.nextPageToken()).with(r.extra());
    }

    static JsonObject write(GetExtendedAgentCardRequest r) {
        return new FieldWriter(GET_EXTENDED_CARD).optString("tenant", r.tenant()).with(r.extra());
    }
}
