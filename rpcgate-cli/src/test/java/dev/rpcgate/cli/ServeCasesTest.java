package dev.rpcgate.cli;

import java.util.List;

/**
 * {@code rpcgate serve --contract} as a table of fixture cases under src/test/resources/serve/cases (see
 * {@link CaseTable}), served in process over standard input and output: params checked before the handler (located
 * findings), results after (answered -32603 and logged on stderr), the example of the help, and every way the
 * contract can fail to load (exit 1) or to be prepared, or be misused (exit 2).
 */
class ServeCasesTest extends CaseTableTest {
    ServeCasesTest() {
        super("serve/cases", List.of("--contract", "--service", "--stdio", "--demo", "--sequential"));
    }
}
