package dev.rpcgate.core.testing;

import static org.assertj.core.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * npm packages for interop tests, installed into a cache outside the repository
 * ({@code ${XDG_CACHE_HOME:-$HOME/.cache}/rpcgate-node/NAME}) and reused. Each package is pinned to an exact version;
 * what is missing or at another version is installed with one {@code npm install}, bounded by
 * {@link #INSTALL_TIMEOUT}. A cache directory is installed at most once per JVM (a failed install fails every later
 * test that needs it at once, without another try) and under a file lock, so test runs that share the cache never
 * install into it at the same time. Node, npm or the registry missing fails the test with what to do; it never skips
 * it. Shared with the other modules' tests through rpcgate-core's test jar; {@link NodeScript} runs scripts there.
 */
public final class NodePackages {
    /** The most one {@code npm install} may take. */
    public static final Duration INSTALL_TIMEOUT = Duration.ofSeconds(240);

    private static final Pattern VERSION = Pattern.compile("\"version\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");
    /** Per cache directory name: {@code ""} once installed, else why installing failed. */
    private static final Map<String, String> ATTEMPTS = new ConcurrentHashMap<>();

    private NodePackages() {
    }

    /** The {@code node} program: on the PATH, else {@code /usr/bin/node}; fails when there is none. */
    public static String node() {
        return program("node");
    }

    /**
     * The cache directory {@code name} with {@code packages} ({@code "@scope/pkg"} to an exact version) in its
     * {@code node_modules}; installs what is missing or at another version, and fails when npm cannot.
     */
    public static Path install(String name, Map<String, String> packages) {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("not a cache directory name: " + name);
        }
        Path dir = cacheRoot().resolve(name);
        String earlier = ATTEMPTS.get(name);
        if (earlier != null && !earlier.isEmpty()) {
            return fail(earlier);
        }
        if (missing(dir, packages).isEmpty()) {
            return dir;
        }
        synchronized (NodePackages.class) {
            try {
                Files.createDirectories(dir);
                try (FileChannel lockFile = FileChannel.open(cacheRoot().resolve(name + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                     FileLock lock = lockFile.lock()) {
                    String problem = installLocked(dir, name, packages);
                    ATTEMPTS.put(name, problem);
                    if (!problem.isEmpty()) {
                        fail(problem);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot prepare the npm cache " + dir, e);
            }
        }
        return dir;
    }

    /** {@code ${XDG_CACHE_HOME:-$HOME/.cache}/rpcgate-node}: where every cache directory lives. */
    public static Path cacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("rpcgate-node");
    }

    /** The version of {@code pkg} installed in {@code dir}'s {@code node_modules}, or {@code null} when none is. */
    public static String installedVersion(Path dir, String pkg) {
        Path json = dir.resolve("node_modules").resolve(pkg).resolve("package.json");
        try {
            Matcher m = VERSION.matcher(Files.readString(json, StandardCharsets.UTF_8));
            return m.find() ? m.group(1) : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** Installs under the lock (another run may have installed meanwhile); "" when done, else what failed. */
    private static String installLocked(Path dir, String name, Map<String, String> packages) throws IOException {
        List<String> missing = missing(dir, packages);
        if (missing.isEmpty()) {
            return "";
        }
        if (!Files.exists(dir.resolve("package.json"))) {
            Files.writeString(dir.resolve("package.json"), "{\"name\": \"rpcgate-" + name + "\", \"private\": true}\n");
        }
        List<String> command = new ArrayList<>(List.of(program("npm"), "install", "--no-audit", "--no-fund",
                "--save-exact"));
        command.addAll(missing);
        NodeScript.Run install = NodeScript.exec(dir, INSTALL_TIMEOUT, command);
        if (install.exit() != 0) {
            return "npm install " + String.join(" ", missing) + " in " + dir + " failed (" + install.describeExit()
                    + "); the interop tests need npm's registry (or these packages already in the cache):\n"
                    + install.output();
        }
        List<String> still = missing(dir, packages);
        return still.isEmpty() ? "" : still + " are not in " + dir + " after npm install:\n" + install.output();
    }

    private static List<String> missing(Path dir, Map<String, String> packages) {
        List<String> missing = new ArrayList<>();
        new TreeMap<>(packages).forEach((pkg, version) -> {
            if (!version.equals(installedVersion(dir, pkg))) {
                missing.add(pkg + "@" + version);
            }
        });
        return missing;
    }

    private static String program(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return Path.of(dir, name).toString();
            }
        }
        if (Files.isExecutable(Path.of("/usr/bin", name))) {
            return Path.of("/usr/bin", name).toString();
        }
        return fail(name + " is not installed: bin/test installs Debian's nodejs and npm (apt-get install nodejs npm)");
    }
}
