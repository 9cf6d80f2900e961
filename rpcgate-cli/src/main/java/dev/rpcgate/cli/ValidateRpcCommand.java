package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.Preparation;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.Scope;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.smithy.report.ContractReports;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.shapes.ShapeIdSyntaxException;

/**
 * {@code rpcgate validate rpc}: checks one JSON-RPC request, response or batch against a service of a Smithy model.
 * The model is loaded and the service prepared first; a model that does not load exits 1, a contract that cannot be
 * prepared exits 2, and only then is the message read and checked.
 */
@Command(name = "rpc", sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Checks one JSON-RPC message against a Smithy service contract.",
            "",
            "The message is a request (--message), a response (--response) with the context it answers, or with"
                    + " --batch a request batch, a batch of replies, or the absence of any (--no-response). The"
                    + " service's smithy.rpc traits say what is valid.",
            "",
            "MODEL is a .smithy (IDL) or .json (JSON AST) file, or a directory of them, or '-' for standard input"
                    + " with --from. FILE is a message file or '-'; standard input can be read once in all.",
            "",
            "Text findings go to stderr as file:line:column: error|advisory Code: message (advisories too); a valid"
                    + " message prints nothing. --diagnostics json prints one report on stdout."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the message is valid (advisories allowed)",
            "1:the message is invalid or not JSON, an input cannot be read, the model is invalid, or the check ran"
                    + " out of its finding budget (incomplete)",
            "2:bad usage (missing --version, not exactly one of --message/--response/--no-response, two contexts,"
                    + " '-' twice), or the service's contract cannot be prepared (unknown service, undeclared"
                    + " version, invalid smithy.rpc traits, an unsupported constraint)"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rpcgate validate rpc --version 2.0 --service example#Calculator \\",
            "      --message examples/json-rpc/call.json \\",
            "      examples/json-rpc/calculator.smithy",
            "  rpcgate validate rpc --version 2.0 --service example#Replies \\",
            "      --response examples/json-rpc/reply.json --method subtract \\",
            "      examples/json-rpc/responses.smithy",
            "  rpcgate validate rpc --version 2.0 --service example#Replies \\",
            "      --response examples/json-rpc/error.json \\",
            "      --request examples/json-rpc/call.json --diagnostics json \\",
            "      examples/json-rpc/responses.smithy",
            "  rpcgate validate rpc --version 2.0 --service batch#Api --batch --no-response \\",
            "      --request examples/json-rpc/batch-notifications.json \\",
            "      examples/json-rpc/batches.smithy",
            "  cat api.smithy | rpcgate validate rpc --version 2.0 --from idl \\",
            "      --message call.json -",
            "",
            "See docs/contracts.md for the smithy.rpc traits and every finding code."})
