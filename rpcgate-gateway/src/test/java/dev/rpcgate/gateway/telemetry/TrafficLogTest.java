package dev.rpcgate.gateway.telemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.log.LogChunk;
import dev.rpcgate.transcript.log.LogEntry;
import dev.rpcgate.transcript.log.LogMapping;
import dev.rpcgate.transcript.log.LogReader;
import dev.rpcgate.transcript.log.SessionSplitter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The traffic log's lines parse, keep their messages, and split into one session per exchange. */
class TrafficLogTest {
    private static final PeerName CLIENT = new PeerName("client");
    private static final PeerName AGENT = new PeerName("agent");

    @TempDir
    Path dir;

    private static Exchange exchange(long id, String agent, String request, String reply) {
        return new Exchange(id, agent, "message/send", null, "ok", 1000, utf8(request), utf8(reply), 200, true);
    }

    private static byte[] utf8(String text) {
        return text == null ? null : text.getBytes(StandardCharsets.UTF_8);
    }

    private static String request(long id) {
        // pretty-printed on purpose: the log must write it on one line
        return "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": " + id + ",\n  \"method\": \"message/send\",\n  \"params\": "
                + "{\"message\": {\"messageId\": \"m-" + id + "\", \"parts\": [{\"text\": \"h\u00e9llo\\n\"}]}}\n}";
    }

    private static String reply(long id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"kind\":\"message\",\"n\":1.50}}";
    }

