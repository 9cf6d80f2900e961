package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.testing.RepoFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The compiled table is the v1.0 proto: read in place, line by line (messages, enums, oneof blocks, fields with their
 * cardinality, type and REQUIRED mark, enum values with their numbers), it gives exactly the table's declarations.
 * The JSON names agree with the generated JSON Schema's property names.
 */
class V1DescriptorsTest {
    static Path dir() {
        return RepoFiles.testData("a2a", "the A2A v1.0 proto").resolve("v1.0");
    }

    /** The proto's messages as declaration lines, and its enums as NAME=NUMBER lines, in order. */
    record Proto(Map<String, List<String>> messages, Map<String, List<String>> enums) {
        static Proto read(String text) {
            ProtoFile file = ProtoFile.parse(text);
            Map<String, List<String>> messages = new LinkedHashMap<>();
            file.messages().forEach((name, fields) ->
                    messages.put(name, fields.stream().map(ProtoFile.Field::declaration).toList()));
            Map<String, List<String>> enums = new LinkedHashMap<>();
            file.enums().forEach((name, values) -> {
                List<String> lines = new ArrayList<>();
                values.forEach((value, number) -> lines.add(value + "=" + number));
                enums.put(name, lines);
            });
            return new Proto(messages, enums);
        }
    }

    @Test
    void theTableIsTheProto() {
        Proto proto = Proto.read(RepoFiles.read(dir().resolve("a2a.proto")));
        V1Descriptors.Table table = V1Descriptors.TABLE;
        assertThat(proto.messages()).as("messages read from the proto").hasSizeGreaterThan(40);
        assertThat(new TreeSet<>(table.messages().keySet()))
                .as("every proto message, and google.protobuf.Empty")
                .isEqualTo(with(new TreeSet<>(proto.messages().keySet()), V1Descriptors.EMPTY));
        for (Map.Entry<String, List<String>> m : proto.messages().entrySet()) {
            List<String> ours = new ArrayList<>();
            for (FieldDesc f : table.messages().get(m.getKey()).fields) {
                ours.add(f.declaration());
            }
            assertThat(ours).as("the fields of " + m.getKey()).containsExactlyElementsOf(m.getValue());
        }
        assertThat(table.messages().get(V1Descriptors.EMPTY).fields).isEmpty();
        assertThat(table.enums().keySet()).containsExactlyInAnyOrderElementsOf(proto.enums().keySet());
        for (Map.Entry<String, List<String>> e : proto.enums().entrySet()) {
            EnumDesc ours = table.enums().get(e.getKey());
            List<String> values = new ArrayList<>();
            for (int i = 0; i < ours.names.length; i++) {
                values.add(ours.names[i] + "=" + ours.numbers[i]);
            }
            assertThat(values).as("the values of " + e.getKey()).containsExactlyElementsOf(e.getValue());
        }
    }

    @Test
    void theParseOfTheProtoSeesWhatItMust() {
        Proto proto = Proto.read(RepoFiles.read(dir().resolve("a2a.proto")));
        assertThat(proto.messages().get("Part")).contains("string text oneof content", "bytes raw oneof content",
                "google.protobuf.Value data oneof content", "string media_type");
        assertThat(proto.messages().get("AgentCard")).contains("map<string, SecurityScheme> security_schemes",
                "repeated AgentInterface supported_interfaces REQUIRED", "optional string icon_url");
        assertThat(proto.messages().get("ListTaskPushNotificationConfigsRequest"))
                .startsWith("string tenant", "string task_id REQUIRED");
        assertThat(proto.enums().get("Role")).containsExactly("ROLE_UNSPECIFIED=0", "ROLE_USER=1", "ROLE_AGENT=2");
        // a changed line is seen: the table would no longer match
        Proto changed = Proto.read(RepoFiles.read(dir().resolve("a2a.proto"))
                .replace("string message_id = 1 [(google.api.field_behavior) = REQUIRED];", "string message_id = 1;"));
        assertThat(changed.messages().get("Message")).contains("string message_id")
                .isNotEqualTo(proto.messages().get("Message"));
    }

    @Test
    void jsonNamesAreTheSchemasPropertyNames() {
        JsonParse parse = JsonReader.standard().read(RepoFiles.read(dir().resolve("a2a.json")));
        assertThat(parse.findings()).isEmpty();
        JsonObject defs = (JsonObject) ((JsonObject) parse.value()).get("definitions");
        int compared = 0;
        for (int i = 0; i < defs.size(); i++) {
            String message = defs.nameAt(i).value().replace(" ", "");
            MessageDesc d = V1Descriptors.TABLE.messages().get(message);
            if (d == null) {
                assertThat(message).as("only the well-known types are not messages of the table")
                        .isIn("Struct", "Timestamp", "Value");
                continue;
            }
            JsonObject properties = (JsonObject) ((JsonObject) defs.valueAt(i)).get("properties");
            List<String> ours = new ArrayList<>();
            for (FieldDesc f : d.fields) {
                ours.add(f.jsonName);
            }
            assertThat(ours).as("the JSON names of " + message)
                    .containsExactlyInAnyOrderElementsOf(properties == null ? List.of() : properties.names());
            compared++;
        }
        assertThat(compared).isEqualTo(V1Descriptors.TABLE.messages().size() - 1);
    }

    @Test
    void jsonNamesFollowProtoJson() {
        assertThat(FieldDesc.jsonName("reference_task_ids")).isEqualTo("referenceTaskIds");
        assertThat(FieldDesc.jsonName("oauth2_metadata_url")).isEqualTo("oauth2MetadataUrl");
        assertThat(FieldDesc.jsonName("mtls_security_scheme")).isEqualTo("mtlsSecurityScheme");
        assertThat(FieldDesc.jsonName("raw")).isEqualTo("raw");
    }

    private static TreeSet<String> with(TreeSet<String> set, String extra) {
        set.add(extra);
        return set;
    }
}
