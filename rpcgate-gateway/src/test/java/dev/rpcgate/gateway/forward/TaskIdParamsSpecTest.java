package dev.rpcgate.gateway.forward;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.testing.RepoFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The task id paths of {@link TaskIdParams} agree with the specifications: for v0.3 each member is a property of the
 * params definition in the JSON Schema (required where the method's params require it), for v1.0 a field of the
 * request message in {@code a2a.proto} (JSON names are lowerCamel). And the table covers exactly the methods about
 * one existing task.
 */
class TaskIdParamsSpecTest {
    @Test
    void coversExactlyTheMethodsAboutOneTask() {
        assertThat(TaskIdParams.table(A2aVersion.V0_3).keySet()).containsExactlyInAnyOrder("message/send",
                "message/stream", "tasks/get", "tasks/cancel", "tasks/resubscribe", "tasks/pushNotificationConfig/set",
                "tasks/pushNotificationConfig/get", "tasks/pushNotificationConfig/list",
                "tasks/pushNotificationConfig/delete");
        assertThat(TaskIdParams.table(A2aVersion.V1_0).keySet()).containsExactlyInAnyOrder("SendMessage",
                "SendStreamingMessage", "GetTask", "CancelTask", "SubscribeToTask", "CreateTaskPushNotificationConfig",
                "GetTaskPushNotificationConfig", "ListTaskPushNotificationConfigs", "DeleteTaskPushNotificationConfig");
    }

    @Test
    void v03PathsAreParamsPropertiesOfTheJsonSchema() {
        JsonObject defs = (JsonObject) ((JsonObject) JsonReader.standard().read(RepoFiles.read(
                RepoFiles.testData("a2a", "the A2A v0.3 JSON Schema").resolve("a2a.json"))).value()).get("definitions");
        for (Map.Entry<String, List<String>> row : TaskIdParams.table(A2aVersion.V0_3).entrySet()) {
            JsonObject request = requestFor(defs, row.getKey());
            List<JsonObject> alternatives = refs(defs, ((JsonObject) request.get("properties")).get("params"));
            assertThat(alternatives).as(row.getKey()).isNotEmpty();
            for (JsonObject params : alternatives) {
                JsonObject at = params;
                List<String> path = row.getValue();
                for (int i = 0; i < path.size(); i++) {
                    JsonValue member = ((JsonObject) at.get("properties")).get(path.get(i));
                    assertThat(member).as("%s params have %s", row.getKey(), path.subList(0, i + 1)).isNotNull();
                    if (i < path.size() - 1) {
                        at = refs(defs, member).get(0);
                    } else {
                        assertThat(((JsonObject) member).get("type")).isEqualTo(JsonString.of("string"));
                    }
                }
                if (path.size() == 1) {
                    assertThat(names((JsonArray) params.get("required"))).as("%s requires %s", row.getKey(), path)
                            .contains(path.get(0));
                }
            }
        }
    }

    @Test
    void v10PathsAreFieldsOfTheRequestMessages() {
        String proto = RepoFiles.read(RepoFiles.testData("a2a", "the A2A v1.0 proto").resolve("v1.0/a2a.proto"));
        for (Map.Entry<String, List<String>> row : TaskIdParams.table(A2aVersion.V1_0).entrySet()) {
            String message = V1Method.findByWireName(row.getKey()).orElseThrow().requestMessage();
            List<String> path = row.getValue();
            for (int i = 0; i < path.size(); i++) {
                String type = fieldType(proto, message, snake(path.get(i)));
                assertThat(type).as("%s has the field %s", message, path.get(i)).isNotNull();
                if (i == path.size() - 1) {
                    assertThat(type).as("%s.%s", message, path.get(i)).isEqualTo("string");
                }
                message = type;
            }
        }
    }

    private static JsonObject requestFor(JsonObject defs, String method) {
        for (String name : defs.names()) {
            if (defs.get(name) instanceof JsonObject d && d.get("properties") instanceof JsonObject p
                    && p.get("method") instanceof JsonObject m && JsonString.of(method).equals(m.get("const"))) {
                return d;
            }
        }
        throw new AssertionError("no request definition for " + method);
    }

    /** The definitions {@code v} refers to: one {@code $ref}, or each of its {@code anyOf}. */
    private static List<JsonObject> refs(JsonObject defs, JsonValue v) {
        List<JsonObject> out = new ArrayList<>();
        JsonObject o = (JsonObject) v;
        if (o.get("$ref") instanceof JsonString ref) {
            out.add((JsonObject) defs.get(ref.value().substring("#/definitions/".length())));
        } else if (o.get("anyOf") instanceof JsonArray any) {
            for (JsonValue alt : any.elements()) {
                out.addAll(refs(defs, alt));
            }
        }
        return out;
    }

    private static List<String> names(JsonArray a) {
        return a.elements().stream().map(e -> ((JsonString) e).value()).toList();
    }

    /** The type of field {@code field} of proto message {@code message}, or {@code null}. */
    private static String fieldType(String proto, String message, String field) {
        Matcher block = Pattern.compile("(?m)^message " + message + " \\{\\n(.*?)^}", Pattern.DOTALL).matcher(proto);
        if (!block.find()) {
            return null;
        }
        Matcher f = Pattern.compile("(?m)^\\s*(?:optional |repeated )?([\\w.]+) " + field + " = \\d+")
                .matcher(block.group(1));
        return f.find() ? f.group(1) : null;
    }

    private static String snake(String lowerCamel) {
        return lowerCamel.replaceAll("([A-Z])", "_$1").toLowerCase(java.util.Locale.ROOT);
    }
}
