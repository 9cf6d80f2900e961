package dev.rpcgate.transcript.log;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptCode;
import dev.rpcgate.transcript.TranscriptEntry;
import dev.rpcgate.transcript.protocols.JsonPointer;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns one log line into an entry, a finding or a count, following a {@link LogMapping} compiled once: pointers
 * parsed, delimiters encoded. Each line is parsed once; the message's text is cut from that parse.
 */
final class LineMapper {
    private final JsonReader reader;
    private final LogPrefix prefix;
    private final byte[] delimiter;
    private final int fields;
    private final LogSelector selector;
    private final JsonPointer selectorPointer;
    private final MessageSource message;
    private final JsonPointer messagePointer;
    private final PeerName fixedSender;
    private final JsonPointer senderPointer;
    private final Map<String, PeerName> senders;
    private final JsonPointer sessionPointer;

    private long lines;
    private long notJson;
    private long skipped;
    private long entries;

    LineMapper(LogMapping mapping, int lineBytes) {
        this.reader = JsonReader.withLimits(new JsonLimits(lineBytes, JsonLimits.DEFAULT_MAX_DEPTH));
        this.prefix = mapping.prefix();
        if (prefix instanceof LogPrefix.Fields f) {
            this.delimiter = f.delimiter().getBytes(StandardCharsets.UTF_8);
            this.fields = f.count();
        } else {
            this.delimiter = null;
            this.fields = 0;
        }
        this.selector = mapping.selector();
        this.selectorPointer = switch (selector) {
            case LogSelector.AnyJsonRpc any -> null;
            case LogSelector.HasField has -> MappingPointers.parse(has.pointer());
            case LogSelector.FieldEquals eq -> MappingPointers.parse(eq.pointer());
        };
        this.message = mapping.message();
        this.messagePointer = switch (message) {
            case MessageSource.WholeRecord whole -> MappingPointers.parse("");
            case MessageSource.Field f -> MappingPointers.parse(f.pointer());
            case MessageSource.EscapedField f -> MappingPointers.parse(f.pointer());
            case MessageSource.Traced f -> MappingPointers.parse(f.pointer());
        };
        switch (mapping.sender()) {
            case SenderSource.Fixed f -> {
                this.fixedSender = f.peer();
                this.senderPointer = null;
                this.senders = Map.of();
            }
            case SenderSource.Field f -> {
                this.fixedSender = null;
                this.senderPointer = MappingPointers.parse(f.pointer());
                this.senders = f.values();
            }
        }
        this.sessionPointer = mapping.session().map(MappingPointers::parse).orElse(null);
    }

    LogCounts counts() {
        return new LogCounts(lines, notJson, skipped, entries);
    }

    void overlong(int number, long length, int lineBytes, List<Finding> findings) {
        lines++;
        findings.add(invalid("expected line " + number + " to be at most " + lineBytes + " bytes, found "
                + length + " bytes; it was skipped", "", SourceLocation.ofLineColumn(number, 1)));
    }

    void line(int number, byte[] bytes, int from, int to, List<LogEntry> out, List<Finding> findings) {
        lines++;
        int start = recordStart(bytes, from, to);
        if (start < 0 || !mayBeJson(bytes, start, to)) {
            notJson++;
            return;
        }
        JsonParse parse = reader.read(Arrays.copyOfRange(bytes, start, to), 0, to - start, number);
        if (!parse.isValid()) {
            notJson++;
            return;
        }
        JsonValue record = parse.value();
        if (!selected(record)) {
            skipped++;
            return;
        }
        int prefixUnits = utf16Units(bytes, from, start);
        Optional<String> session = Optional.empty();
        if (sessionPointer != null) {
            JsonValue key = sessionPointer.resolve(record);
            if (key instanceof JsonString s) {
                session = Optional.of(s.value());
            } else if (key instanceof JsonNumber n) {
                session = Optional.of(n.lexeme());
            } else {
                findings.add(invalid("expected a session key (a string or number) at " + sessionPointer
                        + " on line " + number + ", found " + (key == null ? "none" : key.typeName())
                        + "; the line was skipped", sessionPointer.toString(),
                        at(number, prefixUnits, key == null ? record : key)));
                return;
            }
        }
        PeerName sender = fixedSender;
        if (sender == null) {
            JsonValue value = senderPointer.resolve(record);
            if (!(value instanceof JsonString s)) {
                findings.add(invalid("expected a sender field (a string) at " + senderPointer
                        + " on line " + number + ", found " + (value == null ? "none" : value.typeName())
                        + "; the line was skipped", senderPointer.toString(),
                        at(number, prefixUnits, value == null ? record : value)));
                return;
            }
            sender = senders.get(s.value());
            if (sender == null) {
                findings.add(invalid("expected a sender value the sender map has at " + senderPointer
                        + " on line " + number + " (it maps " + senders.keySet().stream().sorted().toList()
                        + "), found \"" + s.value() + "\"; the line was skipped", senderPointer.toString(),
                        at(number, prefixUnits, s)));
                return;
            }
        }
        JsonValue value = messagePointer.resolve(record);
        if (value == null) {
            findings.add(invalid("expected a message at " + messagePointer + " on line " + number
                    + ", found none; the line was skipped", messagePointer.toString(), at(number, prefixUnits, record)));
            return;
        }
        boolean decode = message instanceof MessageSource.EscapedField
                || message instanceof MessageSource.Traced && value instanceof JsonString && isRaw(record);
        String text;
        SourceLocation location;
        Optional<JsonValue> parsed;
        Optional<String> escaped = Optional.empty();
        if (decode) {
            if (!(value instanceof JsonString s)) {
                findings.add(invalid("expected a string holding the message at " + messagePointer
                        + " on line " + number + ", found " + value.typeName() + "; the line was skipped",
                        messagePointer.toString(), at(number, prefixUnits, value)));
                return;
            }
            text = s.value();
            SourceLocation quote = at(number, prefixUnits, s);
            location = SourceLocation.ofLineColumn(number, quote.column() + 1); // the message starts after the quote
            parsed = Optional.empty();
            String written = s.sourceText().orElseThrow();
            escaped = Optional.of(written.substring(1, written.length() - 1));
        } else {
            text = value.sourceText().orElseThrow();
            location = at(number, prefixUnits, value);
            parsed = Optional.of(value);
        }
        entries++;
        out.add(new LogEntry(new TranscriptEntry(sender, Optional.empty(), text, Optional.of(location)), session,
                parsed, escaped));
    }

