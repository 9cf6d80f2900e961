package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One command's {@link CaseTable} as tests: every case runs as expected, and the table covers exit codes 0, 1 and 2
 * and every option the subclass names, with no expected output left without its case.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CaseTableTest {
    private final CaseTable table;
    private final List<String> options;

    CaseTableTest(String resourceDir, List<String> options) {
        this.table = new CaseTable(Cli.ROOT.resolve("rpcgate-cli/src/test/resources").resolve(resourceDir));
        this.options = options;
    }

    List<CaseTable.Case> cases() throws IOException {
        return table.cases();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void runsAsExpected(CaseTable.Case c) throws IOException {
        table.check(c);
    }

    @Test
    void theTableCoversEveryExitCodeAndOption() throws IOException {
        List<CaseTable.Case> all = cases();
        assertThat(all).extracting(CaseTable.Case::exitCode).contains(0, 1, 2);
        for (String option : options) {
            assertThat(all).as(option).anySatisfy(c -> assertThat(c.args()).contains(option));
        }
        table.checkNoStrayFiles();
    }
}
