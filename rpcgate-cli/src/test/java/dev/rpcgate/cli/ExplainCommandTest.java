package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code rpcgate explain} run in this process: exit codes, text and JSON reports, unreadable and oversized inputs. */
class ExplainCommandTest {
    private static final String GATES_NOT_RUN =
            "\"gates\":[{\"gate\":\"PARSE\",\"status\":\"NOT_RUN\"},{\"gate\":\"ENVELOPE\",\"status\":\"NOT_RUN\"}]";

    @TempDir
    Path tmp;

    @Test
    void validInputsExitZero() {
        Cli.Result r = Cli.run("explain", "examples/messages/call.json", "examples/messages/notification.json",
                "examples/messages/batch.json", "examples/messages/response.json",
                "examples/messages/reserved-method.json");
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains(
                "examples/messages/call.json: valid call\n",
                "examples/messages/notification.json: valid notification\n",
                "examples/messages/batch.json: valid batch\n",
                "examples/messages/response.json: valid response\n",
                "examples/messages/reserved-method.json: valid call\n");
    }

    @Test
    void oneInvalidInputAmongManyExitsOneAndEveryInputIsReported() {
        Cli.Result r = Cli.run("explain", "--diagnostics", "json", "examples/messages/call.json",
                "examples/messages/truncated.json", "examples/messages/notification.json");
        assertThat(r.exitCode()).isEqualTo(1);
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("{\"file\":\"examples/messages/call.json\",\"valid\":true,");
        assertThat(lines.get(1)).startsWith("{\"file\":\"examples/messages/truncated.json\",\"valid\":false,");
        assertThat(lines.get(2)).startsWith("{\"file\":\"examples/messages/notification.json\",\"valid\":true,");
    }

