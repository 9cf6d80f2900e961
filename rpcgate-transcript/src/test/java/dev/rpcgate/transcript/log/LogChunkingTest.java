package dev.rpcgate.transcript.log;

import dev.rpcgate.transcript.PeerName;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** However a log is cut into chunks, of text or of bytes, the reader gives what it gives for the whole log. */
class LogChunkingTest {
    private static final int LINE_BYTES = 160;
    private static final LogMapping MAPPING = LogMapping.dirMessage(Map.of(
            "in", new PeerName("client"), "out", new PeerName("server"), "😀", new PeerName("smile")));

    /** Lines that exercise every outcome: entries, findings, not JSON, skipped, too long, surrogates, CRs. */
    private static final List<String> LINES = List.of(
            "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}}",
            "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"😀é\"}}",
            "{\"dir\":\"😀\",\"message\":[{\"jsonrpc\":\"2.0\",\"method\":\"😀\"}]}",
            "😀 {\"dir\":\"in\",\"message\":{}}",
            "{\"dir\":\"in\",\"message\":\"{broken\",\"raw\":true}",
            "{\"dir\":\"up\",\"message\":{}}",
            "{\"dir\":\"in\"}",
            "{\"other\":1}",
            "plain text with é",
            "",
            "   ",
            "{\"dir\":\"in\",\r\"message\":\r{}}",
            "{\"dir\":\"in\",\"message\":{\"x\":\"" + "😀".repeat(40) + "\"}}",
            "[" .repeat(130) + "]".repeat(130),
            "{\"dir\":\"in\",\"message\":\"\uD83D\"}",
            "\uFEFF{\"dir\":\"in\",\"message\":1}");

    @Provide
    Arbitrary<String> logs() {
        Arbitrary<String> line = Arbitraries.of(LINES);
        Arbitrary<String> ending = Arbitraries.of("\n", "\r\n");
        Arbitrary<String> terminated = Combinators.combine(line, ending).as((l, e) -> l + e);
        return Combinators.combine(
                Arbitraries.of("", "\uFEFF"),
                terminated.list().ofMaxSize(12).map(ls -> String.join("", ls)),
                Arbitraries.of("", "{\"dir\":\"out\",\"message\":2}", "\r", "partial {\"dir\""))
                .as((bom, body, tail) -> bom + body + tail);
    }

    @Provide
    Arbitrary<List<Integer>> cuts() {
        return Arbitraries.integers().between(0, 10_000).list().ofMaxSize(30);
    }

    @Property(tries = 400)
    void textChunksGiveWhatTheWholeTextGives(@ForAll("logs") String log, @ForAll("cuts") List<Integer> cuts) {
        List<String> whole = LogResults.feedText(new LogReader(MAPPING, LINE_BYTES), log);
        List<String> chunked = LogResults.feedText(new LogReader(MAPPING, LINE_BYTES), log, positions(cuts,
                log.length()));
        assertThat(chunked).isEqualTo(whole);
    }

    @Property(tries = 400)
    void byteChunksGiveWhatTheWholeBytesGive(@ForAll("logs") String log, @ForAll("cuts") List<Integer> cuts) {
        byte[] bytes = log.getBytes(StandardCharsets.UTF_8); // a lone surrogate becomes '?', so compare bytes to bytes
        List<String> whole = LogResults.feedBytes(new LogReader(MAPPING, LINE_BYTES), bytes);
        List<String> chunked = LogResults.feedBytes(new LogReader(MAPPING, LINE_BYTES), bytes, positions(cuts,
                bytes.length));
        assertThat(chunked).isEqualTo(whole);
    }

    @Property(tries = 200)
    void bytesGiveWhatTextGivesForWellFormedText(@ForAll("logs") String log) {
        String wellFormed = log.replace("\uD83D\"", "?\"");
        assertThat(LogResults.feedBytes(new LogReader(MAPPING, LINE_BYTES), wellFormed.getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(LogResults.feedText(new LogReader(MAPPING, LINE_BYTES), wellFormed));
    }

    @Property(tries = 200)
    void countsAddUpToTheLines(@ForAll("logs") String log) {
        LogReader reader = new LogReader(MAPPING, LINE_BYTES);
        List<String> result = LogResults.feedText(reader, log);
        LogCounts c = reader.counts();
        long findings = result.stream().filter(l -> l.startsWith("finding")).count();
        assertThat(c.notJson() + c.skipped() + c.entries() + findings).isEqualTo(c.lines());
        assertThat(result.stream().filter(l -> l.startsWith("entry")).count()).isEqualTo(c.entries());
    }

    private static int[] positions(List<Integer> cuts, int length) {
        TreeSet<Integer> sorted = new TreeSet<>();
        for (int c : cuts) {
            if (length > 0) {
                sorted.add(c % (length + 1));
            }
        }
        return sorted.stream().mapToInt(Integer::intValue).toArray();
    }
}
