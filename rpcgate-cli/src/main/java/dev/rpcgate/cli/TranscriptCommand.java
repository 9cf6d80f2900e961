package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.EntryRef;
import dev.rpcgate.transcript.ExpectedFinding;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.RunOptions;
import dev.rpcgate.transcript.TranscriptEntry;
import dev.rpcgate.transcript.TranscriptReports;
import dev.rpcgate.transcript.TranscriptResult;
import dev.rpcgate.transcript.TranscriptRun;
import dev.rpcgate.transcript.log.LogConfigurationException;
import dev.rpcgate.transcript.log.LogMapping;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.read.ExpectedFindings;
import dev.rpcgate.transcript.read.JsonTranscripts;
import dev.rpcgate.transcript.read.MarkdownTranscripts;
import dev.rpcgate.transcript.read.TranscriptDocument;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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

/**
 * {@code rpcgate transcript}: checks a conversation between the two peers of a {@code @jsonRpcProtocol} — a JSON or
 * Markdown transcript document, read whole, or a JSONL log, read in chunks as it arrives so that findings are written
 * while the log grows.
 */
@Command(name = "transcript", sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {
            "rpcgate transcript --protocol NAME [OPTIONS] TRANSCRIPT|-",
            "       rpcgate transcript --protocol ID [OPTIONS] MODEL... TRANSCRIPT|-"},
        optionListHeading = "%nOptions:%n",
        description = {
            "Checks a conversation between the two peers of a protocol — a built-in one such as mcp (see 'rpcgate"
                    + " protocols'), or a Smithy @jsonRpcProtocol in the MODEL files: every message against the"
                    + " service of the peer that receives it, every reply against its call, and, when the protocol"
                    + " has @jsonRpcSession, the order of methods.",
            "",
            "TRANSCRIPT is a JSON document (.json), a Markdown document (.md), or a JSONL log (any other name, and"
                    + " standard input '-'). A document is read whole; a log is read in 64 KiB chunks as it"
                    + " arrives, and each finding is written when it is known, so 'tail -f app.log | rpcgate"
                    + " transcript ... -' reports live.",
            "",
            "Text findings go to stderr as file:line:column: entry N SENDER: error|advisory Code: message."
                    + " --diagnostics json prints one report for a document, and JSON Lines for a log: one"
                    + " finding per line, then a {\"summary\": {...}} line."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:no finding is an error, or the findings match the expect list (in the document or --expect)",
            "1:an error finding (also InvalidTranscript for a malformed transcript), an expect list not met, an"
                    + " input that cannot be read, or a model that does not load",
            "2:bad usage, a missing or conflicting --version, an expect list given twice, a protocol that cannot"
                    + " be prepared, or a log mapping that cannot work"},
        footerHeading = "%nExamples:%n",
        footer = {
            // each line fits 80 columns, so that picocli never wraps one inside a shape id or a path
            "  rpcgate transcript --protocol mcp traffic.jsonl",
            "  rpcgate transcript --protocol example.peers#EchoChat \\",
            "      examples/json-rpc/peers.smithy examples/json-rpc/transcripts/chat.json",
            "  rpcgate transcript --protocol example.peers#Editor --diagnostics json \\",
            "      examples/json-rpc/peers.smithy \\",
            "      examples/json-rpc/transcripts/editor-negative.json",
            "  tail -f trace.jsonl | rpcgate transcript --version 2.0 \\",
            "      --protocol example.peers#OrderedEditor examples/json-rpc/peers.smithy -",
            "",
            "See docs/transcripts.md for protocols, log mappings and every finding code."})
final class TranscriptCommand implements Callable<Integer> {
    /** The largest transcript document read: documents are written by people, far below this. */
    static final int MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
    /** The largest --expect or --log-mapping file read. */
    static final int MAX_SIDE_FILE_BYTES = 16 * 1024 * 1024;

    @Spec
    CommandSpec spec;

