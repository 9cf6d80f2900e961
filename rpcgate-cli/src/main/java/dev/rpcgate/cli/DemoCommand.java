package dev.rpcgate.cli;

import dev.rpcgate.gateway.demo.Demo;
import dev.rpcgate.gateway.demo.DemoAgent;
import dev.rpcgate.gateway.demo.DemoExample;
import dev.rpcgate.gateway.demo.DemoExamples;
import dev.rpcgate.lab.LabOptions;
import dev.rpcgate.lab.LabServer;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code rpcgate demo}: the gateway with misbehaving demo agents and the lab, on loopback, printing curl commands
 * that show each error.
 */
@Command(name = "demo", sortOptions = false,
        description = {"Start a demo on this machine: the A2A gateway on 127.0.0.1:9090 with built-in agents (an echo"
                + " agent, a slow one, and agents that answer garbage, 503, an oversized reply or a 500), and the lab"
                + " page on 127.0.0.1:8080. Prints the curl commands that show each error the gateway answers with.",
            "Stop with SIGTERM or Ctrl-C."},
        footer = {"", "Example:", "  rpcgate demo                 then run the printed curl commands"})
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "9090",
            description = "The gateway's port (0: a free one). Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--lab-port", paramLabel = "PORT", defaultValue = "8080",
            description = "The lab's port (0: a free one). Default: ${DEFAULT-VALUE}.")
    int labPort;

    @Option(names = "--no-lab", description = "Do not start the lab.")
    boolean noLab;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public Integer call() {
        for (int p : new int[] {port, labPort}) {
            if (p < 0 || p > 65_535) {
                throw new ParameterException(spec.commandLine(), "a port must be 0..65535, not " + p);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        HelidonLogs.quiet();
        Demo demo;
        try {
            demo = Demo.start(port);
        } catch (IllegalStateException e) {
            err.println("rpcgate: the demo did not start: " + e.getMessage());
            return Main.INVALID;
        }
        LabServer lab = null;
        if (!noLab) {
            try {
                lab = LabServer.start(LabOptions.onPort(labPort));
            } catch (IllegalStateException e) {
                demo.close();
                err.println("rpcgate: the demo did not start: " + e.getMessage());
                return Main.INVALID;
            }
        }
        print(out, demo, lab);
        out.flush();
        err.println("rpcgate: the demo is running; stop with SIGTERM or Ctrl-C");
        err.flush();
        LabServer started = lab;
        return Blocking.untilShutdown(() -> {
            if (started != null) {
                started.close();
            }
            demo.close();
        });
    }

    private static void print(PrintWriter out, Demo demo, LabServer lab) {
        out.println("gateway  " + demo.base() + "/a2a/{agent_id}");
        if (lab != null) {
            out.println("lab      " + lab.uri());
        }
        out.println("metrics  " + demo.base() + "/metrics");
        out.println();
        out.println("agents:");
        for (DemoAgent a : DemoAgent.values()) {
            out.printf("  %-22s %s%n", a.id(), a.shows());
        }
        out.println();
        for (DemoExample e : DemoExamples.all()) {
            out.println("# " + e.title() + " => " + e.expected());
            out.println(e.curl(demo.base()));
            out.println();
        }
    }
}
