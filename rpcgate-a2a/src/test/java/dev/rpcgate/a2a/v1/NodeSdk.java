package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The official A2A JS SDK in a cache outside the repository ({@code $XDG_CACHE_HOME/rpcgate-node/a2a-v1}, else
 * {@code ~/.cache/rpcgate-node/a2a-v1}): installed with npm when missing, and a test script run with node beside its
 * {@code node_modules}. Every child process is bounded in time and killed when it overruns; a failure fails the test
 * with what the process printed, never skips it.
 */
final class NodeSdk {
    /** The SDK version the interop test pins. */
    static final String SDK_VERSION = "1.3.0";
    /** What {@link #ensureInstalled} installs. */
    static final List<String> PACKAGES = List.of("@a2a-js/sdk@" + SDK_VERSION, "express", "uuid");

    private static final int OUTPUT_TAIL = 4000;

    private NodeSdk() {
    }

    /** The cache directory the SDK is installed in. */
    static Path cacheDir() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("rpcgate-node").resolve("a2a-v1");
    }

    /** Installs the SDK, express and uuid into the cache unless that version is there; fails when npm cannot. */
    static Path ensureInstalled(Duration timeout) throws IOException, InterruptedException {
        Path dir = cacheDir();
        if (installedVersion(dir).equals(SDK_VERSION) && Files.isDirectory(dir.resolve("node_modules/express"))
                && Files.isDirectory(dir.resolve("node_modules/uuid"))) {
            return dir;
        }
        Files.createDirectories(dir);
        if (!Files.exists(dir.resolve("package.json"))) {
            run(dir, timeout, "npm", "init", "-y");
        }
        List<String> install = new ArrayList<>(List.of("npm", "install", "--no-audit", "--no-fund"));
        install.addAll(PACKAGES);
        run(dir, timeout, install.toArray(String[]::new));
        String version = installedVersion(dir);
        if (!version.equals(SDK_VERSION)) {
            fail("npm install in " + dir + " left @a2a-js/sdk at \"" + version + "\", not " + SDK_VERSION);
        }
        return dir;
    }

    /**
     * Runs the test resource {@code script} with node in the cache directory (so it resolves the SDK from there),
     * passing {@code args}; returns what it printed, and fails when it exits with another status than 0.
     */
    static String runScript(String script, Duration timeout, String... args) throws IOException, InterruptedException {
        Path dir = cacheDir();
        Path source = RepoFiles.resource(NodeSdk.class, script);
        String name = source.getFileName().toString();
        Path copy = Files.createTempFile(dir, name.substring(0, name.lastIndexOf('.')) + "-", ".mjs");
        try {
            Files.copy(source, copy, StandardCopyOption.REPLACE_EXISTING);
            List<String> command = new ArrayList<>(List.of("node", copy.toString()));
            command.addAll(List.of(args));
            return run(dir, timeout, command.toArray(String[]::new));
        } finally {
            Files.deleteIfExists(copy);
        }
    }

    private static String installedVersion(Path dir) throws IOException {
        Path pkg = dir.resolve("node_modules/@a2a-js/sdk/package.json");
        if (!Files.isRegularFile(pkg)) {
            return "";
        }
        var m = java.util.regex.Pattern.compile("\"version\"\\s*:\\s*\"([^\"]+)\"").matcher(Files.readString(pkg));
        return m.find() ? m.group(1) : "";
    }

    /** Runs one command in {@code dir}, output to a file (a pipe could fill), killed after {@code timeout}. */
    private static String run(Path dir, Duration timeout, String... command) throws IOException, InterruptedException {
        Path log = Files.createTempFile("rpcgate-node-", ".log");
        Process p;
        try {
            p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
        } catch (IOException e) {
            Files.deleteIfExists(log);
            return fail("cannot start " + String.join(" ", command) + " (" + e.getMessage() + "): the A2A interop test"
                    + " needs node and npm on the PATH and the npm registry to install " + String.join(" ", PACKAGES));
        }
        try {
            boolean ended = p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            String output = tail(log);
            if (!ended) {
                return fail(String.join(" ", command) + " did not end within " + timeout + " in " + dir + ":\n"
                        + output);
            }
            if (p.exitValue() != 0) {
                return fail(String.join(" ", command) + " exited with " + p.exitValue() + " in " + dir
                        + (command[0].equals("npm") ? " (npm could not install " + String.join(" ", PACKAGES)
                        + "; the test needs the npm registry)" : "") + ":\n" + output);
            }
            return output;
        } finally {
            if (p.isAlive()) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
            Files.deleteIfExists(log);
        }
    }

    private static String tail(Path log) throws IOException {
        String s = new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
        return s.length() <= OUTPUT_TAIL ? s : "..." + s.substring(s.length() - OUTPUT_TAIL);
    }
}
