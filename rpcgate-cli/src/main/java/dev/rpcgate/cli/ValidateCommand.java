package dev.rpcgate.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code rpcgate validate}: only its subcommands, {@code rpc} and {@code model}. */
@Command(name = "validate", usageHelpAutoWidth = true, synopsisSubcommandLabel = "rpc|model",
        description = "Checks JSON-RPC messages against a Smithy service contract (rpc), or Smithy models alone"
                + " (model).",
        footer = {"", "Run 'rpcgate validate rpc --help' or 'rpcgate validate model --help' for the options;"
                + " docs/contracts.md says how to write a contract."})
final class ValidateCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: rpc or model");
    }
}
