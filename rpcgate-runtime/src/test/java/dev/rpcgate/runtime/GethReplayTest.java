package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays go-ethereum's {@code rpc/testdata} transcripts (read in place from {@code ../shared}) against
 * {@link GethTestService} served by a {@link Connection} over real pipes, concurrently and sequentially.
 *
 * <p>Each sent line is written as it is; the lines expected after it are read and compared as parsed JSON, in any
 * order (geth and a concurrent connection may order a reply and a reverse call either way): {@code jsonrpc},
 * {@code id}, {@code result}, {@code error.code}, and a reverse call whole; never {@code error.message} (geth's texts
 * are geth's) nor {@code error.data} (rpcgate adds findings or the exception's class). A sent line with no expected
 * line after it must get no reply: a sentinel call sent next must be answered first, and when the transcript ends
 * the connection must have nothing more to say. Files in {@code geth/skipped.tsv} are not replayed, and that table
 * must name every file that is not; {@code geth/differences.tsv} replaces geth's expected line where rpcgate answers
 * otherwise on purpose. docs/runtime.md repeats both tables, and this test checks that it does.
 */
@Timeout(120)
class GethReplayTest {
    private static final JsonReader READER = JsonReader.standard();

    /** A row of {@code geth/differences.tsv}: rpcgate's reply instead of geth's expected line {@code line}. */
    record Difference(String file, int line, String reply, String reason) {
    }

    static List<String> transcriptFiles() {
        try (Stream<Path> files = Files.list(GethTestData.transcripts())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".js") || n.endsWith(".json"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return fail("cannot list " + GethTestData.transcripts(), e);
        }
    }

    /** {@code geth/skipped.tsv}: file to reason, in table order. */
    static Map<String, String> skipped() {
        Map<String, String> out = new LinkedHashMap<>();
        for (String[] row : tsv("geth/skipped.tsv", 2)) {
            if (out.put(row[0], row[1]) != null) {
                fail("geth/skipped.tsv names " + row[0] + " twice");
            }
        }
        return out;
    }

    static List<Difference> differences() {
        return tsv("geth/differences.tsv", 4).stream()
                .map(r -> new Difference(r[0], Integer.parseInt(r[1]), r[2], r[3]))
                .toList();
    }

