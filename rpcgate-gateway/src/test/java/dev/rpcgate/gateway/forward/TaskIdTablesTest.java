package dev.rpcgate.gateway.forward;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.gateway.registry.MemoryTaskAffinityStore;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The task id a call's params, a successful reply and a stream event name, per version and method, from the table in
 * {@code affinity/task-ids.txt}; an event's task is also remembered for the instance that sent it.
 */
class TaskIdTablesTest {
    static final Path TABLE = RepoFiles.repoRoot().resolve("rpcgate-gateway/src/test/resources/affinity/task-ids.txt");
    static final URI INSTANCE = URI.create("http://127.0.0.1:1/rpc");

    record Row(String kind, A2aVersion version, String method, String json, String expected) {
        @Override
        public String toString() {
            String shown = json.length() > 90 ? json.substring(0, 90) + "..." : json;
            return kind + " " + version.label() + " " + method + " " + shown + " => " + expected;
        }
    }

    static List<Row> rows() {
        List<Row> out = new ArrayList<>();
        for (String line : RepoFiles.read(TABLE).split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int arrow = line.lastIndexOf(" => ");
            String[] head = line.substring(0, arrow).split(" ", 4);
            A2aVersion v = A2aVersion.findByLabel(head[1]).orElseThrow();
            out.add(new Row(head[0], v, head[2], expand(head[3]), expand(line.substring(arrow + 4))));
        }
        return out;
    }

    /** The table's stand-ins for long ids: LONG256 and LONG257 (that many characters), BIG (10 KB). */
    static String expand(String s) {
        return s.replace("LONG256", "L".repeat(256)).replace("LONG257", "L".repeat(257)).replace("BIG",
                "x".repeat(10_240));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void namesTheTask(Row row) {
        String want = row.expected().equals("-") ? null : row.expected();
        switch (row.kind()) {
            case "params" -> assertThat(TaskIdParams.find(row.version(), row.method(), json(row.json()))).isEqualTo(want);
            case "reply" -> assertThat(TaskIdResults.ofReply(row.version(), row.method(), json(row.json())))
                    .isEqualTo(want);
            case "event" -> {
                MemoryTaskAffinityStore store = new MemoryTaskAffinityStore(10, 60_000, Clock.systemUTC());
                TaskAffinity affinity = new TaskAffinity(store);
                assertThat(affinity.learnFromEvent("agent-1", INSTANCE, row.version(), row.json())).isEqualTo(want);
                assertThat(store.size()).isEqualTo(want == null ? 0 : 1);
                if (want != null) {
                    assertThat(store.find("agent-1", want)).isEqualTo(INSTANCE.toString());
                    assertThat(store.find("agent-2", want)).isNull();
                }
            }
            default -> throw new AssertionError("unknown row kind " + row.kind());
        }
    }

    private static JsonValue json(String text) {
        JsonParse p = JsonReader.standard().read(text);
        assertThat(p.isValid()).as("valid JSON in the table: %s", text).isTrue();
        return p.value();
    }
}