    @Test
    void textReportOfAMixedBatch() {
        Cli.Result r = Cli.run("explain", "examples/messages/mixed-batch.json");
        String f = "examples/messages/mixed-batch.json";
        String invalid = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"}}";
        String invalid5 = "{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":-32600,\"message\":\"Invalid Request\"}}";
        assertThat(r.out()).isEqualTo(f + ": invalid batch: 3 of 5 entries invalid\n"
                + "  gates: PARSE passed, ENVELOPE passed\n"
                + "  reply: [" + invalid + "," + invalid5 + "," + invalid + "], plus the methods' replies to 1 valid call\n"
                + "  [0] valid call; reply: due from the method\n"
                + "  [1] valid notification; reply: none: a notification never gets one\n"
                + "  [2] invalid message (kind unknown): ENVELOPE failed with -32600 Invalid Request; reply: " + invalid + "\n"
                + f + ":4:3: error MissingVersion: no \"jsonrpc\" member: a 2.0 message carries \"jsonrpc\": \"2.0\" (at /2)\n"
                + f + ":4:3: error MissingMethod: the object has neither \"method\" (a request) nor \"result\" or"
                + " \"error\" (a response) (at /2)\n"
                + "  [3] invalid call: ENVELOPE failed with -32600 Invalid Request; reply: " + invalid5 + "\n"
                + f + ":5:63: error ParamsNotStructured: \"params\" is a number: it must be an array or an object,"
                + " or be left out (at /3/params)\n"
                + "  [4] invalid message (kind unknown): ENVELOPE failed with -32600 Invalid Request; reply: " + invalid + "\n"
                + f + ":6:3: error NotAnObject: a JSON-RPC message is an object, not a number (at /4)\n");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void textReportOfAParseErrorNamesTheGateThatDidNotRun() {
        Cli.Result r = Cli.run("explain", "examples/messages/duplicate-key.json");
        assertThat(r.out()).startsWith("examples/messages/duplicate-key.json: invalid call:"
                        + " PARSE failed with -32700 Parse error\n"
                        + "  gates: PARSE failed; not run: ENVELOPE\n"
                        + "  reply: {\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}\n"
                        + "examples/messages/duplicate-key.json:1:50: error DuplicateKey: ")
                .endsWith(" (at /method)\n");
    }

    @Test
    void textReportsOfSeveralFilesAreSeparatedByABlankLine() {
        Cli.Result r = Cli.run("explain", "examples/messages/notification.json", "examples/messages/response.json",
                "examples/messages/call.json");
        assertThat(r.out()).isEqualTo("examples/messages/notification.json: valid notification\n"
                + "  gates: PARSE passed, ENVELOPE passed\n"
                + "  reply: none: a notification never gets one\n"
                + "\n"
                + "examples/messages/response.json: valid response\n"
                + "  gates: PARSE passed, ENVELOPE passed\n"
                + "  reply: none: a response is never answered\n"
                + "\n"
                + "examples/messages/call.json: valid call\n"
                + "  gates: PARSE passed, ENVELOPE passed\n"
                + "  reply: due: the method's result or error (explain runs no method)\n");
    }

    @Test
    void textReportOfABatchOfNotificationsAndOfAdvisories() throws IOException {
        Path batch = write("notes.json", "[{\"jsonrpc\":\"2.0\",\"method\":\"a\"},{\"jsonrpc\":\"2.0\",\"method\":\"rpc.b\"}]");
        Cli.Result r = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", batch.getFileName().toString());
        assertThat(r.out()).isEqualTo("notes.json: valid batch\n"
                + "  gates: PARSE passed, ENVELOPE passed\n"
                + "  reply: none: a batch of only notifications gets none\n"
                + "  [0] valid notification; reply: none: a notification never gets one\n"
                + "  [1] valid notification; reply: none: a notification never gets one\n"
                + "notes.json:1:59: advisory ReservedMethod: method names that begin with \"rpc.\" are reserved for"
                + " system extensions (at /1/method)\n");
        assertThat(r.exitCode()).isZero();
    }

    @Test
    void textReportsOfJsonRpc10() {
        Cli.Result r = Cli.run("explain", "--version", "1.0", "examples/messages/1.0/missing-params.json",
                "examples/messages/1.0/batch.json", "examples/messages/truncated.json");
        assertThat(r.out()).isEqualTo("examples/messages/1.0/missing-params.json: invalid call: ENVELOPE failed with"
                + " -32600 Invalid Request\n"
                + "  gates: PARSE passed, ENVELOPE failed\n"
                + "  reply: due: an error reply carrying the id (JSON-RPC 1.0 fixes no error object)\n"
                + "examples/messages/1.0/missing-params.json:1:1: error ParamsNotArray: a 1.0 request carries"
                + " \"params\" as an array\n"
                + "\n"
                + "examples/messages/1.0/batch.json: invalid batch: ENVELOPE failed with -32600 Invalid Request\n"
                + "  gates: PARSE passed, ENVELOPE failed\n"
                + "  reply: none: JSON-RPC 1.0 has no batches and defines no reply to one\n"
                + "examples/messages/1.0/batch.json:1:1: error UnsupportedMessage: JSON-RPC 1.0 has no batches: send"
                + " one object per message\n"
                + "\n"
                + "examples/messages/truncated.json: invalid call: PARSE failed with -32700 Parse error\n"
                + "  gates: PARSE failed; not run: ENVELOPE\n"
                + "  reply: none: JSON-RPC 1.0 defines no reply to text it cannot read\n"
                + r.out().lines().filter(l -> l.startsWith("examples/messages/truncated.json:2:1: error InvalidJson: "))
                        .findFirst().orElse("<no InvalidJson finding at 2:1>") + "\n");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aMissingFileIsReportedAndTheRunGoesOn() {
        Cli.Result r = Cli.run("explain", "--diagnostics", "json", "no-such.json", "examples/messages/call.json");
        assertThat(r.out().lines().toList()).hasSize(2);
        assertThat(r.out().lines().findFirst().orElseThrow()).isEqualTo(unreadable("no-such.json",
                "cannot read the file: no such file or directory"));
        assertThat(r.out().lines().skip(1).findFirst().orElseThrow())
                .startsWith("{\"file\":\"examples/messages/call.json\",\"valid\":true,");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).isEmpty();
    }

    @Test
    void aMissingFileInText() {
        Cli.Result r = Cli.run("explain", "no-such.json");
        assertThat(r.out()).isEqualTo("no-such.json: unreadable: the input could not be read\n"
                + "  gates: not run: PARSE, ENVELOPE\n"
                + "  reply: none: nothing was read\n"
                + "no-such.json: error InputRead: cannot read the file: no such file or directory\n");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aDirectoryIsUnreadable() throws IOException {
        Files.createDirectory(tmp.resolve("dir.json"));
        Cli.Result r = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", "--diagnostics", "json", "dir.json");
        assertThat(r.out()).isEqualTo(unreadable("dir.json", "cannot read the file: it is a directory") + "\n");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aFileBelowAPlainFileIsUnreadable() throws IOException {
        write("plain.json", "{}");
        Cli.Result r = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", "--diagnostics", "json",
                "plain.json/inner.json");
        assertThat(r.out()).startsWith("{\"file\":\"plain.json/inner.json\",\"valid\":false,\"kind\":null,")
                .contains(GATES_NOT_RUN, "\"findings\":[{\"code\":\"InputRead\",\"severity\":\"ERROR\","
                        + "\"message\":\"cannot read the file: not a directory\",\"path\":\"\"}]");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void aFileWithoutReadPermissionIsUnreadable() throws IOException {
        Path f = write("secret.json", "{\"jsonrpc\":\"2.0\",\"method\":\"m\"}");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(f), "running as a user who reads any file (root): permissions do not apply");
        Cli.Result r = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", "--diagnostics", "json",
                "secret.json");
        assertThat(r.out()).isEqualTo(unreadable("secret.json", "cannot read the file: permission denied") + "\n");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void standardInputIsNamedDash() {
        Cli.Result r = Cli.run("{\"jsonrpc\":\"2.0\",\"id\":\"\u00e9\",\"method\":7}".getBytes(StandardCharsets.UTF_8),
                "explain", "--diagnostics", "json", "examples/messages/call.json", "-");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).startsWith("{\"file\":\"-\",\"valid\":false,\"kind\":\"call\",\"failedGate\":"
                + "\"ENVELOPE\",\"code\":-32600,\"replyDue\":true,\"reply\":{\"jsonrpc\":\"2.0\",\"id\":\"\u00e9\",");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void atTheSizeLimitIsReadAndOneByteMoreIsASizeLimitFinding() throws IOException {
        String doc = "{\"jsonrpc\":\"2.0\",\"method\":\"m\"}";
        write("exact.json", doc);
        String limit = Integer.toString(doc.length());
        Cli.Result atLimit = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", "--diagnostics", "json",
                "--max-bytes", limit, "exact.json");
        assertThat(atLimit.out()).startsWith("{\"file\":\"exact.json\",\"valid\":true,");
        assertThat(atLimit.exitCode()).isZero();

        String below = Integer.toString(doc.length() - 1);
        Cli.Result over = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", "--diagnostics", "json",
                "--max-bytes", below, "exact.json");
        assertSizeLimit(over.out(), "exact.json");
        assertThat(over.exitCode()).isEqualTo(1);
    }

