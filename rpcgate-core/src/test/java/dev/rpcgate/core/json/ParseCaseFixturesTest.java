package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.gate.Finding;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fixture cases in {@code json/cases}: each {@code NAME.json} (raw bytes) sits beside {@code NAME.expected}, so a new
 * case needs no Java. The expected file holds tab-separated lines; {@code #} starts a comment line:
 * <pre>
 * limits  MAX_BYTES  MAX_DEPTH                      read with these limits (default: JsonLimits.DEFAULT)
 * MODE    valid                                     the text is accepted
 * MODE    CODE  "PATH"  LINE  COLUMN  OFFSET        one finding, in order (PATH is a JSON Pointer in quotes)
 * MODE    CODE  "PATH"  LINE  COLUMN  OFFSET  MESSAGE   the same, and the finding's exact message
 * </pre>
 * A syntax finding ({@code InvalidJson}, {@code TrailingContent}) must give its message: those are the words a
 * person reads to find the mistake, so each case pins them.
 * MODE is {@code bytes} (read the raw bytes), {@code string} (read the bytes decoded as UTF-8 into a String) or
 * {@code both}. Every case states what its bytes give; a case whose bytes are well-formed UTF-8 must also state what
 * the String gives, and one whose bytes are not must not.
 */
class ParseCaseFixturesTest {
    private static final int MINIMUM_CASES = 60;
    private static final java.util.Set<String> SYNTAX_CODES =
            java.util.Set.of(ParseCode.INVALID_JSON.code(), ParseCode.TRAILING_CONTENT.code());

    static Path casesDir() {
        return TestFiles.resource("json/cases");
    }

    static List<Path> inputs() {
        try (Stream<Path> files = Files.list(casesDir())) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Named<Path>> cases() {
        return inputs().stream().map(p -> Named.of(p.getFileName().toString().replaceFirst("\\.json$", ""), p));
    }

    @Test
    void everyInputHasItsExpectationAndNoExpectationIsOrphaned() throws IOException {
        assertThat(inputs()).hasSizeGreaterThanOrEqualTo(MINIMUM_CASES);
        try (Stream<Path> files = Files.list(casesDir())) {
            for (Path p : files.toList()) {
                String name = p.getFileName().toString();
                if (name.endsWith(".expected")) {
                    assertThat(p.resolveSibling(name.replaceFirst("\\.expected$", ".json"))).as("input for " + name).exists();
                } else {
                    assertThat(name).endsWith(".json");
                    assertThat(p.resolveSibling(name.replaceFirst("\\.json$", ".expected"))).as("expectation for " + name).exists();
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void caseGivesTheExpectedFindings(Path input) {
        Expectation expected = Expectation.parse(input.resolveSibling(
                input.getFileName().toString().replaceFirst("\\.json$", ".expected")));
        byte[] bytes = TestFiles.bytes(input);
        JsonReader reader = JsonReader.withLimits(expected.limits);

        assertThat(expected.bytes).as("a case must say what its bytes give").isNotEmpty();
        check("bytes", reader.read(bytes), expected.bytes);

        Optional<String> text = TestFiles.strictUtf8(bytes);
        if (text.isPresent()) {
            assertThat(expected.string).as("the bytes are UTF-8, so the case must say what the String gives").isNotEmpty();
            check("string", reader.read(text.get()), expected.string);
        } else {
            assertThat(expected.string).as("the bytes are not UTF-8, so there is no String to read").isEmpty();
        }
    }

    private static void check(String mode, JsonParse parse, List<String> expected) {
        if (expected.equals(List.of("valid"))) {
            assertThat(parse.findings()).as(mode + " findings").isEmpty();
            assertThat(parse.value()).as(mode + " value").isNotNull();
            return;
        }
        assertThat(parse.value()).as(mode + " value").isNull();
        assertThat(parse.findings()).as(mode + " findings").hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            String want = expected.get(i);
            boolean withMessage = want.split("\t", -1).length == 6;
            assertThat(render(parse.findings().get(i), withMessage)).as(mode + " finding " + i).isEqualTo(want);
        }
    }

    private static String render(Finding f, boolean withMessage) {
        SourceLocation at = f.location();
        return f.code() + "\t\"" + f.path() + "\"\t"
                + (at == null ? "-\t-\t-" : at.line() + "\t" + at.column() + "\t" + at.offset())
                + (withMessage ? "\t" + f.message() : "");
    }

    /** The parsed {@code .expected} file: limits and the outcome lines for each input form. */
    private record Expectation(JsonLimits limits, List<String> bytes, List<String> string) {
        static Expectation parse(Path file) {
            JsonLimits limits = JsonLimits.DEFAULT;
            List<String> bytes = new ArrayList<>();
            List<String> string = new ArrayList<>();
            int lineNumber = 0;
            for (String line : TestFiles.read(file).split("\n", -1)) {
                lineNumber++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t", -1);
                String where = file.getFileName() + ":" + lineNumber + ": ";
                if (cells[0].equals("limits")) {
                    assertThat(cells).as(where + "limits MAX_BYTES MAX_DEPTH").hasSize(3);
                    limits = new JsonLimits(Integer.parseInt(cells[1]), Integer.parseInt(cells[2]));
                    continue;
                }
                String outcome;
                if (cells.length == 2 && cells[1].equals("valid")) {
                    outcome = "valid";
                } else if (cells.length == 6 || cells.length == 7) {
                    String path = cells[2];
                    if (path.length() < 2 || !path.startsWith("\"") || !path.endsWith("\"") || path.contains("\\")) {
                        return fail(where + "the path must be in double quotes, without escapes: " + path);
                    }
                    for (int i = 3; i < 6; i++) {
                        Integer.parseInt(cells[i]); // line, column and offset are numbers
                    }
                    boolean syntax = SYNTAX_CODES.contains(cells[1]);
                    if (syntax && (cells.length < 7 || cells[6].isBlank())) {
                        return fail(where + "a " + cells[1] + " finding must give its message: " + line);
                    }
                    outcome = String.join("\t", List.of(cells).subList(1, cells.length));
                } else {
                    return fail(where + "expected 'MODE valid' or 'MODE CODE \"PATH\" LINE COLUMN OFFSET [MESSAGE]'"
                            + " (tab-separated): " + line);
                }
                switch (cells[0]) {
                    case "both" -> {
                        bytes.add(outcome);
                        string.add(outcome);
                    }
                    case "bytes" -> bytes.add(outcome);
                    case "string" -> string.add(outcome);
                    default -> fail(where + "mode must be both, bytes or string: " + cells[0]);
                }
            }
            return new Expectation(limits, bytes, string);
        }
    }
}
