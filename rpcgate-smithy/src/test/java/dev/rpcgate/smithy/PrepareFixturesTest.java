package dev.rpcgate.smithy;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.RpcModels;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Preparation cases as fixture files: {@code prepare/NAME.smithy} starts with {@code // prepare: SERVICE VERSION}
 * and sits beside {@code prepare/NAME.findings}, the findings preparation must report (see {@link FindingLines});
 * an empty findings file means the service prepares. Every model must load without any finding.
 */
class PrepareFixturesTest {
    private static final Pattern HEADER = Pattern.compile("^// prepare: (\\S+) (1\\.0|2\\.0)\\s*$", Pattern.MULTILINE);

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        Path dir = RepoFiles.resource(PrepareFixturesTest.class, "prepare");
        List<Path> models;
        try (Stream<Path> files = Files.list(dir)) {
            models = files.filter(p -> p.toString().endsWith(".smithy")).sorted().toList();
        }
        return models.stream().map(model -> DynamicTest.dynamicTest(model.getFileName().toString(), () -> check(model)));
    }

    @Test
    void everyFixtureHasItsExpectations() throws IOException {
        Path dir = RepoFiles.resource(PrepareFixturesTest.class, "prepare");
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> all = files.toList();
            assertThat(all).filteredOn(p -> p.toString().endsWith(".smithy")).hasSizeGreaterThan(20)
                    .allSatisfy(p -> assertThat(expectations(p)).exists());
            assertThat(all).filteredOn(p -> p.toString().endsWith(".findings"))
                    .allSatisfy(p -> assertThat(p.resolveSibling(p.getFileName().toString().replace(".findings", ".smithy"))).exists());
        }
    }

    private static void check(Path file) {
        String text = RepoFiles.read(file);
        Matcher header = HEADER.matcher(text);
        assertThat(header.find()).as("%s starts with // prepare: SERVICE VERSION", file).isTrue();
        LoadedModel loaded = RpcModels.loader().addFile(file).load();
        assertThat(loaded.findings()).as("load findings of %s", file).isEmpty();
        Model model = loaded.expectModel();

        Preparation preparation = PreparedService.prepare(model, ShapeId.from(header.group(1)),
                JsonRpcVersion.expectLabel(header.group(2)));

        String expected = RepoFiles.read(expectations(file));
        FindingLines.assertMatches(preparation.findings(), expected, file.toString());
        boolean expectsErrors = FindingLines.parse(expected).stream().anyMatch(e -> e.severity().equals("ERROR"));
        assertThat(preparation.isPrepared()).as("prepared").isEqualTo(!expectsErrors);
    }

    private static Path expectations(Path model) {
        return model.resolveSibling(model.getFileName().toString().replace(".smithy", ".findings"));
    }
}
