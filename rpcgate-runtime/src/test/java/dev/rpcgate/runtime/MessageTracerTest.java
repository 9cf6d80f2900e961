package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The transcript log: one JSON line per message in and out, unreadable text kept as a string. */
@Timeout(30)
class MessageTracerTest {

    @Test
    void everyFrameReadAndMessageWrittenIsOneJsonLine() throws IOException {
        String in = "{\"jsonrpc\":\"2.0\", \"id\":1.0,\"method\":\"a\\u0062\"}\n"
                + "{\"broken\": \"caf\u00e9\n"
                + "[" + "1,".repeat(40) + "1]\n"
                + "\n";
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        MessageTracer tracer = new MessageTracer(new NdjsonChannel(
                new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), wire, 64), sink);
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        assertThat(tracer.read()).isInstanceOf(Frame.Oversized.class);
        assertThat(tracer.read()).isSameAs(Frame.END);
        tracer.write("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":null}");
        tracer.write("not json");

        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).containsExactly(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1.0,\"method\":\"a\\u0062\"}}",
                "{\"dir\":\"in\",\"message\":\"{\\\"broken\\\": \\\"caf\u00e9\",\"raw\":true}",
                "{\"dir\":\"in\",\"message\":null,\"raw\":true,\"oversized\":83}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":null}}",
                "{\"dir\":\"out\",\"message\":\"not json\",\"raw\":true}");
        for (String line : lines) {
            assertThat(JsonReader.standard().read(line).isValid()).as(line).isTrue();
        }
        assertThat(wire.toString(StandardCharsets.UTF_8))
                .as("the wrapped channel still carries exactly what was written")
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":null}\nnot json\n");
    }

    @Test
    void aFramingErrorIsLoggedWithItsReason() throws IOException {
        String in = "Bogus\r\n\r\nContent-Length: 2\r\n\r\n[]";
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        MessageTracer tracer = new MessageTracer(new ContentLengthChannel(
                new ByteArrayInputStream(in.getBytes(StandardCharsets.US_ASCII)), new ByteArrayOutputStream()), sink);
        assertThat(tracer.read()).isInstanceOf(Frame.Malformed.class);
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        assertThat(sink.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "{\"dir\":\"in\",\"message\":null,\"raw\":true,\"malformed\":\"a header line is not 'Name: value'\"}",
                "{\"dir\":\"in\",\"message\":[]}");
    }

    @Test
    void aFailingSinkStopsTheLogNotTheChannel() throws IOException {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("disk full");
            }
        };
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        MessageTracer tracer = new MessageTracer(new NdjsonChannel(
                new ByteArrayInputStream("[1]\n".getBytes(StandardCharsets.UTF_8)), wire), broken);
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        tracer.write("[2]");
        assertThat(wire.toString(StandardCharsets.UTF_8)).isEqualTo("[2]\n");
        assertThat(tracer.findSinkFailure()).get().extracting(Throwable::getMessage).isEqualTo("disk full");
    }

    @Test
    void aTracedConnectionLogsTheLessonTable() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        Served s = Served.over(TestMethods.registry(), ConnectionOptions.DEFAULT.withSequential(true),
                end -> new MessageTracer(new NdjsonChannel(end.in(), end.out()), sink));
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}", "{oops");
        assertThat(s.finish()).hasSize(2);
        // each direction is in order; how reads and writes interleave depends on timing
        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).filteredOn(l -> l.startsWith("{\"dir\":\"in\"")).containsExactly(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}}",
                "{\"dir\":\"in\",\"message\":\"{oops\",\"raw\":true}");
        assertThat(lines).filteredOn(l -> l.startsWith("{\"dir\":\"out\"")).containsExactly(
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3}}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                        + "\"message\":\"Parse error\"}}}");
        assertThat(lines).hasSize(4);
    }
}
