package dev.rpcgate.cli;

import dev.rpcgate.lab.LabOptions;
import dev.rpcgate.lab.LabServer;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code rpcgate lab}: serves the lab page on the loopback address, prints its address on stdout, and runs until
 * SIGTERM or Ctrl-C.
 */
@Command(name = "lab", sortOptions = false,
        description = {"Serve the lab: a page where you edit an A2A message/send request document and step through the"
                + " gates PARSE, ENVELOPE, DISPATCH, PARAMS, HANDLER and CORRELATION to see where it fails and why.",
            "Prints the page's address on stdout; stop with SIGTERM or Ctrl-C."},
        footer = {"", "Example:", "  rpcgate lab --port 8080     then open http://127.0.0.1:8080/lab/"})
final class LabCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "The port to listen on (0 picks a free one). Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = LabOptions.DEFAULT_HOST,
            description = "The address to bind. Default: ${DEFAULT-VALUE} (this machine only).")
    String host;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (port < 0 || port > 65_535) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--port must be 0..65535, not " + port);
        }
        HelidonLogs.quiet();
        LabServer server;
        try {
            server = LabServer.start(new LabOptions(host, port, LabOptions.DEFAULT_MAX_BODY_BYTES));
        } catch (IllegalStateException e) {
            err.println("rpcgate: " + e.getMessage());
            return Main.INVALID;
        }
        out.println(server.uri());
        out.flush();
        err.println("rpcgate: the lab is at " + server.uri() + "; stop with SIGTERM or Ctrl-C");
        err.flush();
        return Blocking.untilShutdown(server::close);
    }
}
