package dev.rpcgate.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Entry point of the {@code rpcgate} command: the picocli root and the exit codes. Exit 0 on success (every input
 * valid, a result), 1 on failure (an input invalid or unreadable, an error reply, an invalid model), 2 for bad usage
 * and for a service contract that cannot be prepared, 124 when {@code call} gets no reply in time, 70 for an internal
 * error (a bug); {@code serve} ends with the JVM's 143 on SIGTERM.
 */
public final class Main {
    /** The version printed by {@code rpcgate --version}. */
    static final String VERSION = "0.1.0";
    /** Every input is a valid message. */
    static final int OK = 0;
    /** Some input is invalid or could not be read. */
    static final int INVALID = 1;
    /** Bad usage: unknown option, bad value, missing files. */
    static final int USAGE = 2;
    /** {@code validate rpc}: the service's contract cannot be prepared; like bad usage, the run checked nothing. */
    static final int CONTRACT = 2;
    /** {@code call}: no reply came within {@code --timeout}; the code {@code timeout(1)} exits with. */
    static final int TIMEOUT = 124;
    /** An internal error: a bug in rpcgate, reported in one line without a stack trace. */
    static final int SOFTWARE = 70;

    private Main() {
    }

    /** Runs the command and exits with its code. */
    public static void main(String[] args) {
        // library logs as one line each ("rpcgate: WARNING: ..."), and no SLF4J notice that no logger is bound
        System.getProperties().putIfAbsent("java.util.logging.SimpleFormatter.format", "rpcgate: %4$s: %5$s%6$s%n");
        System.getProperties().putIfAbsent("slf4j.internal.verbosity", "ERROR");
        // not System.out: a PrintStream hides write errors, and a server must see its peer go away
        OutputStream stdout = new FileOutputStream(FileDescriptor.out);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                StandardCharsets.UTF_8), true);
        int code = run(args, new FileInputStream(FileDescriptor.in), stdout, out, err, Path.of(""));
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * Runs the command in this process.
     *
     * @param args    the arguments
     * @param stdin   what {@code -} reads
     * @param out     reports go here
     * @param err     usage errors go here
     * @param workDir relative file names are resolved against this directory (and printed as given)
     * @return the exit code
     */
    static int run(String[] args, InputStream stdin, PrintWriter out, PrintWriter err, Path workDir) {
        return run(args, stdin, new WriterOutputStream(out), out, err, workDir);
    }

    /**
     * Runs the command in this process, with standard output also as bytes (for the message streams of
     * {@code serve}).
     *
     * @param stdout the bytes of standard output; {@code out} writes to the same place as text
     */
    static int run(String[] args, InputStream stdin, OutputStream stdout, PrintWriter out, PrintWriter err,
                   Path workDir) {
        CommandLine cli = new CommandLine(new Root())
                .addSubcommand("explain", new ExplainCommand(stdin, workDir))
                .addSubcommand("serve", new ServeCommand(stdin, stdout, workDir))
                .addSubcommand("call", new CallCommand(workDir))
                .addSubcommand("transcript", new TranscriptCommand(stdin, workDir))
                .addSubcommand("tap", new TapCommand(stdin, stdout, workDir))
                .addSubcommand("protocols", new ProtocolsCommand())
                .addSubcommand("validate", new CommandLine(new ValidateCommand())
                        .addSubcommand("rpc", new ValidateRpcCommand(stdin, workDir))
                        .addSubcommand("model", new ValidateModelCommand(stdin, workDir)))
                .addSubcommand("a2a", new CommandLine(new A2aCommand())
                        .addSubcommand("check", new A2aCheckCommand(stdin, workDir)))
                .addSubcommand("lab", new LabCommand())
                .addSubcommand("gateway", new GatewayCommand(workDir))
                .addSubcommand("demo", new DemoCommand())
                .addSubcommand("help", new CommandLine.HelpCommand());
        cli.setOut(out).setErr(err);
        cli.setParameterExceptionHandler(Main::usageError);
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            line.getErr().println("rpcgate: internal error: " + e);
            return SOFTWARE;
        });
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** Bad usage: the error in one line, then the synopsis and where to find more, all on stderr; exit 2. */
    private static int usageError(ParameterException e, String[] args) {
        CommandLine line = e.getCommandLine();
        PrintWriter err = line.getErr();
        err.println("rpcgate: " + e.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        err.print(line.getHelp().fullSynopsis());
        err.println("Try '" + line.getCommandSpec().qualifiedName() + " --help' for more information.");
        return USAGE;
    }

    /** The root command: only help, version and subcommands. */
    @Command(name = "rpcgate", mixinStandardHelpOptions = true, version = "rpcgate " + VERSION,
            description = "A JSON-RPC toolkit that classifies every message at the first gate it fails.",
            synopsisSubcommandLabel = "COMMAND",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:success (explain, validate, a2a check: every input is valid; call: the reply is a result;"
                        + " transcript, tap: no finding is an error, or the findings match the expect list)",
                "1:failure (explain, validate, a2a check: an input is invalid or unreadable, or the model is invalid;"
                        + " call: an error reply, or the command ended without one; transcript, tap: an error"
                        + " finding)",
                "2:bad usage; validate rpc, transcript, tap: also a contract or protocol that cannot be prepared",
                "124:call: no reply within --timeout (the call was cancelled)",
                "143:serve stopped by SIGTERM (after answering the calls in flight); lab, gateway, demo stopped by SIGTERM"},
            footer = {"", "Run 'rpcgate COMMAND --help' for a command's options."})
    static final class Root implements Runnable {
        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            throw new ParameterException(spec.commandLine(), "Missing required subcommand");
        }
    }
}
