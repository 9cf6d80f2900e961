package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.testing.Trickle;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Newline-delimited framing: line ends, blank lines, line numbers, the line limit, writing. */
class NdjsonChannelTest {

    /** Every frame up to the end, as text: {@code line:text}, {@code line:oversized size/limit}. */
    private static List<String> frames(InputStream in, int limit) throws IOException {
        NdjsonChannel channel = new NdjsonChannel(in, new ByteArrayOutputStream(), limit);
        List<String> out = new ArrayList<>();
        for (Frame f = channel.read(); f != Frame.END; f = channel.read()) {
            out.add(switch (f) {
                case Frame.Body b -> b.line() + ":" + b.text();
                case Frame.Oversized o -> o.line() + ":oversized " + o.size() + "/" + o.limit();
                case Frame.Malformed m -> "malformed " + m.reason();
                case Frame.End e -> "end";
            });
        }
        assertThat(channel.read()).as("the end stays the end").isSameAs(Frame.END);
        return out;
    }

    /** Reads the stream whole and one and three bytes per read; all must agree. */
    private static List<String> frames(String stream, int limit) throws IOException {
        byte[] bytes = stream.getBytes(StandardCharsets.UTF_8);
        List<String> whole = frames(new ByteArrayInputStream(bytes), limit);
        assertThat(frames(new Trickle(bytes, 1), limit)).isEqualTo(whole);
        assertThat(frames(new Trickle(bytes, 3), limit)).isEqualTo(whole);
        return whole;
    }

    @Test
    void linesEndInLfOrCrLfAndBlankLinesAreSkippedButCounted() throws IOException {
        assertThat(frames("{\"a\":1}\r\n\n  \t\r\n[2]\n\r\n\"x\"", 100))
                .containsExactly("1:{\"a\":1}", "4:[2]", "6:\"x\"");
    }

    @Test
    void aLoneCrInsideALineIsContent() throws IOException {
        assertThat(frames("[1,\r2]\n", 100)).containsExactly("1:[1,\r2]");
    }

    @Test
    void aLineOverTheLimitIsSkippedAndTheNextIsReadFresh() throws IOException {
        String big = "x".repeat(100);
        assertThat(frames(big + "\n[1]\n" + big + "\r\n[2]", 10))
                .containsExactly("1:oversized 100/10", "2:[1]", "3:oversized 100/10", "4:[2]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", ""})
    void aLineOfExactlyTheLimitIsAccepted(String end) throws IOException {
        assertThat(frames("1234567890\n12345678901" + end, 10))
                .containsExactly("1:1234567890", "2:oversized 11/10");
    }

    @Test
    void anEmptyStreamIsTheEnd() throws IOException {
        assertThat(frames("", 10)).isEmpty();
        assertThat(frames("\n\r\n", 10)).isEmpty();
    }

    @Test
    void multiByteUtf8IsKeptWhole() throws IOException {
        assertThat(frames("[\"caf\u00e9 \ud83d\ude00\"]\n", 100)).containsExactly("1:[\"caf\u00e9 \ud83d\ude00\"]");
    }

    @Test
    void writingAppendsOneLfPerMessage() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NdjsonChannel channel = new NdjsonChannel(new ByteArrayInputStream(new byte[0]), out);
        channel.write("{\"a\":\"\u00e9\"}");
        channel.write("[]");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("{\"a\":\"\u00e9\"}\n[]\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\n}", "[1,\r2]"})
    void aMessageWithALineBreakIsRefusedUnwritten(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NdjsonChannel channel = new NdjsonChannel(new ByteArrayInputStream(new byte[0]), out);
        assertThatThrownBy(() -> channel.write(text)).isInstanceOf(IllegalArgumentException.class);
        assertThat(out.size()).isZero();
    }

    @Test
    void theLimitIsChecked() {
        InputStream in = new ByteArrayInputStream(new byte[0]);
        assertThatThrownBy(() -> new NdjsonChannel(in, new ByteArrayOutputStream(), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new NdjsonChannel(in, new ByteArrayOutputStream()).maxLineBytes()).isEqualTo(16 * 1024 * 1024);
    }
}
