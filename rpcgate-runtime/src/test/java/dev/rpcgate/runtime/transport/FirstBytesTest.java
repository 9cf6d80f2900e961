package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a connection's first bytes tell, as they arrive (a prefix may not tell yet) and once no more will come. */
class FirstBytesTest {
    @ParameterizedTest(name = "{0} -> {1} / complete {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        // JSON: NDJSON at its first byte, after blank lines too
        "`{\"jsonrpc\":\"2.0\"`|NDJSON|NDJSON",
        "`[`|NDJSON|NDJSON",
        "`\r\n\n  {`|NDJSON|NDJSON",
        // a header line: Content-Length framing, whatever its case or header
        "`Content-Length: 52`|CONTENT_LENGTH|CONTENT_LENGTH",
        "`content-length:52`|CONTENT_LENGTH|CONTENT_LENGTH",
        "`Content-Type: application/vscode-jsonrpc`|CONTENT_LENGTH|CONTENT_LENGTH",
        "`Content-Len`|UNDECIDED|NDJSON",
        // an HTTP request line
        "`POST /rpc HTTP/1.1`|HTTP|HTTP",
        "`GET / HTTP/1.1`|HTTP|HTTP",
        "`OPTIONS * HTTP/1.1`|HTTP|HTTP",
        "`POS`|UNDECIDED|NDJSON",
        "`POST`|UNDECIDED|NDJSON",
        "`post /rpc`|NDJSON|NDJSON",
        "`FETCH /rpc`|NDJSON|NDJSON",
        // TLS: a handshake record
        "`\u0016\u0003\u0001\u0002`|TLS|TLS",
        // anything else: NDJSON, which answers it -32700 line by line
        "`hello world`|NDJSON|NDJSON",
        "`42\n`|NDJSON|NDJSON",
        "`\"text\"`|NDJSON|NDJSON",
        "`\u0000\u0001`|NDJSON|NDJSON",
        "`:colon`|NDJSON|NDJSON",
        "`abcdefghijklmnopqrstuvwxyzabcdefghij`|NDJSON|NDJSON",
        // nothing yet (or only blank lines)
        "``|UNDECIDED|NDJSON",
        "`\n\n`|UNDECIDED|NDJSON"})
    void tellsWhatTheConnectionSpeaks(String text, String arriving, String complete) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        FirstBytes.Wire told = FirstBytes.tell(bytes, bytes.length, false);
        assertThat(told == null ? "UNDECIDED" : told.name()).as("while more may come").isEqualTo(arriving);
        assertThat(FirstBytes.tell(bytes, bytes.length, true)).as("when no more comes").hasToString(complete);
    }

    @org.junit.jupiter.api.Test
    void blankBytesUpToTheBoundAreNdjson() {
        byte[] blank = " ".repeat(FirstBytes.MAX_BYTES).getBytes(StandardCharsets.US_ASCII);
        assertThat(FirstBytes.tell(blank, blank.length, false)).isEqualTo(FirstBytes.Wire.NDJSON);
    }
}
