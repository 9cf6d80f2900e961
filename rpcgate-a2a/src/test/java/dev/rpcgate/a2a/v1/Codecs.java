package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The reader and writer of every record, by its proto message name, for table tests. */
final class Codecs {
    /** One record type's reader and writer. */
    record Codec<T>(String message, Function<JsonValue, T> expect, Function<T, JsonObject> write) {
        /** Reads and writes back. */
        JsonObject roundTrip(JsonValue v) {
            return write.apply(expect.apply(v));
        }
    }

    static final Map<String, Codec<?>> BY_MESSAGE = Stream.of(
            codec("Part", V1Json::expectPart, V1Json::toJson),
            codec("Message", V1Json::expectMessage, V1Json::toJson),
            codec("Task", V1Json::expectTask, V1Json::toJson),
            codec("TaskStatus", V1Json::expectTaskStatus, V1Json::toJson),
            codec("Artifact", V1Json::expectArtifact, V1Json::toJson),
            codec("TaskStatusUpdateEvent", V1Json::expectTaskStatusUpdateEvent, V1Json::toJson),
            codec("TaskArtifactUpdateEvent", V1Json::expectTaskArtifactUpdateEvent, V1Json::toJson),
            codec("SendMessageResponse", V1Json::expectSendMessageResponse, V1Json::toJson),
            codec("StreamResponse", V1Json::expectStreamResponse, V1Json::toJson),
            codec("SendMessageRequest", V1Json::expectSendMessageRequest, V1Json::toJson),
            codec("SendMessageConfiguration", V1Json::expectSendMessageConfiguration, V1Json::toJson),
            codec("TaskPushNotificationConfig", V1Json::expectTaskPushNotificationConfig, V1Json::toJson),
            codec("AuthenticationInfo", V1Json::expectAuthenticationInfo, V1Json::toJson),
            codec("GetTaskRequest", V1Json::expectGetTaskRequest, V1Json::toJson),
            codec("ListTasksRequest", V1Json::expectListTasksRequest, V1Json::toJson),
            codec("ListTasksResponse", V1Json::expectListTasksResponse, V1Json::toJson),
            codec("CancelTaskRequest", V1Json::expectCancelTaskRequest, V1Json::toJson),
            codec("SubscribeToTaskRequest", V1Json::expectSubscribeToTaskRequest, V1Json::toJson),
            codec("GetTaskPushNotificationConfigRequest", V1Json::expectGetTaskPushNotificationConfigRequest, V1Json::toJson),
            codec("DeleteTaskPushNotificationConfigRequest", V1Json::expectDeleteTaskPushNotificationConfigRequest, V1Json::toJson),
            codec("ListTaskPushNotificationConfigsRequest", V1Json::expectListTaskPushNotificationConfigsRequest, V1Json::toJson),
            codec("ListTaskPushNotificationConfigsResponse", V1Json::expectListTaskPushNotificationConfigsResponse, V1Json::toJson),
            codec("GetExtendedAgentCardRequest", V1Json::expectGetExtendedAgentCardRequest, V1Json::toJson),
            codec("AgentCard", V1Json::expectAgentCard, V1Json::toJson),
            codec("AgentInterface", V1Json::expectAgentInterface, V1Json::toJson),
            codec("AgentProvider", V1Json::expectAgentProvider, V1Json::toJson),
            codec("AgentCapabilities", V1Json::expectAgentCapabilities, V1Json::toJson),
            codec("AgentExtension", V1Json::expectAgentExtension, V1Json::toJson),
            codec("AgentSkill", V1Json::expectAgentSkill, V1Json::toJson),
            codec("AgentCardSignature", V1Json::expectAgentCardSignature, V1Json::toJson))
            .collect(Collectors.toUnmodifiableMap(Codec::message, c -> c));

    private Codecs() {
    }

    private static <T> Codec<T> codec(String message, Function<JsonValue, T> expect, Function<T, JsonObject> write) {
        return new Codec<>(message, expect, write);
    }

    static Codec<?> of(String message) {
        Codec<?> c = BY_MESSAGE.get(message);
        if (c == null) {
            throw new IllegalArgumentException("no codec for " + message);
        }
        return c;
    }

    /** Strict JSON text as a value; fails on anything the reader refuses. */
    static JsonValue json(String text) {
        var parse = JsonReader.standard().read(text);
        return parse.findValue().orElseThrow(() -> new AssertionError("not JSON: " + parse.findings() + " " + text));
    }
}
