package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.testing.Trickle;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Content-Length framing: headers, bodies, the body limit, and resynchronising after a bad header. */
class ContentLengthChannelTest {

    private static String frame(String body) {
        return "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    private static List<String> frames(InputStream in, int limit) throws IOException {
        ContentLengthChannel channel = new ContentLengthChannel(in, new ByteArrayOutputStream(), limit);
        List<String> out = new ArrayList<>();
        for (Frame f = channel.read(); f != Frame.END; f = channel.read()) {
            out.add(switch (f) {
                case Frame.Body b -> b.text();
                case Frame.Oversized o -> "oversized " + o.size() + "/" + o.limit();
                case Frame.Malformed m -> "malformed: " + m.reason();
                case Frame.End e -> "end";
            });
            assertThat(out).as("a runaway reader").hasSizeLessThan(100);
        }
        assertThat(channel.read()).isSameAs(Frame.END);
        return out;
    }

    /** Reads the stream whole and one and seven bytes per read; all must agree. */
    private static List<String> frames(String stream, int limit) throws IOException {
        byte[] bytes = stream.getBytes(StandardCharsets.UTF_8);
        List<String> whole = frames(new ByteArrayInputStream(bytes), limit);
        assertThat(frames(new Trickle(bytes, 1), limit)).isEqualTo(whole);
        assertThat(frames(new Trickle(bytes, 7), limit)).isEqualTo(whole);
        return whole;
    }

    @Test
    void framesFollowEachOtherWithoutSeparators() throws IOException {
        assertThat(frames(frame("[1]") + frame("{\"a\":\"\u00e9\"}") + frame(""), 100))
                .containsExactly("[1]", "{\"a\":\"\u00e9\"}", "");
    }

    @Test
    void contentTypeUnknownHeadersLfLineEndsAndAnyCaseAreAccepted() throws IOException {
        String stream = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 3\r\n\r\n[1]"
                + "X-Trace: abc\nCONTENT-LENGTH:3\n\n[2]"
                + "Content-Length: 3\r\nContent-Length: 3\r\n\r\n[3]";
        assertThat(frames(stream, 100)).containsExactly("[1]", "[2]", "[3]");
    }

    @Test
    void blankLinesBetweenMessagesAreSkipped() throws IOException {
        assertThat(frames("\r\n" + frame("[1]") + "\r\n\r\n" + frame("[2]") + "\n", 100)).containsExactly("[1]", "[2]");
    }

    @Test
    void aMissingContentLengthResynchronisesAtTheNextHeader() throws IOException {
        String stream = frame("[1]") + "Content-Type: application/json\r\n\r\n[\"lost\"]" + frame("[2]");
        assertThat(frames(stream, 100)).containsExactly("[1]", "malformed: the header block has no Content-Length",
                "[2]");
    }

    @Test
    void aBadLengthResynchronisesAtTheNextHeader() throws IOException {
        assertThat(frames("Content-Length: 3x\r\n\r\n[1]" + frame("[2]"), 100)).containsExactly(
                "malformed: the Content-Length is not a non-negative decimal integer", "[2]");
        assertThat(frames("Content-Length: -3\r\n\r\n[1]" + frame("[2]"), 100)).containsExactly(
                "malformed: the Content-Length is not a non-negative decimal integer", "[2]");
        assertThat(frames("Content-Length: 3\r\nContent-Length: 4\r\n\r\n[1]" + frame("[2]"), 100)).containsExactly(
                "malformed: the header block has two different Content-Length values", "[2]");
    }

    @Test
    void aBadHeaderLineWithAValidLengthSkipsExactlyThatBody() throws IOException {
        // the skipped body itself holds a header-like text: skipping by length, not by scanning, keeps it out
        String body = "[\"Content-Length: 1\"]";
        String stream = frame("[0]") + "Content-Length: " + body.length() + "\r\nthis is no header\r\n\r\n" + body
                + frame("[2]");
        assertThat(frames(stream, 100)).containsExactly("[0]", "malformed: a header line is not 'Name: value'", "[2]");
    }

    @Test
    void newlineDelimitedTextIsOneFramingErrorThenTheNextFrameIsRead() throws IOException {
        String stream = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"}\n"
                + frame("[3]");
        assertThat(frames(stream, 100)).containsExactly("malformed: a header line is not 'Name: value'", "[3]");
    }

    @Test
    void aHeaderLineOverItsLimitIsAFramingError() throws IOException {
        String stream = "X-Long: " + "x".repeat(ContentLengthChannel.MAX_HEADER_LINE_BYTES) + "\r\n\r\n" + frame("[1]");
        assertThat(frames(stream, 100)).containsExactly("malformed: a header line is longer than 8192 bytes", "[1]");
    }

    @Test
    void tooManyHeaderLinesAreAFramingError() throws IOException {
        String stream = "X-A: 1\r\n".repeat(ContentLengthChannel.MAX_HEADER_LINES + 1) + "\r\n" + frame("[1]");
        assertThat(frames(stream, 100)).containsExactly("malformed: the header block has more than 32 lines", "[1]");
    }

    @Test
    void anOversizedBodyIsSkippedAndTheNextFrameIsRead() throws IOException {
        String big = "[" + "1,".repeat(500) + "1]";
        assertThat(frames(frame(big) + frame("[2]"), 100))
                .containsExactly("oversized " + big.length() + "/100", "[2]");
    }

    @Test
    void theEndInsideAFrameIsAFramingErrorThenTheEnd() throws IOException {
        assertThat(frames("Content-Length: 10\r\n\r\n[1]", 100))
                .containsExactly("malformed: the stream ended 3 bytes into a body of 10");
        assertThat(frames("Content-Length: 10\r\n", 100)).containsExactly("malformed: the stream ended inside a header block");
        assertThat(frames("garbage\r\n\r\nContent-Len", 100))
                .containsExactly("malformed: a header line is not 'Name: value'");
    }

    @Test
    void writingSendsTheByteLengthHeaderAndTheBody() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ContentLengthChannel channel = new ContentLengthChannel(new ByteArrayInputStream(new byte[0]), out);
        channel.write("[\"\u00e9\"]");
        channel.write("{}");
        assertThat(out.toString(StandardCharsets.UTF_8))
                .isEqualTo("Content-Length: 6\r\n\r\n[\"\u00e9\"]Content-Length: 2\r\n\r\n{}");
        assertThat(frames(new ByteArrayInputStream(out.toByteArray()), 100)).containsExactly("[\"\u00e9\"]", "{}");
    }
}
