package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.IndexedRequest;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.PayloadResult;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseEntry;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.RpcModels;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One message-layer fixture: {@code NAME.case} holds a header of {@code key: value} lines and then sections
 * ({@code --- message}, {@code --- original}); {@code NAME.expected} holds the rendered result (see {@link #render}).
 *
 * <pre>
 * model: calculator                  (messages/models/NAME.smithy, else examples/json-rpc/NAME.smithy; a name with
 *                                     a slash, such as examples/a2a/a2a-v1, is NAME.smithy from the repository)
 * service: example#Calculator
 * version: 2.0                       (default 2.0)
 * check: request | request-batch | response | response-batch | params METHOD | result METHOD
 *                                    (params, result: the message section is the value alone, read from text;
 *                                     no message section: omitted params, a null result)
 * context: original | method NAME | operation ID | envelope | none     (responses)
 * input: text | json                 (json: the message is read first and the in-memory entry point is used)
 * policy: legacy-errors=code-message-data findings=N batch-findings=N max-depth=N max-bytes=N
 * message-file: examples/json-rpc/call.json     (instead of a message section; relative to the repository)
 * original-file: ...
 * </pre>
 *
 * A missing message section is an absent response; an empty one is the empty string.
 */
record MessageCase(String name, Map<String, String> header, String message, String original) {
    private static final Map<String, Model> MODELS = new ConcurrentHashMap<>();

    static MessageCase read(Path file) {
        String text = RepoFiles.read(file).replace("\r\n", "\n");
        Map<String, String> header = new LinkedHashMap<>();
        Map<String, StringBuilder> sections = new LinkedHashMap<>();
        StringBuilder current = null;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("--- ")) {
                current = new StringBuilder();
                sections.put(line.substring(4).trim(), current);
            } else if (current != null) {
                current.append(line).append('\n');
            } else if (!line.isBlank() && !line.startsWith("#")) {
                int colon = line.indexOf(':');
                header.put(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
            }
        }
        String name = file.getFileName().toString().replaceFirst("\\.case$", "");
        return new MessageCase(name, header, section(sections, "message", header.get("message-file")),
                section(sections, "original", header.get("original-file")));
    }

    private static String section(Map<String, StringBuilder> sections, String name, String file) {
        if (file != null) {
            return RepoFiles.read(RepoFiles.repoRoot().resolve(file));
        }
        StringBuilder b = sections.get(name);
        if (b == null) {
            return null;
        }
        String s = b.toString();
        return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
    }

    String get(String key, String otherwise) {
        return header.getOrDefault(key, otherwise);
    }

    PreparedService service() {
        Model model = MODELS.computeIfAbsent(get("model", "?"), MessageCase::load);
        JsonRpcVersion version = JsonRpcVersion.expectLabel(get("version", "2.0"));
        return PreparedService.prepare(model, ShapeId.from(get("service", "?")), version, policy()).expectService();
    }

    private static Model load(String name) {
        Path own = RepoFiles.resource(MessageCase.class, "messages/models").resolve(name + ".smithy");
        Path file = name.contains("/") ? RepoFiles.repoRoot().resolve(name + ".smithy")
                : Files.exists(own) ? own : RepoFiles.repoRoot().resolve("examples/json-rpc/" + name + ".smithy");
        return RpcModels.loader().addFile(file).load().expectModel();
    }

    ValidationPolicy policy() {
        ValidationPolicy.Builder p = ValidationPolicy.builder();
        JsonLimits json = JsonLimits.DEFAULT;
        int message = ValidationLimits.DEFAULT.messageFindings();
        int batch = ValidationLimits.DEFAULT.batchFindings();
        for (String setting : get("policy", "").split("\\s+")) {
            if (setting.isEmpty()) {
                continue;
            }
            String[] kv = setting.split("=", 2);
            switch (kv[0]) {
                case "legacy-errors" -> p.legacyErrors(kv[1].equals("opaque")
                        ? ValidationPolicy.LegacyErrors.OPAQUE : ValidationPolicy.LegacyErrors.CODE_MESSAGE_DATA);
                case "unknown-members" -> p.unknownMembers(ValidationPolicy.UnknownMembers.IGNORE);
                case "findings" -> message = Integer.parseInt(kv[1]);
                case "batch-findings" -> batch = Integer.parseInt(kv[1]);
                case "max-depth" -> json = json.withMaxDepth(Integer.parseInt(kv[1]));
                case "max-bytes" -> json = json.withMaxBytes(Integer.parseInt(kv[1]));
                default -> throw new IllegalArgumentException("unknown policy setting " + setting);
            }
        }
        return p.limits(ValidationLimits.builder().json(json).messageFindings(message).batchFindings(batch).build())
                .build();
    }

    /** Runs the check and renders its result. */
    String run() {
        PreparedService service = service();
        boolean json = get("input", "text").equals("json");
        String[] words = get("check", "request").split("\\s+", 2);
        String check = words[0];
        return switch (check) {
            case "params" -> render(service.validateParams(words[1], message == null ? null : value(message)));
            case "result" -> render(service.validateResult(words[1], message == null ? null : value(message)));
            case "request" -> render(json ? service.validateJson(value(message)) : service.validateRequest(message));
            case "request-batch" -> render(json ? service.validateRequestBatchJson(value(message))
                    : service.validateRequestBatch(message));
            case "response" -> render(json ? service.validateResponseJson(value(message), responseContext())
                    : service.validateResponse(message, responseContext()));
            case "response-batch" -> render(json ? service.validateResponseBatchJson(
                    message == null ? null : value(message), batchContext())
                    : service.validateResponseBatch(message, batchContext()));
            default -> throw new IllegalArgumentException("unknown check " + check);
        };
    }

    /**
     * Runs a response-batch case on the service as it is given (text or value); with {@code givenEnvelopes}, an array
     * read as a value with each element's envelope found here first, as a caller that looked at the replies would.
     */
    ResponseBatchResult responseBatch(boolean givenEnvelopes) {
        PreparedService service = service();
        if (message == null) {
            return service.validateResponseBatch(null, batchContext());
        }
        JsonParse read = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(100_000)).read(message);
        if (givenEnvelopes && read.isValid() && read.value() instanceof JsonArray array) {
            List<EnvelopeResult> envelopes = new ArrayList<>();
            for (int i = 0; i < array.size(); i++) {
                envelopes.add(Envelope.check(array.get(i), service.version(), "/" + i));
            }
            return service.validateResponseBatchJson(array, envelopes, batchContext());
        }
        return get("input", "text").equals("json") ? service.validateResponseBatchJson(value(message), batchContext())
                : service.validateResponseBatch(message, batchContext());
    }

    private static JsonValue value(String text) {
        JsonParse parse = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(100_000)).read(text);
        if (!parse.isValid()) {
            throw new IllegalArgumentException("an in-memory message must be JSON: " + parse.findings());
        }
        return parse.value();
    }

    private ResponseContext responseContext() {
        String[] c = get("context", "none").split("\\s+", 2);
        return switch (c[0]) {
            case "original" -> ResponseContext.originalRequest(original);
            case "method" -> ResponseContext.method(c[1]);
            case "operation" -> ResponseContext.operation(ShapeId.from(c[1]));
            case "envelope" -> ResponseContext.envelopeOnly();
            case "none" -> null;
            default -> throw new IllegalArgumentException("unknown context " + c[0]);
        };
    }

    private BatchResponseContext batchContext() {
        String[] c = get("context", "none").split("\\s+", 2);
        return switch (c[0]) {
            case "original" -> BatchResponseContext.originalBatch(original);
            case "method" -> BatchResponseContext.method(c[1]);
            case "operation" -> BatchResponseContext.operation(ShapeId.from(c[1]));
            case "envelope" -> BatchResponseContext.envelopeOnly();
            case "none" -> null;
            default -> throw new IllegalArgumentException("unknown context " + c[0]);
        };
    }

    /**
     * The compact rendering of a result: a first line {@code valid V complete C kind K method M operation O} (or
     * {@code scope S}), then one line per finding {@code SEVERITY CODE PATH [shape=] [member=] [operation=]} with
     * {@code ""} for the root path, then for batches one line per entry.
     */
    static String render(RequestResult r) {
        return "valid " + r.isValid() + " complete " + r.complete() + request(r) + "\n" + findings(r.findings());
    }

    static String render(ResponseResult r) {
        return "valid " + r.isValid() + " complete " + r.complete() + " scope " + r.scope().label() + "\n"
                + findings(r.findings());
    }

    static String render(RequestBatchResult r) {
        StringBuilder out = new StringBuilder("valid " + r.isValid() + " complete " + r.complete() + "\n");
        out.append(findings(r.findings()));
        for (IndexedRequest e : r.entries()) {
            out.append("entry ").append(e.index()).append(" valid ").append(e.result().isValid()).append(" complete ")
                    .append(e.result().complete()).append(request(e.result())).append(" findings ")
                    .append(e.result().findings().stream().map(Finding::code).toList()).append('\n');
        }
        return out.toString();
    }

    static String render(ResponseBatchResult r) {
        StringBuilder out = new StringBuilder("valid " + r.isValid() + " complete " + r.complete() + " scope "
                + r.scope().label() + "\n");
        out.append(findings(r.findings()));
        for (ResponseEntry e : r.entries()) {
            out.append("entry ").append(e.index().isPresent() ? String.valueOf(e.index().getAsInt()) : "-")
                    .append(" answers ").append(e.requestIndex().isPresent() ? String.valueOf(e.requestIndex().getAsInt()) : "-")
                    .append(" findings ").append(e.findings().stream().map(Finding::code).toList()).append('\n');
        }
        return out.toString();
    }

    /** A payload check's result: its first line, then its findings, each with the line and column it has. */
    static String render(PayloadResult r) {
        StringBuilder out = new StringBuilder("valid " + r.isValid() + " complete " + r.complete() + " operation "
                + r.operation().map(Object::toString).orElse("-") + "\n");
        for (Finding f : r.findings()) {
            String line = findings(List.of(f));
            out.append(line, 0, line.length() - 1).append(f.location() == null ? " at -" : " at " + f.location())
                    .append('\n');
        }
        return out.toString();
    }

    private static String request(RequestResult r) {
        return " kind " + r.kind().map(k -> k.label()).orElse("-") + " method " + r.method().orElse("-")
                + " operation " + r.operation().map(Object::toString).orElse("-");
    }

    static String findings(List<Finding> findings) {
        StringBuilder out = new StringBuilder();
        for (Finding f : findings) {
            out.append(f.severity()).append(' ').append(f.code()).append(' ')
                    .append(f.path().isEmpty() ? "\"\"" : f.path());
            List<String> parts = new ArrayList<>();
            if (ModelRef.of(f).shape() != null) {
                parts.add("shape=" + ModelRef.of(f).shape());
            }
            if (ModelRef.of(f).member() != null) {
                parts.add("member=" + ModelRef.of(f).member());
            }
            if (ModelRef.of(f).operation() != null) {
                parts.add("operation=" + ModelRef.of(f).operation());
            }
            for (String p : parts) {
                out.append(' ').append(p);
            }
            out.append('\n');
        }
        return out.toString();
    }
}
