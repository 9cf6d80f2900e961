package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.Codecs.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A table of ProtoJSON documents, one or more per record: each reads into its record and writes back to the same JSON
 * value, and the written text reads back into an equal record. Between them the rows give every field of every
 * message at least once, and members the proto does not name are kept.
 */
class RoundTripTest {
    private static final String MESSAGE = """
            {"messageId":"m-1","contextId":"c-1","taskId":"t-1","role":"ROLE_AGENT",
             "parts":[{"text":"done"}],"metadata":{"k":[1,2.50,null]},
             "extensions":["https://ext.example/a"],"referenceTaskIds":["t-0"]}""";
    private static final String STATUS = """
            {"state":"TASK_STATE_INPUT_REQUIRED","message":%s,"timestamp":"2025-10-28T10:30:00.000Z"}"""
            .formatted(MESSAGE);
    private static final String ARTIFACT = """
            {"artifactId":"a-1","name":"report","description":"the report",
             "parts":[{"data":{"n":1.50}},{"url":"https://files.example.org/r.pdf","mediaType":"application/pdf"}],
             "metadata":{},"extensions":[]}""";
    private static final String TASK = """
            {"id":"t-1","contextId":"c-1","status":%s,"artifacts":[%s],"history":[%s],"metadata":{"x":true}}"""
            .formatted(STATUS, ARTIFACT, MESSAGE);
    private static final String STATUS_UPDATE = """
            {"taskId":"t-1","contextId":"c-1","status":{"state":"TASK_STATE_WORKING"},"metadata":{"seq":1}}""";
    private static final String ARTIFACT_UPDATE = """
            {"taskId":"t-1","contextId":"c-1","artifact":%s,"append":true,"lastChunk":false,"metadata":{}}"""
            .formatted(ARTIFACT);
    private static final String PUSH = """
            {"tenant":"acme","id":"p-1","taskId":"t-1","url":"https://client.example/hook","token":"tok",
             "authentication":{"scheme":"Bearer","credentials":"secret"}}""";
    private static final String SKILL = """
            {"id":"s","name":"S","description":"d","tags":["t"],"examples":["e"],"inputModes":["text/plain"],
             "outputModes":["application/json"],"securityRequirements":[{"schemes":{"oauth":{"list":["read"]}}}]}""";
    private static final String CARD = """
            {"name":"Geo","description":"routes","supportedInterfaces":[{"url":"https://geo.example/a2a",
              "protocolBinding":"JSONRPC","tenant":"t1","protocolVersion":"1.0"}],
             "provider":{"url":"https://geo.example","organization":"Geo Inc."},"version":"1.2.0",
             "documentationUrl":"https://docs.geo.example","capabilities":{"streaming":true,"pushNotifications":false,
              "extensions":[{"uri":"https://ext.example/a","description":"a","required":true,"params":{"p":1}}],
              "extendedAgentCard":true},
             "securitySchemes":{"google":{"openIdConnectSecurityScheme":{"openIdConnectUrl":"https://accounts.example"}}},
             "securityRequirements":[{"schemes":{"google":{"list":["openid"]}}}],
             "defaultInputModes":["text/plain"],"defaultOutputModes":["image/png"],"skills":[%s],
             "signatures":[{"protected":"eyJhbGciOiJFUzI1NiJ9","signature":"QFdk","header":{"kid":"k1"}}],
             "iconUrl":"https://geo.example/icon.png"}""".formatted(SKILL);

