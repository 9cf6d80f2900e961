package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The typed errors: codes, reasons, titles, and error objects that the v1.0 error check accepts. */
class V1ErrorTest {
    @Test
    void codesReasonsAndTitles() {
        assertThat(V1Error.values()).hasSize(9);
        int code = -32001;
        for (V1Error e : V1Error.values()) {
            assertThat(e.code()).isEqualTo(code--);
            assertThat(V1Error.findByCode(e.code())).contains(e);
            assertThat(V1Error.findByReason(e.reason())).contains(e);
            // the reason is the title in UPPER_SNAKE_CASE
            assertThat(e.title().replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase()).isEqualTo(e.reason());
        }
        assertThat(V1Error.TASK_NOT_FOUND.reason()).isEqualTo("TASK_NOT_FOUND");
        assertThat(V1Error.VERSION_NOT_SUPPORTED.title()).isEqualTo("VersionNotSupported");
        assertThat(V1Error.findByCode(-32010)).isEmpty();
        assertThat(V1Error.findByCode(-32602)).isEmpty();
    }

    @Test
    void theErrorObjectIsTheBindingsForm() {
        Map<String, String> metadata = new LinkedHashMap<>();
        metadata.put("taskId", "nonexistent-task-id");
        metadata.put("timestamp", "2025-11-09T10:30:00.000Z");
        JsonObject error = V1Error.TASK_NOT_FOUND.toErrorObject("Task not found", metadata);
        assertThat(error.toString()).isEqualTo("{\"code\":-32001,\"message\":\"Task not found\",\"data\":[{\"@type\":"
                + "\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"TASK_NOT_FOUND\",\"domain\":"
                + "\"a2a-protocol.org\",\"metadata\":{\"taskId\":\"nonexistent-task-id\",\"timestamp\":"
                + "\"2025-11-09T10:30:00.000Z\"}}]}");
        assertThat(V1Error.VERSION_NOT_SUPPORTED.toErrorObject("Version not supported", Map.of()).toString())
                .isEqualTo("{\"code\":-32009,\"message\":\"Version not supported\",\"data\":[{\"@type\":"
                        + "\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"VERSION_NOT_SUPPORTED\","
                        + "\"domain\":\"a2a-protocol.org\"}]}");
    }

    @Test
    void everyErrorObjectPassesTheErrorCheck() {
        V1Validator v = new V1Validator(V1Policy.DEFAULT);
        for (V1Error e : V1Error.values()) {
            JsonObject error = e.toErrorObject(e.title(), Map.of("k", "v"));
            assertThat(v.errorFindings(error)).as(e.name()).isEmpty();
            assertThat(v.errorFindings(JsonReader.standard().read(error.toString()).value())).isEmpty();
        }
    }
}
