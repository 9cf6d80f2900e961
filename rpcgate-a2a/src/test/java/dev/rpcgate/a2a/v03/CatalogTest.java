package dev.rpcgate.a2a.v03;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.rpcgate.core.testing.RepoFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The method names, error codes and enums agree with the official v0.3.0 schema. */
class CatalogTest {
    private static JsonNode definitions() throws Exception {
        return new ObjectMapper().readTree(RepoFiles.testData("a2a", "the A2A v0.3.0 schema").resolve("a2a.json")
                .toFile()).path("definitions");
    }

    @Test
    void methodsAreTheSchemasRequestMethods() throws Exception {
        List<String> methods = new ArrayList<>();
        for (Map.Entry<String, JsonNode> d : definitions().properties()) {
            JsonNode method = d.getValue().path("properties").path("method").path("const");
            if (d.getKey().endsWith("Request") && method.isTextual()) {
                methods.add(method.asText());
            }
        }
        assertThat(A2aMethods.all()).containsExactlyInAnyOrderElementsOf(methods).hasSize(10);
        assertThat(A2aMethods.isKnown("message/send")).isTrue();
        assertThat(A2aMethods.isKnown("Message/Send")).isFalse();
        assertThat(A2aMethods.isKnown(null)).isFalse();
    }

    @Test
    void errorsAreTheSchemasErrors() throws Exception {
        JsonNode defs = definitions();
        for (A2aError e : A2aError.values()) {
            JsonNode props = defs.path(e.typeName()).path("properties");
            assertThat(props.path("code").path("const").asInt()).as(e.name()).isEqualTo(e.code());
            assertThat(props.path("message").path("default").asText()).as(e.name()).isEqualTo(e.message());
            assertThat(A2aError.findByCode(e.code())).contains(e);
        }
        assertThat(A2aError.values()).extracting(A2aError::code).containsExactly(-32001, -32002, -32003, -32004,
                -32005, -32006, -32007);
        assertThat(A2aError.findByCode(-32000)).isEmpty();
    }

    @Test
    void enumsAreTheSchemas() throws Exception {
        JsonNode defs = definitions();
        List<String> states = new ArrayList<>();
        defs.path("TaskState").path("enum").forEach(n -> states.add(n.asText()));
        assertThat(java.util.Arrays.stream(TaskState.values()).map(TaskState::wire).toList())
                .containsExactlyElementsOf(states);
        List<String> roles = new ArrayList<>();
        defs.path("Message").path("properties").path("role").path("enum").forEach(n -> roles.add(n.asText()));
        assertThat(java.util.Arrays.stream(Role.values()).map(Role::wire).toList())
                .containsExactlyInAnyOrderElementsOf(roles);
    }

    @Test
    void theValidatorKnowsExactlyTheSchemasMembers() throws Exception {
        JsonNode defs = definitions();
        Map<String, List<String>> ours = Map.of("MessageSendParams", ParamsWalk.PARAMS, "Message", ParamsWalk.MESSAGE,
                "MessageSendConfiguration", ParamsWalk.CONFIGURATION, "PushNotificationConfig", ParamsWalk.PUSH,
                "PushNotificationAuthenticationInfo", ParamsWalk.AUTHENTICATION, "TextPart", PartWalk.TEXT,
                "FilePart", PartWalk.FILE, "DataPart", PartWalk.DATA);
        ours.forEach((definition, names) -> {
            List<String> schema = new ArrayList<>();
            defs.path(definition).path("properties").fieldNames().forEachRemaining(schema::add);
            assertThat(names).as(definition).containsExactlyInAnyOrderElementsOf(schema);
        });
        List<String> file = new ArrayList<>();
        defs.path("FileWithBytes").path("properties").fieldNames().forEachRemaining(file::add);
        defs.path("FileWithUri").path("properties").fieldNames().forEachRemaining(n -> {
            if (!file.contains(n)) {
                file.add(n);
            }
        });
        assertThat(PartWalk.FILE_CONTENT).containsExactlyInAnyOrderElementsOf(file);
    }
}
