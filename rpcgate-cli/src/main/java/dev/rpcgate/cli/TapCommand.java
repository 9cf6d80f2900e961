package dev.rpcgate.cli;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.runtime.transport.ChildProcess;
import dev.rpcgate.runtime.transport.Framing;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code rpcgate tap}: runs a JSON-RPC server as a child and sits between it and this process's standard streams,
 * passing every byte through unchanged while a transcript checker watches the conversation.
 */
@Command(name = "tap", sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {
            "rpcgate tap --protocol NAME [OPTIONS] -- COMMAND [ARG...]",
            "       rpcgate tap --protocol ID [OPTIONS] MODEL... -- COMMAND [ARG...]"},
        optionListHeading = "%nOptions:%n",
        description = {
            "Starts COMMAND, a JSON-RPC server on standard input and output (an MCP or LSP-style tool server), and"
                    + " passes this process's standard input to it and its standard output back, byte for byte,"
                    + " each message as soon as it is complete. Meanwhile the messages are checked as a"
                    + " conversation of the protocol's two peers: the client (our standard input) and the server"
                    + " (COMMAND). Findings go to stderr as they are known, as 'rpcgate tap: entry N SENDER:"
                    + " error|advisory Code: message'; COMMAND's stderr passes through.",
            "",
            "The server is --server, or the only peer that accepts a service, or else the protocol's second peer;"
                    + " the client is the other peer (or --client).",
            "",
            "When COMMAND's output ends, tap ends it (EOF, then SIGTERM and SIGKILL after the grace period each),"
                    + " reports the calls left unanswered and a summary line."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:COMMAND exited 0 and no finding is an error",
            "1:COMMAND exited 0 but a finding is an error; or COMMAND cannot be started, the model does not load,"
                    + " or the log cannot be written",
            "2:bad usage, or a protocol that cannot be prepared",
            "N:COMMAND's own exit code, when it is not 0"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rpcgate tap --protocol mcp -- npx -y @modelcontextprotocol/server-everything",
            "  rpcgate tap --protocol lsp --framing content-length \\",
            "      -- vscode-json-language-server --stdio",
            "  rpcgate tap --protocol example.demo#SpecDemo --log traffic.jsonl \\",
            "      examples/json-rpc/demo.smithy -- rpcgate serve --stdio --demo spec",
            "",
            "See docs/transcripts.md."})
