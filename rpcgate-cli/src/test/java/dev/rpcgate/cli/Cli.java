package dev.rpcgate.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs the CLI in this process and captures what it writes. */
final class Cli {
    /** The repository root: the nearest directory above the working directory that holds examples/messages. */
    static final Path ROOT = findRoot();

    private Cli() {
    }

    /** What one run gave. */
    record Result(int exitCode, String out, String err) {
    }

    static Result run(String... args) {
        return run(new ByteArrayInputStream(new byte[0]), args);
    }

    static Result run(byte[] stdin, String... args) {
        return run(new ByteArrayInputStream(stdin), args);
    }

    static Result run(InputStream stdin, String... args) {
        return runIn(ROOT, stdin, args);
    }

    static Result runIn(Path workDir, InputStream stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, stdin, new PrintWriter(out), new PrintWriter(err), workDir);
        return new Result(code, out.toString(), err.toString());
    }

    /** Standard input with nothing in it that counts how often it is read: bad usage must read none of it. */
    static final class EmptyInput extends InputStream {
        private long reads;

        @Override
        public int read() {
            reads++;
            return -1;
        }

        long reads() {
            return reads;
        }
    }

    private static Path findRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("examples/messages"))) {
                return p;
            }
        }
        throw new IllegalStateException("no examples/messages above " + Path.of("").toAbsolutePath());
    }
}
