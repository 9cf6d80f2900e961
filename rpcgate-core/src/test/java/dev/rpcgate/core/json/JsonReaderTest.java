package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reader cases that fixture files cannot hold (String-only input, offsets into larger buffers) and the API's promises. */
class JsonReaderTest {
    private static final JsonReader READER = JsonReader.standard();

    private static String describe(JsonParse parse) {
        assertThat(parse.value()).isNull();
        assertThat(parse.findings()).hasSize(1);
        Finding f = parse.findings().get(0);
        return f.code() + " " + f.path() + " " + f.location().line() + ":" + f.location().column() + "@" + f.location().offset();
    }

    /** Raw unpaired surrogates exist only in String input; they are found before parsing, so the path is the document's. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "high in a string        | \"\\uD800\"         | UnpairedSurrogate  1:2@1",
        "low in a string         | \"\\uDC00\"         | UnpairedSurrogate  1:2@1",
        "high then a letter      | \"\\uD800A\"        | UnpairedSurrogate  1:2@1",
        "reversed pair           | \"\\uDE00\\uD83D\"  | UnpairedSurrogate  1:2@1",
        "high at the very end    | [\"a\\uD800        | UnpairedSurrogate  1:4@3",
        "outside any string      | [1,\\uDC00]        | UnpairedSurrogate  1:4@3",
        "in a member name        | {\"\\uDC00\":1}    | UnpairedSurrogate  1:3@2",
        "after a pair, line 2    | [\"😀\",\\n\"\\uD83D\"] | UnpairedSurrogate  2:2@8",
    })
    void rawUnpairedSurrogatesInStringInput(String name, String escapedText, String expected) {
        String text = unescapeJava(escapedText.strip());
        assertThat(describe(READER.read(text))).isEqualTo(expected);
    }

    /** Turns the \\uXXXX and \\n written in the table into the characters themselves (so lone surrogates can be written). */
    private static String unescapeJava(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'u') {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'n') {
                out.append('\n');
                i++;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    @Test
    void rawSurrogatePairsInStringInputAreAccepted() {
        JsonParse parse = READER.read("[\"\uD83D\uDE00\", \"\uD834\uDD1E\"]");
        assertThat(parse.findings()).isEmpty();
        assertThat(((JsonArray) parse.value()).get(0)).isEqualTo(JsonString.of("😀"));
    }

    @Test
    void theSizeLimitCountsUtf8BytesOfStringInputIncludingAstralCharacters() {
        JsonReader reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(6));
        assertThat(reader.read("\"😀\"").findings()).isEmpty(); // 4 chars, 6 bytes
        assertThat(describe(reader.read("\"😀 \""))).isEqualTo("SizeLimit  1:1@0"); // 5 chars, 7 bytes
        assertThat(describe(reader.read("1234567"))).isEqualTo("SizeLimit  1:1@0");
        assertThat(reader.read("123456").findings()).isEmpty();
        assertThat(describe(reader.read("1234567".getBytes(StandardCharsets.UTF_8)))).isEqualTo("SizeLimit  1:1@0");
        JsonParse oversized = reader.read("[1,\n2,\n3]");
        assertThat(oversized.findings().get(0).message()).contains("9 bytes").contains("limit of 6 bytes");
        assertThat(oversized.source().text()).as("nothing of an oversized text is read").isEmpty();
    }

