package dev.rpcgate.core.json;

import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Where the json tests' data lives; the walk to the repository and the shared data is {@link RepoFiles}'s. */
final class TestFiles {
    private TestFiles() {
    }

    /** The directory holding the parent POM. */
    static Path repoRoot() {
        return RepoFiles.repoRoot();
    }

    /** {@code ../shared} beside the repository root; fails (never skips) when it is missing. */
    static Path shared() {
        return RepoFiles.shared();
    }

    /** JSONTestSuite's {@code test_parsing} directory, read in place. */
    static Path jsonTestSuite() {
        return RepoFiles.testData("JSONTestSuite/test_parsing", "JSONTestSuite's test_parsing directory");
    }

    /** A test resource on the class path, e.g. {@code json/cases}. */
    static Path resource(String name) {
        return RepoFiles.resource(TestFiles.class, name);
    }

    static String read(Path file) {
        return RepoFiles.read(file);
    }

    static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes decoded as strict UTF-8, or empty when they are not well-formed UTF-8. */
    static Optional<String> strictUtf8(byte[] bytes) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
