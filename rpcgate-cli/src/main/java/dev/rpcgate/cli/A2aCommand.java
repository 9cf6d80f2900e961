package dev.rpcgate.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code rpcgate a2a}: only its subcommand, {@code check}. */
@Command(name = "a2a", usageHelpAutoWidth = true, synopsisSubcommandLabel = "check",
        description = "A2A v0.3.0 and v1.0: traces a message/send or SendMessage request document through the local"
                + " receiver of its version (check).",
        footer = {"", "Run 'rpcgate a2a check --help' for the options; docs/a2a.md explains the trace."})
final class A2aCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: check");
    }
}
