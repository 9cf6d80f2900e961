package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.testing.Trickle;
import dev.rpcgate.core.gate.Finding;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Newline-delimited JSON: framing, blank lines, line numbers, limits per line, and streams that trickle. */
class JsonLineReaderTest {

    /** One line's outcome as text: {@code N value} or {@code N Code path line:column@offset}. */
    private static List<String> readAll(InputStream in, JsonReader reader) throws IOException {
        JsonLineReader lines = new JsonLineReader(in, reader);
        List<String> out = new ArrayList<>();
        for (Optional<JsonLineReader.Line> line = lines.next(); line.isPresent(); line = lines.next()) {
            JsonParse parse = line.get().parse();
            if (parse.isValid()) {
                assertThat(parse.findings()).isEmpty();
                out.add(line.get().number() + " " + JsonWriter.write(parse.value()));
            } else {
                assertThat(parse.findings()).hasSize(1);
                Finding f = parse.findings().get(0);
                out.add(line.get().number() + " " + f.code() + " " + f.path() + " " + f.location() + "@" + f.location().offset());
            }
        }
        assertThat(lines.next()).as("the end stays the end").isEmpty();
        return out;
    }

    /** Reads the stream whole, in 64 KiB chunks, and again one byte per read; both must agree. */
    private static List<String> read(String stream, JsonReader reader) throws IOException {
        byte[] bytes = stream.getBytes(StandardCharsets.UTF_8);
        List<String> whole = readAll(new ByteArrayInputStream(bytes), reader);
        assertThat(readAll(new Trickle(bytes, 1), reader)).as("one byte per read").isEqualTo(whole);
        assertThat(readAll(new Trickle(bytes, 3), reader)).as("three bytes per read").isEqualTo(whole);
        return whole;
    }

    private static List<String> read(String stream) throws IOException {
        return read(stream, JsonReader.standard());
    }

    @Test
    void severalMessagesInOneChunk() throws IOException {
        assertThat(read("{\"a\":1}\n[2, 3]\n\"x\"\n4.50e1\n"))
                .containsExactly("1 {\"a\":1}", "2 [2,3]", "3 \"x\"", "4 4.50e1");
    }

    @Test
    void crLfFramingDropsTheCarriageReturn() throws IOException {
        assertThat(read("1\r\n{\"b\" : [true]}\r\n")).containsExactly("1 1", "2 {\"b\":[true]}");
        JsonLineReader lines = new JsonLineReader(
                new ByteArrayInputStream("\"x\"\r\n".getBytes(StandardCharsets.UTF_8)), JsonReader.standard());
        assertThat(lines.next().orElseThrow().parse().value().sourceText()).contains("\"x\"");
    }

    @Test
    void blankLinesAreSkippedButCounted() throws IOException {
        assertThat(read("\n  \n\t\r\n1\n\n\r\n2\n \n")).containsExactly("4 1", "7 2");
        assertThat(read("")).isEmpty();
        assertThat(read("\n\n \r\n")).isEmpty();
    }

    @Test
    void aFinalLineWithoutNewlineIsRead() throws IOException {
        assertThat(read("1\n2")).containsExactly("1 1", "2 2");
        assertThat(read("[1,")).containsExactly("1 InvalidJson /1 1:4@3");
    }

    @Test
    void findingsCountLinesOfTheWholeStream() throws IOException {
        assertThat(read("1\n\n{\"a\":1,\"a\":2}\n[1,]\r\n\"😀\\uDC00\"\n[1]x\n"))
                .containsExactly(
                        "1 1",
                        "3 DuplicateKey /a 3:8@7",
                        "4 InvalidJson /1 4:3@2",
                        "5 UnpairedSurrogate  5:4@3",
                        "6 TrailingContent  6:4@3");
    }

    @Test
    void aLoneCarriageReturnInsideALineIsWhiteSpaceNotALineEnd() throws IOException {
        // the stream frames lines at LF only, so a finding after a lone CR stays on the stream's line
        assertThat(read("[1,\r x]\n[2,\r3]\n[4,\n"))
                .containsExactly("1 InvalidJson /1 1:6@5", "2 [2,3]", "3 InvalidJson /1 3:4@3");
        // a single document read alone still counts a lone CR as a line end
        assertThat(JsonReader.standard().read("[1,\r x]").findings().get(0).location()).isEqualTo(new SourceLocation(2, 2, 5));
    }

    @Test
    void aLineOverTheLimitIsReportedAndTheStreamSurvives() throws IOException {
        JsonReader reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(10));
        String longLine = "[" + "1,".repeat(20) + "1]";
        assertThat(read("[1]\n" + longLine + "\n{\"ok\":1}\n", reader))
                .containsExactly("1 [1]", "2 SizeLimit  2:1@0", "3 {\"ok\":1}");
    }

    @Test
    void aLineLongerThanManyChunksIsSkippedWithBoundedMemory() throws IOException {
        JsonReader reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(1000));
        String huge = "\"" + "x".repeat(300_000) + "\"";
        byte[] bytes = ("1\n" + huge + "\r\n2\n").getBytes(StandardCharsets.UTF_8);
        JsonLineReader lines = new JsonLineReader(new ByteArrayInputStream(bytes), reader);
        assertThat(lines.next().orElseThrow().parse().value()).isEqualTo(JsonNumber.of(1));
        JsonLineReader.Line skipped = lines.next().orElseThrow();
        assertThat(skipped.number()).isEqualTo(2);
        assertThat(skipped.parse().findings()).extracting(Finding::code).containsExactly("SizeLimit");
        assertThat(skipped.parse().findings().get(0).message()).contains("300002 bytes");
        assertThat(skipped.parse().source().text()).as("nothing of the skipped line is kept").isEmpty();
        JsonLineReader.Line next = lines.next().orElseThrow();
        assertThat(next.number()).isEqualTo(3);
        assertThat(next.parse().value()).isEqualTo(JsonNumber.of(2));
        assertThat(skipped.parse().source().text()).as("a later line does not change an earlier outcome").isEmpty();
        assertThat(lines.next()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n"})
    void theLimitCountsTheLineWithoutItsLineEnd(String end) throws IOException {
        JsonReader reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(8));
        assertThat(read("[1,2,34]" + end + "[1,2,345]" + end + "[1,2,34]", reader))
                .containsExactly("1 [1,2,34]", "2 SizeLimit  2:1@0", "3 [1,2,34]");
    }

    @Test
    void badBytesOnOneLineDoNotHarmTheNext() throws IOException {
        byte[] bytes = {'[', '"', (byte) 0xC0, (byte) 0xAF, '"', ']', '\n', (byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '1', '\n', '2'};
        assertThat(readAll(new Trickle(bytes, 1), JsonReader.standard()))
                .containsExactly("1 InvalidUtf8  1:3@2", "2 ByteOrderMark  2:1@0", "3 2");
    }

    @Test
    void aFailingStreamIsAnIoExceptionNotAFinding() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("disk on fire");
            }
        };
        assertThatThrownBy(() -> new JsonLineReader(broken, JsonReader.standard()).next())
                .isInstanceOf(IOException.class).hasMessage("disk on fire");
    }
}
