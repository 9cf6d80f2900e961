package dev.rpcgate.transcript.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptEntry;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LogReaderTest {
    private static final PeerName CLIENT = new PeerName("client");
    private static final PeerName SERVER = new PeerName("server");

    @Test
    void readsADirMessageLogAsItArrives() {
        LogReader reader = new LogReader(LogMapping.dirMessage(Map.of("in", CLIENT, "out", SERVER)));
        LogChunk first = reader.pushText("starting\n{\"dir\": \"in\", \"message\": {\"jsonrpc\": \"2.0\", \"id\": 1, "
                + "\"method\": \"ping\"}}\n{\"dir\": \"out\", \"mess");
        LogChunk rest = reader.pushText("age\": {\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": null}}");
        LogChunk last = reader.end();

        assertThat(first.transcriptEntries()).containsExactly(new TranscriptEntry(CLIENT, Optional.empty(),
                "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}",
                Optional.of(SourceLocation.ofLineColumn(2, 26))));
        assertThat(rest.isEmpty()).isTrue();
        assertThat(last.transcriptEntries()).extracting(TranscriptEntry::sender).containsExactly(SERVER);
        assertThat(last.entries().get(0).parsed()).isPresent();
        assertThat(reader.counts()).isEqualTo(new LogCounts(3, 1, 0, 2));
        assertThat(reader.singleSender()).isFalse();
        assertThat(reader.end().isEmpty()).isTrue();
        assertThat(reader.pushText("{\"dir\":\"in\",\"message\":1}\n").isEmpty()).as("pushes after end").isTrue();
        assertThat(reader.counts()).isEqualTo(new LogCounts(3, 1, 0, 2));
    }

    @Test
    void rawLogHasOneSenderAndEntriesKeepExactText() {
        LogReader reader = new LogReader(LogMapping.raw(CLIENT));
        LogChunk chunk = reader.pushText("{\"jsonrpc\":\"2.0\",\"id\":1e2,\"method\":\"x\"}\n");
        assertThat(reader.singleSender()).isTrue();
        assertThat(chunk.entries()).singleElement().satisfies(e -> {
            assertThat(e.entry().message()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1e2,\"method\":\"x\"}");
            assertThat(e.entry().receiver()).isEmpty();
            assertThat(e.session()).isEmpty();
        });
    }

    /** The line bound counts the line's UTF-8 bytes without its line end and without the leading BOM. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            exactly the bound                  | 0 | LF   | false
            one byte over                      | 1 | LF   | true
            exactly the bound before CR LF     | 0 | CRLF | false
            one over before CR LF              | 1 | CRLF | true
            exactly the bound after a BOM      | 0 | BOM  | false
            one over after a BOM               | 1 | BOM  | true
            exactly the bound, last line       | 0 | END  | false
            one over, last line                | 1 | END  | true
            """)
    void aLineOverTheBoundIsAFindingAndIsDropped(String name, int extra, String ending, boolean over) {
        String record = "{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":[\"" + "é".repeat(10) + "\"]}";
        int bound = record.getBytes(StandardCharsets.UTF_8).length - extra;
        String log = switch (ending) {
            case "LF" -> record + "\n";
            case "CRLF" -> record + "\r\n";
            case "BOM" -> "\uFEFF" + record + "\n";
            default -> record;
        };
        for (int size : new int[] {1, 3, 1000}) {
            LogReader reader = new LogReader(LogMapping.raw(CLIENT), bound);
            List<String> result = LogResults.feedBytes(reader, log, size);
            if (over) {
                assertThat(result).containsExactly("finding\tInvalidTranscript\tERROR\t1:1", "counts\t1\t0\t0\t0");
            } else {
                assertThat(result).hasSize(2).last().isEqualTo("counts\t1\t0\t0\t1");
            }
        }
    }

    @Test
    void anOverlongLineStreamsThroughWithoutBeingHeldAndReadingGoesOn() {
        LogReader reader = new LogReader(LogMapping.raw(CLIENT), 1024);
        byte[] chunk = new byte[64 * 1024];
        Arrays.fill(chunk, (byte) 'x');
        reader.pushText("{\"method\":\"a\"}\n");
        for (int i = 0; i < 160; i++) { // 10 MiB of one line
            assertThat(reader.pushBytes(chunk, 0, chunk.length).isEmpty()).isTrue();
        }
        LogChunk end = reader.pushText("\n{\"method\":\"b\"}\n");
        assertThat(end.findings()).singleElement().satisfies(f -> {
            assertThat(f.code()).isEqualTo("InvalidTranscript");
            assertThat(f.location()).isEqualTo(SourceLocation.ofLineColumn(2, 1));
            assertThat(f.message()).contains(String.valueOf(160L * chunk.length)).contains("1024");
        });
        assertThat(end.entries()).singleElement().satisfies(e -> assertThat(e.entry().location())
                .contains(SourceLocation.ofLineColumn(3, 1)));
        assertThat(reader.counts()).isEqualTo(new LogCounts(3, 0, 0, 2));
    }

    @Test
    void aRecordNestedDeeperThan128IsNotJson() {
        String deep128 = "{\"method\":" + "[".repeat(127) + "]".repeat(127) + "}";
        String deep129 = "{\"method\":" + "[".repeat(128) + "]".repeat(128) + "}";
        LogReader reader = new LogReader(LogMapping.raw(CLIENT));
        LogChunk chunk = reader.pushText(deep128 + "\n" + deep129 + "\n");
        assertThat(chunk.entries()).hasSize(1);
        assertThat(reader.counts()).isEqualTo(new LogCounts(2, 1, 0, 1));
    }

    @Test
    void theBomIsRemovedOnceOnly() {
        LogReader reader = new LogReader(LogMapping.raw(CLIENT));
        reader.pushBytes(new byte[] {(byte) 0xef}, 0, 1);
        reader.pushBytes(new byte[] {(byte) 0xbb, (byte) 0xbf, '{'}, 0, 3);
        LogChunk chunk = reader.pushText("\"method\":\"a\"}\n\uFEFF{\"method\":\"b\"}\n");
        assertThat(chunk.entries()).singleElement().satisfies(e -> assertThat(e.entry().location())
                .contains(SourceLocation.ofLineColumn(1, 1)));
        assertThat(reader.counts()).isEqualTo(new LogCounts(2, 1, 0, 1));
    }

    @Test
    void surrogatePairsSplitBetweenChunksAreJoinedAndLoneOnesMakeTheLineNotJson() {
        LogReader reader = new LogReader(LogMapping.raw(CLIENT));
        String smile = "😀";
        reader.pushText("{\"method\":\"" + smile.charAt(0));
        LogChunk chunk = reader.pushText(smile.charAt(1) + "\"}\n{\"method\":\"\uD83D\"}\n{\"method\":\"\uDE00\"}\n");
        assertThat(chunk.transcriptEntries()).extracting(TranscriptEntry::message)
                .containsExactly("{\"method\":\"😀\"}");
        reader.pushText("{\"method\":\"\uD83D");
        reader.end();
        assertThat(reader.counts()).isEqualTo(new LogCounts(4, 3, 0, 1));
    }

    @Test
    void utf8SplitBetweenByteChunksIsJoinedAndIllFormedUtf8IsNotJson() {
        byte[] log = "{\"method\":\"é😀\"}\n".getBytes(StandardCharsets.UTF_8);
        LogReader reader = new LogReader(LogMapping.raw(CLIENT));
        for (int i = 0; i < log.length; i++) {
            reader.pushBytes(log, i, 1);
        }
        reader.pushBytes(new byte[] {'{', '"', 'm', 'e', 't', 'h', 'o', 'd', '"', ':', '"', (byte) 0xc3, '"', '}',
            '\n'}, 0, 15);
        assertThat(reader.counts()).isEqualTo(new LogCounts(2, 1, 0, 1));
    }

    @Test
    void prefixesFindTheRecordAndColumnsCountUtf16UnitsOfThePrefix() {
        LogMapping fields = new LogMapping(LogPrefix.fields(2, " | "), LogSelector.anyJsonRpc(),
                MessageSource.field("/m"), SenderSource.fixed(CLIENT));
        LogReader reader = new LogReader(fields);
        LogChunk chunk = reader.pushText("😀 | b | {\"m\": {\"method\": \"x\"}, \"jsonrpc\": 1}\n"
                + "a | {\"m\": 1, \"method\": 2}\n"
                + " |  | {\"m\": 1, \"method\": 2}\n");
        assertThat(chunk.entries()).extracting(e -> e.entry().location().orElseThrow())
                .containsExactly(SourceLocation.ofLineColumn(1, 16), SourceLocation.ofLineColumn(3, 13));
        assertThat(reader.counts()).isEqualTo(new LogCounts(3, 1, 0, 2));
    }

    @Test
    void selectorsKeepOnlyTheirRecords() {
        LogMapping has = new LogMapping(LogPrefix.none(), LogSelector.hasField("/a/0"), MessageSource.field("/m"),
                SenderSource.fixed(CLIENT));
        LogMapping eq = new LogMapping(LogPrefix.none(), LogSelector.fieldEquals("/k~1x", "v"),
                MessageSource.field("/m"), SenderSource.fixed(CLIENT));
        String log = "{\"a\": [null], \"m\": 1, \"k/x\": \"v\"}\n{\"a\": [], \"m\": 2, \"k/x\": \"w\"}\n"
                + "{\"a\": {\"0\": 1}, \"m\": 3, \"k/x\": 5}\n";
        assertThat(LogResults.feedText(new LogReader(has), log)).containsExactly(
                "entry\tclient\t1:20\t-\t\"1\"", "entry\tclient\t3:22\t-\t\"3\"", "counts\t3\t0\t1\t2");
        assertThat(LogResults.feedText(new LogReader(eq), log)).containsExactly(
                "entry\tclient\t1:20\t-\t\"1\"", "counts\t3\t0\t2\t1");
    }

    @Test
    void aSenderValueTheMapLacksAndAMissingMessageAreFindings() {
        LogMapping mapping = new LogMapping(LogPrefix.none(), LogSelector.hasField("/d"), MessageSource.field("/m"),
                SenderSource.field("/d", Map.of("c", CLIENT)));
        LogReader reader = new LogReader(mapping);
        List<Finding> findings = reader.pushText("{\"d\": \"s\", \"m\": 1}\n{\"d\": \"c\"}\n").findings();
        assertThat(findings).extracting(Finding::code).containsOnly("InvalidTranscript");
        assertThat(findings).extracting(Finding::location).containsExactly(SourceLocation.ofLineColumn(1, 7),
                SourceLocation.ofLineColumn(2, 1));
        assertThat(findings).extracting(Finding::path).containsExactly("/d", "/m");
        assertThat(findings.get(0).message()).contains("\"s\"").contains("[c]");
    }

    @Test
    void configurationErrorsThrowAndNameTheSetting() {
        assertThatThrownBy(() -> new LogReader(LogMapping.raw(CLIENT), 0))
                .isInstanceOf(LogConfigurationException.class).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> LogMapping.dirMessage(Map.of())).isInstanceOf(LogConfigurationException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> LogPrefix.fields(-1, " ")).isInstanceOf(LogConfigurationException.class)
                .hasMessageContaining("negative");
        assertThatThrownBy(() -> LogPrefix.fields(1, "")).isInstanceOf(LogConfigurationException.class);
        assertThatThrownBy(() -> LogSelector.hasField("a")).isInstanceOf(LogConfigurationException.class)
                .hasMessageContaining("JSON Pointer");
        assertThatThrownBy(() -> MessageSource.field("/a~2")).isInstanceOf(LogConfigurationException.class);
        assertThatThrownBy(() -> MessageSource.escapedField("/a~")).isInstanceOf(LogConfigurationException.class);
        assertThatThrownBy(() -> LogMapping.raw(CLIENT).withSession("conn"))
                .isInstanceOf(LogConfigurationException.class);
        assertThatThrownBy(() -> SenderSource.field("/d", Map.of())).isInstanceOf(LogConfigurationException.class);
    }
}
