package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@code console} block in docs/gates.md, docs/cli.md, docs/contracts.md, docs/transcripts.md, docs/a2a.md and
 * README.md
 * is a transcript: each {@code $ rpcgate ...} line is
 * run (arguments split on spaces, from the repository root) and must print exactly the lines that follow it on
 * stdout, and exit with the code given by a trailing {@code (exit N)} on the command line, when there is one.
 */
class DocsTest {
    private static final List<String> DOCS = List.of("docs/gates.md", "docs/cli.md", "docs/contracts.md",
            "docs/transcripts.md", "docs/a2a.md", "README.md");

    /** One command of a transcript. */
    record Session(String where, List<String> args, String expectedOut, Integer exitCode) {
        @Override
        public String toString() {
            return where + ": rpcgate " + String.join(" ", args);
        }
    }

    static List<Session> sessions() throws IOException {
        List<Session> out = new ArrayList<>();
        for (String doc : DOCS) {
            List<String> lines = Files.readAllLines(Cli.ROOT.resolve(doc), StandardCharsets.UTF_8);
            boolean inConsole = false;
            Session open = null;
            StringBuilder output = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (!inConsole) {
                    inConsole = line.equals("```console");
                    continue;
                }
                if (line.startsWith("```") || line.startsWith("$ ")) {
                    if (open != null) {
                        out.add(new Session(open.where(), open.args(), output.toString(), open.exitCode()));
                        open = null;
                        output.setLength(0);
                    }
                    if (line.startsWith("```")) {
                        inConsole = false;
                        continue;
                    }
                    String command = line.substring(2);
                    Integer exit = null;
                    int mark = command.indexOf("  # exit ");
                    if (mark >= 0) {
                        exit = Integer.valueOf(command.substring(mark + "  # exit ".length()).trim());
                        command = command.substring(0, mark);
                    }
                    assertThat(command).as(doc + ":" + (i + 1) + " runs rpcgate").startsWith("rpcgate ");
                    List<String> args = List.of(command.substring("rpcgate ".length()).trim().split(" +"));
                    open = new Session(doc + ":" + (i + 1), args, null, exit);
                } else {
                    assertThat(open).as(doc + ":" + (i + 1) + " output follows a command").isNotNull();
                    output.append(line).append('\n');
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sessions")
    void theDocsShowWhatTheCommandPrints(Session s) {
        Cli.Result r = Cli.run(s.args().toArray(String[]::new));
        assertThat(r.out()).isEqualTo(s.expectedOut());
        if (s.exitCode() != null) {
            assertThat(r.exitCode()).isEqualTo(s.exitCode());
        }
    }

    @org.junit.jupiter.api.Test
    void theDocsHaveTranscripts() throws IOException {
        assertThat(sessions()).hasSizeGreaterThanOrEqualTo(10);
        for (String doc : DOCS) {
            assertThat(sessions()).as(doc).anySatisfy(s -> assertThat(s.where()).startsWith(doc));
        }
    }
}
