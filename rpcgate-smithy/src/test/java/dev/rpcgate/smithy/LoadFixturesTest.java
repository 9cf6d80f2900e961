package dev.rpcgate.smithy;

import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.RpcModels;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Loading cases as fixture files: {@code load/NAME.smithy} or {@code load/NAME.json} beside {@code load/NAME.findings},
 * the findings the loader must report (see {@link FindingLines}). The model is present exactly when no expected
 * finding is an error.
 */
class LoadFixturesTest {

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        Path dir = RepoFiles.resource(LoadFixturesTest.class, "load");
        List<Path> models;
        try (Stream<Path> files = Files.list(dir)) {
            models = files.filter(p -> !p.toString().endsWith(".findings")).sorted().toList();
        }
        assertThat(models).hasSizeGreaterThan(8);
        return models.stream().map(model -> DynamicTest.dynamicTest(model.getFileName().toString(), () -> check(model)));
    }

    private static void check(Path file) {
        String name = file.getFileName().toString();
        Path expectations = file.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".findings");
        assertThat(expectations).exists();

        LoadedModel loaded = RpcModels.loader().addFile(file).load();

        String expected = RepoFiles.read(expectations);
        FindingLines.assertMatches(loaded.findings(), expected, file.toString());
        boolean expectsErrors = FindingLines.parse(expected).stream().anyMatch(e -> e.severity().equals("ERROR"));
        assertThat(loaded.model().isPresent()).as("model present").isEqualTo(!expectsErrors);
        assertThat(loaded.hasErrors()).isEqualTo(expectsErrors);
    }
}
