package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.gateway.api.Exchange;
import dev.rpcgate.gateway.telemetry.TrafficLog;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The v1.0 example traffic logs under examples/a2a/v1 are exactly what the gateway's {@link TrafficLog} writes for
 * their exchanges: each exchange's request and reply, received spread over lines, are logged as one compact line
 * each, in order, and a streamed exchange (no reply body) logs its request alone.
 */
class A2aV1TrafficLogFormTest {
    /** One exchange of a log: its session, agent, method and the two messages' text (reply null when streamed). */
    record Logged(long session, String agent, String method, String request, String reply) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/a2a/v1/traffic.jsonl", "examples/a2a/v1/traffic-faults.jsonl"})
    void theLogIsWhatTheGatewayWritesForItsExchanges(String file) throws IOException {
        String text = Files.readString(Cli.ROOT.resolve(file), StandardCharsets.UTF_8);
        List<Logged> exchanges = exchanges(text);
        assertThat(exchanges).hasSizeGreaterThanOrEqualTo(6);

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TrafficLog log = new TrafficLog(out, TrafficLog.DEFAULT_MAX_MESSAGE_BYTES)) {
            for (Logged e : exchanges) {
                byte[] reply = e.reply() == null ? null : spread(e.reply()).getBytes(StandardCharsets.UTF_8);
                log.onExchange(new Exchange(e.session(), e.agent(), e.method(), null, reply == null ? "agent_stream" : "ok",
                        1_000_000L, spread(e.request()).getBytes(StandardCharsets.UTF_8), reply, 200, true));
            }
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(text);
        assertThat(exchanges).allSatisfy(e -> assertThat(e.reply() == null)
                .as("session " + e.session() + ": only a streamed exchange lacks its reply")
                .isEqualTo(e.method().equals("SendStreamingMessage") || e.method().equals("SubscribeToTask")));
    }

    private static List<Logged> exchanges(String text) {
        Map<Long, String[]> bySession = new LinkedHashMap<>();
        Map<Long, String> agents = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            JsonParse parse = JsonReader.standard().read(line);
            assertThat(parse.findings()).as(line).isEmpty();
            JsonObject record = (JsonObject) parse.value();
            assertThat(record.names()).as("the gateway's record members").containsExactly("session", "agent", "dir",
                    "message");
            long session = ((JsonNumber) record.get("session")).findBigDecimal().orElseThrow().longValueExact();
            agents.put(session, ((JsonString) record.get("agent")).value());
            String[] pair = bySession.computeIfAbsent(session, s -> new String[2]);
            int slot = ((JsonString) record.get("dir")).value().equals("client") ? 0 : 1;
            assertThat(pair[slot]).as("session " + session + " has one line per direction").isNull();
            pair[slot] = JsonWriter.write(record.get("message"));
        }
        List<Logged> out = new ArrayList<>();
        for (Map.Entry<Long, String[]> e : bySession.entrySet()) {
            JsonValue method = ((JsonObject) JsonReader.standard().read(e.getValue()[0]).value()).get("method");
            out.add(new Logged(e.getKey(), agents.get(e.getKey()), ((JsonString) method).value(), e.getValue()[0],
                    e.getValue()[1]));
        }
        return out;
    }

    /** The JSON text with a line break after each comma and a space after each colon outside strings. */
    private static String spread(String json) {
        StringBuilder out = new StringBuilder(json.length() * 2);
        boolean inString = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            out.append(c);
            if (inString) {
                if (c == '\\') {
                    out.append(json.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == ',') {
                out.append("\n  ");
            } else if (c == ':') {
                out.append(' ');
            }
        }
        return out.toString();
    }
}
