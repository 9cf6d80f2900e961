package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The cases in {@code src/test/resources/streams}: served sequentially (exact order) and concurrently (any order). */
@Timeout(60)
class StreamFixturesTest {
    private static final Path DIR = Path.of("src/test/resources/streams");

    static Stream<String> cases() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".in.ndjson"))
                    .map(n -> n.substring(0, n.length() - ".in.ndjson".length()))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @Test
    void theCasesAreThere() throws IOException {
        assertThat(cases()).contains("lesson-errors", "batches", "notifications", "handler-errors", "ids", "progress");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sequentialRepliesComeInOrder(String name) throws IOException {
        assertThat(serve(name, ConnectionOptions.builder().sequential(true).build())).isEqualTo(expected(name));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void concurrentRepliesAreTheSameInAnyOrder(String name) throws IOException {
        assertThat(serve(name, ConnectionOptions.DEFAULT)).containsExactlyInAnyOrderElementsOf(expected(name));
    }

    private static List<String> serve(String name, ConnectionOptions options) throws IOException {
        Served s = Served.ndjson(TestMethods.registry(), options);
        s.peer.send(Files.readString(DIR.resolve(name + ".in.ndjson"), StandardCharsets.UTF_8));
        return s.finish();
    }

    private static List<String> expected(String name) throws IOException {
        return Files.readAllLines(DIR.resolve(name + ".out.ndjson"), StandardCharsets.UTF_8);
    }
}