    @Test
    void theDefaultLimitIs16MiB() throws IOException {
        int mib16 = 16 * 1024 * 1024;
        byte[] atLimit = new byte[mib16];
        Arrays.fill(atLimit, (byte) ' ');
        atLimit[0] = '[';
        atLimit[mib16 - 1] = ']';
        Files.write(tmp.resolve("at-limit.json"), atLimit);
        try (RandomAccessFile over = new RandomAccessFile(tmp.resolve("over-limit.json").toFile(), "rw")) {
            over.setLength(mib16 + 1L);
        }
        Cli.Result r = Cli.runIn(tmp, InputStream.nullInputStream(), "explain", "--diagnostics", "json",
                "at-limit.json", "over-limit.json");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).as("16 MiB is read: an empty batch, not a size-limit failure")
                .contains("\"failedGate\":\"ENVELOPE\"", "\"code\":\"EmptyBatch\"").doesNotContain("SizeLimit");
        assertSizeLimit(lines.get(1), "over-limit.json");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void anEndlessFileIsReadOnlyUpToTheLimit() {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "no /dev/zero here");
        Cli.Result small = Cli.run("explain", "--diagnostics", "json", "--max-bytes", "4096", "/dev/zero");
        assertSizeLimit(small.out(), "/dev/zero");
        Cli.Result byDefault = Cli.run("explain", "--diagnostics", "json", "/dev/zero");
        assertSizeLimit(byDefault.out(), "/dev/zero");
        assertThat(byDefault.exitCode()).isEqualTo(1);
    }

    @Test
    void endlessStandardInputIsReadOnlyUpToTheLimit() {
        long[] served = {0};
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                served[0]++;
                return ' ';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) ' ');
                served[0] += len;
                return len;
            }
        };
        Cli.Result r = Cli.run(endless, "explain", "--diagnostics", "json", "--max-bytes", "1000", "-");
        assertSizeLimit(r.out(), "-");
        assertThat(served[0]).isEqualTo(1001);
        assertThat(r.exitCode()).isEqualTo(1);
    }

    static List<List<String>> badUsage() {
        return List.of(
                List.of("explain", "--frobnicate", "examples/messages/call.json"),
                List.of("explain", "--version", "3.0", "examples/messages/call.json"),
                List.of("explain", "--version", "2", "examples/messages/call.json"),
                List.of("explain", "--diagnostics", "xml", "examples/messages/call.json"),
                List.of("explain"),
                List.of("explain", "-", "examples/messages/call.json", "-"),
                List.of("explain", "--max-bytes", "0", "examples/messages/call.json"),
                List.of("explain", "--max-bytes", "many", "examples/messages/call.json"),
                List.of("explain", "--max-depth", "0", "examples/messages/call.json"),
                List.of("frobnicate"),
                List.of());
    }

    @ParameterizedTest
    @MethodSource("badUsage")
    void badUsageExitsTwoWithAOneLineErrorAndTheUsageOnStderr(List<String> args) {
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.out()).as("nothing on stdout").isEmpty();
        List<String> err = r.err().lines().toList();
        assertThat(err.get(0)).startsWith("rpcgate: ");
        assertThat(err).anySatisfy(l -> assertThat(l).startsWith("Usage: rpcgate"));
        assertThat(err.get(err.size() - 1)).startsWith("Try 'rpcgate").endsWith(" --help' for more information.");
    }

    @Test
    void theUsageErrorsSayWhatIsWrong() {
        assertThat(Cli.run("explain", "--version", "3.0", "x.json").err())
                .startsWith("rpcgate: Invalid value for option '--version': '3.0' is not a JSON-RPC version: use 2.0 or 1.0\n");
        assertThat(Cli.run("explain", "-", "-").err())
                .startsWith("rpcgate: standard input '-' can be read only once\n");
        assertThat(Cli.run("explain").err()).startsWith("rpcgate: Missing required parameter: 'FILE'\n");
        assertThat(Cli.run().err()).startsWith("rpcgate: Missing required subcommand\n");
    }

    @Test
    void badUsageReadsNoInput() {
        Cli.EmptyInput counting = new Cli.EmptyInput();
        Cli.Result r = Cli.run(counting, "explain", "-", "examples/messages/call.json", "-");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(counting.reads()).isZero();
    }

    @Test
    void versionAndHelp() {
        Cli.Result version = Cli.run("--version");
        assertThat(version.out()).isEqualTo("rpcgate 0.1.0\n");
        assertThat(version.exitCode()).isZero();

        Cli.Result help = Cli.run("--help");
        assertThat(help.out()).startsWith("Usage: rpcgate [-hV] COMMAND").contains("explain", "Exit codes:");
        assertThat(help.exitCode()).isZero();

        Cli.Result explainHelp = Cli.run("explain", "--help");
        assertThat(explainHelp.out())
                .startsWith("Usage: rpcgate explain ")
                .contains("Classifies each JSON-RPC document without a contract",
                        "Exit codes:", "0   every input is a valid message",
                        "1   an input is not a valid message, or cannot be read", "2   bad usage",
                        "Examples:", "rpcgate explain examples/messages/duplicate-key.json");
        assertThat(explainHelp.exitCode()).isZero();
        assertThat(explainHelp.err()).isEmpty();

        assertThat(Cli.run("help", "explain").out()).isEqualTo(explainHelp.out());
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text, StandardCharsets.UTF_8);
    }

    private static String unreadable(String file, String message) {
        return "{\"file\":\"" + file + "\",\"valid\":false,\"kind\":null,\"failedGate\":null,\"code\":null,"
                + "\"replyDue\":false,\"reply\":null," + GATES_NOT_RUN + ",\"findings\":[{\"code\":\"InputRead\","
                + "\"severity\":\"ERROR\",\"message\":\"" + message + "\",\"path\":\"\"}]}";
    }

    private static void assertSizeLimit(String jsonLine, String file) {
        assertThat(jsonLine).startsWith("{\"file\":\"" + file + "\",\"valid\":false,\"kind\":null,"
                        + "\"failedGate\":\"PARSE\",\"code\":-32700,\"replyDue\":true,")
                .contains("\"findings\":[{\"code\":\"SizeLimit\",\"severity\":\"ERROR\"")
                .contains("{\"gate\":\"ENVELOPE\",\"status\":\"NOT_RUN\"}");
        assertThat(jsonLine.lines()).hasSize(1);
    }
}
