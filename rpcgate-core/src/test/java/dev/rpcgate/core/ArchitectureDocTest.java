package dev.rpcgate.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's module graph is the modules' compile dependencies on each other, read from every
 * {@code rpcgate-*}/pom.xml (test-scoped ones left out, optional ones dotted), and its module table names every
 * module.
 */
class ArchitectureDocTest {
    private static final Pattern DEPENDENCY = Pattern.compile("<dependency>(.*?)</dependency>", Pattern.DOTALL);
    private static final Pattern RPCGATE = Pattern.compile("<artifactId>rpcgate-([a-z0-9]+)</artifactId>");
    private static final Pattern EDGE = Pattern.compile("^\\s+([a-z0-9]+) (-->|-\\.->) ([a-z0-9]+)\\s*$",
            Pattern.MULTILINE);

    @Test
    void theModuleGraphIsThePomsDependencies() throws IOException {
        Set<String> fromPoms = new TreeSet<>();
        for (Path module : modules()) {
            String from = module.getFileName().toString().substring("rpcgate-".length());
            String pom = Files.readString(module.resolve("pom.xml")).replaceAll("(?s)<parent>.*?</parent>", "");
            Matcher d = DEPENDENCY.matcher(pom);
            while (d.find()) {
                Matcher a = RPCGATE.matcher(d.group(1));
                if (a.find() && !d.group(1).contains("<scope>test</scope>")) {
                    String arrow = d.group(1).contains("<optional>true</optional>") ? " -.-> " : " --> ";
                    fromPoms.add(from + arrow + a.group(1));
                }
            }
        }
        String doc = Files.readString(RepoFiles.repoRoot().resolve("docs/architecture.md"));
        String graph = doc.substring(doc.indexOf("graph BT"), doc.indexOf("```", doc.indexOf("graph BT")));
        Set<String> drawn = new TreeSet<>();
        Matcher e = EDGE.matcher(graph);
        while (e.find()) {
            drawn.add(e.group(1) + " " + e.group(2) + " " + e.group(3));
        }
        assertThat(drawn).as("the Mermaid graph of docs/architecture.md").isEqualTo(fromPoms);
    }

    @Test
    void theModuleTableNamesEveryModule() throws IOException {
        String doc = Files.readString(RepoFiles.repoRoot().resolve("docs/architecture.md"));
        for (Path module : modules()) {
            assertThat(doc).contains("| `" + module.getFileName() + "` |");
        }
    }

    private static Set<Path> modules() throws IOException {
        try (Stream<Path> all = Files.list(RepoFiles.repoRoot())) {
            Set<Path> out = new TreeSet<>();
            all.filter(p -> p.getFileName().toString().startsWith("rpcgate-") && Files.isRegularFile(p.resolve("pom.xml")))
                    .forEach(out::add);
            return out;
        }
    }
}