    @Option(names = "--protocol", required = true, paramLabel = "NAME|ID", converter = ProtocolChoice.Converter.class,
            description = "A built-in protocol such as mcp or mcp@2025-11-25 (see 'rpcgate protocols'), which needs"
                    + " no MODEL, or the @jsonRpcProtocol structure in the MODEL files, e.g. example.peers#EchoChat"
                    + " (required).")
    ProtocolChoice protocol;

    @Option(names = "--version", paramLabel = "1.0|2.0", converter = Converters.VersionConverter.class,
            description = "The JSON-RPC version: with a MODEL, required for a log and for a document that gives"
                    + " none; must agree with the document's and a built-in protocol's.")
    JsonRpcVersion version;

    @Option(names = "--complete", description = "The transcript is the whole conversation: an unanswered call is a"
            + " MissingResponse error (overrides the document).")
    boolean complete;

    @Option(names = "--partial", description = "The transcript is a part of it: an unanswered call is an"
            + " OutstandingCall advisory (the default; overrides the document).")
    boolean partial;

    @Option(names = "--input-format", paramLabel = "json|markdown|jsonl", converter = InputFormatConverter.class,
            description = "How to read TRANSCRIPT (default: from its extension, .json and .md; jsonl otherwise and"
                    + " for '-').")
    InputFormat inputFormat;

    @Option(names = "--log-preset", paramLabel = "raw|dir-message", converter = LogPresetConverter.class,
            description = "How a log line holds a message: dir-message (the default) reads {\"dir\": D, \"message\":"
                    + " M} records as 'serve --trace' and 'tap --log' write them; raw reads a message per line from"
                    + " one --sender, without correlation.")
    LogPreset logPreset;

    @Option(names = "--sender", paramLabel = "PEER", description = "With --log-preset raw: the peer that sent every"
            + " message.")
    String sender;

    @Option(names = "--direction", paramLabel = "VALUE=PEER",
            description = "With --log-preset dir-message: the peer that sent the records whose dir is VALUE;"
                    + " repeatable (default: in=the client, out=the server; see docs/transcripts.md).")
    List<String> directions = new ArrayList<>();

    @Option(names = "--log-mapping", paramLabel = "FILE", description = "Read the log with the mapping in this JSON"
            + " file (prefix, selector, message, sender, session) instead of a preset.")
    String logMapping;

    @Option(names = "--session", paramLabel = "POINTER", description = "A JSON Pointer into each log record whose"
            + " value keys its session: each session is checked on its own, and every finding names its session.")
    String session;

    @Option(names = "--expect", paramLabel = "FILE", description = "A JSON array of expected findings"
            + " ({code, entry?, related?}); success is then matching it. Conflicts with an expect list in the"
            + " document.")
    String expect;

    @Option(names = "--legacy-errors", paramLabel = "opaque|code-message-data",
            converter = Converters.LegacyErrorsConverter.class,
            description = "With version 1.0: read an error as opaque (default) or as {code, message, data}.")
    ValidationPolicy.LegacyErrors legacyErrors;

