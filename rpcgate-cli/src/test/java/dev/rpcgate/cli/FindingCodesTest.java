package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One finding vocabulary across rpcgate: every finding code is a constant of an enum implementing
 * {@link FindingCode}, no code name is declared twice (in one enum or in two modules), and no main source makes a
 * finding from a string literal. The enums are found in every module's compiled classes, so a new one counts too.
 */
class FindingCodesTest {
    private static final Pattern LITERAL = Pattern.compile(
            "\\b(?:error|advisory)\\(\\s*\"[A-Z][A-Za-z0-9]*\"|new Finding\\(\\s*\"[A-Z]");

    @Test
    void everyCodeNameIsDeclaredOnce() throws Exception {
        Map<String, List<String>> declared = new TreeMap<>();
        List<Class<?>> enums = codeEnums();
        assertThat(enums).as("the FindingCode enums found").hasSizeGreaterThan(3);
        for (Class<?> e : enums) {
            for (Object constant : e.getEnumConstants()) {
                declared.computeIfAbsent(((FindingCode) constant).code(), k -> new ArrayList<>())
                        .add(e.getName() + "." + constant);
            }
        }
        Map<String, List<String>> twice = new TreeMap<>();
        declared.forEach((code, where) -> {
            if (where.size() > 1) {
                twice.put(code, where);
            }
        });
        assertThat(twice).as("code names declared more than once").isEmpty();
    }

    @Test
    void codesAreUpperCamelCase() throws Exception {
        for (Class<?> e : codeEnums()) {
            for (Object constant : e.getEnumConstants()) {
                assertThat(((FindingCode) constant).code()).as(e.getName() + "." + constant)
                        .matches("[A-Z][A-Za-z0-9]*");
            }
        }
    }

    @Test
    void noMainSourceMakesAFindingFromALiteral() throws IOException {
        List<String> literals = new ArrayList<>();
        try (Stream<Path> modules = Files.list(RepoFiles.repoRoot())) {
            for (Path m : modules.filter(p -> p.getFileName().toString().startsWith("rpcgate-")).toList()) {
                Path src = m.resolve("src/main/java");
                if (!Files.isDirectory(src)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(src)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                        String text = Files.readString(f);
                        Matcher x = LITERAL.matcher(text);
                        while (x.find()) {
                            int line = 1 + (int) text.substring(0, x.start()).chars().filter(c -> c == '\n').count();
                            literals.add(RepoFiles.repoRoot().relativize(f) + ":" + line + ": " + x.group());
                        }
                    }
                }
            }
        }
        assertThat(literals).as("findings made from a literal code").isEmpty();
    }

    /** Every enum implementing FindingCode in the modules' compiled main classes. */
    private static List<Class<?>> codeEnums() throws Exception {
        List<Class<?>> out = new ArrayList<>();
        try (Stream<Path> modules = Files.list(RepoFiles.repoRoot())) {
            for (Path m : modules.filter(p -> p.getFileName().toString().startsWith("rpcgate-")).sorted().toList()) {
                Path classes = m.resolve("target/classes");
                if (!Files.isDirectory(classes)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(classes)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".class")
                            && !p.getFileName().toString().matches(".*\\$[0-9].*")).toList()) {
                        String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                        if (!name.startsWith("dev.rpcgate.") || name.startsWith("dev.rpcgate.bench.")) {
                            continue;
                        }
                        Class<?> c;
                        try {
                            c = Class.forName(name, false, FindingCodesTest.class.getClassLoader());
                        } catch (ClassNotFoundException | LinkageError e) {
                            continue; // not on this module's test class path
                        }
                        if (c.isEnum() && FindingCode.class.isAssignableFrom(c)) {
                            out.add(c);
                        }
                    }
                }
            }
        }
        return out;
    }
}
