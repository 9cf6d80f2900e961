package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.JsonRpcVersion;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads JSON transcript documents: an object with {@code entries} (each {@code {"from": peer, "message": value}})
 * and optionally {@code version} ({@code "1.0"} or {@code "2.0"}), {@code complete} (a boolean) and {@code expect}
 * (expected findings), or a bare array of entries. Each message is the exact source text of its value, located at
 * that value. Problems are {@code InvalidTranscript} findings and the entry concerned is dropped; an unknown key is
 * an {@code UnknownTranscriptKey} advisory. The reader does not know the protocol: a peer name the protocol lacks is
 * the checker's to report.
 */
public final class JsonTranscripts {
    private JsonTranscripts() {
    }

    /** Reads a JSON transcript document; never throws for bad text. */
    public static TranscriptDocument read(String text) {
        Objects.requireNonNull(text, "text");
        JsonParse parse = JsonReader.standard().read(text);
        List<Finding> findings = new ArrayList<>();
        if (!parse.isValid()) {
            findings.add(notJson("the transcript", parse));
            return new TranscriptDocument(Optional.empty(), Optional.empty(), List.of(), Optional.empty(), findings);
        }
        JsonValue root = parse.value();
        List<TranscriptEntry> entries = new ArrayList<>();
        if (root instanceof JsonArray array) {
            entries(array, "", entries, findings);
            return new TranscriptDocument(Optional.empty(), Optional.empty(), entries, Optional.empty(), findings);
        }
        if (!(root instanceof JsonObject object)) {
            findings.add(ReaderFindings.invalid("a transcript must be an object with entries or an array of entries, "
                    + "not " + root.typeName(), "", root.location().orElse(null)));
            return new TranscriptDocument(Optional.empty(), Optional.empty(), List.of(), Optional.empty(), findings);
        }
        Optional<JsonRpcVersion> version = Optional.empty();
        Optional<Completeness> completeness = Optional.empty();
        Optional<List<ExpectedFinding>> expect = Optional.empty();
        for (int i = 0; i < object.size(); i++) {
            String name = object.nameAt(i).value();
            JsonValue v = object.valueAt(i);
            SourceLocation at = v.location().orElse(null);
            switch (name) {
                case "entries" -> {
                    if (v instanceof JsonArray array) {
                        entries(array, "/entries", entries, findings);
                    } else {
                        findings.add(ReaderFindings.invalid("entries must be an array of {\"from\": peer, "
                                + "\"message\": value} objects, not " + v.typeName(), "/entries", at));
                    }
                }
                case "version" -> {
                    if (v instanceof JsonString s && (s.value().equals("1.0") || s.value().equals("2.0"))) {
                        version = Optional.of(JsonRpcVersion.expectLabel(s.value()));
                    } else {
                        findings.add(ReaderFindings.invalid("version must be \"1.0\" or \"2.0\", not "
                                + ExpectItems.describe(v), "/version", at));
                    }
                }
                case "complete" -> {
                    if (v instanceof JsonBoolean b) {
                        completeness = Optional.of(b.value() ? Completeness.COMPLETE : Completeness.PARTIAL);
                    } else {
                        findings.add(ReaderFindings.invalid("complete must be true or false, not "
                                + ExpectItems.describe(v), "/complete", at));
                    }
                }
                case "expect" -> {
                    List<ExpectedFinding> items = new ArrayList<>();
                    ExpectItems.read(v, "/expect", l -> l, items, findings);
                    expect = Optional.of(items);
                }
                default -> findings.add(ReaderFindings.unknownKey("unknown key \"" + name + "\" in the transcript is "
                        + "ignored; its keys are entries, version, complete and expect", "/" + pointerToken(name),
                        object.nameAt(i).location().orElse(null)));
            }
        }
        if (!object.has("entries")) {
            findings.add(ReaderFindings.invalid("the transcript has no entries: give \"entries\": [{\"from\": peer, "
                    + "\"message\": value}, ...]", "", root.location().orElse(null)));
        }
        return new TranscriptDocument(version, completeness, entries, expect, findings);
    }

    private static void entries(JsonArray array, String path, List<TranscriptEntry> entries, List<Finding> findings) {
        for (int i = 0; i < array.size(); i++) {
            entry(array.get(i), path + "/" + i, i, entries, findings);
        }
    }

    private static void entry(JsonValue value, String path, int index, List<TranscriptEntry> entries,
                              List<Finding> findings) {
        SourceLocation at = value.location().orElse(null);
        if (!(value instanceof JsonObject o)) {
            findings.add(ReaderFindings.invalid("entry " + index + " of the document must be an object {\"from\": "
                    + "peer, \"message\": value}, not " + value.typeName() + "; it was skipped", path, at));
            return;
        }
        PeerName from = null;
        JsonValue message = null;
        for (int k = 0; k < o.size(); k++) {
            String name = o.nameAt(k).value();
            JsonValue v = o.valueAt(k);
            switch (name) {
                case "from" -> {
                    String problem = v instanceof JsonString s ? PeerName.problem(s.value())
                            : "from must be a peer name string, not " + v.typeName();
                    if (problem != null) {
                        findings.add(ReaderFindings.invalid("entry " + index + " of the document: " + problem
                                + "; it was skipped", path + "/from", v.location().orElse(null)));
                        return;
                    }
                    from = new PeerName(((JsonString) v).value());
                }
                case "message" -> message = v;
                default -> findings.add(ReaderFindings.unknownKey("unknown key \"" + name + "\" in entry " + index
                        + " of the document is ignored; an entry's keys are from and message",
                        path + "/" + pointerToken(name), o.nameAt(k).location().orElse(null)));
            }
        }
        if (from == null || message == null) {
            findings.add(ReaderFindings.invalid("entry " + index + " of the document has no "
                    + (from == null ? "from" : "message") + "; it was skipped", path, at));
            return;
        }
        entries.add(new TranscriptEntry(from, Optional.empty(), message.sourceText().orElseThrow(),
                message.location()));
    }

    /** The finding for a document that is not strict JSON, carrying the parse finding's location and code. */
    static Finding notJson(String what, JsonParse parse) {
        Finding f = parse.findings().get(0);
        return ReaderFindings.invalid(what + " is not valid JSON (" + f.code() + "): " + f.message(), f.path(),
                f.location());
    }

    static String pointerToken(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }
}
