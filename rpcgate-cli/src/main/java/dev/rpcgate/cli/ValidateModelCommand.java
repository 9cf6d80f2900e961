package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.smithy.model.ModelFormat;
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

/** {@code rpcgate validate model}: loads and validates Smithy models with the {@code smithy.rpc} traits, alone. */
@Command(name = "model", sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Loads and validates Smithy models, without a service contract.",
            "",
            "Loads Smithy models as validate rpc does (with the smithy.rpc traits and Smithy's protocol-test traits)"
                    + " and reports what Smithy's validation finds: errors as InvalidModel, warnings as ModelWarning"
                    + " advisories. It checks no service contract; validate rpc does that.",
            "",
            "Text findings go to stderr as file:line:column: error|advisory Code: message; a valid model prints"
                    + " nothing. --diagnostics json prints one report on stdout: {\"valid\": ..., \"findings\": [...]}."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the models are valid (advisories allowed)",
            "1:a model is invalid or cannot be read",
            "2:bad usage (no MODEL, '-' twice, '-' without --from, --from without '-')"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rpcgate validate model examples/json-rpc/calculator.smithy \\",
            "      examples/json-rpc/responses.smithy",
            "  rpcgate validate model --diagnostics json examples/json-rpc/",
            "  cat api.json | rpcgate validate model --from json -"})
final class ValidateModelCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--from", paramLabel = "idl|json", converter = Converters.ModelFormatConverter.class,
            description = "The form of the model read from standard input '-' (required for it).")
    ModelFormat from;

    @Option(names = "--diagnostics", paramLabel = "text|json", defaultValue = "text",
            converter = Converters.DiagnosticsConverter.class,
            description = "text: findings on stderr (default); json: one report on stdout.")
    Converters.Format format;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(arity = "1..*", paramLabel = "MODEL", description = "A model file or directory, or '-' (with --from).")
    List<String> models;

    private final InputStream stdin;
    private final Path workDir;

    ValidateModelCommand(InputStream stdin, Path workDir) {
        this.stdin = stdin;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        checkUsage();
        ModelInputs.Loaded loaded = ModelInputs.load(models, from, stdin, workDir);
        PrintWriter out = spec.commandLine().getOut();
        if (format == Converters.Format.JSON) {
            out.print(JsonWriter.write(JsonObject.builder()
                    .put("valid", loaded.ok())
                    .put("findings", ContractDiagnostics.sourced(loaded.findings()))
                    .build()) + "\n");
            out.flush();
        } else {
            new ContractDiagnostics(format, out, spec.commandLine().getErr()).model(loaded.findings());
        }
        return loaded.ok() ? Main.OK : loaded.failure();
    }

    private void checkUsage() {
        if (models.stream().filter(InputFiles.STDIN::equals).count() > 1) {
            throw new ParameterException(spec.commandLine(), "standard input '-' can be read only once");
        }
        ModelInputs.checkFrom(spec.commandLine(), models, from);
    }
}
