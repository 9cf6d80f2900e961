package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code rpcgate a2a check} as a table of fixture cases under src/test/resources/a2a/cases (see {@link CaseTable}):
 * the examples/a2a documents (v0.3.0 and v1.0) under their policies and version choices, HTTP request files,
 * standard input, every option and exit code; and the examples of its help, which must run as pasted.
 */
class A2aCasesTest extends CaseTableTest {
    A2aCasesTest() {
        super("a2a/cases", List.of("--part-limit", "--allow-uri", "--allow-uri-host", "--inject-fault",
                "--mismatch-id", "--http", "--a2a-version", "--diagnostics", "-"));
    }

    @Test
    void theHelpsExamplesRunAsPasted() {
        String help = Cli.run("a2a", "check", "--help").out();
        List<String> examples = help.substring(help.indexOf("Examples:")).lines()
                .filter(l -> l.startsWith("  rpcgate ")).map(String::strip).toList();
        assertThat(examples).hasSizeGreaterThanOrEqualTo(7).anyMatch(e -> e.contains("--a2a-version"));
        for (String example : examples) {
            Cli.Result r = Cli.run(example.substring("rpcgate ".length()).split(" +"));
            assertThat(r.err()).as(example).isEmpty();
            assertThat(r.exitCode()).as(example).isIn(Main.OK, Main.INVALID);
        }
    }
}
