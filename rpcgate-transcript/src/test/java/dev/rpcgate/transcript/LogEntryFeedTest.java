package dev.rpcgate.transcript;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.transcript.log.LogEntry;
import dev.rpcgate.transcript.log.LogMapping;
import dev.rpcgate.transcript.log.LogReader;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * {@code TranscriptChecker.feed(LogEntry)}, which checks the value the log reader parsed instead of parsing the text
 * again, gives exactly the findings (codes, messages, paths, locations, entries) and summary of feeding the same
 * entries without that value: over every checker fixture written as a {@code dir-message} log,
 * and over the example logs.
 */
class LogEntryFeedTest {

    @TestFactory
    Stream<DynamicTest> everyCheckerFixtureAsALog() throws IOException {
        return CheckerCasesTest.cases().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            CheckerCase c = CheckerCase.read(p);
            Map<String, PeerName> directions = new LinkedHashMap<>();
            StringBuilder log = new StringBuilder();
            for (TranscriptEntry e : c.entries()) {
                directions.put(e.sender().value(), e.sender());
                log.append(record(e)).append('\n');
            }
            if (directions.isEmpty()) {
                return;
            }
            List<LogEntry> entries = read(LogMapping.dirMessage(directions), log.toString());
            assertThat(entries).hasSize(c.entries().size());
            assertSameFindings(c.protocol(), c.options(), entries);
        }));
    }

    @Test
    void theExampleEditorTraceGivesTheSameFindings() {
        Path dir = RepoFiles.repoRoot().resolve("examples/json-rpc");
        Model model = CheckerCase.model(dir.resolve("peers.smithy"));
        for (String protocol : List.of("example.peers#OrderedEditor", "example.peers#Editor")) {
            ProtocolDescription p = ProtocolDescription.fromSmithy(model, ShapeId.from(protocol), JsonRpcVersion.V2_0)
                    .expectDescription();
            List<LogEntry> entries = read(LogMapping.dirMessage(Map.of("in", new PeerName("client"), "out",
                    new PeerName("server"))), RepoFiles.read(dir.resolve("transcripts/editor-trace.jsonl")));
            assertThat(entries.stream().filter(e -> e.parsed().isPresent())).hasSizeGreaterThan(5);
            List<Finding> found = assertSameFindings(p, CheckerOptions.DEFAULT, entries);
            if (protocol.endsWith("OrderedEditor")) {
                assertThat(found).extracting(Finding::code)
                        .containsExactly("CapabilityNotAdvertised", "InvalidJson", "StateViolation");
            }
        }
    }

    @Test
    void tighterProtocolLimitsReadTheTextForItsFinding() {
        Path dir = RepoFiles.repoRoot().resolve("examples/json-rpc");
        Model model = CheckerCase.model(dir.resolve("peers.smithy"));
        for (JsonLimits json : List.of(JsonLimits.DEFAULT.withMaxDepth(3), JsonLimits.DEFAULT.withMaxBytes(100))) {
            ValidationPolicy policy = ValidationPolicy.builder().limits(ValidationLimits.builder().json(json).build()).build();
            ProtocolDescription p = ProtocolDescription.fromSmithy(model, ShapeId.from("example.peers#Editor"),
                    JsonRpcVersion.V2_0, policy).expectDescription();
            List<LogEntry> entries = read(LogMapping.dirMessage(Map.of("in", new PeerName("client"), "out",
                    new PeerName("server"))), RepoFiles.read(dir.resolve("transcripts/editor-trace.jsonl")));
            List<Finding> found = assertSameFindings(p, CheckerOptions.DEFAULT, entries);
            assertThat(found).extracting(Finding::code).contains(json.maxDepth() == 3 ? "DepthLimit" : "SizeLimit");
        }
    }

    /** Feeds the entries both ways; asserts equal findings and summaries; returns the findings. */
    private static List<Finding> assertSameFindings(ProtocolDescription protocol, CheckerOptions options,
                                                    List<LogEntry> entries) {
        TranscriptChecker text = new TranscriptChecker(protocol, options);
        TranscriptChecker parsed = new TranscriptChecker(protocol, options);
        List<Finding> fromText = new ArrayList<>();
        List<Finding> fromParsed = new ArrayList<>();
        for (LogEntry e : entries) {
            // the text alone, with where it was written when it was decoded from a string
            fromText.addAll(text.feed(new LogEntry(e.entry(), e.session(), Optional.empty(), e.escaped())));
            fromParsed.addAll(parsed.feed(e));
        }
        assertThat(fromParsed).isEqualTo(fromText);
        assertThat(parsed.finish()).isEqualTo(text.finish());
        return fromText;
    }

    /** A dir-message record: the message as JSON when it is one line of JSON, else as a raw string. */
    private static String record(TranscriptEntry e) {
        String m = e.message();
        boolean json = m.indexOf('\n') < 0 && m.indexOf('\r') < 0 && JsonReader.standard().read(m).isValid();
        String dir = "{\"dir\":" + quote(e.sender().value()) + ",\"message\":";
        return json ? dir + m + "}" : dir + quote(m) + ",\"raw\":true}";
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            if (ch == '"' || ch == '\\') {
                b.append('\\').append(ch);
            } else if (ch < 0x20) {
                b.append(String.format("\\u%04x", (int) ch));
            } else {
                b.append(ch);
            }
        }
        return b.append('"').toString();
    }

    private static List<LogEntry> read(LogMapping mapping, String log) {
        LogReader reader = new LogReader(mapping);
        byte[] bytes = log.getBytes(StandardCharsets.UTF_8);
        List<LogEntry> entries = new ArrayList<>(reader.pushBytes(bytes, 0, bytes.length).entries());
        entries.addAll(reader.end().entries());
        return entries;
    }
}
