package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code rpcgate a2a check} as a table of fixture cases under src/test/resources/a2a/cases (see {@link CaseTable}):
 * the examples/a2a documents under their policies, an HTTP request file, standard input, every option and exit code.
 */
class A2aCasesTest {
    static final CaseTable TABLE = new CaseTable(Cli.ROOT.resolve("rpcgate-cli/src/test/resources/a2a/cases"));

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
        for (String option : List.of("--part-limit", "--allow-uri", "--allow-uri-host", "--inject-fault",
                "--mismatch-id", "--http", "--diagnostics", "-")) {
            assertThat(all).as(option).anySatisfy(c -> assertThat(c.args()).contains(option));
        }
        TABLE.checkNoStrayFiles();
    }
}
