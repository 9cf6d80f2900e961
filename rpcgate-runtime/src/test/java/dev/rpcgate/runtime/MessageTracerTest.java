package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The transcript log: one JSON line per message in and out, unreadable text kept as a string, each line with its
 * time and each reply with the method and duration of its call.
 */
@Timeout(30)
class MessageTracerTest {
    private static final String TS = ",\"ts\":\"2025-05-01T09:30:00.120Z\"";

    /** A log at a fixed instant whose elapsed clock advances 3 ms at every message. */
    private static TraceLog fixed(OutputStream sink) {
        AtomicLong nanos = new AtomicLong();
        return new TraceLog(sink, Clock.fixed(Instant.parse("2025-05-01T09:30:00.120Z"), ZoneOffset.UTC),
                () -> nanos.addAndGet(3_000_000));
    }

    @Test
    void everyFrameReadAndMessageWrittenIsOneJsonLine() throws IOException {
        String in = "{\"jsonrpc\":\"2.0\", \"id\":1.0,\"method\":\"a\\u0062\"}\n"
                + "{\"broken\": \"caf\u00e9\n"
                + "[" + "1,".repeat(40) + "1]\n"
                + "\n";
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        MessageTracer tracer = new MessageTracer(new NdjsonChannel(
                new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), wire, 64), fixed(sink));
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        assertThat(tracer.read()).isInstanceOf(Frame.Oversized.class);
        assertThat(tracer.read()).isSameAs(Frame.END);
        tracer.write("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":null}");
        tracer.write("not json");

        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).containsExactly(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1.0,\"method\":\"a\\u0062\"}" + TS + "}",
                "{\"dir\":\"in\",\"message\":\"{\\\"broken\\\": \\\"caf\u00e9\",\"raw\":true" + TS + "}",
                "{\"dir\":\"in\",\"message\":null,\"raw\":true,\"oversized\":83" + TS + "}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":null}" + TS
                        + ",\"method\":\"ab\",\"ms\":3}",
                "{\"dir\":\"out\",\"message\":\"not json\",\"raw\":true" + TS + "}");
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
                new ByteArrayInputStream(in.getBytes(StandardCharsets.US_ASCII)), new ByteArrayOutputStream()),
                fixed(sink));
        assertThat(tracer.read()).isInstanceOf(Frame.Malformed.class);
        assertThat(tracer.read()).isInstanceOf(Frame.Body.class);
        assertThat(sink.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "{\"dir\":\"in\",\"message\":null,\"raw\":true,\"malformed\":\"a header line is not 'Name: value'\""
                        + TS + "}",
                "{\"dir\":\"in\",\"message\":[]" + TS + "}");
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
        Served s = Served.over(TestMethods.registry(), ConnectionOptions.builder().sequential(true).build(),
                end -> new MessageTracer(new NdjsonChannel(end.in(), end.out()), fixed(sink)));
        s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}", "{oops");
        assertThat(s.finish()).hasSize(2);
        // each direction is in order; how reads and writes interleave depends on timing
        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).filteredOn(l -> l.startsWith("{\"dir\":\"in\"")).containsExactly(
                "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}"
                        + TS + "}",
                "{\"dir\":\"in\",\"message\":\"{oops\",\"raw\":true" + TS + "}");
        // how many lines come between the call and its reply depends on timing, and so does the elapsed time
        assertThat(lines).filteredOn(l -> l.startsWith("{\"dir\":\"out\"")).map(l -> l.replaceFirst("\"ms\":\\d+}$",
                "\"ms\":N}")).containsExactly(
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3}" + TS
                        + ",\"method\":\"sum\",\"ms\":N}",
                "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                        + "\"message\":\"Parse error\"}}" + TS + "}");
        assertThat(lines).hasSize(4);
    }

    @Test
    void repliesAreMatchedToTheirCallsByIdValueInBothDirections() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        TraceLog log = fixed(sink);
        log.received(bytes("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"sum\",\"params\":[1,2]}"));
        log.received(bytes("{\"jsonrpc\":\"2.0\",\"id\":\"7\",\"method\":\"get\"}"));
        log.sent(bytes("{\"jsonrpc\":\"2.0\",\"id\":\"back\",\"method\":\"ask\"}")); // this side calls
        log.sent(bytes("{\"jsonrpc\":\"2.0\",\"id\":7.0,\"result\":3}")); // 7.0 is the id 7, not "7"
        log.received(bytes("{\"jsonrpc\":\"2.0\",\"id\":\"back\",\"result\":true}"));
        log.sent(bytes("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":3}")); // answered already: no call
        log.sent(bytes("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}"));
        log.received(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"note\"}"));
        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(3)).endsWith("\"result\":3}" + TS + ",\"method\":\"sum\",\"ms\":9}");
        assertThat(lines.get(4)).endsWith("\"result\":true}" + TS + ",\"method\":\"ask\",\"ms\":6}");
        assertThat(lines.get(5)).endsWith("\"result\":3}" + TS + "}");
        assertThat(lines.get(6)).endsWith("}}" + TS + "}");
        assertThat(lines.get(7)).endsWith("\"note\"}" + TS + "}");
    }

    @Test
    void aBatchReplyNamesEveryCallItAnswers() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        TraceLog log = fixed(sink);
        log.received(bytes("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1]},"
                + "{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[7]},"
                + "{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"get_data\"}]"));
        log.sent(bytes("[{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"result\":[]},{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1},"
                + "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"}}]"));
        assertThat(sink.toString(StandardCharsets.UTF_8).lines().toList().get(1)).endsWith("]" + TS
                + ",\"calls\":[{\"id\":\"b\",\"method\":\"get_data\",\"ms\":3},{\"id\":1,\"method\":\"sum\",\"ms\":3}]}");
    }

    @Test
    void unansweredCallsAreRememberedUpToTheBoundOldestForgottenFirst() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        TraceLog log = fixed(sink);
        for (int i = 0; i <= TraceLog.MAX_OPEN_CALLS; i++) { // one more than the bound
            log.received(bytes("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":\"m" + i + "\"}"));
        }
        log.sent(bytes("{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":0}"));
        log.sent(bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}"));
        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(lines.size() - 2)).as("the oldest call was forgotten").endsWith(TS + "}");
        assertThat(lines.get(lines.size() - 1)).contains(",\"method\":\"m1\",\"ms\":");
    }

    @Test
    void theSystemClockWritesUtcWithMilliseconds() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        new TraceLog(sink).received(bytes("[]"));
        assertThat(sink.toString(StandardCharsets.UTF_8))
                .matches("\\{\"dir\":\"in\",\"message\":\\[],\"ts\":\"\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\"}\n");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
