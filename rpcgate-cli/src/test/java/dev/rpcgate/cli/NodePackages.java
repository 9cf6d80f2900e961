package dev.rpcgate.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

import static org.assertj.core.api.Assertions.fail;

/**
 * npm packages for interop tests, installed once into a cache outside the repository
 * ({@code ${XDG_CACHE_HOME:-$HOME/.cache}/rpcgate-node/NAME}) and reused. Every npm run is bounded in time; a test
 * is skipped only when npm's registry cannot be reached, and fails when Node itself is missing (bin/test installs
 * Debian's nodejs and npm).
 */
final class NodePackages {
    private static final long INSTALL_SECONDS = 240;
    private static final long PING_SECONDS = 30;
    private static final Pattern VERSION = Pattern.compile("\"version\"\\s*:\\s*\"([^\"]+)\"");

    private NodePackages() {
    }

    /** The {@code node} program: on the PATH, else {@code /usr/bin/node}; fails when there is none. */
    static String node() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "node"))) {
                return Path.of(dir, "node").toString();
            }
        }
        if (Files.isExecutable(Path.of("/usr/bin/node"))) {
            return "/usr/bin/node";
        }
        return fail("node is not installed: bin/test installs Debian's nodejs and npm; or apt-get install nodejs npm");
    }

    /**
     * The cache directory {@code name} with the packages ({@code "@scope/pkg": "version"}) installed in its
     * {@code node_modules}; installs what is missing or at another version.
     */
    static Path install(String name, Map<String, String> packages) {
        Path dir = cacheRoot().resolve(name);
        List<String> missing = new ArrayList<>();
        packages.forEach((pkg, version) -> {
            if (!version.equals(installedVersion(dir, pkg))) {
                missing.add(pkg + "@" + version);
            }
        });
        if (missing.isEmpty()) {
            return dir;
        }
        try {
            Files.createDirectories(dir);
            if (!Files.exists(dir.resolve("package.json"))) {
                Files.writeString(dir.resolve("package.json"), "{\"name\": \"rpcgate-" + name + "\", \"private\": true}\n");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Run ping = run(dir, PING_SECONDS, List.of("npm", "ping"));
        if (ping.exit() != 0) {
            Assumptions.abort("npm's registry is unreachable, so " + missing + " cannot be installed into " + dir
                    + ": " + ping.output().strip());
        }
        List<String> command = new ArrayList<>(List.of("npm", "install", "--no-audit", "--no-fund", "--save-exact"));
        command.addAll(missing);
        Run install = run(dir, INSTALL_SECONDS, command);
        if (install.exit() != 0) {
            fail("npm install " + missing + " in " + dir + " failed (exit " + install.exit() + "):\n" + install.output());
        }
        packages.forEach((pkg, version) -> {
            if (!version.equals(installedVersion(dir, pkg))) {
                fail(pkg + "@" + version + " is not in " + dir + " after npm install:\n" + install.output());
            }
        });
        return dir;
    }

    private static Path cacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("rpcgate-node");
    }

    private static String installedVersion(Path dir, String pkg) {
        Path json = dir.resolve("node_modules").resolve(pkg).resolve("package.json");
        try {
            Matcher m = VERSION.matcher(Files.readString(json, StandardCharsets.UTF_8));
            return m.find() ? m.group(1) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private record Run(int exit, String output) {
    }

    private static Run run(Path dir, long seconds, List<String> command) {
        try {
            Path log = Files.createTempFile("rpcgate-npm", ".log");
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .start();
            boolean done = p.waitFor(seconds, TimeUnit.SECONDS);
            if (!done) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            String out;
            try (InputStream in = Files.newInputStream(log)) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            Files.deleteIfExists(log);
            return new Run(done ? p.exitValue() : -1, done ? out : out + "\n(stopped after " + seconds + " s)");
        } catch (IOException e) {
            return new Run(-1, "cannot run " + command.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Run(-1, "interrupted");
        }
    }
}
