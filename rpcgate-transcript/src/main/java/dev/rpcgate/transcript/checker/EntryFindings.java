package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.EntryRef;

import java.util.List;

/** Collects the findings of the entry being checked, each stamped with the entry and placed in the transcript. */
final class EntryFindings {
    private int index;
    private SourceLocation at;
    private List<Finding> out;
    private JsonValue value; // the checked value, read from a larger text; null: the message's own text was read
    private SourceLocation valueStart; // where value starts in that text, located when a finding first needs it
    private String escaped; // the string the message was decoded from, as written; null: the message is as written

    void begin(int entry, SourceLocation messageStart, List<Finding> sink) {
        index = entry;
        at = messageStart;
        out = sink;
        value = null;
        valueStart = null;
        escaped = null;
    }

    /**
     * The entry's message was decoded from a JSON string that the source holds as {@code written} (escapes included),
     * starting at the message's location: a location in the decoded text is moved to the column of what it decodes
     * from, on the message's line.
     */
    void inEscaped(String written) {
        escaped = written;
    }

    /**
     * The entry's message is checked as {@code read}, a value read from a larger text (a log record): locations in
     * findings are moved to count from where it starts in that text (located only once a finding has a location).
     */
    void inValue(JsonValue read) {
        value = read;
    }

    /** Where the checked value starts in its text; {@code null} at 1:1 (nothing to move) or when its own text was read. */
    private SourceLocation valueStart() {
        if (value != null && valueStart == null) {
            SourceLocation start = value.location().orElseThrow();
            value = null;
            valueStart = start.line() == 1 && start.column() == 1 && start.offset() == 0 ? null : start;
        }
        return valueStart;
    }

    int index() {
        return index;
    }

    SourceLocation at() {
        return at;
    }

    /** A finding of message validation, located in the message text. */
    void add(Finding f, Integer related) {
        if (f.location() != null && valueStart() != null) {
            f = f.withLocation(TranscriptLocations.within(f.location(), valueStart));
        }
        if (escaped != null && at != null && f.location() != null && f.location().hasOffset()) {
            int written = TranscriptLocations.writtenOffset(escaped, f.location().offset());
            out.add(new EntryRef(index, related).on(
                    f.withLocation(SourceLocation.ofLineColumn(at.line(), at.column() + written))));
            return;
        }
        out.add(new EntryRef(index, related).on(TranscriptLocations.place(f, at)));
    }

    void addAll(List<Finding> findings, Integer related) {
        for (Finding f : findings) {
            add(f, related);
        }
    }

    void error(FindingCode code, String message, Integer related) {
        add(Finding.error(code, message, "", null), related);
    }

    void advisory(FindingCode code, String message, Integer related) {
        add(Finding.advisory(code, message, "", null), related);
    }
}
