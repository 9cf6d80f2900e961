package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonExtents;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.ExpectedFinding;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptEntry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads JSON transcript documents: an object with {@code entries} (each {@code {"from": peer, "message": value}})
 * and optionally {@code version} ({@code "1.0"} or {@code "2.0"}), {@code complete} (a boolean) and {@code expect}
 * (expected findings), or a bare array of entries. Each message is the exact source text of its value, located at
 * that value, even when it is not strict JSON on its own (a duplicate key in it is then the checker's PARSE finding
 * for that entry, as in Markdown). Problems are {@code InvalidTranscript} findings, located, and the entry concerned
 * is dropped; text that is not one JSON document (a syntax error, a duplicate key outside the messages, over the size
 * limit) is one such finding for the whole document. An unknown key is an {@code UnknownTranscriptKey} advisory. The reader does not know the protocol: a peer name the protocol lacks is
 * the checker's to report.
 */
public final class JsonTranscripts {
    /** An entry's message: {@code /entries/N/message} in an object document, {@code /N/message} in a bare array. */
    private static final Pattern MESSAGE = Pattern.compile("(/entries)?/(0|[1-9][0-9]*)/message");
    /** The containers above a message: the document, its entries array and the entry. */
    private static final int ENTRY_DEPTH = 3;

    private JsonTranscripts() {
    }