    @Test
    void depthLimitSettingAndDefault() {
        assertThat(READER.limits()).isEqualTo(JsonLimits.DEFAULT);
        assertThat(JsonLimits.DEFAULT.maxDepth()).isEqualTo(128);
        assertThat(JsonLimits.DEFAULT.maxBytes()).isEqualTo(16 * 1024 * 1024);
        JsonReader one = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(1));
        assertThat(one.read("[1,2]").findings()).isEmpty();
        assertThat(describe(one.read("[1,[2]]"))).isEqualTo("DepthLimit /1 1:4@3");
        assertThat(describe(one.read("{\"a\":{}}"))).isEqualTo("DepthLimit /a 1:6@5");
        assertThat(one.read("\"scalars have no depth\"").findings()).isEmpty();
        String deep = "{\"a\":".repeat(128) + "1" + "}".repeat(128);
        assertThat(READER.read(deep).findings()).isEmpty();
        assertThat(describe(READER.read("{\"a\":".repeat(129) + "1" + "}".repeat(129))))
                .isEqualTo("DepthLimit " + "/a".repeat(128) + " 1:641@640");
    }

    @Test
    void limitsMustBePositive() {
        assertThatThrownBy(() -> new JsonLimits(0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new JsonLimits(1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> JsonLimits.DEFAULT.withMaxBytes(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> JsonReader.withLimits(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void readingPartOfABufferLocatesFromItsFirstLine() {
        byte[] buffer = "garbage\n{\"a\":1,\n \"a\":2}\ntail".getBytes(StandardCharsets.UTF_8);
        JsonParse parse = READER.read(buffer, 8, 23, 2);
        assertThat(describe(parse)).isEqualTo("DuplicateKey /a 3:2@9");
        assertThat(describe(READER.read("{\"a\":1,\n \"a\":2}", 2))).isEqualTo("DuplicateKey /a 3:2@9");
    }

    @Test
    void locationsStayExactInLongText() {
        // String input of more than 32 K chars is read by jackson through a Reader: offsets must still agree
        String text = "[" + "\"é\",".repeat(20_000) + " x]";
        String expected = "InvalidJson /20000 1:80003@80002";
        assertThat(describe(READER.read(text))).isEqualTo(expected);
        assertThat(describe(READER.read(text.getBytes(StandardCharsets.UTF_8)))).isEqualTo(expected);
        String lines = "[\n" + "1,\n".repeat(30_000) + "tru]";
        assertThat(describe(READER.read(lines))).isEqualTo("InvalidJson /30000 30002:1@90002");
    }

    @Test
    void theFixtureCasesCoverEveryParseCode() throws IOException {
        Set<String> covered = new HashSet<>();
        try (Stream<Path> files = Files.list(TestFiles.resource("json/cases"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".expected")).toList()) {
                for (String line : Files.readAllLines(p)) {
                    String[] cells = line.split("\t");
                    if (cells.length >= 6) {
                        covered.add(cells[1]);
                    }
                }
            }
        }
        assertThat(covered).containsExactlyInAnyOrderElementsOf(Arrays.stream(ParseCode.values()).map(ParseCode::code).toList());
    }

    @Test
    void aParseHoldsAValueOrFindingsNeverBoth() {
        JsonParse ok = READER.read("{}");
        assertThat(ok.isValid()).isTrue();
        assertThat(ok.findValue()).contains(JsonObject.builder().build());
        assertThat(ok.findings()).isEmpty();
        assertThat(ok.source().text()).isEqualTo("{}");
        JsonParse bad = READER.read("{");
        assertThat(bad.isValid()).isFalse();
        assertThat(bad.findValue()).isEmpty();
        assertThat(bad.findings()).isNotEmpty();
        assertThatThrownBy(() -> bad.findings().add(null)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void codesAreStableNames() {
        assertThat(Arrays.stream(ParseCode.values()).map(ParseCode::code)).containsExactly(
                "InvalidJson", "EmptyInput", "TrailingContent", "DuplicateKey", "DepthLimit", "SizeLimit",
                "InvalidUtf8", "UnpairedSurrogate", "ByteOrderMark");
    }

    @Test
    void theSameReaderServesManyThreads() throws InterruptedException {
        List<String> texts = List.of("{\"a\":[1,2,{\"b\":null}]}", "[1,", "{\"a\":1,\"a\":2}", "\"\\uD800\"");
        List<List<Finding>> expected = texts.stream().map(t -> READER.read(t).findings()).toList();
        Thread[] threads = new Thread[4];
        boolean[] ok = new boolean[threads.length];
        for (int t = 0; t < threads.length; t++) {
            int id = t;
            threads[t] = new Thread(() -> {
                boolean all = true;
                for (int i = 0; i < 2_000; i++) {
                    int k = (i + id) % texts.size();
                    all &= READER.read(texts.get(k).getBytes(StandardCharsets.UTF_8)).findings().equals(expected.get(k));
                }
                ok[id] = all;
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertThat(ok).containsOnly(true);
    }
}