    /** The rows of a tab-separated table, its header line and {@code #} comments left out. */
    private static List<String[]> tsv(String resource, int columns) {
        List<String> lines = GethTestData.read(GethTestData.resource(resource)).lines()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .toList();
        List<String[]> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] row = line.split("\t", -1);
            if (row.length != columns || Stream.of(row).anyMatch(String::isBlank)) {
                fail(resource + ": a row has " + columns + " non-empty tab-separated columns: " + line);
            }
            rows.add(row);
        }
        return rows;
    }

    static Stream<Arguments> replays() {
        Set<String> skip = skipped().keySet();
        return transcriptFiles().stream()
                .filter(f -> !skip.contains(f))
                .flatMap(f -> Stream.of(Arguments.of(f, "concurrent"), Arguments.of(f, "sequential")));
    }

    @Test
    void everyTranscriptIsReplayedOrSkippedWithAReason() {
        List<String> files = transcriptFiles();
        assertThat(files).as("SOURCE.md: 18 transcripts").hasSize(18);
        Map<String, String> skipped = skipped();
        assertThat(files).as("every skipped file exists").containsAll(skipped.keySet());
        Set<String> replayed = new TreeSet<>(files);
        replayed.removeAll(skipped.keySet());
        assertThat(replayed).as("most transcripts are generic JSON-RPC").hasSizeGreaterThanOrEqualTo(14);
        assertThat(replayed.size() + skipped.size()).isEqualTo(files.size());
    }

    @Test
    void theDocsRepeatBothTables() {
        String docs = GethTestData.read(GethTestData.repoRoot().resolve("docs/runtime.md"));
        skipped().forEach((file, reason) ->
                assertThat(docs).as("docs/runtime.md lists the skipped " + file)
                        .contains("| `" + file + "` | " + reason + " |"));
        for (Difference d : differences()) {
            assertThat(docs).as("docs/runtime.md lists the difference at " + d.file() + ":" + d.line())
                    .contains("| `" + d.file() + "` line " + d.line() + " |");
        }
    }

    @Test
    void everyDifferenceReplacesAnExpectedLineRpcgateReallyAnswersOtherwise() {
        Set<String> skip = skipped().keySet();
        for (Difference d : differences()) {
            assertThat(skip).as(d.file() + " is replayed").doesNotContain(d.file());
            GethTranscript t = GethTranscript.read(GethTestData.transcripts().resolve(d.file()));
            GethTranscript.Line geth = t.expectedLine(d.line());
            assertThat(geth).as(d.file() + ":" + d.line() + " is an expected ('<--') line").isNotNull();
            assertThat(comparable(parse(d.reply(), "differences.tsv")))
                    .as("rpcgate's reply at " + d.file() + ":" + d.line() + " differs from geth's in what is compared")
                    .isNotEqualTo(comparable(parse(geth.text(), d.file() + ":" + d.line())));
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("replays")
    void replay(String file, String mode) {
        GethTranscript transcript = GethTranscript.read(GethTestData.transcripts().resolve(file));
        Map<Integer, String> replaced = new LinkedHashMap<>();
        differences().stream().filter(d -> d.file().equals(file)).forEach(d -> replaced.put(d.line(), d.reply()));
        ConnectionOptions options = ConnectionOptions.builder().sequential(mode.equals("sequential")).build();
        GethTestService service = new GethTestService();
        Served s = Served.ndjson(service.registry(), options);
        service.attach(s.server);

        for (GethTranscript.Exchange exchange : transcript.exchanges()) {
            String where = file + ":" + exchange.sent().number();
            s.peer.sendLines(exchange.sent().text());
            if (exchange.expected().isEmpty()) {
                String sentinelId = "rpcgate-sentinel-" + exchange.sent().number();
                s.peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":\"" + sentinelId + "\",\"method\":\"test_noArgsRets\"}");
                JsonValue next = parse(s.peer.next(), where + " (the reply after it)");
                assertThat(next).as(where + " expects no reply: the sentinel call sent after it is answered first")
                        .isEqualTo(READER.read("{\"jsonrpc\":\"2.0\",\"id\":\"" + sentinelId + "\",\"result\":null}")
                                .value());
                continue;
            }
            List<JsonValue> expected = new ArrayList<>();
            for (GethTranscript.Line line : exchange.expected()) {
                String text = replaced.getOrDefault(line.number(), line.text());
                expected.add(comparable(parse(text, file + ":" + line.number())));
            }
            List<String> actualText = new ArrayList<>();
            List<JsonValue> actual = new ArrayList<>();
            for (int i = 0; i < expected.size(); i++) {
                String text = s.peer.next();
                actualText.add(text);
                actual.add(comparable(parse(text, where + " (a reply)")));
            }
            assertThat(actual).as(where + ": sent " + exchange.sent().text() + "\n  got " + actualText)
                    .containsExactlyInAnyOrderElementsOf(expected);
        }
        assertThat(s.finish()).as(file + ": nothing more is written once the transcript ends").isEmpty();
        if (file.equals("revcall2.js")) {
            assertThat(service.later()).as("the later callback got the peer's result")
                    .succeedsWithin(RawPeer.WAIT_SECONDS, TimeUnit.SECONDS).isEqualTo(JsonString.of("my result"));
        }
    }

    private static JsonValue parse(String text, String where) {
        JsonParse p = READER.read(text);
        if (!p.isValid()) {
            return fail(where + ": not one strict JSON value: " + text + " " + p.findings());
        }
        return p.value();
    }

    /**
     * What is compared: a response's {@code jsonrpc}, {@code id}, {@code result} and {@code error.code}; a request
     * (a reverse call) whole; a batch reply element by element, in any order. Error messages and data are left out.
     */
    static JsonValue comparable(JsonValue v) {
        if (v instanceof JsonArray a) {
            // a batch reply: the spec allows its responses in any order
            return JsonArray.of(a.elements().stream().map(GethReplayTest::comparable)
                    .sorted(Comparator.comparing(JsonWriter::write)).toList());
        }
        if (!(v instanceof JsonObject o) || o.has("method")) {
            return v;
        }
        JsonObject.Builder b = JsonObject.builder();
        for (String name : o.names()) {
            JsonValue value = o.get(name);
            if (name.equals("error") && value instanceof JsonObject error && error.has("code")) {
                b.put("error", JsonObject.builder().put("code", error.get("code")).build());
            } else {
                b.put(name, value);
            }
        }
        return b.build();
    }
}
