package dev.rpcgate.cli;

import dev.rpcgate.gateway.Gateway;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.config.GatewayConfigLoader;
import dev.rpcgate.gateway.config.LoadedConfig;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code rpcgate gateway}: the A2A gateway from a configuration file, until SIGTERM or Ctrl-C (which drain).
 */
@Command(name = "gateway", sortOptions = false,
        description = {"Run the A2A gateway: POST /a2a/{agent_id} is checked gate by gate (PARSE, ENVELOPE, AUTH,"
                + " ROUTE, DISPATCH, PARAMS) and forwarded to a registered agent; every error is a JSON-RPC reply at"
                + " HTTP 200 with error.data saying whether the agent ran and whether a retry is safe. Also serves"
                + " the admin API, agent cards, /metrics and /health on the same port.",
            "Prints the gateway's address on stdout; SIGTERM or Ctrl-C stops accepting and lets the calls in flight"
                + " finish."},
        footer = {"", "Examples:", "  rpcgate gateway --config gateway.yaml",
            "  rpcgate gateway --port 9090 --registry redis://127.0.0.1:6379 \\",
            "      --traffic-log traffic.jsonl",
            "", "docs/gateway.md lists every setting, code and reason."})
final class GatewayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    private final Path workDir;

    @Option(names = "--config", paramLabel = "FILE",
            description = "YAML (.yaml, .yml) or JSON configuration. Without it: every default, no agents.")
    Path config;

    @Option(names = "--host", paramLabel = "HOST", description = "Overrides the configuration's listen address.")
    String host;

    @Option(names = "--port", paramLabel = "PORT", description = "Overrides the configuration's port (0: a free one).")
    Integer port;

    @Option(names = "--registry", paramLabel = "memory|redis://HOST:PORT",
            description = "Overrides the configuration's registry; redis shares agents between gateways.")
    String registry;

    @Option(names = "--traffic-log", paramLabel = "FILE",
            description = "Appends every exchange as JSON Lines {session, agent, dir, message}.")
    Path trafficLog;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    GatewayCommand(Path workDir) {
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (port != null && (port < 0 || port > 65_535)) {
            throw new ParameterException(spec.commandLine(), "--port must be 0..65535, not " + port);
        }
        GatewayConfig c = GatewayConfig.defaults();
        if (config != null) {
            LoadedConfig loaded = GatewayConfigLoader.load(workDir.resolve(config));
            if (!loaded.isValid()) {
                err.println(loaded.report());
                err.println("rpcgate: the configuration " + config + " is not usable; nothing was started");
                return Main.USAGE;
            }
            c = loaded.expectConfig();
        }
        GatewayConfig.Builder b = c.toBuilder();
        if (host != null) {
            b.host(host);
        }
        if (port != null) {
            b.port(port);
        }
        if (registry != null) {
            b.registry(registry);
        }
        c = b.build();
        HelidonLogs.quiet();
        Gateway gateway;
        try {
            gateway = Gateway.start(c, trafficLog == null ? null : workDir.resolve(trafficLog));
        } catch (IllegalStateException e) {
            err.println("rpcgate: the gateway did not start: " + e.getMessage());
            return Main.INVALID;
        }
        out.println(gateway.uri());
        out.flush();
        int statics = c.agents().size();
        err.println("rpcgate: the gateway listens on " + gateway.uri() + " (" + statics + " static agent"
                + (statics == 1 ? "" : "s") + ", registry " + c.registry() + "); stop with SIGTERM or Ctrl-C");
        err.flush();
        return Blocking.untilShutdown(gateway::close);
    }
}
