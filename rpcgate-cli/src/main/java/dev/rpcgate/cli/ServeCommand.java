package dev.rpcgate.cli;

import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
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
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

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
            "With --stdio, serving ends at the end of standard input, once every call read has been answered."
                    + " On SIGTERM (or Ctrl-C) it stops reading, lets the calls in flight answer within the grace"
                    + " period, and exits."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:standard input ended and every call was answered (--stdio)",
            "1:reading failed, the trace file cannot be written, or the port cannot be listened on",
            "2:bad usage",
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

    ServeCommand(InputStream stdin, OutputStream stdout, Path workDir) {
        this.stdin = stdin;
        this.stdout = stdout;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        checkUsage();
        PrintWriter err = spec.commandLine().getErr();
        ConnectionOptions options = ConnectionOptions.DEFAULT.withSequential(sequential);
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
            return transport.port != null ? serveTcp(options, sink, err) : serveHttp(sink, err);
        } finally {
            closeQuietly(sink);
        }
    }

    private void checkUsage() {
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
        GracefulConnection served = new GracefulConnection(channel, demo.methods(), options, ConnectionListener.NONE);
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
                    .options(options).maxConnections(limit).trace(sink)
                    .onRefused(peer -> err.println("rpcgate: refused a connection from " + peer
                            + ": already serving the limit of " + limit + " (--max-connections)"))
                    .onUnserved((peer, why) -> err.println("rpcgate: closed a connection from " + peer + ": " + why));
            if (framing == null) {
                b.detect(HttpBinding.builder(demo.methods()).trace(sink).build(), HTTP_PATH);
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

    private int serveHttp(OutputStream sink, PrintWriter err) {
        String address = host == null ? LOOPBACK : host;
        HttpRpcServer server;
        try {
            server = HttpRpcServer.builder(HttpBinding.builder(demo.methods()).trace(sink).build()).host(address)
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
