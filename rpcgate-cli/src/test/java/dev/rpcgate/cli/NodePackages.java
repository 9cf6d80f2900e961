package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * npm packages for tests that run real JavaScript peers, installed once into a cache outside the repository
 * ({@code ${XDG_CACHE_HOME:-~/.cache}/rpcgate-node/NAME}) at pinned versions, and reused while they are there. An
 * install is bounded in time and held under a file lock, so two test runs do not install into one folder at once.
 * A machine without {@code node} or {@code npm} fails the test, naming what is missing: it never skips.
 */
final class NodePackages {
    private NodePackages() {
    }

    /** The cache folder for {@code name}. */
    static Path folder(String name) {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path cache = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return cache.resolve("rpcgate-node").resolve(name);
    }

    /**
     * The {@code node_modules} folder holding every package at its pinned version, installing what is missing.
     *
     * @param name     the cache folder's name
     * @param packages package name to exact version
     * @param bound    how long the install may take
     */
    static Path ensure(String name, Map<String, String> packages, Duration bound) throws IOException,
            InterruptedException {
        requireCommand("node");
        Path dir = folder(name);
        Path modules = dir.resolve("node_modules");
        if (installed(modules, packages)) {
            return modules;
        }
        requireCommand("npm");
        Files.createDirectories(dir);
        try (FileChannel lockFile = FileChannel.open(dir.resolve(".install.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock ignored = lockFile.lock()) {
            if (installed(modules, packages)) {
                return modules; // another run installed them while we waited
            }
            if (!Files.exists(dir.resolve("package.json"))) {
                Files.writeString(dir.resolve("package.json"), "{\"name\": \"rpcgate-node-" + name
                        + "\", \"private\": true}\n");
            }
            List<String> command = new ArrayList<>(List.of("npm", "install", "--no-audit", "--no-fund"));
            packages.forEach((p, v) -> command.add(p + "@" + v));
            Path log = dir.resolve("npm-install.log");
            Process npm = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            if (!npm.waitFor(bound.toSeconds(), TimeUnit.SECONDS)) {
                npm.descendants().forEach(ProcessHandle::destroyForcibly);
                npm.destroyForcibly();
                return fail("npm install " + packages + " took over " + bound.toSeconds() + " s; see " + log);
            }
            if (npm.exitValue() != 0 || !installed(modules, packages)) {
                return fail("npm install " + packages + " failed (exit " + npm.exitValue() + "): "
                        + Files.readString(log));
            }
            return modules;
        }
    }

    private static boolean installed(Path modules, Map<String, String> packages) throws IOException {
        for (Map.Entry<String, String> p : packages.entrySet()) {
            Path manifest = modules.resolve(p.getKey()).resolve("package.json");
            if (!Files.isRegularFile(manifest)) {
                return false;
            }
            JsonParse parse = JsonReader.standard().read(Files.readAllBytes(manifest));
            if (!(parse.findValue().orElse(null) instanceof JsonObject o)
                    || !(o.get("version") instanceof JsonString v) || !v.value().equals(p.getValue())) {
                return false;
            }
        }
        return true;
    }

    private static void requireCommand(String command) throws InterruptedException {
        try {
            Process p = new ProcessBuilder(command, "--version").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0) {
                return;
            }
            p.destroyForcibly();
        } catch (IOException e) {
            // not on the PATH: said below
        }
        fail(command + " is not installed or does not run: bin/test installs Debian's nodejs and npm"
                + "");
    }
}
