package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code rpcgate validate} as a table: each {@code cases/NAME.args} under src/test/resources/validate holds the
 * expected exit code ({@code exit N}), optionally a file to serve as standard input ({@code stdin PATH}), and the
 * arguments (split on white space, run from the repository root). {@code NAME.out} and {@code NAME.err} beside it
 * hold exactly what stdout and stderr get (a missing file: nothing); an {@code .err} whose last line is {@code ...}
 * is a prefix (usage errors: the one line that says what is wrong, before the synopsis).
 *
 * <p>After a deliberate change of wording, {@code -Drpcgate.record=true} rewrites the expected files from what the
 * command prints (then review the diff); the exit codes in {@code .args} are never rewritten.
 */
class ValidateCasesTest {
    static final Path CASES = Cli.ROOT.resolve("rpcgate-cli/src/test/resources/validate/cases");
    private static final String PREFIX_MARK = "...\n";

    /** One case. */
    record Case(String name, int exitCode, byte[] stdin, List<String> args) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(CASES)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".args")).sorted().toList()) {
                out.add(read(file));
            }
        }
        return out;
    }

    private static Case read(Path file) throws IOException {
        String name = file.getFileName().toString().replaceFirst("\\.args$", "");
        Integer exit = null;
        byte[] stdin = new byte[0];
        List<String> args = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("exit ")) {
                exit = Integer.valueOf(line.substring("exit ".length()).trim());
            } else if (line.startsWith("stdin ")) {
                stdin = Files.readAllBytes(Cli.ROOT.resolve(line.substring("stdin ".length()).trim()));
            } else if (!line.isBlank()) {
                args.addAll(Arrays.asList(line.trim().split("\\s+")));
            }
        }
        assertThat(exit).as(file + " names its exit code").isNotNull();
        return new Case(name, exit, stdin, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void runsAsExpected(Case c) throws IOException {
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

    @Test
    void theTableCoversEveryExitCodeAndOption() throws IOException {
        List<Case> all = cases();
        assertThat(all).extracting(Case::exitCode).contains(0, 1, 2);
        List<String> options = List.of("--version", "--service", "--message", "--response", "--no-response",
                "--request", "--method", "--operation", "--envelope-only", "--batch", "--member-names",
                "--unknown-members", "--legacy-errors", "--from", "--diagnostics", "--max-findings", "-");
        for (String option : options) {
            assertThat(all).as(option).anySatisfy(c -> assertThat(c.args()).contains(option));
        }
        try (Stream<Path> files = Files.list(CASES)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> !n.endsWith(".args")))
                    .as("no expected output without its case")
                    .allSatisfy(n -> assertThat(CASES.resolve(n.replaceFirst("\\.(out|err)$", ".args"))).exists());
        }
    }

    private static void rewrite(Case c, Cli.Result r) throws IOException {
        String err = r.err();
        if (err.startsWith("rpcgate: ") && err.contains("\nUsage: ")) {
            err = err.substring(0, err.indexOf('\n') + 1) + PREFIX_MARK;
        }
        write(CASES.resolve(c.name() + ".out"), r.out());
        write(CASES.resolve(c.name() + ".err"), err);
    }

    private static void write(Path file, String text) throws IOException {
        if (text.isEmpty()) {
            Files.deleteIfExists(file);
        } else {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        }
    }

    private static String expected(Case c, String extension) throws IOException {
        Path file = CASES.resolve(c.name() + extension);
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }
}
