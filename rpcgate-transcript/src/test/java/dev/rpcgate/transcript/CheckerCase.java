package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.transcript.protocols.BuiltInProtocols;
import dev.rpcgate.transcript.protocols.ProtocolDescription;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * One checker fixture, {@code checker/NAME.json}: a model file under {@code checker/models/}, a protocol and a
 * version, or a built-in protocol ({@code "builtIn": "mcp@2025-11-25"}); options, the entries (each {@code {"from", "to"?, "message" | "text"}}: a message's exact source text, or
 * raw text) and the expected findings in order as {@code "Code"}, {@code "Code e2"}, {@code "Code e2 r0"} or
 * {@code "Code r0"}, end-of-input findings last; optionally the summary's {@code outstanding} and {@code complete}.
 */
record CheckerCase(String name, ProtocolDescription protocol, CheckerOptions options, List<TranscriptEntry> entries,
                   List<String> findings, Optional<Integer> outstanding, Optional<Boolean> complete) {
    private static final Map<String, Model> MODELS = new ConcurrentHashMap<>();

    static CheckerCase read(Path file) {
        JsonParse parse = JsonReader.standard().read(RepoFiles.read(file).getBytes(StandardCharsets.UTF_8));
        if (!parse.isValid()) {
            throw new IllegalArgumentException(file + ": " + parse.findings());
        }
        JsonObject o = (JsonObject) parse.value();
        ProtocolDescription protocol;
        if (o.get("builtIn") instanceof JsonString builtIn) { // a protocol that ships with rpcgate, by its id
            protocol = BuiltInProtocols.find(builtIn.value()).orElseThrow().prepare().expectDescription();
        } else {
            Model model = model(file.resolveSibling("models").resolve(text(o, "model")));
            protocol = ProtocolDescription.fromSmithy(model, ShapeId.from(text(o, "protocol")),
                    JsonRpcVersion.expectLabel(text(o, "version")), ValidationPolicy.DEFAULT).expectDescription();
        }
        CheckerOptions.Builder options = CheckerOptions.builder();
        if (o.get("complete") instanceof JsonBoolean b) {
            options.completeness(b.value() ? Completeness.COMPLETE : Completeness.PARTIAL);
        }
        if (o.get("correlation") instanceof JsonBoolean b) {
            options.correlation(b.value());
        }
        if (o.get("legacyErrors") instanceof JsonString s) {
            options.legacyErrors(s.value().equals("code-message-data")
                    ? ValidationPolicy.LegacyErrors.CODE_MESSAGE_DATA : ValidationPolicy.LegacyErrors.OPAQUE);
        }
        if (o.get("limits") instanceof JsonObject l) {
            TranscriptLimits limits = TranscriptLimits.DEFAULT;
            limits = limits.withActiveCalls(number(l, "activeCalls", limits.activeCalls()));
            limits = limits.withAnsweredIds(number(l, "answeredIds", limits.answeredIds()));
            limits = limits.withEntryBytes(number(l, "entryBytes", limits.entryBytes()));
            limits = limits.withFindings(number(l, "findings", limits.findings()));
            options.limits(limits);
        }
        List<TranscriptEntry> entries = new ArrayList<>();
        for (JsonValue v : ((JsonArray) o.get("entries")).elements()) {
            JsonObject e = (JsonObject) v;
            String message = e.has("message") ? e.get("message").sourceText().orElseThrow() : text(e, "text");
            entries.add(new TranscriptEntry(new PeerName(text(e, "from")),
                    e.has("to") ? Optional.of(new PeerName(text(e, "to"))) : Optional.empty(), message, Optional.empty()));
        }
        List<String> findings = ((JsonArray) o.get("findings")).elements().stream()
                .map(f -> ((JsonString) f).value()).toList();
        JsonObject summary = o.get("summary") instanceof JsonObject s ? s : JsonObject.builder().build();
        return new CheckerCase(file.getFileName().toString(), protocol, options.build(), List.copyOf(entries), findings,
                summary.find("outstanding").map(n -> number(summary, "outstanding", 0)),
                summary.find("complete").map(b -> ((JsonBoolean) b).value()));
    }

    /** The findings as {@code Code e2 r0} lines. */
    static List<String> lines(List<Finding> findings) {
        return findings.stream().map(CheckerCase::line).toList();
    }

    static String line(Finding f) {
        EntryRef at = EntryRef.of(f);
        return f.code() + (at.entry() == null ? "" : " e" + at.entry())
                + (at.related() == null ? "" : " r" + at.related());
    }

    static Model model(Path file) {
        return MODELS.computeIfAbsent(file.toString(), k -> RpcModels.loader().addFile(file).load().expectModel());
    }

    private static String text(JsonObject o, String name) {
        return ((JsonString) o.get(name)).value();
    }

    private static int number(JsonObject o, String name, int otherwise) {
        return o.get(name) instanceof JsonNumber n ? (int) n.findLong().orElseThrow() : otherwise;
    }
}
