package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.testing.NodePackages;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rpcgate tap --protocol lsp --framing content-length} in front of a real language server, the JSON server
 * of {@code vscode-langservers-extracted}, driven by a scripted {@code vscode-jsonrpc} client through a whole
 * session. A recording proxy between tap and the server shows the bytes pass unchanged both ways; with no model
 * of our own, a correct session gives no finding, and faulty ones give exactly theirs.
 */
@Timeout(120)
class LspTapTest {
    /** The npm packages, pinned: the language servers and the client's JSON-RPC library. */
    static final Map<String, String> PACKAGES = Map.of("vscode-langservers-extracted", "4.10.0",
            "vscode-jsonrpc", "10.0.0");
    private static final String SUMMARY = "rpcgate tap: checked \\d+ messages: ";

    private static Path modules;
    private static String node;

    @BeforeAll
    static void install() {
        node = NodePackages.node();
        modules = NodePackages.install("lsp", PACKAGES).resolve("node_modules");
    }

    /** What one scripted session left: the client's summary, tap's stderr lines, tap's exit, the recordings. */
    record Session(JsonObject summary, List<String> stderr, Path dir) {
        long tapExit() {
            return ((dev.rpcgate.core.json.JsonNumber) summary.get("exit")).findLong().orElseThrow();
        }

        byte[] file(String name) throws IOException {
            return Files.readAllBytes(dir.resolve(name));
        }

        List<String> strings(String member) {
            return summary.get(member) instanceof JsonArray a
                    ? a.elements().stream().map(v -> ((JsonString) v).value()).toList() : List.of();
        }
    }

    private static Session session(String mode, Path dir, String... proxyOptions) throws IOException,
            InterruptedException {
        Path scripts = RepoFiles.resource(LspTapTest.class, "lsp");
        Path server = modules.resolve("vscode-langservers-extracted/bin/vscode-json-language-server");
        List<String> command = new ArrayList<>(List.of(node, scripts.resolve("lsp-client.mjs").toString(), mode,
                dir.toString(), "--"));
        command.addAll(Rpcgate.command("tap", "--protocol", "lsp", "--framing", "content-length",
                "--log", dir.resolve("traffic.jsonl").toString(), "--",
                node, scripts.resolve("frame-proxy.mjs").toString(), dir.toString()));
        command.addAll(List.of(proxyOptions));
        command.addAll(List.of("--", node, server.toString(), "--stdio"));
        ProcessBuilder pb = new ProcessBuilder(command).directory(Cli.ROOT.toFile())
                .redirectOutput(dir.resolve("client.out").toFile()).redirectError(dir.resolve("client.err").toFile());
        pb.environment().put("LSP_MODULES", modules.toString());
        Process client = pb.start();
        if (!client.waitFor(100, TimeUnit.SECONDS)) {
            client.descendants().forEach(ProcessHandle::destroyForcibly);
            client.destroyForcibly();
            throw new AssertionError("the scripted LSP session did not end within 100 s: "
                    + Files.readString(dir.resolve("client.err")));
        }
        String out = Files.readString(dir.resolve("client.out"));
        List<String> err = Files.readAllLines(dir.resolve("client.err"));
        assertThat(client.exitValue()).as("the client script's exit; its stderr: %s", err).isZero();
        JsonParse parse = JsonReader.standard().read(out.strip());
        assertThat(parse.findValue()).as("the client's summary line: %s", out).isPresent();
        return new Session((JsonObject) parse.findValue().get(), err, dir);
    }

    private static void bytesPassUnchanged(Session s) throws IOException {
        assertThat(s.file("server-in.bin")).as("what the server read is what the client wrote")
                .isEqualTo(s.file("client-sent.bin"));
        assertThat(s.file("client-received.bin")).as("what the client read is what the server wrote")
                .isEqualTo(s.file("server-out.bin"));
        assertThat(s.file("client-sent.bin").length).isPositive();
    }