    private static List<JsonObject> parseLines(String text) {
        List<JsonObject> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            JsonParse parse = JsonReader.standard().read(line);
            assertThat(parse.isValid()).as(line).isTrue();
            out.add((JsonObject) parse.value());
        }
        return out;
    }

    private static List<LogEntry> readAsTranscriptLog(String text) {
        LogReader reader = new LogReader(LogMapping.dirMessage(Map.of("client", CLIENT, "agent", AGENT))
                .withSession("/session"));
        LogChunk chunk = reader.pushText(text);
        LogChunk end = reader.end();
        assertThat(chunk.findings()).isEmpty();
        assertThat(end.findings()).isEmpty();
        List<LogEntry> all = new ArrayList<>(chunk.entries());
        all.addAll(end.entries());
        return all;
    }

    @Test
    void concurrentExchangesSplitIntoOneSessionEach() throws Exception {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        TrafficLog log = new TrafficLog(sink, TrafficLog.DEFAULT_MAX_MESSAGE_BYTES);
        int threads = 16;
        int each = 100;
        AtomicInteger ids = new AtomicInteger();
        try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            for (int t = 0; t < threads; t++) {
                pool.submit(() -> {
                    for (int i = 0; i < each; i++) {
                        long id = ids.incrementAndGet();
                        log.onExchange(exchange(id, "echo-agent-01", request(id), reply(id)));
                    }
                });
            }
            pool.shutdown();
            assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        }
        String text = sink.toString(StandardCharsets.UTF_8);
        List<JsonObject> lines = parseLines(text);
        assertThat(lines).hasSize(2 * threads * each);
        assertThat(lines.getFirst().names()).containsExactly("session", "agent", "dir", "message");

        SessionSplitter<List<LogEntry>> splitter = new SessionSplitter<>(key -> new ArrayList<>(), 4096);
        for (LogEntry entry : readAsTranscriptLog(text)) {
            splitter.route(entry).session().orElseThrow().add(entry);
        }
        assertThat(splitter.sessions()).hasSize(threads * each);
        splitter.sessions().forEach((key, entries) -> {
            assertThat(entries).hasSize(2);
            assertThat(entries.get(0).entry().sender()).isEqualTo(CLIENT);
            assertThat(entries.get(1).entry().sender()).isEqualTo(AGENT);
            JsonObject call = (JsonObject) entries.get(0).parsed().orElseThrow();
            JsonObject answer = (JsonObject) entries.get(1).parsed().orElseThrow();
            assertThat(((JsonNumber) call.get("id")).lexeme()).isEqualTo(key);
            assertThat(((JsonNumber) answer.get("id")).lexeme()).isEqualTo(key);
        });
    }

    @Test
    void messagesAreCompactWithSpellingsKept() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        new TrafficLog(sink, 4096).onExchange(exchange(7, "echo-agent-01", request(7), reply(7)));
        assertThat(sink.toString(StandardCharsets.UTF_8)).isEqualTo(
                "{\"session\":7,\"agent\":\"echo-agent-01\",\"dir\":\"client\",\"message\":{\"jsonrpc\":\"2.0\","
                        + "\"id\":7,\"method\":\"message/send\",\"params\":{\"message\":{\"messageId\":\"m-7\","
                        + "\"parts\":[{\"text\":\"h\u00e9llo\\n\"}]}}}}\n"
                        + "{\"session\":7,\"agent\":\"echo-agent-01\",\"dir\":\"agent\",\"message\":"
                        + reply(7) + "}\n");
    }

    @Test
    void textThatIsNotJsonIsLoggedRawAndReadBackVerbatim() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        TrafficLog log = new TrafficLog(sink, 4096);
        String broken = "{invalid json!!!}\n\"tail\u2028";
        log.onExchange(exchange(3, null, broken, "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                + "\"message\":\"parse error\"}}"));
        String text = sink.toString(StandardCharsets.UTF_8);
        List<JsonObject> lines = parseLines(text);
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0).get("agent")).isEqualTo(JsonNull.NULL);
        assertThat(lines.get(0).get("message")).isEqualTo(JsonString.of(broken));
        assertThat(lines.get(0).find("raw")).isPresent();
        assertThat(lines.get(1).find("raw")).isEmpty();
        List<LogEntry> entries = readAsTranscriptLog(text);
        assertThat(entries.get(0).entry().message()).isEqualTo(broken);
        assertThat(entries.get(0).session()).hasValue("3");
    }

    @Test
    void oversizedMessagesAreCountedNotCopied() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        TrafficLog log = new TrafficLog(sink, 64);
        String big = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"t\":\"" + "x".repeat(100)
                + "\"}}";
        log.onExchange(exchange(9, "a", big, null)); // a streamed reply: no reply line
        List<JsonObject> lines = parseLines(sink.toString(StandardCharsets.UTF_8));
        assertThat(lines).hasSize(1);
        assertThat(lines.getFirst().get("message")).isEqualTo(JsonNull.NULL);
        assertThat(lines.getFirst().get("oversized")).isEqualTo(JsonNumber.of(big.length()));
        assertThat(sink.toString(StandardCharsets.UTF_8)).doesNotContain("xxxx");
    }

    @Test
    void aFailingSinkIsReportedOnceAndNeverBreaksTheExchange() {
        AtomicInteger writes = new AtomicInteger();
        OutputStream failing = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                writes.incrementAndGet();
                throw new IOException("disk full");
            }
        };
        TrafficLog log = new TrafficLog(failing, 4096);
        assertThatCode(() -> {
            for (int i = 0; i < 5; i++) {
                log.onExchange(exchange(i, "a", request(i), reply(i)));
            }
        }).doesNotThrowAnyException();
        assertThat(writes).hasValue(1);
        assertThat(log.findFailure()).get().extracting(Throwable::getMessage).isEqualTo("disk full");
        assertThatCode(log::close).doesNotThrowAnyException();
    }

    @Test
    void aFileLogAppendsAndCloses() throws Exception {
        Path file = dir.resolve("traffic.jsonl");
        try (TrafficLog log = TrafficLog.append(file)) {
            log.onExchange(exchange(1, "a", request(1), reply(1)));
            // flushed per exchange: readable before close
            assertThat(parseLines(Files.readString(file))).hasSize(2);
        }
        try (TrafficLog log = TrafficLog.append(file)) {
            log.onExchange(exchange(2, "a", request(2), null));
        }
        List<JsonObject> lines = parseLines(Files.readString(file));
        assertThat(lines).hasSize(3);
        assertThat(lines.get(2).get("session")).isEqualTo(JsonNumber.of(2));
        TrafficLog closed = TrafficLog.append(file);
        closed.close();
        closed.onExchange(exchange(3, "a", request(3), reply(3))); // after close: dropped, no exception
        assertThat(parseLines(Files.readString(file))).hasSize(3);
    }
}
