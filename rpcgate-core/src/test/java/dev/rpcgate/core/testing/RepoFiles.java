package dev.rpcgate.core.testing;

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
 * Where tests find their data: the repository root (found by walking up to the parent POM), the shared test data
 * beside it (read in place, never copied), and class-path resources. Missing data fails a test; it never skips one.
 * Shared with the other modules' tests through rpcgate-core's test jar.
 */
public final class RepoFiles {
    private static final Pattern PARENT_BLOCK = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
    private static final String PARENT_ARTIFACT = "<artifactId>rpcgate-parent</artifactId>";

    private RepoFiles() {
    }

    /** The directory holding the parent POM, found by walking up from the working directory. */
    public static Path repoRoot() {
        Path start = Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path pom = dir.resolve("pom.xml");
            if (Files.isRegularFile(pom) && PARENT_BLOCK.matcher(read(pom)).replaceAll("").contains(PARENT_ARTIFACT)) {
                return dir;
            }
        }
        return fail("no pom.xml declaring " + PARENT_ARTIFACT + " in " + start + " or any directory above it");
    }

    /** The environment variable naming the shared test data when it does not sit beside the repository. */
    public static final String SHARED_VARIABLE = "RPCGATE_SHARED";

    /**
     * The shared test data: {@code ../shared} beside the repository root (where CI puts it), else the directory
     * named by {@value #SHARED_VARIABLE} ({@code bin/test} sets it for a clone of a local checkout); fails when
     * neither is there.
     */
    public static Path shared() {
        Path beside = repoRoot().resolveSibling("shared").normalize();
        if (Files.isDirectory(beside)) {
            return beside;
        }
        String named = System.getenv(SHARED_VARIABLE);
        if (named != null && !named.isBlank() && Files.isDirectory(Path.of(named))) {
            return Path.of(named).toAbsolutePath().normalize();
        }
        return fail("the shared test data directory " + beside + " is missing: it must sit beside the repository root "
                + repoRoot() + " (clone or copy it there), or " + SHARED_VARIABLE + " must name it"
                + (named == null ? "" : " (it names " + named + ", which is not a directory)"));
    }

    /** A directory under {@code ../shared/testdata}; fails, naming what is missing, when it is not there. */
    public static Path testData(String name, String what) {
        Path dir = shared().resolve("testdata").resolve(name);
        if (!Files.isDirectory(dir)) {
            fail(what + " is missing: expected it at " + dir);
        }
        return dir;
    }

    /** A test resource on {@code anchor}'s class path, e.g. {@code json/cases}; fails when it is missing. */
    public static Path resource(Class<?> anchor, String name) {
        URL url = anchor.getClassLoader().getResource(name);
        if (url == null) {
            return fail("test resource " + name + " is missing");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            return fail("test resource " + name + " has no file path: " + url);
        }
    }

    /** A file's text as UTF-8. */
    public static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
