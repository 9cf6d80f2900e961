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
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The cases in {@code examples/exchanges/DEMO/}: each input file is written to a real {@code rpcgate serve --stdio
 * --demo DEMO} child process, which must write back exactly the expected lines (as parsed JSON, batches as
 * multisets) and exit 0 at the end of its input: line by line with {@code --sequential}, in any order concurrently.
 */
@Timeout(120)
class ExchangesTest {
    private static final Path DIR = Cli.ROOT.resolve("examples/exchanges");

    /** One case: the demo (its directory) and the file name without {@code .in.ndjson}. */
    record Case(String demo, String name) {
        @Override
        public String toString() {
            return demo + "/" + name;
        }

        String input() throws IOException {
            return Files.readString(DIR.resolve(demo).resolve(name + ".in.ndjson"), StandardCharsets.UTF_8);
        }

        List<Reply> expected() throws IOException {
            return Reply.all(Files.readAllLines(DIR.resolve(demo).resolve(name + ".out.ndjson"),
                    StandardCharsets.UTF_8));
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> demos = Files.list(DIR)) {
            for (Path demo : demos.filter(Files::isDirectory).sorted().toList()) {
                try (Stream<Path> files = Files.list(demo)) {
                    files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".in.ndjson")).sorted()
                            .forEach(n -> out.add(new Case(demo.getFileName().toString(),
                                    n.substring(0, n.length() - ".in.ndjson".length()))));
                }
            }
        }
        return out;
    }

    private static List<Reply> serve(Case c, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("serve", "--stdio", "--demo", c.demo()));
        args.addAll(List.of(options));
        try (Rpcgate server = Rpcgate.start(args.toArray(String[]::new))) {
            server.send(c.input());
            server.closeInput();
            List<Reply> replies = Reply.all(server.out.rest());
            assertThat(server.exitCode()).as("exit code at the end of the input").isZero();
            assertThat(server.err.rest()).as("stderr").isEmpty();
            return replies;
        }
    }

    @Test
    void everySpecificationExampleIsACase() throws IOException {
        assertThat(cases()).extracting(Case::toString).contains(
                "spec/positional", "spec/named", "spec/notifications", "spec/non-existent-method",
                "spec/invalid-json", "spec/invalid-request", "spec/batch-invalid-json", "spec/batch-empty",
                "spec/batch-invalid-one", "spec/batch-invalid-three", "spec/batch-mixed", "spec/batch-notifications",
                "spec/lesson-errors", "spec/handler-fault", "progress/lesson");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sequentialRepliesComeLineByLine(Case c) throws IOException {
        assertThat(serve(c, "--sequential")).containsExactlyElementsOf(c.expected());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void concurrentRepliesAreTheSameMatchedById(Case c) throws IOException {
        assertThat(serve(c)).containsExactlyInAnyOrderElementsOf(c.expected());
    }
}
