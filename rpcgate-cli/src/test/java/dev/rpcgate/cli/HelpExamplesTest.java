package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine.Command;

/**
 * Every example in a command's help reads back exactly as written at the default width of 80 columns, and pastes:
 * picocli wraps a line that is too long wherever it must, also inside a shape id or a path, and a wrapped example no
 * longer pastes; an example continued with a backslash has its next line, indented.
 */
class HelpExamplesTest {
    private static final Map<String, Class<?>> COMMANDS = Map.ofEntries(
            Map.entry("explain", ExplainCommand.class),
            Map.entry("validate rpc", ValidateRpcCommand.class),
            Map.entry("validate model", ValidateModelCommand.class),
            Map.entry("transcript", TranscriptCommand.class),
            Map.entry("tap", TapCommand.class),
            Map.entry("serve", ServeCommand.class),
            Map.entry("call", CallCommand.class),
            Map.entry("gateway", GatewayCommand.class),
            Map.entry("a2a check", A2aCheckCommand.class));

    @TestFactory
    Stream<DynamicTest> everyExampleLineIsALineOfTheHelp() {
        return COMMANDS.entrySet().stream().sorted(Map.Entry.comparingByKey()).map(c -> DynamicTest.dynamicTest(
                c.getKey(), () -> {
                    List<String> help = Cli.run(Stream.concat(Arrays.stream(c.getKey().split(" ")), Stream.of("--help"))
                            .toArray(String[]::new)).out().lines().toList();
                    List<String> examples = Arrays.stream(c.getValue().getAnnotation(Command.class).footer())
                            .filter(l -> l.startsWith("  ")).map(l -> l.replace("%%", "%")).toList();
                    assertThat(examples).as(c.getKey() + " --help has examples").isNotEmpty();
                    assertThat(help).as(c.getKey() + " --help").containsAll(examples);
                    for (int i = 0; i < examples.size(); i++) {
                        String line = examples.get(i);
                        assertThat(line).as(c.getKey() + " --help, example line " + (i + 1)).hasSizeLessThanOrEqualTo(80);
                        if (line.endsWith("\\")) {
                            assertThat(i + 1).as(c.getKey() + " --help: '" + line + "' continues")
                                    .isLessThan(examples.size());
                            String next = examples.get(i + 1);
                            assertThat(next.length() - next.stripLeading().length())
                                    .as(c.getKey() + " --help: the line after '" + line + "'").isGreaterThan(2);
                        }
                    }
                }));
    }
}
