package dev.rpcgate.transcript.log;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.transcript.PeerName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Log fixture cases in {@code readers/logs}: {@code NAME.jsonl} beside {@code NAME.expected}, which names the mapping
 * on its first line and then lists, tab-separated and in line order, what the reader gives:
 * <pre>
 * mapping  raw  PEER                       the raw preset
 * mapping  dir-message  VALUE=PEER...      the dir-message preset
 * mapping  file  FILE                      LogMapping.fromJson(FILE), peers client and server
 * entry    SENDER  LINE:COL  SESSION|-  "TEXT"
 * finding  CODE  SEVERITY  LINE:COL
 * counts   LINES  NOT_JSON  SKIPPED  ENTRIES
 * </pre>
 * Each case is read whole as bytes and as text, and in chunks of several sizes: all must give the same.
 */
class LogFixturesTest {
    private static final Set<PeerName> PEERS = Set.of(new PeerName("client"), new PeerName("server"));

    static Stream<Named<Path>> cases() {
        Path root = RepoFiles.resource(LogFixturesTest.class, "readers/logs");
        try (Stream<Path> files = Files.list(root)) {
            List<Path> inputs = files.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
            assertThat(inputs).hasSizeGreaterThanOrEqualTo(4);
            return inputs.stream().map(p -> Named.of(p.getFileName().toString(), p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void logGivesTheExpectedEntriesFindingsAndCounts(Path input) throws IOException {
        Path expectedFile = input.resolveSibling(input.getFileName().toString().replace(".jsonl", ".expected"));
        List<String> lines = RepoFiles.read(expectedFile).lines().filter(l -> !l.isBlank() && !l.startsWith("#"))
                .toList();
        LogMapping mapping = mapping(input, lines.get(0).split("\t+"));
        List<String> expected = lines.subList(1, lines.size()).stream().map(LogFixturesTest::normalize).toList();
        byte[] bytes = Files.readAllBytes(input);
        String text = new String(bytes, StandardCharsets.UTF_8);

        assertThat(LogResults.feedBytes(new LogReader(mapping), bytes)).as("bytes, whole")
                .containsExactlyElementsOf(expected);
        assertThat(LogResults.feedText(new LogReader(mapping), text)).as("text, whole")
                .containsExactlyElementsOf(expected);
        for (int size : new int[] {1, 2, 3, 5, 17, 64}) {
            assertThat(LogResults.feedBytes(new LogReader(mapping), bytes, LogResults.every(size, bytes.length)))
                    .as("bytes in chunks of " + size).containsExactlyElementsOf(expected);
            assertThat(LogResults.feedText(new LogReader(mapping), text, LogResults.every(size, text.length())))
                    .as("text in chunks of " + size).containsExactlyElementsOf(expected);
        }
    }

    private static LogMapping mapping(Path input, String[] line) {
        assertThat(line[0]).isEqualTo("mapping");
        return switch (line[1]) {
            case "raw" -> LogMapping.raw(new PeerName(line[2]));
            case "dir-message" -> {
                Map<String, PeerName> directions = new HashMap<>();
                for (int i = 2; i < line.length; i++) {
                    String[] pair = line[i].split("=", 2);
                    directions.put(pair[0], new PeerName(pair[1]));
                }
                yield LogMapping.dirMessage(directions);
            }
            case "file" -> LogMapping.fromJson(RepoFiles.read(input.resolveSibling(line[2])), PEERS);
            default -> throw new AssertionError("unknown mapping " + line[1]);
        };
    }

    private static String normalize(String line) {
        String[] parts = line.strip().split("\t+");
        if (parts[0].equals("entry")) {
            StringBuilder text = new StringBuilder();
            dev.rpcgate.core.json.JsonWriter.writeString(
                    ((JsonString) JsonReader.standard().read(parts[4]).value()).value(), text);
            parts[4] = text.toString();
        }
        return String.join("\t", parts);
    }
}
