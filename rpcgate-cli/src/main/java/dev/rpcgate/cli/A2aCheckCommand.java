package dev.rpcgate.cli;

import dev.rpcgate.a2a.A2aTrace;
import dev.rpcgate.a2a.RequestTrace;
import dev.rpcgate.a2a.TracePolicy;
import dev.rpcgate.a2a.VersionChoice;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
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

/** {@code rpcgate a2a check}: the request-document trace of one A2A request, v0.3.0 or v1.0. */
@Command(name = "check", sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Traces one A2A JSON-RPC request, v0.3.0 or v1.0, through the local receiver of its version: PARSE,"
                    + " ENVELOPE, DISPATCH (the version first, -32009 for one that cannot be served; then"
                    + " message/send or SendMessage only, other A2A methods -32004), PARAMS (strict params and the"
                    + " part policy), HANDLER (an in-memory receipt) and CORRELATION (the reply's id against the"
                    + " request's). Prints the version and how it was decided, the first failed gate, the reply, the"
                    + " parts, the receipts and the correlation verdict; nothing is sent anywhere and no URI is"
                    + " fetched.",
            "The input is read whole, up to 16 MiB; '-' reads standard input."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every gate passed (a notification: no response, so nothing confirmed, but valid)",
            "1:a gate failed, or the input cannot be read",
            "2:bad usage (unknown option, bad value, not exactly one input)"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rpcgate a2a check examples/a2a/text-message.json",
            "  rpcgate a2a check --part-limit 32 examples/a2a/oversized-part.json",
            "  rpcgate a2a check --allow-uri --diagnostics json examples/a2a/uri-allowed.json",
            "  rpcgate a2a check --http examples/a2a/http-request.http",
            "  rpcgate a2a check examples/a2a/v1/text-message.json",
            "  rpcgate a2a check --http examples/a2a/v1/version-99.http",
            "  rpcgate a2a check --a2a-version 1.0 examples/a2a/text-message.json"})
final class A2aCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--part-limit", paramLabel = "BYTES", defaultValue = "" + PartPolicy.DEFAULT_PART_LIMIT,
            description = "Largest counted size of one part: UTF-8 bytes of a text, bytes of a data object's compact"
                    + " JSON, decoded bytes of a file (default: ${DEFAULT-VALUE}).")
    long partLimit;

    @Option(names = "--allow-uri", description = "Accept file parts given by URI (https, allow-listed host only;"
            + " never fetched). Refused by default.")
    boolean allowUri;

    @Option(names = "--allow-uri-host", paramLabel = "HOST", description = "A host URIs may name, instead of the"
            + " default " + PartPolicy.DEFAULT_HOST + "; repeat for more. Needs --allow-uri.")
    List<String> hosts;

    @Option(names = "--inject-fault", description = "Make the handler fail before it keeps a receipt (-32603 at"
            + " HANDLER).")
    boolean injectFault;

    @Option(names = "--mismatch-id", description = "After handling, put another id in the reply (a number + 1, a"
            + " string + '-x'), so CORRELATION fails although the receipt exists.")
    boolean mismatchId;

    @Option(names = "--http", description = "The input is a whole HTTP request (request line, headers, blank line,"
            + " body): Content-Type and Content-Length are checked at PARSE, then the body is traced.")
    boolean http;

    @Option(names = "--a2a-version", paramLabel = "0.3|1.0|auto", defaultValue = "auto",
            converter = Converters.A2aVersionConverter.class,
            description = "The A2A version to check the document as. auto (default): a --http request's A2A-Version"
                    + " header, else its A2A-Version query parameter, else 0.3 as the protocol says, unless the"
                    + " method is a v1.0 name (SendMessage, GetTask, ...), which then means 1.0. 0.3 or 1.0: that"
                    + " version, whatever the document declares.")
    VersionChoice version;

    @Option(names = "--diagnostics", paramLabel = "text|json", defaultValue = "text",
            converter = Converters.DiagnosticsConverter.class,
            description = "text: a report for people (default); json: the trace object, on one line.")
    Converters.Format format;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(arity = "1", paramLabel = "FILE|-", description = "The request document, or '-' for standard input.")
    String file;

    private final InputStream stdin;
    private final Path workDir;

    A2aCheckCommand(InputStream stdin, Path workDir) {
        this.stdin = stdin;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        TracePolicy policy = policy();
        PrintWriter out = spec.commandLine().getOut();
        InputFiles.Read read = InputFiles.read(file, workDir, stdin, JsonLimits.DEFAULT_MAX_BYTES);
        if (read.readError() != null) {
            if (format == Converters.Format.JSON) {
                out.print(JsonWriter.write(JsonObject.builder().put("valid", false)
                        .put("findings", TraceJson.findings(List.of(read.readError()))).build()) + "\n");
            } else {
                StringBuilder text = new StringBuilder(file).append(": unreadable: the input could not be read\n");
                TextReport.finding(text, file, read.readError());
                out.print(text);
            }
            return Main.INVALID;
        }
        RequestTrace engine = new RequestTrace(policy).withVersions(version);
        A2aTrace trace = http ? engine.checkHttp(read.bytes()) : engine.check(read.bytes());
        out.print(format == Converters.Format.JSON
                ? JsonWriter.write(trace.toJson()) + "\n"
                : A2aTextReport.render(file, trace));
        return trace.valid() ? Main.OK : Main.INVALID;
    }

    private TracePolicy policy() {
        if (partLimit < 0) {
            throw new ParameterException(spec.commandLine(), "--part-limit must be at least 0, was " + partLimit);
        }
        PartPolicy parts = PartPolicy.DEFAULT.withPartLimit(partLimit).withAllowUri(allowUri);
        if (hosts != null) {
            if (!allowUri) {
                throw new ParameterException(spec.commandLine(), "--allow-uri-host needs --allow-uri");
            }
            try {
                parts = parts.withAllowedHosts(hosts);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--allow-uri-host: " + e.getMessage());
            }
        }
        return new TracePolicy(parts, injectFault, mismatchId);
    }
}
