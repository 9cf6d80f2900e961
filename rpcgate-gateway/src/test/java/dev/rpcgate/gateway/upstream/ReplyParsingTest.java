package dev.rpcgate.gateway.upstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replies as raw bytes from a real socket, parsed by the client: well-formed framings give the exact body bytes; every
 * malformed status line, header section, framing and chunk gives {@link CallFailure.Malformed} at once — the agent
 * keeps the connection open after its bytes, so a parser waiting for more would hit the 3 s deadline instead.
 */
class ReplyParsingTest {
    static final Headers FIXED = Headers.of("Content-Type", "application/json");
    static final byte[] BODY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}".getBytes(StandardCharsets.UTF_8);
    static final ClientLimits LIMITS = new ClientLimits(Duration.ofSeconds(2), 1024, 10, 4, Duration.ofSeconds(30));
    static AgentClient client;

    @BeforeAll
    static void start() {
        client = new AgentClient(LIMITS);
    }

    @AfterAll
    static void stop() {
        client.close();
    }

    static Stream<Arguments> wellFormed() {
        return Stream.of(
                Arguments.of("content-length", "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", 200, "hello"),
                Arguments.of("repeated equal content-length",
                        "HTTP/1.1 200 OK\r\nContent-Length: 5\r\ncontent-length: 5\r\n\r\nhello", 200, "hello"),
                Arguments.of("no reason phrase", "HTTP/1.1 201\r\nContent-Length: 2\r\n\r\nok", 201, "ok"),
                Arguments.of("empty reason phrase", "HTTP/1.1 200 \r\nContent-Length: 2\r\n\r\nok", 200, "ok"),
                Arguments.of("chunked, many chunks", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "3\r\nhel\r\n2\r\nlo\r\n0\r\n\r\n", 200, "hello"),
                Arguments.of("chunked, upper-case hex, extension, trailers", "HTTP/1.1 200 OK\r\n"
                        + "Transfer-Encoding: Chunked\r\n\r\nA;name=\"v\"\r\n0123456789\r\n0\r\nX-Trailer: 1\r\n\r\n",
                        200, "0123456789"),
                Arguments.of("no body on 204 despite a length", "HTTP/1.1 204 No Content\r\nContent-Length: 7\r\n\r\n",
                        204, ""),
                Arguments.of("interim 100 and 103 skipped", "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\n"
                        + "Link: </a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", 200, "ok"),
                Arguments.of("obs-text and tabs in a value", "HTTP/1.1 200 OK\r\nX-Name: R\u00e9n\u00e9e\tx\r\n"
                        + "Content-Length: 2\r\n\r\nok", 200, "ok"),
                Arguments.of("body bytes that are not UTF-8 pass as they are",
                        "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n\u00ff\u00fe\u0000\u0080", 200,
                        "\u00ff\u00fe\u0000\u0080"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wellFormed")
    void wellFormedRepliesGiveTheBodyAsSent(String name, String wire, int status, String body) throws Exception {
        try (RawAgent a = new RawAgent(e -> {
            e.write(wire);
            return true;
        })) {
            Reply r = client.post(a.uri(), FIXED, Headers.NONE, BODY, System.nanoTime() + 3_000_000_000L, 1 << 16);
            assertThat(r).isInstanceOfSatisfying(Reply.Complete.class, c -> {
                assertThat(c.status()).isEqualTo(status);
                assertThat(c.body()).isEqualTo(body.getBytes(StandardCharsets.ISO_8859_1));
            });
        }
    }

    static Stream<Arguments> malformed() {
        String ok = "HTTP/1.1 200 OK\r\n";
        return Stream.of(
                Arguments.of("not HTTP", "NOT HTTP AT ALL\r\n\r\n"),
                Arguments.of("HTTP/2 status line", "HTTP/2 200 OK\r\n\r\n"),
                Arguments.of("two-digit status", "HTTP/1.1 20 OK\r\n\r\n"),
                Arguments.of("four-digit status", "HTTP/1.1 2000 OK\r\n\r\n"),
                Arguments.of("status below 100", "HTTP/1.1 099 Odd\r\n\r\n"),
                Arguments.of("bare LF line ends", "HTTP/1.1 200 OK\nContent-Length: 2\n\nok"),
                Arguments.of("bare CR in a header", ok + "X-A: 1\rX-B: 2\r\n\r\n"),
                Arguments.of("space in a field name", ok + "Bad Name: 1\r\n\r\n"),
                Arguments.of("space before the colon", ok + "Content-Length : 2\r\n\r\nok"),
                Arguments.of("no colon", ok + "JustText\r\n\r\n"),
                Arguments.of("empty field name", ok + ": value\r\n\r\n"),
                Arguments.of("folded line", ok + "X-A: 1\r\n  more\r\n\r\n"),
                Arguments.of("control character in a value", ok + "X-A: a\u0001b\r\n\r\n"),
                Arguments.of("DEL in a value", ok + "X-A: a\u007fb\r\n\r\n"),
                Arguments.of("content-length not a number", ok + "Content-Length: 12abc\r\n\r\n"),
                Arguments.of("negative content-length", ok + "Content-Length: -1\r\n\r\n"),
                Arguments.of("content-length list", ok + "Content-Length: 2, 2\r\n\r\nok"),
                Arguments.of("content-lengths that disagree", ok + "Content-Length: 2\r\nContent-Length: 3\r\n\r\nok"),
                Arguments.of("content-length of 19 digits", ok + "Content-Length: 1000000000000000000\r\n\r\n"),
                Arguments.of("both transfer-encoding and content-length",
                        ok + "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n5\r\nhello\r\n0\r\n\r\n"),
                Arguments.of("gzip, chunked", ok + "Transfer-Encoding: gzip, chunked\r\n\r\n"),
                Arguments.of("chunked twice", ok + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n"),
                Arguments.of("chunk size not hex", ok + "Transfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n"),
                Arguments.of("chunk size empty", ok + "Transfer-Encoding: chunked\r\n\r\n\r\nhello\r\n0\r\n\r\n"),
                Arguments.of("negative chunk size", ok + "Transfer-Encoding: chunked\r\n\r\n-5\r\nhello\r\n0\r\n\r\n"),
                Arguments.of("chunk size of 16 hex digits",
                        ok + "Transfer-Encoding: chunked\r\n\r\n1000000000000000\r\nx\r\n0\r\n\r\n"),
                Arguments.of("junk after a chunk size", ok + "Transfer-Encoding: chunked\r\n\r\n5 x\r\nhello\r\n0\r\n\r\n"),
                Arguments.of("chunk data without CRLF", ok + "Transfer-Encoding: chunked\r\n\r\n5\r\nhelloXX0\r\n\r\n"),
                Arguments.of("bare LF after a chunk size", ok + "Transfer-Encoding: chunked\r\n\r\n5\nhello\r\n0\r\n\r\n"),
                Arguments.of("chunk line over 1 KiB", ok + "Transfer-Encoding: chunked\r\n\r\n5;" + "e".repeat(1100)
                        + "\r\nhello\r\n0\r\n\r\n"),
                Arguments.of("trailers over the field count", ok + "Transfer-Encoding: chunked\r\n\r\n0\r\n"
                        + "T: 1\r\n".repeat(11) + "\r\n"),
                Arguments.of("head over 1 KiB", ok + "X-Big: " + "b".repeat(1100) + "\r\n\r\n"),
                Arguments.of("head over 1 KiB, never ended", ok + "X-Big: " + "b".repeat(1100)),
                Arguments.of("more than 10 fields", ok + "X-A: 1\r\n".repeat(11) + "Content-Length: 0\r\n\r\n"),
                Arguments.of("an unasked 101", "HTTP/1.1 101 Switching Protocols\r\nUpgrade: h2c\r\n\r\n"),
                Arguments.of("nine interim replies", "HTTP/1.1 100 Continue\r\n\r\n".repeat(9)
                        + "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedRepliesAreMalformedAtOnce(String name, String wire) throws Exception {
        try (RawAgent a = new RawAgent(e -> {
            e.write(wire);
            Thread.sleep(5000); // and keep the connection open
            return false;
        })) {
            long t0 = System.nanoTime();
            Reply r = client.post(a.uri(), FIXED, Headers.NONE, BODY, t0 + 3_000_000_000L, 1 << 16);
            assertThat(r).as(name).isInstanceOf(CallFailure.Malformed.class);
            assertThat((System.nanoTime() - t0) / 1_000_000).as("no waiting for more bytes").isLessThan(2000);
            assertThat(client.idleConnections(a.uri())).isZero();
        }
    }
}
