package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.NodePackages;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A real MCP session through {@code rpcgate tap --protocol mcp}: the official TypeScript SDK client (from npm)
 * drives {@code @modelcontextprotocol/server-everything} over stdio, with a recording proxy between tap and the
 * server. On the correct session every tool, resource and prompt is called, the client receives exactly the bytes
 * the server sent, and tap finds nothing; with faults injected (by the client and the proxy) tap reports exactly
 * the expected findings.
 */
@Timeout(value = 150, unit = TimeUnit.SECONDS)
class McpInteropTest {
    private static final Map<String, String> PACKAGES = Map.of(
            "@modelcontextprotocol/sdk", "1.32.2",
            "@modelcontextprotocol/server-everything", "2026.8.31");
    private static final long CLIENT_SECONDS = 120;
    private static final String TAP_LINE = "rpcgate tap: ";

    private static String node;
    private static Path scripts;
    private static Path server;

    @TempDir
    Path work;

    @BeforeAll
    static void installTheSdkAndTheServer() throws IOException {
        node = NodePackages.node();
        Path dir = NodePackages.install("mcp", PACKAGES);
        // the scripts import the SDK, so they run from the cache, whose node_modules ES modules resolve against
        scripts = Files.createDirectories(dir.resolve("rpcgate-scripts"));
        for (String script : List.of("client.mjs", "proxy.mjs")) {
            try (InputStream in = McpInteropTest.class.getResourceAsStream("/mcp/" + script)) {
                Files.write(scripts.resolve(script), in.readAllBytes());
            }
        }
        server = dir.resolve("node_modules/@modelcontextprotocol/server-everything/dist/index.js");
        assertThat(server).exists();
    }

    /** One run of the client script: its report, tap's finding and summary lines, and the bytes each side saw. */
    private record Session(JsonObject report, List<String> tapLines, byte[] received, byte[] sent, Path log) {
    }

    private Session run(String mode, String faults) throws Exception {
        Path received = work.resolve("received.bin");
        Path sent = work.resolve("sent.bin");
        Path log = work.resolve("traffic.jsonl");
        Path report = work.resolve("report.json");
        List<String> command = new ArrayList<>(Rpcgate.command("tap", "--protocol", "mcp", "--grace", "2",
                "--log", log.toString(), "--"));
        command.addAll(List.of(node, scripts.resolve("proxy.mjs").toString(), sent.toString(), faults, "--",
                node, server.toString(), "stdio"));
        JsonObject config = JsonObject.builder().put("mode", mode).put("received", received.toString())
                .put("report", report.toString())
                .put("command", JsonArray.of(command.stream().map(JsonString::of).toList())).build();
        Path configFile = work.resolve("config.json");
        Files.writeString(configFile, JsonWriter.write(config));
        Path stderr = work.resolve("stderr.txt");
        Process client = new ProcessBuilder(node, scripts.resolve("client.mjs").toString(), configFile.toString())
                .directory(work.toFile()).redirectErrorStream(false)
                .redirectOutput(work.resolve("stdout.txt").toFile()).redirectError(stderr.toFile()).start();
        try {
            assertThat(client.waitFor(CLIENT_SECONDS, TimeUnit.SECONDS)).as("the client script ends in time").isTrue();
        } finally {
            client.descendants().forEach(ProcessHandle::destroyForcibly);
            client.destroyForcibly();
        }
        String err = Files.readString(stderr, StandardCharsets.UTF_8);
        assertThat(client.exitValue()).as("the client script's exit; its stderr:\n" + err).isZero();
        List<String> tap = err.lines().filter(l -> l.startsWith(TAP_LINE)).toList();
        JsonObject r = (JsonObject) JsonReader.standard().read(Files.readString(report, StandardCharsets.UTF_8)).value();
        return new Session(r, tap, Files.readAllBytes(received), Files.readAllBytes(sent), log);
    }

