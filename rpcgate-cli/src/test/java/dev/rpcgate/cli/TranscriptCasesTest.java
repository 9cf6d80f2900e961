package dev.rpcgate.cli;

import java.util.List;

/**
 * {@code rpcgate transcript} as a table of fixture cases under src/test/resources/transcript/cases (see
 * {@link CaseTable}): the examples' transcripts, documents and logs, every option and every exit code.
 */
class TranscriptCasesTest extends CaseTableTest {
    TranscriptCasesTest() {
        super("transcript/cases", List.of("--protocol", "--version", "--complete", "--partial", "--input-format",
                "--log-preset", "--sender", "--direction", "--log-mapping", "--session", "--expect", "--legacy-errors",
                "--diagnostics", "-"));
    }
}
