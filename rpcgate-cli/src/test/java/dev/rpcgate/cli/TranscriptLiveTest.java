package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code rpcgate transcript} on a log that arrives over time: real pipes to a child process, whose findings must come
 * before the log ends, and in process, logs that arrive in tiny pieces or break off.
 */
@Timeout(120)
class TranscriptLiveTest {
    private static final String[] CHAT = {"transcript", "--protocol", "example.peers#EchoChat", "--version", "2.0",
        "examples/json-rpc/peers.smithy"};
    private static final String EMPTY_SAY =
            "{\"dir\":\"in\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"chat/say\",\"params\":{\"text\":\"\"}}}\n";
    private static final String ECHO = "{\"dir\":\"out\",\"message\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"\"}}\n";

    private static String[] chat(String... more) {
        String[] args = new String[CHAT.length + more.length];
        System.arraycopy(CHAT, 0, args, 0, CHAT.length);
        System.arraycopy(more, 0, args, CHAT.length, more.length);
        return args;
    }

    @Test
    void aFindingOnAPipeIsWrittenBeforeTheLogEnds() {
        try (Rpcgate check = Rpcgate.start(chat("-"))) {
            // the line arrives in two pieces; its finding must come while the pipe is still open
            check.send(EMPTY_SAY.substring(0, 30));
            check.send(EMPTY_SAY.substring(30));
            assertThat(check.err.next()).isEqualTo("-:1:84: entry 0 client: error LengthViolation: expected a length"
                    + " of between 1 and 280 code points (@length), found 0 (at /params/text)");
            check.send(ECHO);
            assertThat(check.err.next()).startsWith("-:2:57: entry 1 server: error ErrorMismatch: ");
            check.closeInput();
            assertThat(check.err.rest()).isEmpty();
            assertThat(check.exitCode()).isEqualTo(1);
        }
    }

    @Test
    void jsonLinesComeOneFindingAtATimeThenTheSummary() {
        try (Rpcgate check = Rpcgate.start(chat("--diagnostics", "json", "-"))) {
            check.send(EMPTY_SAY);
            assertThat(check.out.next()).startsWith("{\"code\":\"LengthViolation\",").endsWith(",\"entry\":0,"
                    + "\"sender\":\"client\"}");
            check.send("not json at all\n" + ECHO);
            assertThat(check.out.next()).startsWith("{\"code\":\"ErrorMismatch\",");
            check.closeInput();
            assertThat(check.out.rest()).containsExactly("{\"summary\":{\"valid\":false,\"complete\":true,"
                    + "\"entries\":2,\"outstanding\":0,\"correlation\":true,\"counts\":{\"lines\":3,\"notJson\":1,"
                    + "\"skipped\":0,\"entries\":2}}}");
            assertThat(check.exitCode()).isEqualTo(1);
        }
    }

    @Test
    void piecesOfAnySizeGiveTheSameFindingsAsTheWholeLog() throws IOException {
        byte[] log = Files.readAllBytes(Cli.ROOT.resolve("examples/json-rpc/transcripts/mcp-like.log"));
        String[] args = {"transcript", "--protocol", "example.lifecycle#Lifecycle", "--version", "2.0",
            "--log-mapping", "examples/json-rpc/transcripts/mcp-like.mapping.json", "--diagnostics", "json",
            "examples/json-rpc/lifecycle.smithy", "-"};
        Cli.Result whole = Cli.run(log, args);
        assertThat(whole.out().lines()).hasSize(4);
        for (int most : List.of(1, 2, 3, 7, 64, 1000)) {
            Cli.Result pieces = Cli.run(new Trickle(log, most, -1), args);
            assertThat(pieces).as("reads of at most %d bytes", most).isEqualTo(whole);
        }
    }

    @Test
    void aReadErrorAfterSomeBytesWritesTheSummaryThenTheError() {
        byte[] log = (EMPTY_SAY + ECHO).getBytes(StandardCharsets.UTF_8);
        Cli.Result r = Cli.run(new Trickle(log, 64, EMPTY_SAY.length()), chat("--diagnostics", "json", "-"));
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("{\"code\":\"LengthViolation\",");
        assertThat(lines.get(1)).startsWith("{\"code\":\"OutstandingCall\",");
        assertThat(lines.get(2)).isEqualTo("{\"summary\":{\"valid\":false,\"complete\":true,\"entries\":1,"
                + "\"outstanding\":1,\"correlation\":true,\"counts\":{\"lines\":1,\"notJson\":0,\"skipped\":0,"
                + "\"entries\":1}}}");
        assertThat(lines.get(3)).isEqualTo("{\"code\":\"InputRead\",\"severity\":\"ERROR\",\"message\":\"cannot read"
                + " standard input after " + EMPTY_SAY.length() + " bytes: the disk went away\",\"path\":\"\"}");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aReadErrorBeforeAnyByteIsTheReportOfAnUnreadableInput() {
        Cli.Result r = Cli.run(new Trickle(new byte[0], 64, 0), chat("--diagnostics", "json", "-"));
        assertThat(r.out()).isEqualTo("{\"valid\":false,\"complete\":false,\"findings\":[{\"file\":\"-\","
                + "\"code\":\"InputRead\",\"severity\":\"ERROR\",\"message\":\"cannot read standard input: the disk"
                + " went away\",\"path\":\"\"}]}\n");
        assertThat(r.exitCode()).isEqualTo(1);
        Cli.Result text = Cli.run(new Trickle(new byte[0], 64, 0), chat("-"));
        assertThat(text.err()).isEqualTo("-: error InputRead: cannot read standard input: the disk went away\n");
        assertThat(text.exitCode()).isEqualTo(1);
    }

    /** A stream that gives at most {@code most} bytes a read, and fails once {@code failAt} bytes were read. */
    private static final class Trickle extends InputStream {
        private final InputStream bytes;
        private final int most;
        private final int failAt;
        private int read;

        Trickle(byte[] bytes, int most, int failAt) {
            this.bytes = new ByteArrayInputStream(bytes);
            this.most = most;
            this.failAt = failAt;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (read == failAt) {
                throw new IOException("The disk went away");
            }
            int limit = Math.min(len, most);
            if (failAt >= 0) {
                limit = Math.min(limit, failAt - read);
            }
            int n = bytes.read(b, off, limit);
            read += Math.max(n, 0);
            return n;
        }
    }
}
