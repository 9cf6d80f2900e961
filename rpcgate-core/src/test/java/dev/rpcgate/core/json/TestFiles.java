package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/** Where the test data lives: the repository root, the shared directory beside it, and test resources. */
final class TestFiles {
    private static final Pattern PARENT_BLOCK = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
    private static final String PARENT_ARTIFACT = "<artifactId>rpcgate-parent</artifactId>";

    private TestFiles() {
    }

    /** The directory holding the parent POM, found by walking up from the working directory. */
    static Path repoRoot() {
        Path start = Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path pom = dir.resolve("pom.xml");
            if (Files.isRegularFile(pom) && PARENT_BLOCK.matcher(read(pom)).replaceAll("").contains(PARENT_ARTIFACT)) {
                return dir;
            }
        }
        return fail("no pom.xml declaring " + PARENT_ARTIFACT + " in " + start + " or any directory above it");
    }

    /** {@code ../shared} beside the repository root; fails (never skips) when it is missing. */
    static Path shared() {
        Path shared = repoRoot().resolveSibling("shared").normalize();
        if (!Files.isDirectory(shared)) {
            fail("the shared test data directory " + shared + " is missing: it must sit beside the repository root "
                    + repoRoot() + " (clone or copy it there)");
        }
        return shared;
    }

    /** JSONTestSuite's {@code test_parsing} directory, read in place. */
    static Path jsonTestSuite() {
        Path dir = shared().resolve("testdata/JSONTestSuite/test_parsing");
        if (!Files.isDirectory(dir)) {
            fail("JSONTestSuite is missing: expected its test_parsing directory at " + dir);
        }
        return dir;
    }

    /** A test resource on the class path, e.g. {@code json/cases}. */
    static Path resource(String name) {
        URL url = TestFiles.class.getClassLoader().getResource(name);
        if (url == null) {
            return fail("test resource " + name + " is missing");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            return fail("test resource " + name + " has no file path: " + url);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
