package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.transport.Framing;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rpcgate call}: one call (or notification) to a command over its stdin/stdout, or to a URL over HTTP. */
@Command(name = "call", sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {
            "rpcgate call [--timeout S] [--notify] [--framing F] [--grace S]",
            "                    METHOD [PARAMS_JSON] -- COMMAND [ARG...]",
            "       rpcgate call --url URL [--timeout S] [--notify] METHOD [PARAMS_JSON]"},
        optionListHeading = "%nOptions:%n",
        description = {
            "Starts COMMAND, calls METHOD on it over its standard input and output, prints the reply and ends"
                    + " the command: EOF on its input, then SIGTERM and SIGKILL after the grace period each. With"
                    + " --url, POSTs the call to a JSON-RPC HTTP endpoint instead.",
            "",
            "stdout gets exactly one line: the reply as it came (over HTTP: rebuilt from the answer, id 1)."
                    + " stderr gets one line per other message the command sends meanwhile -- 'notification: LINE',"
                    + " or 'unexpected: LINE' -- and the command's own stderr.",
            "",
            "PARAMS_JSON is one argument (quote it): an array (by position) or an object (by name)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the reply is a result (--notify: the notification was sent)",
            "1:the reply is an error, or the command or URL failed",
            "2:bad usage (also: PARAMS_JSON is not JSON, or not an array or object)",
            "124:no reply within --timeout; a COMMAND is sent $/cancelRequest for the call, then ended"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rpcgate call subtract '[42,23]' -- rpcgate serve --stdio --demo spec",
            "  rpcgate call slow_count '{\"n\":2}' -- rpcgate serve --stdio --demo progress",
            "  rpcgate call --notify update '[1,2,3]' -- rpcgate serve --stdio --demo spec",
            "  rpcgate serve --http 7071 --demo spec &",
            "  rpcgate call --url http://127.0.0.1:7071/rpc get_data"})
final class CallCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "30", converter = Seconds.class,
            description = "How long to wait for the reply (default: ${DEFAULT-VALUE} s). Then a COMMAND is sent"
                    + " $/cancelRequest {\"id\": 1} and ended, and the exit code is 124.")
    Duration timeout;

    @Option(names = "--notify", description = "Send a notification instead of a call: no reply is awaited.")
    boolean notify;

    @Option(names = "--framing", paramLabel = "ndjson|content-length", converter = Converters.FramingConverter.class,
            description = "How messages are delimited on the command's streams (default: ndjson).")
    Framing framing;

    @Option(names = "--grace", paramLabel = "S", defaultValue = "5", converter = Seconds.class,
            description = "How long the command gets to exit after EOF, and again after SIGTERM (default:"
                    + " ${DEFAULT-VALUE} s).")
    Duration grace;

    @Option(names = "--url", paramLabel = "URL", description = "Call this HTTP endpoint instead of a command.")
    String url;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(paramLabel = "ARG", arity = "0..*", hidden = true)
    List<String> words = new ArrayList<>();

    private final Path workDir;

    CallCommand(Path workDir) {
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        CommandWords split = CommandWords.of(spec, words);
        List<String> before = split.before();
        List<String> command = split.command();
        checkUsage(before, split.dashes(), command);
        JsonValue params = before.size() == 2 ? ParamsArgument.parse(spec.commandLine(), before.get(1)) : null;
        CallRequest request = new CallRequest(before.get(0), params, timeout, notify);
        CallOutcome outcome = url != null
                ? HttpCall.run(request, endpoint())
                : StdioCall.run(request, new ProcessBuilder(command).directory(workDir.toAbsolutePath().toFile()),
                        framing == null ? Framing.NDJSON : framing, grace, spec.commandLine().getErr());
        outcome.print(spec.commandLine().getOut(), spec.commandLine().getErr());
        return outcome.exitCode();
    }

    private void checkUsage(List<String> before, boolean dashes, List<String> command) {
        if (before.isEmpty()) {
            throw usage("missing METHOD");
        }
        if (before.size() > 2) {
            throw usage("unexpected argument '" + before.get(2) + "': PARAMS_JSON is one argument (quote it), and a"
                    + " COMMAND follows '--'");
        }
        if (url == null && !dashes) {
            throw usage("give the COMMAND to call after '--', or --url URL");
        }
        if (url != null && dashes) {
            throw usage("give either --url or a COMMAND after '--', not both");
        }
        if (url != null && framing != null) {
            throw usage("--framing applies to a COMMAND, not to --url");
        }
        if (dashes && command.isEmpty()) {
            throw usage("missing COMMAND after '--'");
        }
        if (timeout.isZero()) {
            throw usage("--timeout must be more than 0 seconds");
        }
    }

    private URI endpoint() {
        try {
            URI u = new URI(url);
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            if (!(scheme.equals("http") || scheme.equals("https")) || u.getHost() == null) {
                throw usage("--url must be an absolute http:// or https:// URL, was '" + url + "'");
            }
            return u;
        } catch (URISyntaxException e) {
            throw usage("--url is not a URL: " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
