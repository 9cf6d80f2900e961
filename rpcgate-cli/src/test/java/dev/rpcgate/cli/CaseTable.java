package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.testing.RepoFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * A table of command cases in a directory: each {@code NAME.args} holds the expected exit code ({@code exit N}),
 * optionally a file to serve as standard input ({@code stdin PATH}), and the arguments (split on white space, run
 * from the repository root); {@code NAME.out} and {@code NAME.err} beside it hold exactly what stdout and stderr get
 * (a missing file: nothing). An {@code .err} whose last line is {@code ...} is a prefix (usage errors: the line that
 * says what is wrong, before the synopsis). With {@code -Drpcgate.record=true} the expected files are rewritten from
 * what the command prints (then review the diff); exit codes are never rewritten. {@code ${shared}} in arguments and
 * expected output stands for the shared test data directory ({@link RepoFiles#shared()}), wherever it is.
 */
final class CaseTable {
    private static final String PREFIX_MARK = "...\n";
    private static final String SHARED = "${shared}";

    private final Path dir;

    CaseTable(Path dir) {
        this.dir = dir;
    }

    /** One case. */
    record Case(String name, int exitCode, byte[] stdin, List<String> args, boolean usesShared) {
        @Override
        public String toString() {
            return name;
        }
    }

    List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".args")).sorted().toList()) {
                out.add(read(file));
            }
        }
        return out;
    }

    /** Runs the case in this process and checks stdout, stderr and the exit code. */
    void check(Case c) throws IOException {
        Cli.Result r = Cli.run(c.stdin(), c.args().toArray(String[]::new));
        if (Boolean.getBoolean("rpcgate.record")) {
            rewrite(c, r);
        }
        assertThat(r.out()).as("stdout").isEqualTo(expected(c, ".out"));
        String err = expected(c, ".err");
        if (err.endsWith("\n" + PREFIX_MARK)) {
            assertThat(r.err()).as("stderr").startsWith(err.substring(0, err.length() - PREFIX_MARK.length()));
        } else {
            assertThat(r.err()).as("stderr").isEqualTo(err);
        }
        assertThat(r.exitCode()).as("exit code").isEqualTo(c.exitCode());
    }

    /** Every expected-output file belongs to a case. */
    void checkNoStrayFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> !n.endsWith(".args")))
                    .as("no expected output without its case")
                    .allSatisfy(n -> assertThat(dir.resolve(n.replaceFirst("\\.(out|err)$", ".args"))).exists());
        }
    }

    private Case read(Path file) throws IOException {
        String name = file.getFileName().toString().replaceFirst("\\.args$", "");
        Integer exit = null;
        byte[] stdin = new byte[0];
        List<String> args = new ArrayList<>();
        boolean usesShared = false;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("exit ")) {
                exit = Integer.valueOf(line.substring("exit ".length()).trim());
            } else if (line.startsWith("stdin ")) {
                stdin = Files.readAllBytes(Cli.ROOT.resolve(line.substring("stdin ".length()).trim()));
            } else if (!line.isBlank() && !line.startsWith("#")) {
                usesShared |= line.contains(SHARED);
                args.addAll(Arrays.asList(expand(line).trim().split("\\s+")));
            }
        }
        assertThat(exit).as(file + " names its exit code").isNotNull();
        return new Case(name, exit, stdin, args, usesShared);
    }

    private void rewrite(Case c, Cli.Result r) throws IOException {
        String err = r.err();
        if (err.startsWith("rpcgate: ") && err.contains("\nUsage: ")) {
            err = err.substring(0, err.indexOf('\n') + 1) + PREFIX_MARK;
        }
        String out = r.out();
        if (c.usesShared()) {
            out = out.replace(sharedPath(), SHARED);
            err = err.replace(sharedPath(), SHARED);
        }
        write(dir.resolve(c.name() + ".out"), out);
        write(dir.resolve(c.name() + ".err"), err);
    }

    private static void write(Path file, String text) throws IOException {
        if (text.isEmpty()) {
            Files.deleteIfExists(file);
        } else {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        }
    }

    private String expected(Case c, String extension) throws IOException {
        Path file = dir.resolve(c.name() + extension);
        return Files.exists(file) ? expand(Files.readString(file, StandardCharsets.UTF_8)) : "";
    }

    /** The text with {@code ${shared}} replaced by the shared data's path as the commands print it. */
    private static String expand(String text) {
        return text.contains(SHARED) ? text.replace(SHARED, sharedPath()) : text;
    }

    private static String sharedPath() {
        return Cli.ROOT.relativize(RepoFiles.shared()).toString();
    }
}