    /** Message name and document. */
    static final List<String[]> ROWS = List.of(
            row("Part", """
                    {"text":"hi","metadata":{"m":1},"filename":"a.txt","mediaType":"text/plain"}"""),
            row("Part", """
                    {"raw":"iVBORw0KGgo=","filename":"a.png","mediaType":"image/png"}"""),
            row("Part", """
                    {"raw":""}"""),
            row("Part", """
                    {"url":"https://files.example.org/r.pdf"}"""),
            row("Part", """
                    {"data":{"a":[1,"b",{"c":null}],"e":1e400}}"""),
            row("Part", """
                    {"data":[1,2]}"""),
            row("Part", """
                    {"data":"just a string"}"""),
            row("Part", """
                    {"data":-0.0}"""),
            row("Part", """
                    {"data":null}"""),
            row("Part", """
                    {"text":"","x-unknown":{"kept":[true]}}"""),
            row("Message", MESSAGE),
            row("Message", """
                    {"messageId":"m","role":"ROLE_USER","parts":[]}"""),
            row("Task", TASK),
            row("Task", """
                    {"id":"t","status":{"state":"TASK_STATE_UNSPECIFIED"}}"""),
            row("TaskStatus", STATUS),
            row("Artifact", ARTIFACT),
            row("TaskStatusUpdateEvent", STATUS_UPDATE),
            row("TaskArtifactUpdateEvent", ARTIFACT_UPDATE),
            row("SendMessageResponse", "{\"task\":" + TASK + "}"),
            row("SendMessageResponse", "{\"message\":" + MESSAGE + "}"),
            row("StreamResponse", "{\"task\":" + TASK + "}"),
            row("StreamResponse", "{\"message\":" + MESSAGE + "}"),
            row("StreamResponse", "{\"statusUpdate\":" + STATUS_UPDATE + "}"),
            row("StreamResponse", "{\"artifactUpdate\":" + ARTIFACT_UPDATE + ",\"seq\":7}"),
            row("SendMessageRequest", """
                    {"tenant":"acme","message":%s,"configuration":{"acceptedOutputModes":["text/plain"],
                     "taskPushNotificationConfig":%s,"historyLength":0,"returnImmediately":true},
                     "metadata":{"trace":"abc"}}""".formatted(MESSAGE, PUSH)),
            row("SendMessageConfiguration", """
                    {"historyLength":-3,"timeout":30.0}"""),
            row("SendMessageConfiguration", """
                    {"acceptedOutputModes":[],"taskPushNotificationConfig":%s,"historyLength":1,
                     "returnImmediately":false}""".formatted(PUSH)),
            row("TaskPushNotificationConfig", PUSH),
            row("TaskPushNotificationConfig", """
                    {"url":"https://client.example/hook"}"""),
            row("AuthenticationInfo", """
                    {"scheme":"Basic"}"""),
            row("AuthenticationInfo", """
                    {"scheme":"Bearer","credentials":"t"}"""),
            row("GetTaskRequest", """
                    {"tenant":"acme","id":"t-1","historyLength":2147483647}"""),
            row("ListTasksRequest", """
                    {"tenant":"acme","contextId":"c-1","status":"TASK_STATE_WORKING","pageSize":50,
                     "pageToken":"cursor","historyLength":3,"statusTimestampAfter":"2024-03-15T10:15:00+01:00",
                     "includeArtifacts":false}"""),
            row("ListTasksRequest", "{}"),
            row("ListTasksResponse", """
                    {"tasks":[%s],"nextPageToken":"","pageSize":10,"totalSize":-2147483648}""".formatted(TASK)),
            row("CancelTaskRequest", """
                    {"tenant":"acme","id":"t-1","metadata":{"why":"late"}}"""),
            row("SubscribeToTaskRequest", """
                    {"tenant":"acme","id":"t-1"}"""),
            row("GetTaskPushNotificationConfigRequest", """
                    {"tenant":"acme","taskId":"t-1","id":"p-1"}"""),
            row("DeleteTaskPushNotificationConfigRequest", """
                    {"tenant":"acme","taskId":"t-1","id":"p-1"}"""),
            row("ListTaskPushNotificationConfigsRequest", """
                    {"tenant":"acme","taskId":"t-1","pageSize":5,"pageToken":"x"}"""),
            row("ListTaskPushNotificationConfigsResponse", """
                    {"configs":[%s],"nextPageToken":"n"}""".formatted(PUSH)),
            row("ListTaskPushNotificationConfigsResponse", "{}"),
            row("GetExtendedAgentCardRequest", """
                    {"tenant":"acme"}"""),
            row("GetExtendedAgentCardRequest", "{}"),
            row("AgentCard", CARD),
            row("AgentInterface", """
                    {"url":"https://geo.example/a2a","protocolBinding":"GRPC","tenant":"","protocolVersion":"1.0"}"""),
            row("AgentProvider", """
                    {"url":"https://geo.example","organization":"Geo Inc."}"""),
            row("AgentCapabilities", "{}"),
            row("AgentCapabilities", """
                    {"streaming":false,"pushNotifications":true,"extensions":[{}],"extendedAgentCard":false}"""),
            row("AgentExtension", "{}"),
            row("AgentExtension", """
                    {"uri":"u","description":"","required":false,"params":{"a":{"b":[]}}}"""),
            row("AgentSkill", SKILL),
            row("AgentCardSignature", """
                    {"protected":"eyJhbGciOiJFUzI1NiJ9","signature":"QFdk"}"""),
            row("AgentCardSignature", """
                    {"protected":"eyJhbGciOiJFUzI1NiJ9","signature":"QFdk","header":{"kid":"k"}}"""));

