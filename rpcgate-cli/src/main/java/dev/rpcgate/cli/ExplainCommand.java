package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Explain;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rpcgate explain}: classifies each input at PARSE and ENVELOPE, without a contract. */
@Command(name = "explain", sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Classifies each JSON-RPC document without a contract: the first gate it fails (PARSE or ENVELOPE),"
                    + " the code that gate owns, the reply a conforming server would send (or that none is due),"
                    + " the gates that did not run, and every finding as file:line:column.",
            "Inputs are read whole, up to the size limit; '-' reads standard input."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every input is a valid message",
            "1:an input is not a valid message, or cannot be read",
            "2:bad usage (unknown option, bad value, no input, '-' twice)"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rpcgate explain examples/messages/duplicate-key.json",
            "  rpcgate explain --diagnostics json examples/messages/*.json",
            "  echo '{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}' | rpcgate explain -"})
final class ExplainCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--version", paramLabel = "2.0|1.0", defaultValue = "2.0",
            converter = Converters.VersionConverter.class,
            description = "JSON-RPC version to read the inputs as (default: ${DEFAULT-VALUE}).")
    JsonRpcVersion version;

    @Option(names = "--diagnostics", paramLabel = "text|json", defaultValue = "text",
            converter = Converters.DiagnosticsConverter.class,
            description = "text: a report for people (default); json: one trace object per input, one per line.")
    Converters.Format format;

    @Option(names = "--max-bytes", paramLabel = "N", defaultValue = "" + JsonLimits.DEFAULT_MAX_BYTES,
            description = "Largest accepted input in bytes (default: ${DEFAULT-VALUE}, 16 MiB).")
    int maxBytes;

    @Option(names = "--max-depth", paramLabel = "N", defaultValue = "" + JsonLimits.DEFAULT_MAX_DEPTH,
            description = "Deepest accepted nesting of arrays and objects (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "A file to classify, or '-' for standard input.")
    List<String> files;

    private final InputStream stdin;
    private final Path workDir;

    ExplainCommand(InputStream stdin, Path workDir) {
        this.stdin = stdin;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        checkUsage();
        JsonReader reader = JsonReader.withLimits(new JsonLimits(maxBytes, maxDepth));
        Explain explain = new Explain(reader, version);
        TextReport text = new TextReport(version);
        PrintWriter out = spec.commandLine().getOut();
        boolean allValid = true;
        for (int i = 0; i < files.size(); i++) {
            String name = files.get(i);
            InputFiles.Read read = InputFiles.read(name, workDir, stdin, maxBytes);
            Report report = read.readError() != null
                    ? Report.unreadable(name, read.readError())
                    : new Report(name, explain.explain(read.bytes()), null);
            allValid &= report.valid();
            if (format == Converters.Format.JSON) {
                out.print(JsonWriter.write(report.toJson()) + "\n");
            } else {
                out.print((i > 0 ? "\n" : "") + text.render(report));
            }
            out.flush();
        }
        return allValid ? Main.OK : Main.INVALID;
    }

    private void checkUsage() {
        if (files.stream().filter(InputFiles.STDIN::equals).count() > 1) {
            throw new ParameterException(spec.commandLine(), "standard input '-' can be read only once");
        }
        if (maxBytes < 1 || maxBytes == Integer.MAX_VALUE) {
            throw new ParameterException(spec.commandLine(),
                    "--max-bytes must be between 1 and " + (Integer.MAX_VALUE - 1) + ", was " + maxBytes);
        }
        if (maxDepth < 1) {
            throw new ParameterException(spec.commandLine(), "--max-depth must be at least 1, was " + maxDepth);
        }
    }
}
