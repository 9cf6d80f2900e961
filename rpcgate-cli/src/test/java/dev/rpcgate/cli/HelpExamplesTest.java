package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The examples in a command's help paste into a shell: the help is 80 columns wide when no terminal says otherwise,
 * and a line picocli has to wrap starts again at column 0, cutting a command in two.
 */
class HelpExamplesTest {
    @ParameterizedTest
    @ValueSource(strings = {"serve", "call", "gateway"})
    void everyExampleLineIsIndentedAndEveryContinuationHasItsNextLine(String command) {
        Cli.Result help = Cli.run(command, "--help");
        assertThat(help.exitCode()).isZero();
        List<String> examples = examples(help.out());
        assertThat(examples).as("%s --help has examples", command).isNotEmpty();
        for (int i = 0; i < examples.size(); i++) {
            String line = examples.get(i);
            assertThat(line).as("%s --help, example line %d", command, i + 1).startsWith("  ").hasSizeLessThanOrEqualTo(80);
            if (line.endsWith("\\")) {
                assertThat(i + 1).as("%s --help: '%s' continues", command, line).isLessThan(examples.size());
                assertThat(indent(examples.get(i + 1))).as("%s --help: the line after '%s'", command, line)
                        .isGreaterThan(2);
            }
        }
    }

    /** The lines after "Examples:" up to the first blank line (the help's end, or a note after the examples). */
    private static List<String> examples(String help) {
        List<String> lines = help.lines().toList();
        int start = lines.indexOf("Examples:");
        if (start < 0) {
            return List.of();
        }
        List<String> rest = lines.subList(start + 1, lines.size());
        int end = rest.indexOf("");
        return end < 0 ? rest : rest.subList(0, end);
    }

    private static int indent(String line) {
        return line.length() - line.stripLeading().length();
    }
}