    /** Reads a JSON transcript document; never throws for bad text. */
    public static TranscriptDocument read(String text) {
        Objects.requireNonNull(text, "text");
        JsonParse parse = JsonReader.standard().read(text);
        List<Finding> findings = new ArrayList<>();
        Map<String, String> messages = Map.of();
        if (!parse.isValid() && insideMessage(parse.findings().get(0).path())) {
            // a message that fails on its own (a duplicate key, say) is its entry's problem, as in Markdown: read
            // the document with every message blanked, and take each message's exact text from the original
            messages = new HashMap<>();
            parse = JsonReader.standard().read(blankMessages(text, messages));
        }
        if (!parse.isValid()) {
            findings.add(notJson("the transcript", parse));
            return new TranscriptDocument(Optional.empty(), Optional.empty(), List.of(), Optional.empty(), findings);
        }
        JsonValue root = parse.value();
        List<TranscriptEntry> entries = new ArrayList<>();
        Reading reading = new Reading(entries, findings, messages);
        if (root instanceof JsonArray array) {
            entries(array, "", reading);
            return new TranscriptDocument(Optional.empty(), Optional.empty(), entries, Optional.empty(), findings);
        }
        if (!(root instanceof JsonObject object)) {
            findings.add(ReaderFindings.invalid("expected a transcript object with entries or an array of entries, "
                    + "found " + root.typeName(), "", root.location().orElse(null)));
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
                        entries(array, "/entries", reading);
                    } else {
                        findings.add(ReaderFindings.invalid("expected entries as an array of {\"from\": peer, "
                                + "\"message\": value} objects, found " + v.typeName(), "/entries", at));
                    }
                }
                case "version" -> {
                    if (v instanceof JsonString s && (s.value().equals("1.0") || s.value().equals("2.0"))) {
                        version = Optional.of(JsonRpcVersion.expectLabel(s.value()));
                    } else {
                        findings.add(ReaderFindings.invalid("expected version \"1.0\" or \"2.0\", found "
                                + ExpectItems.describe(v), "/version", at));
                    }
                }
                case "complete" -> {
                    if (v instanceof JsonBoolean b) {
                        completeness = Optional.of(b.value() ? Completeness.COMPLETE : Completeness.PARTIAL);
                    } else {
                        findings.add(ReaderFindings.invalid("expected complete as true or false, found "
                                + ExpectItems.describe(v), "/complete", at));
                    }
                }
                case "expect" -> {
                    List<ExpectedFinding> items = new ArrayList<>();
                    ExpectItems.read(v, "/expect", l -> l, items, findings);
                    expect = Optional.of(items);
                }
                default -> findings.add(ReaderFindings.unknownKey("expected a key of the transcript (entries, version,"
                        + " complete, expect), found \"" + name + "\"; it is ignored", JsonWriter.pointerChild("", name),
                        object.nameAt(i).location().orElse(null)));
            }
        }
        if (!object.has("entries")) {
            findings.add(ReaderFindings.invalid("expected entries in the transcript (\"entries\": [{\"from\": peer, "
                    + "\"message\": value}, ...]), found none", "", root.location().orElse(null)));
        }
        return new TranscriptDocument(version, completeness, entries, expect, findings);
    }

    /**
     * What a read collects: the entries, the findings, and the exact texts of blanked messages by their pointer.
     */
    private record Reading(List<TranscriptEntry> entries, List<Finding> findings, Map<String, String> messages) {
    }

    /** True for a pointer to an entry's message or inside one ({@code /entries/N/message...} or {@code /N/message...}). */
    static boolean insideMessage(String pointer) {
        Matcher m = MESSAGE.matcher(pointer);
        return m.lookingAt() && (m.end() == pointer.length() || pointer.charAt(m.end()) == '/');
    }

    /**
     * The text with each entry's message value blanked (a {@code 0} and then spaces, line ends kept, so every other
     * location stays where it was); the message texts go into {@code messages} by pointer.
     */
    private static String blankMessages(String text, Map<String, String> messages) {
        char[] blanked = text.toCharArray();
        for (JsonExtents.Extent e : JsonExtents.find(text, p -> MESSAGE.matcher(p).matches(), ENTRY_DEPTH)) {
            messages.put(e.pointer(), text.substring(e.start(), e.end()));
            blanked[e.start()] = '0';
            for (int i = e.start() + 1; i < e.end(); i++) {
                if (blanked[i] != '\n' && blanked[i] != '\r') {
                    blanked[i] = ' ';
                }
            }
        }
        return new String(blanked);
    }

    private static void entries(JsonArray array, String path, Reading reading) {
        for (int i = 0; i < array.size(); i++) {
            entry(array.get(i), path + "/" + i, i, reading);
        }
    }

    private static void entry(JsonValue value, String path, int index, Reading reading) {
        List<Finding> findings = reading.findings();
        SourceLocation at = value.location().orElse(null);
        if (!(value instanceof JsonObject o)) {
            findings.add(ReaderFindings.invalid("expected entry " + index + " of the document as an object {\"from\": "
                    + "peer, \"message\": value}, found " + value.typeName() + "; it was skipped", path, at));
            return;
        }
        PeerName from = null;
        JsonValue message = null;
        for (int k = 0; k < o.size(); k++) {
            String name = o.nameAt(k).value();
            JsonValue v = o.valueAt(k);
            switch (name) {
                case "from" -> {
                    String problem = v instanceof JsonString s ? PeerName.problem(s.value()).orElse(null) : v.typeName();
                    if (problem != null) {
                        findings.add(ReaderFindings.invalid("expected a peer name string as the from of entry " + index
                                + " of the document, found " + problem + "; it was skipped", path + "/from",
                                v.location().orElse(null)));
                        return;
                    }
                    from = new PeerName(((JsonString) v).value());
                }
                case "message" -> message = v;
                default -> findings.add(ReaderFindings.unknownKey("expected a key of entry " + index + " of the"
                        + " document (from, message), found \"" + name + "\"; it is ignored",
                        JsonWriter.pointerChild(path, name), o.nameAt(k).location().orElse(null)));
            }
        }
        if (from == null || message == null) {
            findings.add(ReaderFindings.invalid("expected a" + (from == null ? " from" : " message") + " in entry "
                    + index + " of the document, found none; it was skipped", path, at));
            return;
        }
        String exact = reading.messages().get(path + "/message");
        reading.entries().add(new TranscriptEntry(from, Optional.empty(),
                exact != null ? exact : message.sourceText().orElseThrow(), message.location()));
    }

    /** The finding for a document that is not strict JSON, carrying the parse finding's location and code. */
    static Finding notJson(String what, JsonParse parse) {
        Finding f = parse.findings().get(0);
        return ReaderFindings.invalid("expected " + what + " as one JSON document, found " + f.code() + ": "
                + f.message(), f.path(), f.location());
    }
}
