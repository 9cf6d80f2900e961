package dev.rpcgate.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The event stream parsing behind keep-alives and the frame observer: each case is fed whole, byte by byte and split
 * in two at every point, and must give the same events and the same frame boundary each time.
 */
class SseFramesTest {
    private static final String BOM = "\uFEFF";

    static Stream<Arguments> cases() {
        return Stream.of(
                // text, the events' data, whether the text ends at a frame boundary
                Arguments.of("", List.of(), true),
                Arguments.of("data: a\n\n", List.of("a"), true),
                Arguments.of("data: a\r\n\r\n", List.of("a"), true),
                Arguments.of("data: a\r\r", List.of("a"), true),
                Arguments.of("data: a\n\r", List.of("a"), true),
                Arguments.of("data: a\r\n\r", List.of("a"), true),
                Arguments.of("data: a\ndata: b\n\n", List.of("a\nb"), true),
                Arguments.of("data: a\r\ndata: b\rdata: c\n\n", List.of("a\nb\nc"), true),
                Arguments.of("data:a\n\n", List.of("a"), true),
                Arguments.of("data:  a\n\n", List.of(" a"), true),
                Arguments.of("data: a:b\n\n", List.of("a:b"), true),
                Arguments.of("data\n\n", List.of(""), true),
                Arguments.of("data:\n\n", List.of(""), true),
                Arguments.of("data\ndata: x\n\n", List.of("\nx"), true),
                Arguments.of(": comment\n\n", List.of(), true),
                Arguments.of(":x\ndata: y\n\n", List.of("y"), true),
                Arguments.of("event: task\nid: 1\ndata: a\nretry: 5\n\n", List.of("a"), true),
                Arguments.of("event: x\n\n", List.of(), true),
                Arguments.of("datax: a\n\ndat: b\n\nData: c\n\n data: d\n\n", List.of(), true),
                Arguments.of(BOM + "data: a\n\n", List.of("a"), true),
                Arguments.of(BOM, List.of(), true),
                Arguments.of(BOM + BOM + "data: a\n\n", List.of(), true),
                Arguments.of("\u00EFdata: a\n\ndata: b\n\n", List.of("b"), true),
                Arguments.of("data: a\n\n\n\ndata: b\n\n", List.of("a", "b"), true),
                Arguments.of("data: {\"id\":\"t1\"}\r\n\r\ndata: {\"id\":\"t2\"}\r\n\r\n",
                        List.of("{\"id\":\"t1\"}", "{\"id\":\"t2\"}"), true),
                Arguments.of("data: \u00E9\u20AC\uD83D\uDE00\n\n", List.of("\u00E9\u20AC\uD83D\uDE00"), true),
                // unfinished frames: not observed, not a boundary
                Arguments.of("data: a", List.of(), false),
                Arguments.of("data: a\n", List.of(), false),
                Arguments.of("data: a\r", List.of(), false),
                Arguments.of("data: a\r\n", List.of(), false),
                Arguments.of(": comment\n", List.of(), false),
                Arguments.of("data: a\n\ndata: b", List.of("a"), false),
                Arguments.of("data: a\n\n:", List.of("a"), false));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void eventsAndBoundaryDoNotDependOnHowTheBytesArrive(String text, List<String> events, boolean boundary) {
        byte[] bytes = bytes(text);
        assertFed(bytes, new int[] {bytes.length}, events, boundary);
        int[] ones = new int[bytes.length];
        java.util.Arrays.fill(ones, 1);
        assertFed(bytes, ones, events, boundary);
        for (int cut = 1; cut < bytes.length; cut++) {
            assertFed(bytes, new int[] {cut, bytes.length - cut}, events, boundary);
        }
    }

    @Test
    void boundaryFollowsTheBytes() {
        SseFrames f = new SseFrames(null);
        assertThat(f.atBoundary()).isTrue();
        String[] steps = {"data: {\"a\":", "1}", "\r", "\n", "\r", "\n", ": keep", "-alive\n", "\n"};
        boolean[] after = {false, false, false, false, true, true, false, false, true};
        for (int i = 0; i < steps.length; i++) {
            byte[] b = bytes(steps[i]);
            f.feed(b, 0, b.length);
            assertThat(f.atBoundary()).as("after %s", List.of(steps).subList(0, i + 1)).isEqualTo(after[i]);
        }
        SseFrames bom = new SseFrames(null);
        bom.feed(new byte[] {(byte) 0xEF}, 0, 1);
        assertThat(bom.atBoundary()).as("inside a BOM").isFalse();
        bom.feed(new byte[] {(byte) 0xBB, (byte) 0xBF}, 0, 2);
        assertThat(bom.atBoundary()).as("after a BOM").isTrue();
    }

    @Test
    void dataOverTheLimitIsNotObservedAndTheNextEventIs() {
        String limit = "x".repeat(SseFrames.MAX_DATA);
        String half = "y".repeat(SseFrames.MAX_DATA / 2);
        String text = "data: " + limit + "\n\n" // exactly the limit: observed
                + "data: " + limit + "x\n\n" // one byte over: not observed
                + "data: " + half + "\ndata: " + half + "\n\n" // the joining LF passes the limit
                + "data: " + half + "\ndata: " + half.substring(1) + "\n\n" // the joining LF reaches it
                + "data: " + limit + "\ndata\n\n" // an empty last line still adds its LF
                + "data: small\r\n\r\n";
        List<String> seen = feed(bytes(text), new int[] {text.length()});
        assertThat(seen).containsExactly(limit, half + "\n" + half.substring(1), "small");
        byte[] bytes = bytes(text);
        int[] chunks = new int[(bytes.length + 999) / 1000];
        java.util.Arrays.fill(chunks, 1000);
        chunks[chunks.length - 1] = bytes.length - 1000 * (chunks.length - 1);
        assertThat(feed(bytes, chunks)).isEqualTo(seen);
    }

    @Test
    void anObserverThatFailsDoesNotStopTheNextEvents() {
        List<String> seen = new ArrayList<>();
        SseFrames f = new SseFrames(d -> {
            seen.add(d);
            throw new IllegalStateException("observer failed");
        });
        byte[] b = bytes("data: 1\n\ndata: 2\n\n");
        f.feed(b, 0, b.length);
        assertThat(seen).containsExactly("1", "2");
        assertThat(f.atBoundary()).isTrue();
    }

    @Test
    void aHugeLineThatIsNotDataKeepsNothing() {
        List<String> seen = new ArrayList<>();
        SseFrames f = new SseFrames(seen::add);
        byte[] chunk = bytes("z".repeat(8192));
        byte[] start = bytes(": ");
        f.feed(start, 0, start.length);
        for (int i = 0; i < 2_000; i++) { // 16 MiB of one comment line
            f.feed(chunk, 0, chunk.length);
        }
        byte[] end = bytes("\n\ndata: after\n\n");
        f.feed(end, 0, end.length);
        assertThat(seen).containsExactly("after");
    }

    private static void assertFed(byte[] bytes, int[] chunks, List<String> events, boolean boundary) {
        List<String> seen = new ArrayList<>();
        SseFrames f = new SseFrames(seen::add);
        int at = 0;
        for (int n : chunks) {
            f.feed(bytes, at, n);
            at += n;
        }
        assertThat(seen).as("events in chunks %s", java.util.Arrays.toString(chunks)).isEqualTo(events);
        assertThat(f.atBoundary()).as("boundary in chunks %s", java.util.Arrays.toString(chunks))
                .isEqualTo(boundary);
    }

    private static List<String> feed(byte[] bytes, int[] chunks) {
        List<String> seen = new ArrayList<>();
        SseFrames f = new SseFrames(seen::add);
        int at = 0;
        for (int n : chunks) {
            f.feed(bytes, at, n);
            at += n;
        }
        return seen;
    }

    /** UTF-8, except a text beginning with U+00EF, which stands for a lone 0xEF byte (a BOM cut short). */
    private static byte[] bytes(String text) {
        if (!text.startsWith("\u00EF")) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(0xEF);
        out.writeBytes(text.substring(1).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }
}
