package dev.rpcgate.smithy.check;

import dev.rpcgate.core.testing.RepoFiles;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The message-layer table: each {@code messages/cases/NAME.case} (model, message, context; see {@link MessageCase})
 * beside {@code NAME.expected}, the rendered result it must give exactly. {@code -Drpcgate.bless=DIR} writes the
 * current results as expected files into DIR (the source directory), to be read line by line before they are kept.
 */
class MessageCasesTest {

    static List<Path> caseFiles() {
        try (Stream<Path> files = Files.list(RepoFiles.resource(MessageCasesTest.class, "messages/cases"))) {
            return files.filter(p -> p.toString().endsWith(".case")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Named<Path>> cases() {
        return caseFiles().stream().map(p -> Named.of(p.getFileName().toString(), p));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void caseGivesItsExpectedResult(Path file) throws IOException {
        MessageCase c = MessageCase.read(file);
        String actual = c.run();
        Path expectedFile = file.resolveSibling(c.name() + ".expected");
        String bless = System.getProperty("rpcgate.bless");
        if (bless != null && !bless.isBlank()) {
            Files.writeString(Path.of(bless).resolve(expectedFile.getFileName()), actual);
        }
        assertThat(expectedFile).as("expected file for " + c.name()).exists();
        assertThat(actual).isEqualTo(RepoFiles.read(expectedFile).replace("\r\n", "\n"));
    }

    @Test
    void everyCaseHasItsExpectedFileAndNoneIsOrphaned() throws IOException {
        Path dir = RepoFiles.resource(MessageCasesTest.class, "messages/cases");
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                String n = p.getFileName().toString();
                if (n.endsWith(".expected")) {
                    assertThat(dir.resolve(n.replaceFirst("\\.expected$", ".case"))).exists();
                } else {
                    assertThat(n).endsWith(".case");
                    assertThat(dir.resolve(n.replaceFirst("\\.case$", ".expected"))).exists();
                }
            }
        }
    }
}
