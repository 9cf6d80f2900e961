package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * JSONTestSuite's {@code test_parsing} files, read in place as raw bytes, one test case per file: every {@code y_}
 * file is accepted (except the two duplicate-key files, rejected on purpose), every {@code n_} file is rejected with
 * the code listed in {@code json/jsontestsuite-n-codes.tsv}, and every {@code i_} file gets the decision listed in
 * {@code json/jsontestsuite-i-decisions.tsv} (and in docs/json.md).
 */
class JsonTestSuiteTest {
    private static final JsonReader READER = JsonReader.standard();
    private static final Set<String> DUPLICATE_KEY_FILES =
            Set.of("y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json");
    /** Phrases of jackson-core's parse errors; a finding's message is written by rpcgate and holds none of them. */
    static final List<String> JACKSON_WORDING = List.of("Unexpected character (", "was expecting", "expected a valid value",
            "Unrecognized token", "Unexpected end-of-input", "Illegal unquoted character", "Illegal character (",
            "Unexpected close marker", "Non-standard token", "Invalid numeric value", "in numeric value", "JsonReadFeature",
            "(code ", "CTRL-CHAR", "Feature '", "root-level values", "Object entries", "Array entries", "Invalid UTF-8");
    private static final Set<String> CODES =
            Arrays.stream(ParseCode.values()).map(ParseCode::code).collect(Collectors.toUnmodifiableSet());

    static List<Path> files(String prefix) {
        try (Stream<Path> listing = Files.list(TestFiles.jsonTestSuite())) {
            return listing.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Stream<Named<Path>> yFiles() {
        return files("y_").stream().map(p -> Named.of(p.getFileName().toString(), p));
    }

    static Stream<Named<Path>> nFiles() {
        return files("n_").stream().map(p -> Named.of(p.getFileName().toString(), p));
    }

    static Stream<Named<Path>> iFiles() {
        return files("i_").stream().map(p -> Named.of(p.getFileName().toString(), p));
    }

    /** Rows of a tab-separated resource, keyed by the first column; {@code #} lines are comments. */
    static Map<String, List<String>> table(String resource) {
        Map<String, List<String>> rows = new LinkedHashMap<>();
        for (String line : TestFiles.read(TestFiles.resource(resource)).split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            List<String> cells = List.of(line.split("\t"));
            assertThat(rows.put(cells.get(0), cells)).as("row for %s in %s appears once", cells.get(0), resource).isNull();
        }
        return rows;
    }

    @Test
    void theSuiteIsComplete() {
        assertThat(files("")).as("files in %s", TestFiles.jsonTestSuite()).hasSize(318);
        assertThat(files("y_")).hasSize(95);
        assertThat(files("n_")).hasSize(188);
        assertThat(files("i_")).hasSize(35);
    }

    @Test
    void theTablesListExactlyTheSuiteFiles() {
        assertThat(table("json/jsontestsuite-i-decisions.tsv").keySet())
                .containsExactlyElementsOf(files("i_").stream().map(p -> p.getFileName().toString()).toList());
        assertThat(table("json/jsontestsuite-n-codes.tsv").keySet())
                .containsExactlyElementsOf(files("n_").stream().map(p -> p.getFileName().toString()).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("yFiles")
    void yFileIsAccepted(Path file) {
        String name = file.getFileName().toString();
        byte[] bytes = TestFiles.bytes(file);
        JsonParse parse = READER.read(bytes);
        if (DUPLICATE_KEY_FILES.contains(name)) {
            assertThat(parse.value()).isNull();
            assertThat(parse.findings()).extracting(Finding::code).containsExactly("DuplicateKey");
            assertThat(parse.findings().get(0).path()).isEqualTo("/a");
            return;
        }
        assertThat(parse.findings()).as("findings").isEmpty();
        assertThat(parse.value()).isNotNull();
        String text = TestFiles.strictUtf8(bytes).orElseThrow();
        // the root's source text is the document without its surrounding white space
        assertThat(parse.value().sourceText()).contains(text.strip());
        // the same text as a String reads to an equal value, written identically
        JsonParse fromString = READER.read(text);
        assertThat(fromString.findings()).isEmpty();
        assertThat(fromString.value()).isEqualTo(parse.value());
        String written = JsonWriter.write(parse.value());
        assertThat(JsonWriter.write(fromString.value())).isEqualTo(written);
        // the compact output is itself accepted and reads back to an equal value and the same text
        JsonParse again = READER.read(written);
        assertThat(again.value()).isEqualTo(parse.value());
        assertThat(JsonWriter.write(again.value())).isEqualTo(written);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nFiles")
    void nFileIsRejected(Path file) {
        String name = file.getFileName().toString();
        byte[] bytes = TestFiles.bytes(file);
        JsonParse parse = READER.read(bytes);
        assertThat(parse.value()).as("value").isNull();
        assertThat(parse.isValid()).isFalse();
        assertThat(parse.findings()).as("findings").isNotEmpty();
        assertWellFormed(parse.findings(), bytes);
        assertThat(parse.findings().get(0).code()).isEqualTo(table("json/jsontestsuite-n-codes.tsv").get(name).get(1));
        Optional<String> text = TestFiles.strictUtf8(bytes);
        if (text.isPresent()) {
            JsonParse fromString = READER.read(text.get());
            assertThat(fromString.value()).as("the same text as a String").isNull();
            assertThat(fromString.findings()).isNotEmpty();
            assertWellFormed(fromString.findings(), bytes);
        } else {
            assertThat(parse.findings().get(0).code()).as("bytes that are not UTF-8")
                    .isIn("InvalidUtf8", "ByteOrderMark", "InvalidJson");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("iFiles")
    void iFileGetsItsDocumentedDecision(Path file) {
        List<String> row = table("json/jsontestsuite-i-decisions.tsv").get(file.getFileName().toString());
        assertThat(row).as("decision row").isNotNull().hasSize(3);
        byte[] bytes = TestFiles.bytes(file);
        JsonParse parse = READER.read(bytes);
        switch (row.get(1)) {
            case "accept" -> {
                assertThat(parse.findings()).isEmpty();
                assertThat(parse.value()).isNotNull();
                assertThat(row.get(2)).isEqualTo("-");
            }
            case "reject" -> {
                assertThat(parse.value()).isNull();
                assertThat(parse.findings()).extracting(Finding::code).containsExactly(row.get(2));
                assertWellFormed(parse.findings(), bytes);
            }
            default -> throw new AssertionError("outcome must be accept or reject: " + row);
        }
    }

    /** Every finding is an ERROR with a known code, a JSON Pointer and a location inside the text. */
    static void assertWellFormed(List<Finding> findings, byte[] bytes) {
        for (Finding f : findings) {
            assertThat(f.code()).isIn(CODES);
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).isNotBlank()
                    .as("no parser internals (jackson's own source references) in a message")
                    .doesNotContain("[Source:").doesNotContain("REDACTED");
            for (String words : JACKSON_WORDING) {
                assertThat(f.message()).as("rpcgate's own words, not the JSON library's").doesNotContainIgnoringCase(words);
            }
            assertThat(f.path()).matches("(?s)|/.*");
            assertThat(f.location()).as("location of %s", f.code()).isNotNull();
            assertThat(f.location().line()).isPositive();
            assertThat(f.location().column()).isPositive();
            assertThat(f.location().offset()).isBetween(0, bytes.length);
        }
    }
}
