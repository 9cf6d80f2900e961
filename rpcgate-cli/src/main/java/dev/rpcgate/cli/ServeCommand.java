package dev.rpcgate.cli;

import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.MessageTracer;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.http.HttpRpcServer;
import dev.rpcgate.runtime.transport.Framing;
import dev.rpcgate.runtime.transport.GracefulConnection;
import dev.rpcgate.runtime.transport.TcpRpcServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import software.amazon.smithy.model.shapes.ShapeId;

/** {@code rpcgate serve}: a demo service over standard input and output, over TCP, or over HTTP. */
@Command(name = "serve", sortOptions = false, usageHelpAutoWidth = true,
        optionListHeading = "%nOptions:%n",
        description = {
            "Serves a demo JSON-RPC 2.0 service over standard input and output (--stdio), TCP (--tcp) or HTTP"
                    + " (--http: POST to http://HOST:PORT" + ServeCommand.HTTP_PATH + "). With --tcp and no"
                    + " --framing, one port speaks NDJSON, Content-Length headers and HTTP: each connection's first"
                    + " bytes tell which; a TLS handshake is refused."
                    + " Every message passes the gates: a broken line is answered -32700 with id null and the"
                    + " next line is read fresh; notifications are never answered; calls run concurrently and"
                    + " replies may come out of order unless --sequential.",
            "",
            "Demos: 'spec' has the JSON-RPC 2.0 specification's examples (subtract, sum, update, notify_hello,"
                    + " notify_sum, get_data) and fail, which always throws (-32603 with data.exception);"
                    + " 'progress' has slow_count {\"n\": k}, which sends k $/progress notifications and answers k.",
            "",
            "With --contract, a service of a Smithy model is the demo's contract. A method it lacks is -32601."
                    + " Params are checked against the operation's input before the handler runs: -32602, with the"
                    + " findings (located in the text received) in its data. A result that breaks the operation's"
                    + " output is not sent: the call is answered -32603 Internal error, and the findings are logged"
                    + " on stderr. The spec demo's contract is examples/json-rpc/demo.smithy.",
            "",
            "With --stdio, serving ends at the end of standard input, once every call read has been answered."
                    + " On SIGTERM (or Ctrl-C) it stops reading, lets the calls in flight answer within the grace"
                    + " period, and exits."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:standard input ended and every call was answered (--stdio)",
            "1:reading failed, the trace file cannot be written, the port cannot be listened on, or a --contract"
                    + " model does not load",
            "2:bad usage, or the --contract service cannot be prepared (unknown service, no JSON-RPC 2.0, invalid"
                    + " smithy.rpc traits)",
            "143:stopped by SIGTERM, after the calls in flight were answered"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[42,23]}' \\",
            "    | rpcgate serve --stdio --demo spec",
            "  rpcgate serve --tcp 7070 --demo spec",
            "  curl -H 'Content-Type: application/json' http://127.0.0.1:7070/rpc \\",
            "      -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,2]}'",
            "  rpcgate serve --tcp 7070 --framing content-length --demo progress",
            "  rpcgate serve --http 7071 --demo spec",
            "  echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"sum\",\"params\":[1,\"2\"]}' \\",
            "    | rpcgate serve --stdio --demo spec \\",
            "      --contract examples/json-rpc/demo.smithy --service example.demo#Spec",
            "  rpcgate call slow_count '{\"n\":2}' -- rpcgate serve --stdio --demo progress"})
final class ServeCommand implements Callable<Integer> {
    /** The default --host: loopback only. */
    static final String LOOPBACK = "127.0.0.1";
    /** The path of the JSON-RPC endpoint over HTTP. */
    static final String HTTP_PATH = "/rpc";

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Transport transport;

    /** Exactly one of --stdio, --tcp and --http. */
    static final class Transport {
        @Option(names = "--stdio", required = true, description = "Serve on standard input and output.")
        boolean stdio;

        @Option(names = "--tcp", required = true, paramLabel = "PORT",
                description = "Listen on this TCP port; 0 picks a free one. The address is printed on stderr.")
        Integer port;

        @Option(names = "--http", required = true, paramLabel = "PORT",
                description = "Serve JSON-RPC over HTTP on this port (POST " + HTTP_PATH + "); 0 picks a free one."
                        + " The endpoint's URL is printed on stderr.")
        Integer httpPort;
    }

    @Option(names = "--host", paramLabel = "HOST",
            description = "With --tcp or --http: the address to listen on (default: " + LOOPBACK
                    + ", this machine only).")
    String host;

