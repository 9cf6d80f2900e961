package dev.rpcgate.transcript;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.transcript.log.LogChunk;
import dev.rpcgate.transcript.log.LogMapping;
import dev.rpcgate.transcript.log.LogReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A message decoded from a string field of a log record: its findings are located at the columns of the line, where
 * each escape takes the characters written, not the one character it decodes to.
 */
class EscapedMessageLocationsTest {
    private static final LogMapping MAPPING = LogMapping.fromJson(
            "{\"selector\": {\"hasField\": \"/text\"}, \"message\": {\"escapedField\": \"/text\"}, \"sender\": \"client\"}",
            java.util.Set.of(Models.CLIENT, Models.SERVER));

    private static List<Finding> check(String line) {
        LogReader reader = new LogReader(MAPPING);
        LogChunk chunk = reader.pushText(line + "\n");
        assertThat(chunk.findings()).isEmpty();
        TranscriptChecker checker = new TranscriptChecker(Models.link(), CheckerOptions.builder().correlation(false).build());
        List<Finding> out = new ArrayList<>();
        chunk.entries().forEach(e -> out.addAll(checker.feed(e)));
        return out;
    }

    private static String at(Finding f) {
        return f.code() + " " + f.location().line() + ":" + f.location().column();
    }

    @Test
    void aFindingInTheDecodedMessageIsAtTheColumnOfWhatItDecodesFrom() {
        String line = "{\"text\": \"{\\\"jsonrpc\\\":\\\"2.0\\\",\\\"id\\\":1,\\\"method\\\":\\\"echo\\\","
                + "\\\"params\\\":{\\\"text\\\":5}}\"}";
        // the 5 is at column 82 of the line, and at column 58 of the decoded message, which starts at column 11
        assertThat(line.indexOf("5}}")).isEqualTo(81);
        assertThat(check(line)).extracting(EscapedMessageLocationsTest::at).containsExactly("TypeMismatch 1:82");
    }

    @Test
    void unicodeEscapesAndCharactersOutsideTheBmpCountAsWritten() {
        // \u00e9 is six characters on the line, one in the message; 😀 is two UTF-16 units in both; a trailing comma
        // is reported at the comma itself
        String line = "{\"text\": \"{\\\"jsonrpc\\\":\\\"2.0\\\",\\\"method\\\":\\\"\\u00e9😀\\\",}\"}";
        int comma = line.lastIndexOf(',');
        assertThat(check(line)).extracting(EscapedMessageLocationsTest::at)
                .containsExactly("InvalidJson 1:" + (comma + 1));
    }

    @Test
    void theEndOfATruncatedMessageIsTheStringsClosingQuote() {
        String line = "{\"text\": \"{\\\"jsonrpc\\\":\\\"2.0\\\",\\\"method\\\":\"}";
        assertThat(check(line)).extracting(EscapedMessageLocationsTest::at)
                .containsExactly("InvalidJson 1:" + (line.lastIndexOf('"') + 1));
    }
}
