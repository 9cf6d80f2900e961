package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.SoftAssertions.assertSoftly;

import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No cycles between the packages of a module, except the ones {@code architecture/package-cycles.txt} lists with the
 * reason each is left. The dependencies are read by the JDK's jdeps from every module's compiled main classes
 * ({@code rpcgate-*}/target/classes; rpcgate-bench, the benchmarks, is not checked). Two packages are in a cycle
 * when one uses the other directly and each reaches the other; the test fails on such a pair the list lacks and on a
 * listed pair that is no longer a cycle.
 */
class PackageCyclesTest {
    private static final String TABLE = "architecture/package-cycles.txt";
    private static final Pattern EDGE = Pattern.compile("^\\s+(dev\\.rpcgate\\.\\S+)\\s+->\\s+(dev\\.rpcgate\\.\\S+)\\s");
    private static final Set<String> UNCHECKED = Set.of("rpcgate-bench");

    @Test
    void theOnlyPackageCyclesAreTheListedOnes() throws IOException {
        Map<String, Map<String, Set<String>>> graphs = graphs();
        assertThat(graphs.keySet()).as("the modules whose classes were read")
                .contains("rpcgate-core", "rpcgate-smithy", "rpcgate-transcript", "rpcgate-runtime", "rpcgate-a2a",
                        "rpcgate-gateway", "rpcgate-lab", "rpcgate-conformance", "rpcgate-cli");
        Set<String> found = new TreeSet<>();
        graphs.forEach((module, graph) -> found.addAll(cycles(module, graph)));
        Set<String> listed = listed();
        Set<String> unlisted = new TreeSet<>(found);
        unlisted.removeAll(listed);
        Set<String> gone = new TreeSet<>(listed);
        gone.removeAll(found);
        assertSoftly(soft -> {
            soft.assertThat(unlisted)
                    .as("package cycles %s does not list (break them, or list them with the reason)", TABLE).isEmpty();
            soft.assertThat(gone).as("pairs %s lists that are no longer a cycle (remove their rows)", TABLE).isEmpty();
        });
    }

    @Test
    void aCycleIsEveryDirectUseBetweenPackagesThatReachEachOther() {
        Map<String, Set<String>> graph = new TreeMap<>();
        graph.put("a", Set.of("b"));
        graph.put("b", Set.of("c", "d"));
        graph.put("c", Set.of("a"));
        graph.put("d", Set.of("e"));
        graph.put("e", Set.of("d"));
        graph.put("f", Set.of("a"));
        assertThat(cycles("m", graph)).containsExactlyInAnyOrder("m | a | b", "m | b | c", "m | a | c", "m | d | e");
        assertThat(cycles("m", Map.of("a", Set.of("b"), "b", Set.of()))).isEmpty();
    }

    /** Per module, each package's direct uses of the module's other packages. */
    private static Map<String, Map<String, Set<String>>> graphs() throws IOException {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps in this JDK"));
        Map<String, Map<String, Set<String>>> out = new TreeMap<>();
        try (Stream<Path> modules = Files.list(RepoFiles.repoRoot())) {
            for (Path m : modules.filter(p -> p.getFileName().toString().startsWith("rpcgate-")
                    && Files.isRegularFile(p.resolve("pom.xml"))).sorted().toList()) {
                String module = m.getFileName().toString();
                if (UNCHECKED.contains(module)) {
                    continue;
                }
                Path classes = m.resolve("target/classes");
                assertThat(classes).as("%s's compiled classes (build it first)", module).isDirectory();
                StringWriter text = new StringWriter();
                StringWriter errors = new StringWriter();
                int exit = jdeps.run(new PrintWriter(text), new PrintWriter(errors), "-verbose:package",
                        "-e", "dev\\.rpcgate\\..*", classes.toString());
                assertThat(exit).as("jdeps on %s: %s", classes, errors).isZero();
                String prefix = "dev.rpcgate." + module.substring("rpcgate-".length());
                Map<String, Set<String>> graph = new TreeMap<>();
                for (String line : text.toString().split("\n")) {
                    Matcher e = EDGE.matcher(line);
                    if (e.find() && inModule(e.group(1), prefix) && inModule(e.group(2), prefix)) {
                        graph.computeIfAbsent(e.group(1), k -> new TreeSet<>()).add(e.group(2));
                    }
                }
                out.put(module, graph);
            }
        }
        return out;
    }

    private static boolean inModule(String pkg, String prefix) {
        return pkg.equals(prefix) || pkg.startsWith(prefix + ".");
    }

    /** The rows {@code module | A | B} (A before B) of each direct use between two packages that reach each other. */
    static Set<String> cycles(String module, Map<String, Set<String>> graph) {
        Set<String> out = new TreeSet<>();
        for (Map.Entry<String, Set<String>> from : graph.entrySet()) {
            for (String to : from.getValue()) {
                if (!to.equals(from.getKey()) && reaches(graph, to, from.getKey())) {
                    String a = from.getKey().compareTo(to) < 0 ? from.getKey() : to;
                    String b = a.equals(to) ? from.getKey() : to;
                    out.add(module + " | " + a + " | " + b);
                }
            }
        }
        return out;
    }

    private static boolean reaches(Map<String, Set<String>> graph, String from, String to) {
        Set<String> seen = new TreeSet<>();
        Deque<String> todo = new ArrayDeque<>(List.of(from));
        while (!todo.isEmpty()) {
            String p = todo.pop();
            if (p.equals(to)) {
                return true;
            }
            if (seen.add(p)) {
                todo.addAll(graph.getOrDefault(p, Set.of()));
            }
        }
        return false;
    }

    /** The table's rows as {@code module | A | B}, A before B; every row must give a reason. */
    private static Set<String> listed() throws IOException {
        Set<String> out = new TreeSet<>();
        try (var in = PackageCyclesTest.class.getClassLoader().getResourceAsStream(TABLE)) {
            assertThat(in).as(TABLE).isNotNull();
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int n = 1; n <= lines.length; n++) {
                String line = lines[n - 1];
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\\|", -1);
                assertThat(cells).as("%s:%d has four cells: module | package A | package B | why it is left", TABLE, n)
                        .hasSize(4);
                String a = cells[1].strip();
                String b = cells[2].strip();
                assertThat(cells[3].strip()).as("%s:%d's reason", TABLE, n).isNotEmpty();
                assertThat(a.compareTo(b)).as("%s:%d lists package A before package B", TABLE, n).isNegative();
                String row = cells[0].strip() + " | " + a + " | " + b;
                assertThat(out.add(row)).as("%s:%d repeats %s", TABLE, n, row).isTrue();
            }
        }
        return out;
    }
}
