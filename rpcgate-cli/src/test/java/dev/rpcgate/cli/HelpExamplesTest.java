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
 * Every example in a command's help reads back exactly as written at the default width of 80 columns: picocli wraps a
 * line that is too long wherever it must, also inside a shape id or a path, and a wrapped example no longer pastes.
 */
class HelpExamplesTest {
    private static final Map<String, Class<?>> COMMANDS = Map.ofEntries(
            Map.entry("explain", ExplainCommand.class),
            Map.entry("validate rpc", ValidateRpcCommand.class),
            Map.entry("validate model", ValidateModelCommand.class),
            Map.entry("transcript", TranscriptCommand.class),
            Map.entry("tap", TapCommand.class));

    @TestFactory
    Stream<DynamicTest> everyExampleLineIsALineOfTheHelp() {
        return COMMANDS.entrySet().stream().sorted(Map.Entry.comparingByKey()).map(c -> DynamicTest.dynamicTest(
                c.getKey(), () -> {
                    List<String> help = Cli.run(Stream.concat(Arrays.stream(c.getKey().split(" ")), Stream.of("--help"))
                            .toArray(String[]::new)).out().lines().toList();
                    List<String> examples = Arrays.stream(c.getValue().getAnnotation(Command.class).footer())
                            .filter(l -> l.startsWith("  ")).map(l -> l.replace("%%", "%")).toList();
                    assertThat(help).as(c.getKey() + " --help").containsAll(examples);
                }));
    }
}
