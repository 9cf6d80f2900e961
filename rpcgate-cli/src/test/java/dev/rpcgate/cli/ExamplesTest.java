package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every document under examples/messages (read as 2.0) and examples/messages/1.0 (read as 1.0) explained with
 * {@code --diagnostics json} gives exactly its {@code NAME.expected.jsonl}, so adding an example needs no Java.
 */
class ExamplesTest {
    private static final Path MESSAGES = Cli.ROOT.resolve("examples/messages");

    static List<String> examples() throws IOException {
        List<String> out = new ArrayList<>();
        for (Path dir : List.of(MESSAGES, MESSAGES.resolve("1.0"))) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(p -> p.getFileName().toString().endsWith(".json"))
                        .map(p -> Cli.ROOT.relativize(p).toString())
                        .sorted()
                        .forEach(out::add);
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void explainsAsExpected(String example) throws IOException {
        Path expectedFile = Cli.ROOT.resolve(example.replaceFirst("\\.json$", ".expected.jsonl"));
        assertThat(expectedFile).as("every example has its expected output").exists();
        String expected = Files.readString(expectedFile, StandardCharsets.UTF_8);
        String version = example.startsWith("examples/messages/1.0/") ? "1.0" : "2.0";

        Cli.Result r = Cli.run("explain", "--version", version, "--diagnostics", "json", example);

        assertThat(r.out()).isEqualTo(expected);
        assertThat(r.err()).isEmpty();
        boolean valid = expected.contains("\"file\":\"" + example + "\",\"valid\":true,");
        assertThat(r.exitCode()).isEqualTo(valid ? 0 : 1);
    }

    @Test
    void theExamplesAreAllThere() throws IOException {
        List<String> all = examples();
        assertThat(all).hasSizeGreaterThanOrEqualTo(21).contains(
                "examples/messages/call.json", "examples/messages/notification.json",
                "examples/messages/batch.json", "examples/messages/mixed-batch.json",
                "examples/messages/empty-batch.json", "examples/messages/duplicate-key.json",
                "examples/messages/truncated.json", "examples/messages/wrong-version.json",
                "examples/messages/method-not-string.json", "examples/messages/boolean-id.json",
                "examples/messages/params-scalar.json", "examples/messages/exact-ids.json",
                "examples/messages/response.json", "examples/messages/reserved-method.json",
                "examples/messages/notification-batch.json", "examples/messages/reserved-error-code.json",
                "examples/messages/1.0/call.json", "examples/messages/1.0/notification.json",
                "examples/messages/1.0/response.json", "examples/messages/1.0/missing-params.json",
                "examples/messages/1.0/batch.json");
        try (Stream<Path> files = Files.list(MESSAGES)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".expected.jsonl")))
                    .as("no expected output without its example")
                    .allSatisfy(n -> assertThat(MESSAGES.resolve(n.replace(".expected.jsonl", ".json"))).exists());
        }
    }

    @Test
    void allExamplesInOneRunGiveOneLinePerFileInOrderAndExitOne() throws IOException {
        List<String> twoDotO = examples().stream().filter(e -> !e.startsWith("examples/messages/1.0/")).toList();
        List<String> args = new ArrayList<>(List.of("explain", "--diagnostics", "json"));
        args.addAll(twoDotO);

        Cli.Result r = Cli.run(args.toArray(String[]::new));

        StringBuilder expected = new StringBuilder();
        for (String e : twoDotO) {
            expected.append(Files.readString(Cli.ROOT.resolve(e.replaceFirst("\\.json$", ".expected.jsonl"))));
        }
        assertThat(r.out()).isEqualTo(expected.toString());
        assertThat(r.out().lines()).hasSize(twoDotO.size());
        assertThat(r.exitCode()).isEqualTo(1);
    }
}