    @Test
    void aCorrectSessionPassesUnchangedAndTapFindsNothing() throws Exception {
        Session s = run("session", "none");
        assertThat(strings(s.report(), "errors")).as("the client's errors").isEmpty();
        assertThat(s.report().get("tapExit")).isEqualTo(JsonNumber.of(0));
        List<String> tools = strings(s.report(), "tools");
        JsonObject calls = (JsonObject) s.report().get("calls");
        assertThat(tools).hasSizeGreaterThanOrEqualTo(15).contains("echo", "get-sum", "get-tiny-image",
                "trigger-long-running-operation", "trigger-sampling-request", "trigger-elicitation-request",
                "get-roots-list", "simulate-research-query");
        for (String tool : tools) {
            assertThat(calls.names()).as("a call of " + tool).anyMatch(n -> n.startsWith("tools/call") && n.endsWith(" " + tool));
        }
        assertThat(strings(s.report(), "prompts")).contains("simple-prompt", "args-prompt", "completable-prompt",
                "resource-prompt");
        assertThat(number(calls, "prompts/get simple-prompt")).isEqualTo(1);
        assertThat(strings(s.report(), "resources")).hasSizeGreaterThanOrEqualTo(8);
        assertThat(number(calls, "resources/read") + number(calls, "resources/read (template)"))
                .isEqualTo(strings(s.report(), "resources").size());
        for (String served : List.of("roots/list answered", "sampling/createMessage answered",
                "elicitation/create answered", "progress received", "task stream result")) {
            assertThat(number(calls, served)).as(served).isPositive();
        }
        assertThat(s.received()).as("the bytes the client received are the bytes the server sent")
                .isEqualTo(s.sent()).hasSizeGreaterThan(10_000);
        assertThat(s.tapLines()).hasSize(1);
        assertThat(s.tapLines().get(0)).matches("rpcgate tap: checked \\d{3,} messages: 0 errors, 0 advisories");
        // the log tap wrote is the same conversation, and checks clean again
        Cli.Result again = Cli.run("transcript", "--protocol", "mcp", s.log().toString());
        assertThat(again.err()).isEmpty();
        assertThat(again.exitCode()).isZero();
    }

    @Test
    void aFaultySessionGivesExactlyTheExpectedFindings() throws Exception {
        Session s = run("faults", "missing-result,wrong-id,drop-cancel");
        List<String> findings = s.tapLines().stream().filter(l -> l.startsWith(TAP_LINE + "entry "))
                .map(l -> l.replaceFirst("^rpcgate tap: entry \\d+ ", "")).toList();
        assertThat(findings.stream().map(f -> f.replaceFirst("^(\\S+: \\S+ \\S+):.*", "$1")).collect(Collectors.toList()))
                .containsExactlyInAnyOrder(
                        "client: error StateViolation",          // tools/list before initialize
                        "client: error CapabilityNotAdvertised", // ... before the server said it has tools
                        "client: error UnknownMethod",           // tools/frobnicate
                        "server: error MissingRequired",         // a tools/list result without "tools"
                        "server: error UnsolicitedResponse",     // the prompts/list reply with another id
                        "server: advisory ReplyAfterCancel");    // the cancelled call answered with a result
        assertThat(findings).anyMatch(f -> f.contains("MissingRequired") && f.endsWith("(at /result/tools)"));
        assertThat(findings).anyMatch(f -> f.contains("UnsolicitedResponse") && f.contains("424242"));
        assertThat(findings).anyMatch(f -> f.contains("UnknownMethod") && f.contains("tools/frobnicate"));
        assertThat(s.tapLines().get(s.tapLines().size() - 1)).matches("rpcgate tap: checked \\d+ messages: 5 errors,"
                + " 1 advisory");
        assertThat(s.report().get("tapExit")).isEqualTo(JsonNumber.of(1));
        assertThat(s.received()).isEqualTo(s.sent());
    }

    private static List<String> strings(JsonObject o, String member) {
        List<String> out = new ArrayList<>();
        if (o.get(member) instanceof JsonArray a) {
            for (JsonValue v : a.elements()) {
                out.add(((JsonString) v).value());
            }
        }
        return out;
    }

    private static long number(JsonObject o, String member) {
        return o.get(member) instanceof JsonNumber n ? n.findLong().orElse(0) : 0;
    }
}
