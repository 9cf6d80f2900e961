package dev.rpcgate.transcript.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.ExpectedFinding;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fixture cases for the document readers in {@code readers/}: each input ({@code json/NAME.json} for
 * {@link JsonTranscripts}, {@code markdown/NAME.md} for {@link MarkdownTranscripts}, {@code expect/NAME.json} for
 * {@link ExpectedFindings}) sits beside {@code NAME.expected}, so a new case needs no Java. The expected file lists
 * everything the reader gives, one tab-separated line each, in order ({@code #} starts a comment, {@code -} is
 * "absent"):
 * <pre>
 * version   2.0                                    the document's version (absent when no line)
 * complete  true|false                             its completeness (absent when no line)
 * expects   present                                an expect list is present (implied by an expect line)
 * entry     SENDER  RECEIVER|-  LINE:COL  "TEXT"   an entry; TEXT is the message as a JSON string
 * expect    CODE  ENTRY|-  RELATED|-  LINE:COL     an expected finding
 * finding   CODE  ERROR|ADVISORY  LINE:COL         a reader finding
 * </pre>
 */
class ReaderFixturesTest {

    static Stream<Named<Path>> cases(String dir, String ext) {
        Path root = RepoFiles.resource(ReaderFixturesTest.class, "readers/" + dir);
        try (Stream<Path> files = Files.list(root)) {
            List<Path> inputs = files.filter(p -> p.toString().endsWith(ext)).sorted().toList();
            assertThat(inputs).as("cases in " + root).hasSizeGreaterThanOrEqualTo(5);
            return inputs.stream().map(p -> Named.of(dir + "/" + p.getFileName(), p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Named<Path>> jsonCases() {
        return cases("json", ".json");
    }

    static Stream<Named<Path>> markdownCases() {
        return cases("markdown", ".md");
    }

    static Stream<Named<Path>> expectCases() {
        return cases("expect", ".json");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("jsonCases")
    void jsonTranscript(Path input) {
        check(input, describe(JsonTranscripts.read(RepoFiles.read(input))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("markdownCases")
    void markdownTranscript(Path input) {
        check(input, describe(MarkdownTranscripts.read(RepoFiles.read(input))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectCases")
    void expectedFindingsFile(Path input) {
        ExpectedFindings read = ExpectedFindings.read(RepoFiles.read(input));
        List<String> lines = new ArrayList<>();
        read.items().forEach(i -> lines.add(describe(i)));
        read.findings().forEach(f -> lines.add(describe(f)));
        check(input, lines);
        assertThat(read.isValid()).isEqualTo(read.findings().stream().noneMatch(Finding::isError));
        if (!read.isValid()) {
            assertThat(read.items()).as("a problem gives no items").isEmpty();
            assertThat(read.findings()).as("a problem gives one finding").hasSize(1);
        }
    }

    private static void check(Path input, List<String> actual) {
        String name = input.getFileName().toString().replaceFirst("\\.[a-z]+$", ".expected");
        Path expectedFile = input.resolveSibling(name);
        if (!Files.exists(expectedFile)) {
            fail("no " + expectedFile + "; the reader gave:\n" + String.join("\n", actual));
        }
        List<String> expected = RepoFiles.read(expectedFile).lines()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(ReaderFixturesTest::normalize)
                .toList();
        assertThat(actual).as(input.toString()).containsExactlyElementsOf(expected);
    }

    /** Columns separated by runs of tabs, and a JSON-string TEXT decoded and encoded again, compare as written. */
    private static String normalize(String line) {
        String[] parts = line.strip().split("\t+");
        if (parts[0].equals("entry") && parts.length == 5) {
            parts[4] = quote(((JsonString) JsonReader.standard().read(parts[4]).value()).value());
        }
        return String.join("\t", parts);
    }

    static List<String> describe(TranscriptDocument doc) {
        List<String> lines = new ArrayList<>();
        doc.version().ifPresent(v -> lines.add("version\t" + v.label()));
        doc.completeness().ifPresent(c -> lines.add("complete\t" + (c == Completeness.COMPLETE)));
        if (doc.expect().isPresent() && doc.expect().get().isEmpty()) {
            lines.add("expects\tpresent");
        }
        for (TranscriptEntry e : doc.entries()) {
            lines.add("entry\t" + e.sender() + "\t" + e.receiver().map(PeerName::value).orElse("-") + "\t"
                    + at(e.location()) + "\t" + quote(e.message()));
        }
        doc.expect().ifPresent(items -> items.forEach(i -> lines.add(describe(i))));
        doc.findings().forEach(f -> lines.add(describe(f)));
        return lines;
    }

    static String describe(ExpectedFinding i) {
        return "expect\t" + i.code() + "\t" + (i.entry().isPresent() ? String.valueOf(i.entry().getAsInt()) : "-")
                + "\t" + (i.related().isPresent() ? String.valueOf(i.related().getAsInt()) : "-") + "\t"
                + at(i.location());
    }

    static String describe(Finding f) {
        return "finding\t" + f.code() + "\t" + f.severity() + "\t" + at(Optional.ofNullable(f.location()));
    }

    private static String at(Optional<SourceLocation> location) {
        return location.map(l -> l.line() + ":" + l.column()).orElse("-");
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder();
        dev.rpcgate.core.json.JsonWriter.writeString(s, out);
        return out.toString();
    }
}