final class ValidateRpcCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--version", required = true, paramLabel = "1.0|2.0",
            converter = Converters.VersionConverter.class,
            description = "The JSON-RPC version of the message; the service must declare it in @jsonRpc (required).")
    JsonRpcVersion version;

    @Option(names = "--service", paramLabel = "ID", converter = ShapeIdConverter.class,
            description = "The service, e.g. example#Calculator (default: the model's only @jsonRpc service).")
    ShapeId service;

    @Option(names = "--message", paramLabel = "FILE", description = "Check a request (with --batch: a request batch).")
    String message;

    @Option(names = "--response", paramLabel = "FILE",
            description = "Check a response (with --batch: a batch of replies) in the context given below.")
    String response;

    @Option(names = "--no-response",
            description = "With --batch --request: check that the batch needs no reply at all (only notifications).")
    boolean noResponse;

    @Option(names = "--request", paramLabel = "FILE",
            description = "Context: the original request (with --batch: the original batch); checks the id too.")
    String request;

    @Option(names = "--method", paramLabel = "NAME",
            description = "Context: the method with this wire name; checks the payload, not the id.")
    String method;

    @Option(names = "--operation", paramLabel = "ID", converter = ShapeIdConverter.class,
            description = "Context: the operation with this shape id, e.g. example#Subtract; payload only.")
    ShapeId operation;

    @Option(names = "--envelope-only", description = "Context: none; checks the JSON-RPC envelope alone.")
    boolean envelopeOnly;

    @Option(names = "--batch", description = "The message is a batch (an array); JSON-RPC 2.0 only.")
    boolean batch;

    @Option(names = "--member-names", paramLabel = "smithy|json", defaultValue = "smithy",
            converter = Converters.MemberNamesConverter.class,
            description = "Named params use Smithy member names (default) or their jsonName.")
    ValidationPolicy.MemberNames memberNames;

    @Option(names = "--unknown-members", paramLabel = "reject|ignore", defaultValue = "reject",
            converter = Converters.UnknownMembersConverter.class,
            description = "Members the contract does not name are errors (default) or ignored.")
    ValidationPolicy.UnknownMembers unknownMembers;

    @Option(names = "--legacy-errors", paramLabel = "opaque|code-message-data",
            converter = Converters.LegacyErrorsConverter.class,
            description = "With --version 1.0: read an error as opaque (default) or as {code, message, data}"
                    + " mapped to the modeled errors.")
    ValidationPolicy.LegacyErrors legacyErrors;

    @Option(names = "--from", paramLabel = "idl|json", converter = Converters.ModelFormatConverter.class,
            description = "The form of the model read from standard input '-' (required for it).")
    ModelFormat from;

    @Option(names = "--max-findings", paramLabel = "N",
            description = "The most findings one check reports (default: 1000 for a message, 10000 for a batch);"
                    + " one more ends it with FindingLimit, incomplete.")
    Integer maxFindings;

    @Option(names = "--diagnostics", paramLabel = "text|json", defaultValue = "text",
            converter = Converters.DiagnosticsConverter.class,
            description = "text: findings on stderr (default); json: one report on stdout.")
    Converters.Format format;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(arity = "1..*", paramLabel = "MODEL", description = "A model file or directory, or '-' (with --from).")
    List<String> models;

    private final InputStream stdin;
    private final Path workDir;

    ValidateRpcCommand(InputStream stdin, Path workDir) {
        this.stdin = stdin;
        this.workDir = workDir;
    }

    @Override
    public Integer call() {
        checkUsage();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ContractDiagnostics diagnostics = new ContractDiagnostics(format, out, err);

        ModelInputs.Loaded loaded = ModelInputs.load(models, from, stdin, workDir);
        if (!loaded.ok()) {
            return diagnostics.stopped(loaded.findings(), loaded.failure());
        }
        diagnostics.model(loaded.findings());
        Model model = loaded.model().expectModel();
        Optional<ShapeId> serviceId = service != null ? Optional.of(service) : JsonRpcServices.only(model);
        if (serviceId.isEmpty()) {
            return diagnostics.stopped(List.of(new SourcedFinding(null, Finding.error(SharedCode.UNKNOWN_SERVICE,
                    JsonRpcServices.which(model), "", null))), Main.CONTRACT);
        }
        Preparation preparation = PreparedService.prepare(model, serviceId.get(), version, policy());
        List<SourcedFinding> contractFindings = loaded.asGiven(preparation.findings());
        if (preparation.service().isEmpty()) {
            return diagnostics.stopped(contractFindings, Main.CONTRACT);
        }
        diagnostics.model(contractFindings);
        return check(preparation.service().get(), diagnostics);
    }

    private int check(PreparedService prepared, ContractDiagnostics diagnostics) {
        String primaryName = message != null ? message : response != null ? response : request;
        Input primary = Input.read(primaryName, workDir, stdin, prepared);
        if (primary.readError() != null) {
            return diagnostics.stopped(List.of(new SourcedFinding(primaryName, primary.readError())), Main.INVALID);
        }
        if (noResponse) {
            ResponseBatchResult r = primary.text() == null
                    ? new ResponseBatchResult(Scope.REQUEST_CONTEXT, List.of(), primary.parseFindings(), true)
                    : prepared.validateResponseBatch(null, BatchResponseContext.originalBatch(primary.text()));
            return report(diagnostics, primaryName, r);
        }
        String requestText = null;
        if (request != null) {
            Input original = Input.read(request, workDir, stdin, prepared);
            if (original.readError() != null || original.text() == null) {
                List<Finding> why = original.readError() != null ? List.of(original.readError())
                        : original.parseFindings();
                return diagnostics.stopped(why.stream().map(f -> new SourcedFinding(request, f)).toList(),
                        Main.INVALID);
            }
            requestText = original.text();
        }
        if (message != null) {
            if (batch) {
                RequestBatchResult r = primary.text() == null
                        ? new RequestBatchResult(List.of(), primary.parseFindings(), true)
                        : prepared.validateRequestBatch(primary.text());
                return report(diagnostics, primaryName, r);
            }
            RequestResult r = primary.text() == null
                    ? new RequestResult(Optional.empty(), Optional.empty(), Optional.empty(), primary.parseFindings(),
                    true)
                    : prepared.validateRequest(primary.text());
            return diagnostics.report(primaryName, ContractReports.toJson(r), r.findings(), r.isValid());
        }
        if (batch) {
            BatchResponseContext context = requestText != null ? BatchResponseContext.originalBatch(requestText)
                    : method != null ? BatchResponseContext.method(method)
                    : operation != null ? BatchResponseContext.operation(operation)
                    : envelopeOnly ? BatchResponseContext.envelopeOnly() : null;
            ResponseBatchResult r = primary.text() == null
                    ? new ResponseBatchResult(scope(), List.of(), primary.parseFindings(), true)
                    : prepared.validateResponseBatch(primary.text(), context);
            return report(diagnostics, primaryName, r);
        }
        ResponseContext context = requestText != null ? ResponseContext.originalRequest(requestText)
                : method != null ? ResponseContext.method(method)
                : operation != null ? ResponseContext.operation(operation)
                : envelopeOnly ? ResponseContext.envelopeOnly() : null;
        ResponseResult r = primary.text() == null
                ? new ResponseResult(scope(), primary.parseFindings(), true)
                : prepared.validateResponse(primary.text(), context);
        return diagnostics.report(primaryName, ContractReports.toJson(r), r.findings(), r.isValid());
    }

    // a batch result's findings are all of them, the entries' included
    private static int report(ContractDiagnostics diagnostics, String file, RequestBatchResult r) {
        return diagnostics.report(file, ContractReports.toJson(r), r.findings(), r.isValid());
    }

    private static int report(ContractDiagnostics diagnostics, String file, ResponseBatchResult r) {
        return diagnostics.report(file, ContractReports.toJson(r), r.findings(), r.isValid());
    }

    /** The scope the response context options select, for a response that is not even text. */
    private Scope scope() {
        if (request != null) {
            return Scope.REQUEST_CONTEXT;
        }
        return method != null || operation != null ? Scope.METHOD_PAYLOAD : Scope.ENVELOPE;
    }

    private ValidationPolicy policy() {
        ValidationPolicy.Builder policy = ValidationPolicy.builder().memberNames(memberNames)
                .unknownMembers(unknownMembers)
                .legacyErrors(legacyErrors == null ? ValidationPolicy.LegacyErrors.OPAQUE : legacyErrors);
        if (maxFindings != null) {
            policy.limits(ValidationLimits.builder().messageFindings(maxFindings).batchFindings(maxFindings).build());
        }
        return policy.build();
    }

    private void checkUsage() {
        long primaries = Stream.of(message != null, response != null, noResponse).filter(b -> b).count();
        if (primaries != 1) {
            throw usage("give exactly one of --message, --response and --no-response");
        }
        long contexts = Stream.of(request != null, method != null, operation != null, envelopeOnly)
                .filter(b -> b).count();
        if (contexts > 1) {
            throw usage("--request, --method, --operation and --envelope-only are mutually exclusive:"
                    + " give one context for the response");
        }
        if (message != null && contexts > 0) {
            throw usage("--request, --method, --operation and --envelope-only give the context of a response;"
                    + " they do not apply to --message");
        }
        if (noResponse && (!batch || request == null)) {
            throw usage("--no-response needs --batch and --request: it checks that the original batch"
                    + " needs no reply");
        }
        if (maxFindings != null && maxFindings < 1) {
            throw usage("--max-findings must be at least 1, was " + maxFindings);
        }
        if (legacyErrors != null && version != JsonRpcVersion.V1_0) {
            throw usage("--legacy-errors applies only to --version 1.0");
        }
        long stdinUses = Stream.concat(Stream.of(message, response, request), models.stream())
                .filter(InputFiles.STDIN::equals).count();
        if (stdinUses > 1) {
            throw usage("standard input '-' can be read only once (message, response, request and models together)");
        }
        ModelInputs.checkFrom(spec.commandLine(), models, from);
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /**
     * A message input: its text, or the parse findings of bytes that are not UTF-8 (text {@code null}), or why it
     * could not be read.
     */
    private record Input(String text, List<Finding> parseFindings, Finding readError) {
        static Input read(String name, Path workDir, InputStream stdin, PreparedService prepared) {
            int maxBytes = prepared.policy().limits().json().maxBytes();
            InputFiles.Read read = InputFiles.read(name, workDir, stdin, maxBytes);
            if (read.readError() != null) {
                return new Input(null, List.of(), read.readError());
            }
            try {
                return new Input(StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(read.bytes())).toString(), List.of(), null);
            } catch (CharacterCodingException e) {
                // the validators take text; the reader says where the bytes go wrong
                JsonParse parse = JsonReader.withLimits(prepared.policy().limits().json()).read(read.bytes());
                return new Input(null, parse.findings(), null);
            }
        }
    }

    /** Reads an absolute shape id such as {@code example#Subtract}. */
    static final class ShapeIdConverter implements ITypeConverter<ShapeId> {
        @Override
        public ShapeId convert(String value) {
            try {
                ShapeId id = ShapeId.from(value);
                if (!id.hasMember()) {
                    return id;
                }
            } catch (ShapeIdSyntaxException e) {
                // reported below
            }
            throw new TypeConversionException("'" + value + "' is not a Smithy shape id such as example#Subtract");
        }
    }
}
