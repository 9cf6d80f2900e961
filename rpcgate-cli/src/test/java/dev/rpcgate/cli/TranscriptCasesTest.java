package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code rpcgate transcript} as a table of fixture cases under src/test/resources/transcript/cases (see
 * {@link CaseTable}): the examples' transcripts, documents and logs, every option and every exit code.
 */
class TranscriptCasesTest {
    static final CaseTable TABLE = new CaseTable(Cli.ROOT.resolve("rpcgate-cli/src/test/resources/transcript/cases"));

    static List<CaseTable.Case> cases() throws IOException {
        return TABLE.cases();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void runsAsExpected(CaseTable.Case c) throws IOException {
        TABLE.check(c);
    }

    @Test
    void theTableCoversEveryExitCodeAndOption() throws IOException {
        List<CaseTable.Case> all = cases();
        assertThat(all).extracting(CaseTable.Case::exitCode).contains(0, 1, 2);
        List<String> options = List.of("--protocol", "--version", "--complete", "--partial", "--input-format",
                "--log-preset", "--sender", "--direction", "--log-mapping", "--session", "--expect", "--legacy-errors",
                "--diagnostics", "-");
        for (String option : options) {
            assertThat(all).as(option).anySatisfy(c -> assertThat(c.args()).contains(option));
        }
        TABLE.checkNoStrayFiles();
    }
}