    @Test
    void aWholeSessionPassesUnchangedWithNoFinding(@TempDir Path dir) throws IOException, InterruptedException {
        Session s = session("session", dir);
        assertThat(s.summary().get("failure")).as("the client's failure").isNull();
        assertThat(s.strings("capabilities")).contains("hoverProvider", "documentSymbolProvider", "textDocumentSync");
        assertThat(s.strings("symbols")).containsExactly("name", "version", "private");
        assertThat(s.summary().get("completionItems")).isNotNull();
        assertThat(s.stderr()).as("tap's stderr").hasSize(1);
        assertThat(s.stderr().get(0)).matches(SUMMARY + "0 errors, 0 advisories");
        assertThat(s.tapExit()).isZero();
        bytesPassUnchanged(s);
        List<String> methods = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("traffic.jsonl"))) {
            JsonValue message = ((JsonObject) JsonReader.standard().read(line).findValue().orElseThrow()).get("message");
            if (message instanceof JsonObject o && o.get("method") instanceof JsonString m) {
                methods.add(m.value());
            }
        }
        assertThat(methods).containsSubsequence("initialize", "initialized", "textDocument/didOpen",
                "textDocument/hover", "textDocument/completion", "textDocument/documentSymbol", "shutdown", "exit");
        // the log tap wrote checks again, later, against the same built-in protocol
        Cli.Result later = Cli.run("transcript", "--protocol", "lsp", "--complete", dir.resolve("traffic.jsonl")
                .toString());
        assertThat(later.err()).isEmpty();
        assertThat(later.exitCode()).isZero();
    }

    @Test
    void aRequestBeforeInitializeAndOneAfterShutdownAreStateViolations(@TempDir Path dir) throws IOException,
            InterruptedException {
        Session s = session("order", dir);
        assertThat(s.summary().get("failure")).as("the client's failure").isNull();
        assertThat(s.strings("late")).as("the server still answered").containsExactly("name", "version", "private");
        assertThat(s.stderr()).as("tap's stderr").hasSize(3);
        assertThat(s.stderr().get(0)).isEqualTo("rpcgate tap: entry 0 client: error StateViolation: expected method"
                + " textDocument/hover only in state running, found it sent by client at entry 0 in state"
                + " uninitialized");
        assertThat(s.stderr().get(1)).matches("rpcgate tap: entry (\\d+) client: error StateViolation: expected"
                + " method textDocument/documentSymbol only in state running, found it sent by client at entry \\1"
                + " in state shuttingDown");
        assertThat(s.stderr().get(2)).matches(SUMMARY + "2 errors, 0 advisories");
        assertThat(s.tapExit()).as("the server exited 0, a finding is an error").isEqualTo(1);
        bytesPassUnchanged(s);
    }

    @Test
    void aReplyWhoseIdTheServerChangedAnswersNothing(@TempDir Path dir) throws IOException, InterruptedException {
        // the proxy gives the hover reply (id 1) the id 99: the client never gets its answer
        Session s = session("lost-reply", dir, "--rewrite-id", "1=99");
        assertThat(s.summary().get("failure")).as("the client's failure").isNull();
        assertThat(((JsonString) s.summary().get("hover")).value()).contains("no reply");
        assertThat(s.stderr()).as("tap's stderr").hasSize(3);
        assertThat(s.stderr().get(0)).matches("rpcgate tap: entry \\d+ server: error UnsolicitedResponse: expected a"
                + " reply to a call that client awaits, found the id 99, which no call awaits");
        assertThat(s.stderr().get(1)).matches("rpcgate tap: advisory OutstandingCall: expected a reply to the call"
                + " with id 1 that client sent at entry \\d+, found none yet in the partial transcript");
        assertThat(s.stderr().get(2)).matches(SUMMARY + "1 error, 1 advisory, 1 unanswered");
        assertThat(s.tapExit()).isEqualTo(1);
        bytesPassUnchanged(s);
    }
}
