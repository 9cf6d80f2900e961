package dev.rpcgate.core.gate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.Explain;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The trace and finding JSON of every face: fixed members always written, unknown parts left out, never null-filled. */
class TraceJsonTest {

    @Test
    void aParseFailureInTheDesignShape() {
        Trace t = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0)
                .explain("{\"jsonrpc\":\"2.0\",\"method\":\"a\",\"method\":\"b\",\"id\":1}");
        assertThat(JsonWriter.write(TraceJson.toJson(t))).isEqualTo("{\"valid\":false,\"kind\":\"call\","
                + "\"failedGate\":\"PARSE\",\"code\":-32700,\"replyDue\":true,"
                + "\"reply\":{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}},"
                + "\"gates\":[{\"gate\":\"PARSE\",\"status\":\"FAILED\",\"findings\":[{\"code\":\"DuplicateKey\","
                + "\"severity\":\"ERROR\",\"message\":\"" + t.findings().get(0).message().replace("\"", "\\\"") + "\","
                + "\"path\":\"/method\",\"line\":1,\"column\":31,\"offset\":30}]},"
                + "{\"gate\":\"ENVELOPE\",\"status\":\"NOT_RUN\"}]}");
    }

    @Test
    void aBatchNestsItsEntriesWithTheirIndexFirst() {
        Trace t = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0)
                .explain("[{\"jsonrpc\":\"2.0\",\"method\":\"n\"}]");
        assertThat(JsonWriter.write(TraceJson.toJson(t))).isEqualTo("{\"valid\":true,\"kind\":\"batch\","
                + "\"failedGate\":null,\"code\":null,\"replyDue\":false,\"reply\":null,"
                + "\"gates\":[{\"gate\":\"PARSE\",\"status\":\"PASSED\"},{\"gate\":\"ENVELOPE\",\"status\":\"PASSED\"}],"
                + "\"entries\":[{\"index\":0,\"valid\":true,\"kind\":\"notification\",\"failedGate\":null,\"code\":null,"
                + "\"replyDue\":false,\"reply\":null,\"gates\":[{\"gate\":\"PARSE\",\"status\":\"PASSED\"},"
                + "{\"gate\":\"ENVELOPE\",\"status\":\"PASSED\"}]}]}");
    }

    @Test
    void aFindingWritesOnlyWhatIsKnown() {
        Finding bare = Finding.advisory("Code", "a \"quoted\" message", "/a~1b", null);
        assertThat(JsonWriter.write(TraceJson.toJson(bare))).isEqualTo(
                "{\"code\":\"Code\",\"severity\":\"ADVISORY\",\"message\":\"a \\\"quoted\\\" message\",\"path\":\"/a~1b\"}");
        Finding full = Finding.error("Code", "m", "", new SourceLocation(2, 3, 9))
                .with(new Entry(4, 1)).with(new Model("ex#Shape", "member", "ex#Op"));
        assertThat(JsonWriter.write(TraceJson.toJson(full))).isEqualTo("{\"code\":\"Code\",\"severity\":\"ERROR\","
                + "\"message\":\"m\",\"path\":\"\",\"line\":2,\"column\":3,\"offset\":9,\"shape\":\"ex#Shape\","
                + "\"member\":\"member\",\"operation\":\"ex#Op\",\"entry\":4,\"related\":1}");
        assertThat(JsonWriter.write(TraceJson.findings(List.of(bare, bare)))).startsWith("[{\"code\":\"Code\"");
    }

    /** Two attributes as faces attach them: written in their order, whatever the order they were attached in. */
    private record Model(String shape, String member, String operation) implements Finding.Attribute {
        @Override
        public int order() {
            return 1;
        }

        @Override
        public void writeTo(dev.rpcgate.core.json.JsonObject.Builder json) {
            json.put("shape", shape).put("member", member).put("operation", operation);
        }
    }

    private record Entry(int entry, int related) implements Finding.Attribute {
        @Override
        public int order() {
            return 2;
        }

        @Override
        public void writeTo(dev.rpcgate.core.json.JsonObject.Builder json) {
            json.put("entry", entry).put("related", related);
        }
    }

    @Test
    void aLocationWithoutAnOffsetWritesLineAndColumnOnly() {
        Finding model = Finding.error("Code", "m", "", SourceLocation.ofLineColumn(7, 2));
        assertThat(JsonWriter.write(TraceJson.toJson(model))).isEqualTo(
                "{\"code\":\"Code\",\"severity\":\"ERROR\",\"message\":\"m\",\"path\":\"\",\"line\":7,\"column\":2}");
    }

    @Test
    void kindsAreWrittenWithTheirLabels() {
        assertThat(List.of(MessageKind.values())).extracting(MessageKind::label)
                .containsExactly("call", "notification", "batch", "response");
    }
}