    @Option(names = "--framing", paramLabel = "ndjson|content-length",
            converter = Converters.FramingConverter.class,
            description = "ndjson: one message per line (the default with --stdio); content-length: LSP/MCP-style"
                    + " headers. With --tcp and no --framing, each connection's first bytes tell: ndjson,"
                    + " content-length, or an HTTP request (POST " + HTTP_PATH + ").")
    Framing framing;

    @Option(names = "--sequential",
            description = "Process one message at a time and reply in order (default: concurrent).")
    boolean sequential;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "Log every message in and out to FILE as JSON Lines: {\"dir\":\"in\"|\"out\",\"message\":...,"
                    + "\"ts\":ISO-8601 UTC}, a reply with its call's \"method\" and the elapsed \"ms\".")
    String trace;

    @Option(names = "--demo", required = true, paramLabel = "spec|progress",
            converter = Converters.DemoConverter.class, description = "The service to serve.")
    Demo demo;

    @Option(names = "--contract", arity = "1..*", paramLabel = "MODEL",
            description = "Check every call against a service of this Smithy model: .smithy (IDL) or .json (JSON AST)"
                    + " files, or directories of them (params before the handler runs, results after).")
    List<String> contract;

    @Option(names = "--service", paramLabel = "ID", converter = ValidateRpcCommand.ShapeIdConverter.class,
            description = "With --contract: the service's shape id (default: the model's only @jsonRpc"
                    + " service).")
    ShapeId service;

    @Option(names = "--grace", paramLabel = "S", defaultValue = "5", converter = Seconds.class,
            description = "On SIGTERM, how long the calls in flight may take to answer (default: ${DEFAULT-VALUE} s).")
    Duration grace;

    @Option(names = "--max-connections", paramLabel = "N",
            description = "With --tcp: connections served at once; one more is refused with an error message"
                    + " (default: " + TcpRpcServer.DEFAULT_MAX_CONNECTIONS + ").")
    Integer maxConnections;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    private final InputStream stdin;
    private final OutputStream stdout;
    private final Path workDir;
    private BrokenResults brokenResults; // with --contract

    ServeCommand(InputStream stdin, OutputStream stdout, Path workDir) {
        this.stdin = stdin;
        this.stdout = stdout;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        checkUsage();
        PrintWriter err = spec.commandLine().getErr();
        DispatchOptions dispatch = DispatchOptions.DEFAULT;
        if (contract != null) {
            ServeContract.Loaded loaded = ServeContract.load(contract, service, workDir, err);
            if (loaded.dispatch() == null) {
                return loaded.exitCode();
            }
            dispatch = loaded.dispatch();
            brokenResults = new BrokenResults(err);
        }
        ConnectionOptions options = ConnectionOptions.builder().sequential(sequential).dispatch(dispatch).build();
        OutputStream sink = null;
        if (trace != null) {
            try {
                sink = Files.newOutputStream(workDir.resolve(trace));
            } catch (IOException | SecurityException e) {
                err.println("rpcgate: cannot write the trace file " + trace + ": " + Reasons.of(e));
                return Main.INVALID;
            }
        }
        try {
            if (transport.stdio) {
                return serveStdio(options, sink, err);
            }
            return transport.port != null ? serveTcp(options, sink, err) : serveHttp(dispatch, sink, err);
        } finally {
            closeQuietly(sink);
        }
    }

    private void checkUsage() {
        if (service != null && contract == null) {
            throw new ParameterException(spec.commandLine(), "--service applies to --contract only: it names the"
                    + " service of the contract's model");
        }
        if (contract != null && contract.contains(InputFiles.STDIN)) {
            throw new ParameterException(spec.commandLine(), "--contract reads model files and directories, not"
                    + " standard input '-'");
        }
        if (transport.stdio && host != null) {
            throw new ParameterException(spec.commandLine(), "--host applies to --tcp and --http only");
        }
        if (transport.port == null && maxConnections != null) {
            throw new ParameterException(spec.commandLine(), "--max-connections applies to --tcp only");
        }
        if (transport.httpPort != null && spec.commandLine().getParseResult().hasMatchedOption("--framing")) {
            throw new ParameterException(spec.commandLine(), "--framing applies to --stdio and --tcp; HTTP frames"
                    + " each message as a request body");
        }
        if (transport.httpPort != null && sequential) {
            throw new ParameterException(spec.commandLine(), "--sequential applies to --stdio and --tcp; over HTTP"
                    + " each request is answered on its own");
        }
        checkPort("--tcp", transport.port);
        checkPort("--http", transport.httpPort);
        if (maxConnections != null && maxConnections < 1) {
            throw new ParameterException(spec.commandLine(), "--max-connections must be at least 1, was "
                    + maxConnections);
        }
    }

    private int serveStdio(ConnectionOptions options, OutputStream sink, PrintWriter err) {
        MessageChannel channel = (framing == null ? Framing.NDJSON : framing).open(stdin, stdout);
        if (sink != null) {
            channel = new MessageTracer(channel, sink);
        }
        GracefulConnection served = new GracefulConnection(channel, demo.methods(), options, listener());
        ShutdownHook hook = ShutdownHook.register(() -> served.shutdown(grace));
        try {
            served.start().join();
            return Main.OK;
        } catch (CompletionException e) {
            err.println("rpcgate: reading standard input failed: " + Reasons.of(e.getCause()));
            return Main.INVALID;
        } finally {
            hook.close();
        }
    }

    private int serveTcp(ConnectionOptions options, OutputStream sink, PrintWriter err) {
        String address = host == null ? LOOPBACK : host;
        int limit = maxConnections == null ? TcpRpcServer.DEFAULT_MAX_CONNECTIONS : maxConnections;
        TcpRpcServer server;
        try {
            TcpRpcServer.Builder b = TcpRpcServer.builder(demo.methods()).host(address).port(transport.port)
                    .options(options).listener(listener()).maxConnections(limit).trace(sink)
                    .onRefused(peer -> err.println("rpcgate: refused a connection from " + peer
                            + ": already serving the limit of " + limit + " (--max-connections)"))
                    .onUnserved((peer, why) -> err.println("rpcgate: closed a connection from " + peer + ": " + why));
            if (framing == null) {
                b.detect(http(options.dispatch(), sink), HTTP_PATH);
            } else {
                b.framing(framing);
            }
            server = b.start();
        } catch (IOException | SecurityException e) {
            err.println("rpcgate: cannot listen on " + address + ":" + transport.port + ": " + Reasons.of(e));
            return Main.INVALID;
        }
        String speaks = framing != null ? framing.label()
                : "ndjson, content-length or HTTP POST " + HTTP_PATH + ", told by each connection's first bytes";
        err.println("rpcgate: serving the " + demo + " demo on " + show(server.address()) + " (" + speaks
                + "); stop with SIGTERM or Ctrl-C");
        err.flush();
        ShutdownHook hook = ShutdownHook.register(() -> server.shutdown(grace));
        try {
            server.stopped().join();
            return Main.OK;
        } finally {
            hook.close();
        }
    }

    /** Hears the traces when a contract's broken results are to be logged. */
    private ConnectionListener listener() {
        return brokenResults == null ? ConnectionListener.NONE : ConnectionListener.traces(brokenResults);
    }

    private HttpBinding http(DispatchOptions dispatch, OutputStream sink) {
        HttpBinding.Builder b = HttpBinding.builder(demo.methods()).options(dispatch).trace(sink);
        if (brokenResults != null) {
            b.onTrace(brokenResults);
        }
        return b.build();
    }

    private int serveHttp(DispatchOptions dispatch, OutputStream sink, PrintWriter err) {
        String address = host == null ? LOOPBACK : host;
        HttpRpcServer server;
        try {
            server = HttpRpcServer.builder(http(dispatch, sink)).host(address)
                    .port(transport.httpPort).path(HTTP_PATH).stopGrace(grace).start();
        } catch (IOException | SecurityException e) {
            err.println("rpcgate: cannot listen on " + address + ":" + transport.httpPort + ": " + Reasons.of(e));
            return Main.INVALID;
        }
        err.println("rpcgate: serving the " + demo + " demo on " + server.uri() + " (HTTP POST); stop with SIGTERM"
                + " or Ctrl-C");
        err.flush();
        return Blocking.untilShutdown(server::stop);
    }

    private void checkPort(String option, Integer port) {
        if (port != null && (port < 0 || port > 65535)) {
            throw new ParameterException(spec.commandLine(), option + " must be a port from 0 to 65535, was " + port);
        }
    }

    private static String show(InetSocketAddress a) {
        String host = a.getAddress().getHostAddress();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort();
    }

    private static void closeQuietly(OutputStream sink) {
        if (sink == null) {
            return;
        }
        try {
            sink.close();
        } catch (IOException e) {
            // every trace line was flushed as it was written
        }
    }
}
