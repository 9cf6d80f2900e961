package dev.rpcgate.transcript.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.transcript.PeerName;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SessionSplitterTest {
    private static final PeerName CLIENT = new PeerName("client");
    private static final PeerName SERVER = new PeerName("server");

    @Test
    void eachSessionKeyGetsItsOwnStateUpToTheBound() {
        LogMapping mapping = LogMapping.dirMessage(Map.of("in", CLIENT, "out", SERVER)).withSession("/conn");
        LogReader reader = new LogReader(mapping);
        List<LogEntry> entries = reader.pushText("""
                {"conn": 1, "dir": "in", "message": {"jsonrpc": "2.0", "id": 1, "method": "a"}}
                {"conn": "1", "dir": "in", "message": {"jsonrpc": "2.0", "id": 1, "method": "a"}}
                {"conn": 2, "dir": "in", "message": {"jsonrpc": "2.0", "id": 1, "method": "a"}}
                {"conn": 1, "dir": "out", "message": {"jsonrpc": "2.0", "id": 1, "result": 1}}
                {"conn": 3, "dir": "in", "message": {"jsonrpc": "2.0", "id": 1, "method": "a"}}
                {"conn": 3, "dir": "in", "message": {"jsonrpc": "2.0", "id": 2, "method": "a"}}
                """).entries();
        assertThat(entries).extracting(e -> e.session().orElseThrow()).containsExactly("1", "1", "2", "1", "3", "3");

        List<String> opened = new ArrayList<>();
        SessionSplitter<List<LogEntry>> splitter = new SessionSplitter<>(key -> {
            opened.add(key);
            return new ArrayList<>();
        }, 2);
        List<Finding> findings = new ArrayList<>();
        for (LogEntry e : entries) {
            SessionSplitter.Route<List<LogEntry>> route = splitter.route(e);
            route.session().ifPresent(s -> s.add(e));
            route.finding().ifPresent(findings::add);
        }
        assertThat(opened).containsExactly("1", "2");
        assertThat(splitter.sessions().get("1")).hasSize(3);
        assertThat(splitter.sessions().get("2")).hasSize(1);
        assertThat(splitter.refused()).isEqualTo(2);
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.code()).isEqualTo("SessionLimit");
            assertThat(f.isError()).isTrue();
            assertThat(f.location().line()).isEqualTo(5);
            assertThat(f.message()).contains("\"3\"").contains("2 live sessions");
        });

        assertThat(splitter.close("2")).isPresent();
        SessionSplitter.Route<List<LogEntry>> later = splitter.route(entries.get(4));
        assertThat(later.session()).isPresent();
        assertThat(opened).containsExactly("1", "2", "3");
    }

    @Test
    void entriesWithoutASessionShareOneAndTheBoundMustBePositive() {
        SessionSplitter<Object> splitter = new SessionSplitter<>(key -> new Object());
        LogEntry entry = new LogReader(LogMapping.raw(CLIENT)).pushText("{\"method\":\"a\"}\n").entries().get(0);
        assertThat(splitter.route(entry).key()).isEqualTo(SessionSplitter.NO_SESSION);
        assertThat(splitter.route(entry).session()).containsSame(splitter.sessions().get(""));
        assertThatThrownBy(() -> new SessionSplitter<>(key -> key, 0)).isInstanceOf(LogConfigurationException.class);
    }
}
