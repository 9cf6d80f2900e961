package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.Codecs.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.rpcgate.core.json.JsonNull;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What ProtoJSON parsers accept beyond the canonical form, as a table: each input reads and writes the canonical
 * ProtoJSON given beside it (json names, enum names, numbers for int32, standard padded Base64, no nulls).
 */
class ProtoJsonInputTest {
    /** Message, input, canonical output. */
    private static final List<String[]> CANONICAL = List.of(
            // proto (snake_case) names
            row("Part", "{\"text\":\"t\",\"media_type\":\"text/plain\"}", "{\"text\":\"t\",\"mediaType\":\"text/plain\"}"),
            row("Message", "{\"message_id\":\"m\",\"context_id\":\"c\",\"task_id\":\"t\",\"role\":\"ROLE_USER\","
                    + "\"parts\":[],\"reference_task_ids\":[\"r\"]}",
                    "{\"messageId\":\"m\",\"contextId\":\"c\",\"taskId\":\"t\",\"role\":\"ROLE_USER\",\"parts\":[],"
                    + "\"referenceTaskIds\":[\"r\"]}"),
            row("StreamResponse", "{\"status_update\":{\"task_id\":\"t\",\"context_id\":\"c\",\"status\":"
                    + "{\"state\":\"TASK_STATE_WORKING\"}}}",
                    "{\"statusUpdate\":{\"taskId\":\"t\",\"contextId\":\"c\",\"status\":{\"state\":\"TASK_STATE_WORKING\"}}}"),
            row("StreamResponse", "{\"artifact_update\":{\"task_id\":\"t\",\"context_id\":\"c\",\"artifact\":"
                    + "{\"artifact_id\":\"a\",\"parts\":[]},\"last_chunk\":true}}",
                    "{\"artifactUpdate\":{\"taskId\":\"t\",\"contextId\":\"c\",\"artifact\":{\"artifactId\":\"a\","
                    + "\"parts\":[]},\"lastChunk\":true}}"),
            row("SendMessageConfiguration", "{\"accepted_output_modes\":[\"a\"],\"task_push_notification_config\":"
                    + "{\"task_id\":\"t\",\"url\":\"u\"},\"history_length\":2,\"return_immediately\":true}",
                    "{\"acceptedOutputModes\":[\"a\"],\"taskPushNotificationConfig\":{\"taskId\":\"t\",\"url\":\"u\"},"
                    + "\"historyLength\":2,\"returnImmediately\":true}"),
            row("ListTasksRequest", "{\"page_size\":1,\"page_token\":\"p\",\"status_timestamp_after\":"
                    + "\"2024-01-01T00:00:00Z\",\"include_artifacts\":true}",
                    "{\"pageSize\":1,\"pageToken\":\"p\",\"statusTimestampAfter\":\"2024-01-01T00:00:00Z\","
                    + "\"includeArtifacts\":true}"),
            row("ListTasksResponse", "{\"tasks\":[],\"next_page_token\":\"\",\"page_size\":0,\"total_size\":0}",
                    "{\"tasks\":[],\"nextPageToken\":\"\",\"pageSize\":0,\"totalSize\":0}"),
            row("AgentInterface", "{\"url\":\"u\",\"protocol_binding\":\"JSONRPC\",\"protocol_version\":\"1.0\"}",
                    "{\"url\":\"u\",\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"1.0\"}"),
            row("AgentCapabilities", "{\"push_notifications\":true,\"extended_agent_card\":false}",
                    "{\"pushNotifications\":true,\"extendedAgentCard\":false}"),
            row("AgentSkill", "{\"id\":\"i\",\"name\":\"n\",\"description\":\"d\",\"tags\":[],\"input_modes\":[],"
                    + "\"output_modes\":[\"x\"],\"security_requirements\":[{}]}",
                    "{\"id\":\"i\",\"name\":\"n\",\"description\":\"d\",\"tags\":[],\"inputModes\":[],"
                    + "\"outputModes\":[\"x\"],\"securityRequirements\":[{}]}"),
            // enums by number
            row("Message", "{\"messageId\":\"m\",\"role\":1,\"parts\":[]}",
                    "{\"messageId\":\"m\",\"role\":\"ROLE_USER\",\"parts\":[]}"),
            row("Message", "{\"messageId\":\"m\",\"role\":2.0,\"parts\":[]}",
                    "{\"messageId\":\"m\",\"role\":\"ROLE_AGENT\",\"parts\":[]}"),
            row("TaskStatus", "{\"state\":0}", "{\"state\":\"TASK_STATE_UNSPECIFIED\"}"),
            row("TaskStatus", "{\"state\":8}", "{\"state\":\"TASK_STATE_AUTH_REQUIRED\"}"),
            row("ListTasksRequest", "{\"status\":6}", "{\"status\":\"TASK_STATE_INPUT_REQUIRED\"}"),
            // int32 forms
            row("GetTaskRequest", "{\"id\":\"t\",\"historyLength\":\"10\"}", "{\"id\":\"t\",\"historyLength\":10}"),
            row("GetTaskRequest", "{\"id\":\"t\",\"historyLength\":1e1}", "{\"id\":\"t\",\"historyLength\":10}"),
            row("GetTaskRequest", "{\"id\":\"t\",\"historyLength\":\"-25.0\"}",
                    "{\"id\":\"t\",\"historyLength\":-25}"),
            row("ListTaskPushNotificationConfigsRequest", "{\"taskId\":\"t\",\"pageSize\":-0}",
                    "{\"taskId\":\"t\",\"pageSize\":0}"),
            // Base64: URL-safe alphabet, missing padding
            row("Part", "{\"raw\":\"-_8=\"}", "{\"raw\":\"+/8=\"}"),
            row("Part", "{\"raw\":\"-_8\"}", "{\"raw\":\"+/8=\"}"),
            row("Part", "{\"raw\":\"+/8\"}", "{\"raw\":\"+/8=\"}"),
            row("Part", "{\"raw\":\"AAECAw\"}", "{\"raw\":\"AAECAw==\"}"),
            row("Part", "{\"raw\":\"AB==\"}", "{\"raw\":\"AA==\"}"),
            // null reads as not set, except as a google.protobuf.Value
            row("Message", "{\"messageId\":\"m\",\"contextId\":null,\"role\":\"ROLE_USER\",\"parts\":[],"
                    + "\"metadata\":null,\"extensions\":null}", "{\"messageId\":\"m\",\"role\":\"ROLE_USER\",\"parts\":[]}"),
            row("Part", "{\"text\":null,\"data\":null}", "{\"data\":null}"),
            row("Part", "{\"raw\":null,\"url\":\"u\",\"filename\":null}", "{\"url\":\"u\"}"),
            row("SendMessageResponse", "{\"task\":null,\"message\":{\"messageId\":\"m\",\"role\":2,\"parts\":[]}}",
                    "{\"message\":{\"messageId\":\"m\",\"role\":\"ROLE_AGENT\",\"parts\":[]}}"),
            row("TaskStatus", "{\"state\":\"TASK_STATE_WORKING\",\"timestamp\":null,\"message\":null}",
                    "{\"state\":\"TASK_STATE_WORKING\"}"));

