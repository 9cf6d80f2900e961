package dev.rpcgate.transcript.protocols.lsp;

import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The generator's type mapping as a table: each small meta model {@code protocols/lsp/NAME.json} beside the Smithy
 * shapes it must give ({@code NAME.smithy}, which must also load as a model without a finding) or the message it
 * must refuse it with ({@code NAME.error}). {@code -Drpcgate.regenerate=true} rewrites the {@code .smithy} files.
 */
class LspShapesFixturesTest {
    private static final String HEADER = "$version: \"2\"\n\nnamespace lsp.fixture\n\nuse smithy.rpc#untagged\n\n";

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        Path dir = RepoFiles.resource(LspShapesFixturesTest.class, "protocols/lsp");
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream()
                    .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
        }
    }

    private static void check(Path input) throws IOException {
        String base = input.getFileName().toString().replaceFirst("\\.json$", "");
        Path error = input.resolveSibling(base + ".error");
        byte[] bytes = Files.readAllBytes(input);
        if (Files.exists(error)) {
            assertThatThrownBy(() -> shapes(bytes)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(Files.readString(error, StandardCharsets.UTF_8).strip());
            return;
        }
        String made = shapes(bytes);
        // the source tree's copy, so that regenerating rewrites the committed file
        Path expected = RepoFiles.repoRoot().resolve("rpcgate-transcript/src/test/resources/protocols/lsp")
                .resolve(base + ".smithy");
        if (Boolean.getBoolean("rpcgate.regenerate")) {
            Files.writeString(expected, made, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(expected, StandardCharsets.UTF_8)).as(expected.toString()).isEqualTo(made);
        LoadedModel loaded = RpcModels.loader().addText(base + ".smithy", HEADER + LspModelGenerator.baseShapes()
                + "\n" + made, ModelFormat.IDL).load();
        assertThat(loaded.findings()).as("the shapes load as Smithy").isEmpty();
    }

    private static String shapes(byte[] metaModel) {
        LspShapes shapes = new LspShapes(MetaModel.read(metaModel), Set.of("UInteger", "DocumentUri", "URI",
                "RegExp"));
        shapes.emitAll();
        return String.join("\n", shapes.blocks());
    }
}
