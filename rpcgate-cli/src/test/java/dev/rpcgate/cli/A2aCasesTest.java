package dev.rpcgate.cli;

import java.util.List;

/**
 * {@code rpcgate a2a check} as a table of fixture cases under src/test/resources/a2a/cases (see {@link CaseTable}):
 * the examples/a2a documents under their policies, an HTTP request file, standard input, every option and exit code.
 */
class A2aCasesTest extends CaseTableTest {
    A2aCasesTest() {
        super("a2a/cases", List.of("--part-limit", "--allow-uri", "--allow-uri-host", "--inject-fault",
                "--mismatch-id", "--http", "--a2a-version", "--diagnostics", "-"));
    }
}