    private static String[] row(String message, String json) {
        return new String[] {message, json};
    }

    @Test
    void everyRowReadsAndWritesBackTheSameJson() {
        for (String[] row : ROWS) {
            JsonValue v = json(row[1]);
            Codecs.Codec<?> codec = Codecs.of(row[0]);
            assertRoundTrip(codec, v, row[0]);
        }
    }

    private static <T> void assertRoundTrip(Codecs.Codec<T> codec, JsonValue v, String as) {
        T record = codec.expect().apply(v);
        JsonObject written = codec.write().apply(record);
        assertThat(written).as(as + " " + v).isEqualTo(v);
        assertThat(codec.expect().apply(json(JsonWriter.write(written)))).as(as).isEqualTo(record);
    }

    @Test
    void theRowsCoverEveryRecordAndEveryField() {
        Map<String, Set<String>> seen = new HashMap<>();
        for (String[] row : ROWS) {
            seen.computeIfAbsent(row[0], k -> new HashSet<>()).addAll(((JsonObject) json(row[1])).names());
        }
        assertThat(seen.keySet()).containsExactlyInAnyOrderElementsOf(Codecs.BY_MESSAGE.keySet());
        ProtoFields.BY_MESSAGE.forEach((message, fields) ->
                assertThat(seen.get(message)).as(message).containsAll(fields.jsonNames()));
    }

    @Test
    void membersTheProtoDoesNotNameAreKeptInOrder() {
        Part p = V1Json.expectPart(json("{\"z\":1,\"text\":\"t\",\"a\":[2]}"));
        assertThat(p.extra().names()).containsExactly("z", "a");
        assertThat(JsonWriter.write(V1Json.toJson(p))).isEqualTo("{\"text\":\"t\",\"z\":1,\"a\":[2]}");
        StreamResponse r = V1Json.expectStreamResponse(json("{\"artifactUpdate\":" + ARTIFACT_UPDATE + ",\"seq\":7}"));
        assertThat(r.extra()).isEqualTo(json("{\"seq\":7}"));
        assertThat(V1Json.expectTask(json(TASK)).extra()).isSameAs(V1Json.EMPTY);
    }

    @Test
    void exactNumbersAndTimestampsAreKeptAsWritten() {
        Part p = V1Json.expectPart(json("{\"data\":{\"n\":1.50,\"big\":123456789012345678901234567890}}"));
        assertThat(JsonWriter.write(V1Json.toJson(p)))
                .isEqualTo("{\"data\":{\"n\":1.50,\"big\":123456789012345678901234567890}}");
        TaskStatus s = V1Json.expectTaskStatus(json("{\"state\":3,\"timestamp\":\"2025-04-17T17:47:09.680794Z\"}"));
        assertThat(s.timestamp().orElseThrow().text()).isEqualTo("2025-04-17T17:47:09.680794Z");
        assertThat(JsonWriter.write(V1Json.toJson(s)))
                .isEqualTo("{\"state\":\"TASK_STATE_COMPLETED\",\"timestamp\":\"2025-04-17T17:47:09.680794Z\"}");
    }
}
