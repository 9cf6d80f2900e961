package dev.rpcgate.transcript;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolPreparation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import software.amazon.smithy.model.shapes.ShapeId;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Protocol preparation cases: {@code protocols/NAME.smithy} starts with {@code // protocol: SHAPE VERSION} and sits
 * beside {@code NAME.findings}, one {@code SEVERITY Code line:column} line per finding (no place when Smithy knows
 * none); an empty file means the protocol prepares.
 */
class ProtocolFixturesTest {
    private static final Pattern HEADER = Pattern.compile("^// protocol: (\\S+) (1\\.0|2\\.0)\\s*$", Pattern.MULTILINE);

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        List<Path> models;
        try (Stream<Path> files = Files.list(RepoFiles.resource(ProtocolFixturesTest.class, "protocols"))) {
            models = files.filter(p -> p.toString().endsWith(".smithy")).sorted().toList();
        }
        assertThat(models).hasSizeGreaterThan(10);
        return models.stream().map(m -> DynamicTest.dynamicTest(m.getFileName().toString(), () -> check(m)));
    }

    private static void check(Path file) {
        Matcher header = HEADER.matcher(RepoFiles.read(file));
        assertThat(header.find()).as("%s starts with // protocol: SHAPE VERSION", file).isTrue();
        ProtocolPreparation p = ProtocolDescription.fromSmithy(CheckerCase.model(file), ShapeId.from(header.group(1)),
                JsonRpcVersion.expectLabel(header.group(2)));
        List<String> expected = RepoFiles.read(file.resolveSibling(file.getFileName().toString()
                .replace(".smithy", ".findings"))).lines().filter(l -> !l.isBlank()).toList();
        assertThat(p.findings().stream().map(ProtocolFixturesTest::line).toList()).as("findings of %s", file)
                .containsExactlyElementsOf(expected);
        assertThat(p.isPrepared()).isEqualTo(expected.stream().noneMatch(l -> l.startsWith("ERROR")));
        p.description().ifPresent(d -> assertThat(d.peers()).hasSize(2));
    }

    private static String line(SourcedFinding f) {
        return f.finding().severity() + " " + f.finding().code()
                + (f.finding().location() == null ? "" : " " + f.finding().location());
    }
}