    /** A dropped line's finding. */
    private static Finding invalid(String message, String path, SourceLocation at) {
        return Finding.error(TranscriptCode.INVALID_TRANSCRIPT, message, path, at);
    }

    private static boolean isRaw(JsonValue record) {
        return record instanceof JsonObject o && o.get("raw") instanceof JsonBoolean b && b.value();
    }

    private boolean selected(JsonValue record) {
        return switch (selector) {
            case LogSelector.AnyJsonRpc any -> isJsonRpc(record);
            case LogSelector.HasField has -> selectorPointer.resolve(record) != null;
            case LogSelector.FieldEquals eq -> selectorPointer.resolve(record) instanceof JsonString s
                    && s.value().equals(eq.value());
        };
    }

    private static boolean isJsonRpc(JsonValue record) {
        if (record instanceof JsonArray a) {
            for (int i = 0; i < a.size(); i++) {
                if (isJsonRpcObject(a.get(i))) {
                    return true;
                }
            }
            return false;
        }
        return isJsonRpcObject(record);
    }

    private static boolean isJsonRpcObject(JsonValue v) {
        return v instanceof JsonObject o && (o.has("jsonrpc") || o.has("method") || o.has("result") || o.has("error"));
    }

    /** Where the record starts after the prefix, or -1 when the line lacks the prefix. */
    private int recordStart(byte[] b, int from, int to) {
        return switch (prefix) {
            case LogPrefix.None none -> from;
            case LogPrefix.ToFirstBrace brace -> {
                for (int i = from; i < to; i++) {
                    if (b[i] == '{') {
                        yield i;
                    }
                }
                yield -1;
            }
            case LogPrefix.Fields f -> {
                int pos = from;
                for (int k = 0; k < fields && pos >= 0; k++) {
                    int found = indexOf(b, pos, to, delimiter);
                    pos = found < 0 ? -1 : found + delimiter.length;
                }
                yield pos;
            }
        };
    }

    private static int indexOf(byte[] b, int from, int to, byte[] needle) {
        byte first = needle[0];
        for (int i = from, last = to - needle.length; i <= last; i++) {
            if (b[i] == first) {
                int k = 1;
                while (k < needle.length && b[i + k] == needle[k]) {
                    k++;
                }
                if (k == needle.length) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** False for blank text and text whose first character cannot start a JSON value; true means "parse it". */
    private static boolean mayBeJson(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            byte c = b[i];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                continue;
            }
            return c == '{' || c == '[' || c == '"' || c == '-' || c >= '0' && c <= '9' || c == 't' || c == 'f'
                    || c == 'n';
        }
        return false;
    }

    private static int utf16Units(byte[] b, int from, int to) {
        int units = 0;
        for (int i = from; i < to; i++) {
            int c = b[i] & 0xff;
            if (c < 0x80 || c >= 0xc0) {
                units += c >= 0xf0 ? 2 : 1;
            }
        }
        return units;
    }

    /** The line and column of a value of the record: the prefix's width plus the value's offset in the record. */
    private static SourceLocation at(int line, int prefixUnits, JsonValue value) {
        int offset = value.offset().orElse(0); // the record is one line: its offset is its column
        return SourceLocation.ofLineColumn(line, prefixUnits + offset + 1);
    }
}
