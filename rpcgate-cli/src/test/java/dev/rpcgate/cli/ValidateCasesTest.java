package dev.rpcgate.cli;

import java.util.List;

/**
 * {@code rpcgate validate} as a table of fixture cases under src/test/resources/validate/cases (see
 * {@link CaseTable}): every option and every exit code.
 */
class ValidateCasesTest extends CaseTableTest {
    ValidateCasesTest() {
        super("validate/cases", List.of("--version", "--service", "--message", "--response", "--no-response",
                "--request", "--method", "--operation", "--envelope-only", "--batch", "--member-names",
                "--unknown-members", "--legacy-errors", "--from", "--diagnostics", "--max-findings", "-"));
    }
}
