package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Where the go-ethereum transcripts live: {@code ../shared/testdata/go-ethereum-rpc} beside the repository root, read
 * in place (never copied into the repository). The same walk-up as rpcgate-core's {@code TestFiles}.
 */
final class GethTestData {
    private static final Pattern PARENT_BLOCK = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
    private static final String PARENT_ARTIFACT = "<artifactId>rpcgate-parent</artifactId>";

    private GethTestData() {
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

    /** The transcripts' directory; fails (never skips) when it is missing. */
    static Path transcripts() {
        Path dir = repoRoot().resolveSibling("shared").resolve("testdata/go-ethereum-rpc").normalize();
        if (!Files.isDirectory(dir)) {
            fail("the go-ethereum transcripts are missing: expected them at " + dir + ", in the shared test data "
                    + "directory beside the repository root " + repoRoot());
        }
        return dir;
    }

    /** A test resource on the class path, e.g. {@code geth/skipped.tsv}. */
    static Path resource(String name) {
        URL url = GethTestData.class.getClassLoader().getResource(name);
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
}