final class TapCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--protocol", required = true, paramLabel = "NAME|ID", converter = ProtocolChoice.Converter.class,
            description = "A built-in protocol such as mcp or mcp@2025-11-25 (see 'rpcgate protocols'), which needs"
                    + " no MODEL, or the @jsonRpcProtocol structure in the MODEL files (required).")
    ProtocolChoice protocol;

    @Option(names = "--version", paramLabel = "1.0|2.0", converter = Converters.VersionConverter.class,
            description = "The JSON-RPC version of the conversation (default: 2.0, or the built-in protocol's).")
    JsonRpcVersion version;

    @Option(names = "--framing", paramLabel = "ndjson|content-length", defaultValue = "ndjson",
            converter = Converters.FramingConverter.class,
            description = "How messages are delimited on both streams (default: ndjson).")
    Framing framing;

    @Option(names = "--log", paramLabel = "FILE", description = "Also write the traffic to FILE as a dir-message"
            + " JSONL log ({\"dir\":\"in\"|\"out\",\"message\":...}), checkable later with 'rpcgate transcript'.")
    String log;

    @Option(names = "--client", paramLabel = "PEER", description = "The peer on our standard input.")
    String client;

    @Option(names = "--server", paramLabel = "PEER", description = "The peer COMMAND is.")
    String server;

    @Option(names = "--complete", description = "A call left unanswered at the end is a MissingResponse error"
            + " (default: an OutstandingCall advisory).")
    boolean complete;

    @Option(names = "--grace", paramLabel = "S", defaultValue = "5", converter = Seconds.class,
            description = "How long COMMAND gets to exit after EOF, and again after SIGTERM (default:"
                    + " ${DEFAULT-VALUE} s).")
    Duration grace;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(paramLabel = "ARG", arity = "0..*", hidden = true)
    List<String> words = new ArrayList<>();

    private final InputStream stdin;
    private final OutputStream stdout;
    private final Path workDir;

    TapCommand(InputStream stdin, OutputStream stdout, Path workDir) {
        this.stdin = stdin;
        this.stdout = stdout;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        CommandWords split = CommandWords.of(spec, words);
        List<String> models = split.before();
        List<String> command = split.command();
        checkUsage(models, split.dashes(), command);
        PrintWriter err = spec.commandLine().getErr();
        ContractDiagnostics diagnostics = new ContractDiagnostics(Converters.Format.TEXT,
                spec.commandLine().getOut(), err);
        ProtocolInputs.Protocol p;
        if (protocol instanceof ProtocolChoice.BuiltIn b) {
            p = ProtocolInputs.builtIn(b.protocol(), diagnostics);
        } else {
            ProtocolInputs.Models loaded = ProtocolInputs.load(models, stdin, workDir, diagnostics);
            if (loaded.exit() >= 0) {
                return loaded.exit();
            }
            p = loaded.prepare(((ProtocolChoice.Shape) protocol).id(), version == null ? JsonRpcVersion.V2_0
                    : version, diagnostics);
        }
        if (p.exit() >= 0) {
            return p.exit();
        }
        PeerRoles roles = roles(p.description());
        OutputStream sink = null;
        if (log != null) {
            try {
                sink = Files.newOutputStream(workDir.resolve(log));
            } catch (IOException | SecurityException e) {
                err.println("rpcgate: cannot write the log file " + log + ": " + Reasons.of(e));
                return Main.INVALID;
            }
        }
        try {
            return tap(p.description(), roles, command, sink, err);
        } finally {
            if (sink != null) {
                try {
                    sink.close();
                } catch (IOException e) {
                    // every line was flushed as it was written
                }
            }
        }
    }

    private int tap(ProtocolDescription description, PeerRoles roles, List<String> command, OutputStream sink,
                    PrintWriter err) {
        ChildProcess child;
        try {
            child = ChildProcess.start(new ProcessBuilder(command).directory(workDir.toAbsolutePath().toFile()),
                    framing, grace);
        } catch (IOException | SecurityException e) {
            err.println("rpcgate: " + Reasons.cannotStart(command.get(0), e));
            return Main.INVALID;
        }
        TrafficLog traffic = sink == null ? null : new TrafficLog(sink);
        CheckerOptions options = CheckerOptions.builder()
                .completeness(complete ? Completeness.COMPLETE : Completeness.PARTIAL).build();
        TapCheck check = new TapCheck(description, options, roles, traffic, err);
        Process process = child.process();
        TapPump up = new TapPump(stdin, process.getOutputStream(), FrameSplitter.of(framing),
                frame -> check.frame(true, frame));
        TapPump down = new TapPump(process.getInputStream(), stdout, FrameSplitter.of(framing),
                frame -> check.frame(false, frame));
        // a daemon: our standard input may stay open after the child has gone, and must not keep the JVM alive
        Thread.ofPlatform().daemon(true).name("rpcgate-tap-in").start(() -> {
            try {
                up.run();
            } catch (IOException e) {
                synchronized (err) {
                    err.println("rpcgate: reading standard input failed: " + Reasons.of(e));
                    err.flush();
                }
            } finally {
                closeQuietly(process.getOutputStream()); // the child sees the end of its input
                endAfterInput(process);
            }
        });
        ShutdownHook hook = ShutdownHook.register(() -> process.toHandle().destroy());
        try {
            down.run();
        } catch (IOException e) {
            synchronized (err) {
                err.println("rpcgate: reading the output of " + command.get(0) + " failed: " + Reasons.of(e));
                err.flush();
            }
        } finally {
            child.close();
            hook.close();
        }
        check.finish();
        if (traffic != null && traffic.findFailure().isPresent()) {
            err.println("rpcgate: writing the log file " + log + " failed: " + Reasons.of(traffic.findFailure().get()));
        }
        int exit = child.findExitCode().orElse(Main.INVALID);
        err.flush();
        return exit != 0 ? exit : check.errors() ? Main.INVALID : Main.OK;
    }

    private PeerRoles roles(ProtocolDescription description) {
        try {
            return PeerRoles.of(description, peer(client, "--client"), peer(server, "--server"));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private Optional<PeerName> peer(String name, String option) {
        if (name == null) {
            return Optional.empty();
        }
        return Optional.of(PeerName.find(name).orElseThrow(() -> usage(option + " '" + name
                + "' is not a peer name")));
    }

    private void checkUsage(List<String> models, boolean dashes, List<String> command) {
        if (!dashes) {
            throw usage("give the server's COMMAND after '--'");
        }
        if (command.isEmpty()) {
            throw usage("missing COMMAND after '--'");
        }
        if (protocol instanceof ProtocolChoice.BuiltIn b) {
            if (!models.isEmpty()) {
                throw usage("--protocol " + b.protocol().name() + " is built in and takes no MODEL; give a shape id"
                        + " such as example.peers#EchoChat to use a protocol of your own models");
            }
            if (version != null && version != b.protocol().version()) {
                throw usage("--protocol " + b.protocol().id() + " runs over JSON-RPC " + b.protocol().version().label()
                        + ", --version says " + version.label());
            }
            return;
        }
        if (models.isEmpty()) {
            throw usage("missing MODEL: the Smithy model that holds --protocol");
        }
        if (models.contains(InputFiles.STDIN)) {
            throw usage("a model cannot be read from standard input '-': it is the client's stream");
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /**
     * The client is gone: as MCP's stdio shutdown has it, a server that does not end within the grace period after
     * EOF gets SIGTERM, and SIGKILL after another. Its output is still read to the end meanwhile (through the handle:
     * {@code Process.destroy()} would also close the pipes).
     */
    private void endAfterInput(Process process) {
        try {
            if (!process.waitFor(grace.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
                process.toHandle().destroy();
                if (!process.waitFor(grace.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
                    process.toHandle().destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void closeQuietly(OutputStream out) {
        try {
            out.close();
        } catch (IOException e) {
            // the child has gone: it has seen the end of its input
        }
    }
}