    private static String[] row(String message, String input, String canonical) {
        return new String[] {message, input, canonical};
    }

    @Test
    void everyAcceptedFormWritesItsCanonicalForm() {
        for (String[] row : CANONICAL) {
            assertThat(Codecs.of(row[0]).roundTrip(json(row[1]))).as(row[0] + " " + row[1]).isEqualTo(json(row[2]));
        }
    }

    @Test
    void base64VariantsDecodeToTheSameBytes() {
        List<String[]> cases = List.of(
                new String[] {"AAECAw==", "00010203"}, new String[] {"AAECAw", "00010203"},
                new String[] {"+/8=", "fbff"}, new String[] {"-_8=", "fbff"}, new String[] {"-_8", "fbff"},
                new String[] {"AAA", "0000"}, new String[] {"", ""}, new String[] {"/w", "ff"},
                new String[] {"_w==", "ff"});
        for (String[] c : cases) {
            PartContent.Raw raw = (PartContent.Raw) V1Json.expectPart(json("{\"raw\":\"" + c[0] + "\"}")).content();
            assertThat(HexFormat.of().formatHex(raw.bytes())).as(c[0]).isEqualTo(c[1]);
        }
    }

    @Test
    void base64TheParsersRefuseThrowsAtTheField() {
        for (String bad : List.of("+_8=", "-/8=", "A", "AAAAA", "AA=", "AA=A", "AA==AA==", "AA AA", "AA\\nAA",
                "é", "AA==\\u0000", "***")) {
            assertThatIllegalArgumentException().as(bad)
                    .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":\"m\",\"role\":1,\"parts\":[{\"text\":"
                            + "\"a\"},{\"raw\":\"" + bad + "\"}]}")))
                    .withMessageStartingWith("at \"/parts/1/raw\": ");
        }
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectPart(json("{\"raw\":\"+_8=\"}")))
                .withMessageContaining("mixes the standard");
    }

    @Test
    void int32TheParsersRefuseThrowsAtTheField() {
        for (String bad : List.of("2147483648", "-2147483649", "1.5", "\"1.5\"", "\"ten\"", "\"\"", "\" 1\"", "true",
                "[1]", "{}", "1e400", "1e-400", "99999999999999999999")) {
            assertThatIllegalArgumentException().as(bad)
                    .isThrownBy(() -> V1Json.expectGetTaskRequest(json("{\"id\":\"t\",\"history_length\":" + bad + "}")))
                    .withMessageStartingWith("at \"/history_length\": ");
        }
        assertThat(V1Json.expectListTasksResponse(json("{\"tasks\":[],\"nextPageToken\":\"\",\"pageSize\":2147483647,"
                + "\"totalSize\":-2147483648}")).totalSize()).isEqualTo(Integer.MIN_VALUE);
    }

    @Test
    void enumsAreReadByNameOrNumberOnly() {
        for (String bad : List.of("\"ROLE_ROBOT\"", "\"role_user\"", "\"USER\"", "\"user\"", "3", "-1", "1.5",
                "true", "{}", "\"1\"", "1e400")) {
            assertThatIllegalArgumentException().as(bad)
                    .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":\"m\",\"role\":" + bad + ",\"parts\":[]}")))
                    .withMessageStartingWith("at \"/role\": ");
        }
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectTaskStatus(json("{\"state\":\"TASK_STATE_RUNNING\"}")))
                .withMessage("at \"/state\": not a TaskState value name: \"TASK_STATE_RUNNING\"");
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectTaskStatus(json("{\"state\":9}")))
                .withMessage("at \"/state\": not a TaskState value number: 9");
    }

    @Test
    void aFieldUnderBothItsNamesThrows() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":\"m\",\"role\":1,\"parts\":[{\"text\":\"a\","
                        + "\"mediaType\":\"x\",\"media_type\":\"x\"}]}")))
                .withMessage("at \"/parts/0\": the field \"mediaType\" is given under both of its names, "
                        + "\"mediaType\" and \"media_type\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":\"m\",\"message_id\":\"m\",\"role\":1,"
                        + "\"parts\":[]}")))
                .withMessageStartingWith("at \"\": the field \"messageId\" is given under both");
    }

    @Test
    void pathsNameTheFieldAsItWasSpelled() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectSendMessageRequest(json("{\"message\":{\"message_id\":7}}")))
                .withMessage("at \"/message/message_id\": expected a string, found number");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectStreamResponse(json("{\"artifact_update\":{\"task_id\":\"t\","
                        + "\"context_id\":\"c\",\"artifact\":{\"artifact_id\":\"a\",\"parts\":[{\"url\":false}]}}}")))
                .withMessage("at \"/artifact_update/artifact/parts/0/url\": expected a string, found boolean");
    }

    @Test
    void nullOnARequiredFieldIsNotSet() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":null,\"role\":1,\"parts\":[]}")))
                .withMessage("at \"/messageId\": the required field is null, which reads as its default: not set");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":\"m\",\"role\":1}")))
                .withMessage("at \"/parts\": the required field is absent");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectMessage(json("{\"messageId\":\"m\",\"role\":1,\"parts\":[null]}")))
                .withMessage("at \"/parts/0\": expected an object (Part), found null");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectArtifact(json("{\"artifactId\":\"a\",\"parts\":[],\"extensions\":[null]}")))
                .withMessage("at \"/extensions/0\": expected a string, found null");
    }

    @Test
    void aPartHasExactlyOneContentAndAResponseExactlyOnePayload() {
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectPart(json("{\"mediaType\":\"x\"}")))
                .withMessage("at \"\": a Part has exactly one of \"text\", \"raw\", \"url\" and \"data\", found none");
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectPart(json("{\"text\":\"a\",\"url\":\"u\"}")))
                .withMessageEndingWith("found text, url");
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectPart(json("{\"text\":\"a\",\"data\":null}")))
                .withMessageEndingWith("found text, data");
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectStreamResponse(json("{}")))
                .withMessage("at \"\": a StreamResponse has exactly one of [task, message, statusUpdate, "
                        + "artifactUpdate], found none");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> V1Json.expectSendMessageResponse(json("{\"task\":{},\"message\":{}}")))
                .withMessageEndingWith("found task, message");
        assertThat(V1Json.expectPart(json("{\"data\":null}")).content()).isEqualTo(new PartContent.Data(JsonNull.NULL));
    }

    @Test
    void aMissingValueThrowsTooNotANullPointer() {
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectAgentCard(null))
                .withMessage("at \"\": expected an object (AgentCard), found nothing");
        assertThatIllegalArgumentException().isThrownBy(() -> V1Json.expectTask(json("[]")))
                .withMessage("at \"\": expected an object (Task), found array");
    }

    @Test
    void pointerTokensAreEscapedInPaths() {
        // only field names and indexes make up a path; a field spelled with '/' or '~' never matches one
        assertThat(FieldReader.child("/a", "b/c~d")).isEqualTo("/a/b~1c~0d");
    }
}
