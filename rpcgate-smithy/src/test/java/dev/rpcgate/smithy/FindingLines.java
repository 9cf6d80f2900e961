package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.smithy.model.SourcedFinding;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The compact form of expected findings in fixture files ({@code NAME.findings} beside {@code NAME.smithy}), one
 * finding a line, in the order the API reports them (file, line, column):
 *
 * <pre>
 * SEVERITY CODE LINE:COLUMN SHAPE MEMBER | MESSAGE-FRAGMENT
 * ERROR InvalidContract 17:1 example#Pong - | expected the @smithy.rpc#method trait
 * </pre>
 *
 * <p>{@code -} stands for an absent location, shape or member. The message must contain the fragment. Blank lines
 * and lines starting with {@code #} are ignored; a file with no finding lines expects none.
 */
final class FindingLines {
    private FindingLines() {
    }

    record Expected(String severity, String code, String location, String shape, String member, String fragment) {
        static Expected parse(String line) {
            int bar = line.indexOf(" | ");
            String[] head = (bar < 0 ? line : line.substring(0, bar)).trim().split("\\s+");
            if (head.length != 5) {
                throw new IllegalArgumentException("a finding line needs SEVERITY CODE LOCATION SHAPE MEMBER | FRAGMENT: " + line);
            }
            return new Expected(head[0], head[1], head[2], head[3], head[4], bar < 0 ? "" : line.substring(bar + 3).trim());
        }
    }

    static List<Expected> parse(String text) {
        List<Expected> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(Expected.parse(line));
            }
        }
        return out;
    }

    /** The actual finding in the same compact form, for failure messages. */
    static String render(SourcedFinding sourced) {
        Finding f = sourced.finding();
        return f.severity() + " " + f.code() + " " + (f.location() == null ? "-" : f.location().toString()) + " "
                + dash(ModelRef.of(f).shape()) + " " + dash(ModelRef.of(f).member()) + " | " + f.message();
    }

    static void assertMatches(List<SourcedFinding> actual, String expectedText, String expectedSource) {
        List<Expected> expected = parse(expectedText);
        String all = String.join("\n", actual.stream().map(FindingLines::render).toList());
        assertThat(actual).as("findings:\n%s", all).hasSize(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            Expected e = expected.get(i);
            SourcedFinding s = actual.get(i);
            Finding f = s.finding();
            String line = render(s);
            assertThat(f.severity().name()).as(line).isEqualTo(e.severity());
            assertThat(f.code()).as(line).isEqualTo(e.code());
            assertThat(f.location() == null ? "-" : f.location().toString()).as(line).isEqualTo(e.location());
            assertThat(dash(ModelRef.of(f).shape())).as(line).isEqualTo(e.shape());
            assertThat(dash(ModelRef.of(f).member())).as(line).isEqualTo(e.member());
            assertThat(f.message()).as(line).contains(e.fragment());
            if (f.location() != null) {
                assertThat(s.source()).as(line).isEqualTo(expectedSource);
                assertThat(f.location().offset()).as(line).isEqualTo(dev.rpcgate.core.json.SourceLocation.UNKNOWN_OFFSET);
            }
            assertThat(f.path()).as(line).isEmpty();
        }
    }

    private static String dash(String text) {
        return text == null ? "-" : text;
    }
}