    @Option(names = "--diagnostics", paramLabel = "text|json", defaultValue = "text",
            converter = Converters.DiagnosticsConverter.class,
            description = "text: findings on stderr (default); json: on stdout, one report for a document, JSON Lines"
                    + " for a log.")
    Converters.Format format;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "The model files or directories (.smithy, .json;"
            + " none for a built-in protocol), then the transcript: a file, or '-' for standard input.")
    List<String> positionals;

    private final InputStream stdin;
    private final Path workDir;
    /** True once the --expect file proved unreadable or malformed: the run then exits 1 whatever it finds. */
    private boolean expectBroken;

    TranscriptCommand(InputStream stdin, Path workDir) {
        this.stdin = stdin;
        this.workDir = workDir;
    }

    /** How the transcript is read. */
    enum InputFormat {
        /** A JSON transcript document. */
        JSON,
        /** A Markdown transcript document. */
        MARKDOWN,
        /** A JSONL log. */
        JSONL
    }

    /** The log presets. */
    enum LogPreset {
        /** One message per line from one sender. */
        RAW,
        /** {@code {"dir": ..., "message": ...}} records. */
        DIR_MESSAGE
    }

    @Override
    public Integer call() {
        if (protocol instanceof ProtocolChoice.BuiltIn b) {
            if (positionals.size() > 1) {
                throw usage("--protocol " + b.protocol().name() + " is built in and takes no MODEL: give only the"
                        + " transcript, or a shape id such as example.peers#EchoChat to use your own models");
            }
            if (version != null && version != b.protocol().version()) {
                throw usage("--protocol " + b.protocol().id() + " runs over JSON-RPC " + b.protocol().version().label()
                        + ", --version says " + version.label());
            }
            version = b.protocol().version();
        } else if (positionals.size() < 2) {
            throw usage("give the model files, then the transcript (a file, or '-' for standard input)");
        }
        List<String> models = positionals.subList(0, positionals.size() - 1);
        String transcript = positionals.get(positionals.size() - 1);
        InputFormat form = inputFormat != null ? inputFormat : formatOf(transcript);
        checkUsage(models, transcript, form);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ContractDiagnostics diagnostics = new ContractDiagnostics(format, out, err);
        ProtocolInputs.Models loaded = null;
        if (protocol instanceof ProtocolChoice.Shape) {
            loaded = ProtocolInputs.load(models, stdin, workDir, diagnostics);
            if (loaded.exit() >= 0) {
                return loaded.exit();
            }
        }
        return form == InputFormat.JSONL ? checkLog(transcript, loaded, diagnostics)
                : checkDocument(transcript, form, loaded, diagnostics);
    }

    private int checkDocument(String name, InputFormat form, ProtocolInputs.Models loaded,
                              ContractDiagnostics diagnostics) {
        InputFiles.Read read = InputFiles.read(name, workDir, stdin, MAX_DOCUMENT_BYTES);
        Optional<String> text = text(name, read, MAX_DOCUMENT_BYTES, "transcript", diagnostics);
        if (text.isEmpty()) {
            return Main.INVALID;
        }
        TranscriptDocument document = form == InputFormat.JSON ? JsonTranscripts.read(text.get())
                : MarkdownTranscripts.read(text.get());
        Optional<List<ExpectedFinding>> expected = Optional.empty();
        if (expect != null) {
            if (document.expect().isPresent()) {
                throw usage("the transcript has an expect list, and --expect gives another: use one");
            }
            expected = readExpect(diagnostics);
        }
        if (document.version().isEmpty() && version == null && document.findings().stream().anyMatch(Finding::isError)) {
            // a malformed document may have lost its version with the rest: its findings, not a usage error
            return diagnostics.stopped(document.findings().stream().map(f -> new SourcedFinding(name, f)).toList(),
                    Main.INVALID);
        }
        JsonRpcVersion v = documentVersion(document);
        checkLegacyErrors(v);
        ProtocolInputs.Protocol p = prepare(loaded, v, diagnostics);
        if (p.exit() >= 0) {
            return p.exit();
        }
        RunOptions.Builder options = RunOptions.builder();
        completeness().ifPresent(options::completeness);
        expected.ifPresent(options::expect);
        if (legacyErrors != null) {
            options.legacyErrors(legacyErrors);
        }
        TranscriptResult result = TranscriptRun.run(document, p.description(), options.build());
        boolean success = result.isSuccess() && !expectBroken;
        if (format == Converters.Format.JSON) {
            return diagnostics.report(name, TranscriptReports.toJson(result), List.of(), success) == Main.OK
                    ? Main.OK : Main.INVALID;
        }
        List<TranscriptEntry> entries = document.entries();
        StringBuilder lines = new StringBuilder();
        for (Finding f : result.findings()) {
            Integer at = EntryRef.of(f).entry();
            String from = at != null && at >= 0 && at < entries.size() ? entries.get(at).sender().value() : null;
            TranscriptFindings.text(lines, name, f, from, null);
        }
        result.expectations().ifPresent(e -> TranscriptFindings.expectations(lines, name,
                expect != null ? expect : name, e));
        if (expectBroken) {
            TranscriptFindings.unmatched(lines, name, expect);
        }
        PrintWriter err = spec.commandLine().getErr();
        err.print(lines);
        err.flush();
        return success ? Main.OK : Main.INVALID;
    }

    private int checkLog(String name, ProtocolInputs.Models loaded, ContractDiagnostics diagnostics) {
        checkLegacyErrors(version);
        Optional<List<ExpectedFinding>> expected = expect == null ? Optional.empty() : readExpect(diagnostics);
        ProtocolInputs.Protocol p = prepare(loaded, version, diagnostics);
        if (p.exit() >= 0) {
            return p.exit();
        }
        ProtocolDescription description = p.description();
        Optional<LogMapping> mapping = mapping(description, diagnostics);
        if (mapping.isEmpty()) {
            return Main.INVALID;
        }
        CheckerOptions.Builder checking = CheckerOptions.builder()
                .completeness(completeness().orElse(Completeness.PARTIAL));
        if (legacyErrors != null) {
            checking.legacyErrors(legacyErrors);
        }
        CheckerOptions options = checking.build();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (format == Converters.Format.JSON) {
            // in JSON Lines, the model's and the contract's advisories lead, one per line like the findings
            for (JsonValue f : ContractDiagnostics.sourced(diagnostics.keptModelFindings()).elements()) {
                out.print(JsonWriter.write(f) + "\n");
            }
            out.flush();
        }
        TranscriptFindings findings = new TranscriptFindings(format, format == Converters.Format.JSON ? out : err,
                name, expected.isPresent());
        LogCheck check = new LogCheck(description, mapping.get(), options, findings, expected, expect);
        int exit = check.run(name, stdin, workDir, diagnostics, out, err);
        if (!expectBroken) {
            return exit;
        }
        if (format == Converters.Format.TEXT) {
            StringBuilder line = new StringBuilder();
            TranscriptFindings.unmatched(line, name, expect);
            findings.print(line.toString());
        }
        return exit == Main.OK ? Main.INVALID : exit;
    }

    /** The built-in protocol, or the one in the loaded models for {@code v}. */
    private ProtocolInputs.Protocol prepare(ProtocolInputs.Models loaded, JsonRpcVersion v,
                                            ContractDiagnostics diagnostics) {
        return protocol instanceof ProtocolChoice.BuiltIn b ? ProtocolInputs.builtIn(b.protocol(), diagnostics)
                : loaded.prepare(((ProtocolChoice.Shape) protocol).id(), v, diagnostics);
    }

    /** The log mapping the options describe; empty (after reporting why) when its file cannot be read. */
    private Optional<LogMapping> mapping(ProtocolDescription description, ContractDiagnostics diagnostics) {
        LogMapping mapping;
        try {
            if (logMapping != null) {
                InputFiles.Read read = InputFiles.read(logMapping, workDir, stdin, MAX_SIDE_FILE_BYTES);
                Optional<String> text = text(logMapping, read, MAX_SIDE_FILE_BYTES, "log mapping", diagnostics);
                if (text.isEmpty()) {
                    return Optional.empty();
                }
                mapping = LogMapping.fromJson(text.get(), Set.copyOf(description.peers()));
            } else if (logPreset == LogPreset.RAW) {
                mapping = LogMapping.raw(peer(description, sender, "--sender"));
            } else {
                mapping = LogMapping.dirMessage(directions(description));
            }
            if (session != null) {
                mapping = mapping.withSession(session);
            }
        } catch (LogConfigurationException e) {
            // the mapping file's messages start with the line and column of the problem, as in file:line:column
            String where = logMapping == null ? "" : logMapping + (e.getMessage().matches("\\d+:\\d+: .*") ? ":"
                    : ": ");
            throw usage(where + e.getMessage());
        }
        return Optional.of(mapping);
    }

    /** The {@code --direction} map, or the default: {@code in} from the client, {@code out} from the server. */
    private Map<String, PeerName> directions(ProtocolDescription description) {
        Map<String, PeerName> map = new LinkedHashMap<>();
        if (directions.isEmpty()) {
            PeerRoles roles = PeerRoles.of(description, Optional.empty(), Optional.empty());
            map.put("in", roles.client());
            map.put("out", roles.server());
            return map;
        }
        for (String d : directions) {
            int eq = d.lastIndexOf('=');
            if (eq <= 0 || eq == d.length() - 1) {
                throw usage("--direction must be VALUE=PEER, such as in=client; was '" + d + "'");
            }
            String value = d.substring(0, eq);
            if (map.put(value, peer(description, d.substring(eq + 1), "--direction " + value)) != null) {
                throw usage("--direction gives the value '" + value + "' twice");
            }
        }
        return map;
    }

    private PeerName peer(ProtocolDescription description, String name, String option) {
        Optional<PeerName> p = PeerName.find(name);
        if (p.isEmpty() || !description.peers().contains(p.get())) {
            throw usage(option + " names '" + name + "', which is not a peer of " + description.id() + "; its peers"
                    + " are " + PeerRoles.names(description.peers()));
        }
        return p.get();
    }

    /**
     * The expect file's items, its findings reported as those about the model are. Empty when it cannot be read or is
     * malformed: the transcript is still checked, without an expect list, and {@link #expectBroken} makes it exit 1.
     */
    private Optional<List<ExpectedFinding>> readExpect(ContractDiagnostics diagnostics) {
        InputFiles.Read read = InputFiles.read(expect, workDir, stdin, MAX_SIDE_FILE_BYTES);
        Decoded text = decode(read, MAX_SIDE_FILE_BYTES, "expect file");
        if (text.problem() != null) {
            diagnostics.model(List.of(new SourcedFinding(expect, text.problem())));
            expectBroken = true;
            return Optional.empty();
        }
        ExpectedFindings items = ExpectedFindings.read(text.text());
        diagnostics.model(items.findings().stream().map(f -> new SourcedFinding(expect, f)).toList());
        if (!items.isValid()) {
            expectBroken = true;
            return Optional.empty();
        }
        return Optional.of(items.items());
    }

    /** An input's text; empty after reporting an InputRead finding when it is unreadable, too large or not UTF-8. */
    private static Optional<String> text(String name, InputFiles.Read read, int limit, String what,
                                         ContractDiagnostics diagnostics) {
        Decoded d = decode(read, limit, what);
        if (d.problem() == null) {
            return Optional.of(d.text());
        }
        diagnostics.stopped(List.of(new SourcedFinding(name, d.problem())), Main.INVALID);
        return Optional.empty();
    }

    /** An input's text, or the InputRead finding that says why it has none. */
    private record Decoded(String text, Finding problem) {
    }

    private static Decoded decode(InputFiles.Read read, int limit, String what) {
        Finding problem = read.readError();
        if (problem == null && read.bytes().length > limit) {
            problem = Finding.error(SharedCode.INPUT_READ, "cannot read the " + what + ": it holds more than "
                    + limit + " bytes", "", null);
        }
        if (problem == null) {
            try {
                return new Decoded(StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(read.bytes())).toString(), null);
            } catch (CharacterCodingException e) {
                problem = Finding.error(SharedCode.INPUT_READ, "cannot read the " + what + ": it is not UTF-8 text",
                        "", null);
            }
        }
        return new Decoded(null, problem);
    }

    /** The document's version and --version, which must agree; one of them must be given. */
    private JsonRpcVersion documentVersion(TranscriptDocument document) {
        if (document.version().isPresent()) {
            JsonRpcVersion v = document.version().get();
            if (version != null && version != v) {
                throw usage("the transcript says version " + v.label() + ", --version says " + version.label()
                        + ": they must agree");
            }
            return v;
        }
        if (version == null) {
            throw usage("the transcript gives no version: add --version 2.0 or --version 1.0");
        }
        return version;
    }

    private void checkLegacyErrors(JsonRpcVersion v) {
        if (legacyErrors != null && v != JsonRpcVersion.V1_0) {
            throw usage("--legacy-errors applies only to version 1.0, and the transcript is " + v.label());
        }
    }

    private Optional<Completeness> completeness() {
        return complete ? Optional.of(Completeness.COMPLETE)
                : partial ? Optional.of(Completeness.PARTIAL) : Optional.empty();
    }

    private void checkUsage(List<String> models, String transcript, InputFormat form) {
        if (complete && partial) {
            throw usage("--complete and --partial are mutually exclusive");
        }
        if (models.contains(InputFiles.STDIN)) {
            throw usage("a model cannot be read from standard input '-': only the transcript (the last argument)"
                    + " can");
        }
        long stdinUses = Stream.of(transcript, expect, logMapping).filter(InputFiles.STDIN::equals).count();
        if (stdinUses > 1) {
            throw usage("standard input '-' can be read only once (transcript, --expect and --log-mapping together)");
        }
        boolean logOptions = logPreset != null || sender != null || !directions.isEmpty() || logMapping != null
                || session != null;
        if (form != InputFormat.JSONL) {
            if (logOptions) {
                throw usage("--log-preset, --sender, --direction, --log-mapping and --session apply to a JSONL log,"
                        + " and the transcript is read as " + form.name().toLowerCase(Locale.ROOT));
            }
            return;
        }
        if (version == null) {
            throw usage("a log needs --version 2.0 or --version 1.0");
        }
        if (logMapping != null && (logPreset != null || sender != null || !directions.isEmpty())) {
            throw usage("--log-mapping replaces --log-preset, --sender and --direction: give one or the other");
        }
        if (logPreset == LogPreset.RAW && sender == null) {
            throw usage("--log-preset raw needs --sender PEER: the peer that sent every message");
        }
        if (logPreset == LogPreset.RAW && !directions.isEmpty()) {
            throw usage("--direction applies to --log-preset dir-message, not raw");
        }
        if (logPreset != LogPreset.RAW && sender != null) {
            throw usage("--sender applies to --log-preset raw");
        }
    }

    private static InputFormat formatOf(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".json")) {
            return InputFormat.JSON;
        }
        if (lower.endsWith(".md") || lower.endsWith(".markdown")) {
            return InputFormat.MARKDOWN;
        }
        return InputFormat.JSONL;
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** Reads {@code json}, {@code markdown} or {@code jsonl}. */
    static final class InputFormatConverter implements ITypeConverter<InputFormat> {
        @Override
        public InputFormat convert(String value) {
            return switch (value) {
                case "json" -> InputFormat.JSON;
                case "markdown" -> InputFormat.MARKDOWN;
                case "jsonl" -> InputFormat.JSONL;
                default -> throw new TypeConversionException("'" + value
                        + "' is not an input format: use json, markdown or jsonl");
            };
        }
    }

    /** Reads {@code raw} or {@code dir-message}. */
    static final class LogPresetConverter implements ITypeConverter<LogPreset> {
        @Override
        public LogPreset convert(String value) {
            return switch (value) {
                case "raw" -> LogPreset.RAW;
                case "dir-message" -> LogPreset.DIR_MESSAGE;
                default -> throw new TypeConversionException("'" + value
                        + "' is not a log preset: use dir-message or raw");
            };
        }
    }
}
