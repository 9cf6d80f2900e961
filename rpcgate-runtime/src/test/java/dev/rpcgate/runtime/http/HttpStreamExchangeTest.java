package dev.rpcgate.runtime.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.runtime.demo.Demo;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One HTTP/1.1 exchange on a stream: what the binding answers, and what the request's own form decides. */
class HttpStreamExchangeTest {
    private static final HttpStreamExchange EXCHANGE = new HttpStreamExchange(
            HttpBinding.builder(Demo.SPEC.methods()).limits(JsonLimits.DEFAULT.withMaxBytes(1000)).build(), "/rpc");
    private static final String SUM = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2,4]}";

    private static String answer(String request) throws IOException {
        return answer(new ByteArrayInputStream(request.getBytes(StandardCharsets.ISO_8859_1)));
    }

    private static String answer(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EXCHANGE.answer(in, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String post(String headers, String body) {
        return "POST /rpc HTTP/1.1\r\nHost: x\r\n" + headers + "\r\n" + body;
    }

    @Test
    void aCallIsAnsweredWithItsReplyAndTheConnectionCloses() throws IOException {
        assertThat(answer(post("Content-Type: application/json\r\nContent-Length: " + SUM.length() + "\r\n", SUM)))
                .isEqualTo("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 35\r\n"
                        + "Connection: close\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7}");
    }

    @Test
    void bareLineEndsAQueryAndAnAbsoluteTargetAreAccepted() throws IOException {
        assertThat(answer("POST /rpc?x=1 HTTP/1.0\nContent-Type: application/json\nContent-Length: " + SUM.length()
                + "\n\n" + SUM)).startsWith("HTTP/1.1 200 OK\r\n").endsWith("\"result\":7}");
        assertThat(answer("POST http://127.0.0.1:7070/rpc HTTP/1.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + SUM.length() + "\r\n\r\n" + SUM)).endsWith("\"result\":7}");
    }

    @Test
    void expectContinueGetsAnInterimAnswerBeforeTheBody() throws IOException {
        assertThat(answer(post("Content-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: "
                + SUM.length() + "\r\n", SUM))).startsWith("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n");
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`GET /rpc HTTP/1.1\r\n\r\n`|405|GET",
        "`POST /other HTTP/1.1\r\nContent-Length: 2\r\n\r\n[]`|404|another path",
        "`POST /rpc HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n[]`|200|a wrong Content-Type: -32700",
        "`POST /rpc HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 38\r\n\r\n"
                + "{\"jsonrpc\":\"2.0\",\"method\":\"update\"}   `|204|a notification",
        "`POST /rpc HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n[]\r\n0\r\n\r\n`|411|a chunked body",
        "`POST /rpc HTTP/1.1\r\nContent-Length: 1001\r\n\r\n`|413|a Content-Length over the limit",
        "`POST /rpc HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n[]`|400|two Content-Lengths",
        "`POST /rpc HTTP/1.1\r\nContent-Length: -2\r\n\r\n[]`|400|a negative Content-Length",
        "`POST /rpc HTTP/1.1\r\nContent-Length: 10\r\n\r\n[]`|400|a body that ends early",
        "`POST /rpc\r\n\r\n`|400|no HTTP version",
        "`POST /rpc HTTP/1.1\r\nno colon\r\n\r\n`|400|a header line without a colon",
        "``|400|nothing at all"})
    void whatTheRequestsFormDecides(String request, int status, String what) throws IOException {
        assertThat(answer(request)).startsWith("HTTP/1.1 " + status + " ").contains("Connection: close\r\n");
    }

    @Test
    void aWrongContentTypeIsAParseErrorAsOverTheJdkServer() throws IOException {
        assertThat(answer(post("Content-Type: text/plain\r\nContent-Length: 2\r\n", "[]")))
                .contains("\"code\":-32700").contains("\"code\":\"ContentType\"");
        assertThat(answer(post("Content-Type: application/json\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\n", "[]"))).as("two Content-Types").contains("\"code\":-32700");
    }

    @Test
    void anOversizedHeadIs431AndNothingMoreIsRead() throws IOException {
        CountingInput in = new CountingInput(("POST /rpc HTTP/1.1\r\nX: " + "a".repeat(100_000)).getBytes(
                StandardCharsets.ISO_8859_1));
        assertThat(answer(in)).startsWith("HTTP/1.1 431 ");
        assertThat(in.read).isLessThanOrEqualTo(HttpStreamExchange.MAX_HEAD_BYTES + 8192);
    }

    @Test
    void aRequestThatStopsArrivingIs408() throws IOException {
        InputStream stalls = new InputStream() {
            private final InputStream head = new ByteArrayInputStream("POST /rpc HTTP/1.1\r\n".getBytes(
                    StandardCharsets.ISO_8859_1));

            @Override
            public int read() throws IOException {
                int b = head.read();
                if (b < 0) {
                    throw new SocketTimeoutException("the deadline has passed");
                }
                return b;
            }
        };
        assertThat(answer(stalls)).startsWith("HTTP/1.1 408 Request Timeout\r\n");
    }

    /** Counts the bytes read. */
    private static final class CountingInput extends ByteArrayInputStream {
        int read;

        CountingInput(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            int n = super.read(b, off, len);
            read += Math.max(0, n);
            return n;
        }

        @Override
        public synchronized int read() {
            int b = super.read();
            read += b < 0 ? 0 : 1;
            return b;
        }
    }
}
