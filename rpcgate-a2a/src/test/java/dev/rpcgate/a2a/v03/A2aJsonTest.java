package dev.rpcgate.a2a.v03;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Records read from JSON and written back equal the JSON they came from; unknown members are kept. */
class A2aJsonTest {
    private static JsonValue read(String text) {
        return JsonReader.standard().read(text).findValue().orElseThrow();
    }

    private static <T> void roundTrips(String json, Function<JsonValue, T> expect, Function<T, JsonObject> write) {
        JsonValue v = read(json);
        T record = expect.apply(v);
        assertThat(write.apply(record)).as(json).isEqualTo(v);
        assertThat(expect.apply(read(JsonWriter.write(write.apply(record))))).isEqualTo(record);
    }

    private static final String MESSAGE = "{\"kind\":\"message\",\"messageId\":\"m-1\",\"role\":\"agent\",\"parts\":["
            + "{\"kind\":\"text\",\"text\":\"done\"}],\"taskId\":\"t-1\",\"contextId\":\"c-1\",\"x-trace\":[1,2]}";

    @Test
    void tasksAndEventsRoundTrip() {
        String status = "{\"state\":\"input-required\",\"message\":" + MESSAGE + ",\"timestamp\":\"2025-07-31T12:00:00Z\"}";
        String artifact = "{\"artifactId\":\"a-1\",\"name\":\"report\",\"parts\":[{\"kind\":\"data\",\"data\":{\"n\":1.50}},"
                + "{\"kind\":\"file\",\"file\":{\"uri\":\"https://files.example.org/r.pdf\",\"mimeType\":\"application/pdf\"}}],"
                + "\"extensions\":[]}";
        roundTrips("{\"kind\":\"task\",\"id\":\"t-1\",\"contextId\":\"c-1\",\"status\":" + status + ",\"artifacts\":["
                + artifact + "],\"history\":[" + MESSAGE + "],\"metadata\":{},\"extra\":true}",
                A2aJson::expectTask, A2aJson::toJson);
        roundTrips("{\"kind\":\"status-update\",\"taskId\":\"t\",\"contextId\":\"c\",\"status\":{\"state\":\"working\"},"
                + "\"final\":false}", A2aJson::expectStatusUpdate, A2aJson::toJson);
        roundTrips("{\"kind\":\"artifact-update\",\"taskId\":\"t\",\"contextId\":\"c\",\"artifact\":" + artifact
                + ",\"append\":true,\"lastChunk\":false}", A2aJson::expectArtifactUpdate, A2aJson::toJson);
        roundTrips(MESSAGE, A2aJson::expectMessage, A2aJson::toJson);
    }

    @Test
    void anAgentCardRoundTripsKeepingWhatItDoesNotModel() {
        roundTrips("{\"name\":\"Echo\",\"description\":\"echoes\",\"url\":\"https://agent.example.org/a2a\","
                + "\"version\":\"1.0\",\"protocolVersion\":\"0.3.0\",\"capabilities\":{\"streaming\":false,"
                + "\"extensions\":[{\"uri\":\"u\"}]},\"defaultInputModes\":[\"text/plain\"],\"defaultOutputModes\":"
                + "[\"application/json\"],\"skills\":[{\"id\":\"echo\",\"name\":\"Echo\",\"description\":\"d\",\"tags\":"
                + "[\"t\"],\"examples\":[\"hi\"],\"security\":[]}],\"preferredTransport\":\"JSONRPC\","
                + "\"provider\":{\"organization\":\"o\",\"url\":\"https://example.org\"}}",
                A2aJson::expectAgentCard, A2aJson::toJson);
    }

    @Test
    void extraMembersAndExactNumbersAreKept() {
        MessageSendParams p = A2aJson.expectMessageSendParams(read("{\"message\":" + MESSAGE
                + ",\"configuration\":{\"historyLength\":10e-1,\"timeout\":30.0}}"));
        assertThat(p.configuration().orElseThrow().extra()).isEqualTo(read("{\"timeout\":30.0}"));
        assertThat(p.configuration().orElseThrow().historyLength().orElseThrow().lexeme()).isEqualTo("10e-1");
        assertThat(p.message().extra()).isEqualTo(read("{\"x-trace\":[1,2]}"));
        assertThat(p.message().referenceTaskIds()).isEmpty(); // absent stays absent, not []
        assertThat(JsonWriter.write(A2aJson.toJson(p))).contains("\"historyLength\":10e-1", "\"timeout\":30.0");
    }

    @Test
    void recordsBuiltInCodeWriteTheWireShape() {
        Message m = Message.of(Role.AGENT, "r-1", List.of(TextPart.of("ok"),
                DataPart.of(JsonObject.builder().put("receipt", 1).build()),
                new FilePart(new FileWithBytes("AA==", Optional.of("a.bin"), Optional.empty(), A2aJson.EMPTY),
                        Optional.empty(), A2aJson.EMPTY)));
        assertThat(JsonWriter.write(A2aJson.toJson(m))).isEqualTo("{\"kind\":\"message\",\"messageId\":\"r-1\","
                + "\"role\":\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"ok\"},{\"kind\":\"data\",\"data\":"
                + "{\"receipt\":1}},{\"kind\":\"file\",\"file\":{\"bytes\":\"AA==\",\"name\":\"a.bin\"}}]}");
        assertThat(new MessageSendValidator(PartPolicy.DEFAULT)
                .check(JsonObject.builder().put("message", A2aJson.toJson(m)).build()).findings()).isEmpty();
    }

    @Test
    void aWrongShapeThrowsNamingThePath() {
        assertThatIllegalArgumentException().isThrownBy(() -> A2aJson.expectMessage(read(
                "{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"user\",\"parts\":[{\"kind\":\"file\",\"file\":{}}]}")))
                .withMessageContaining("/parts/0/file");
        assertThatIllegalArgumentException().isThrownBy(() -> A2aJson.expectMessage(read(
                "{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"bot\",\"parts\":[]}")))
                .withMessageContaining("/role");
        assertThatIllegalArgumentException().isThrownBy(() -> A2aJson.expectTask(read(
                "{\"kind\":\"task\",\"id\":\"t\",\"contextId\":\"c\",\"status\":{\"state\":\"paused\"}}")))
                .withMessageContaining("/status/state");
        assertThatIllegalArgumentException().isThrownBy(() -> A2aJson.expectTask(read("{\"id\":\"t\"}")))
                .withMessageContaining("/kind");
    }
}
