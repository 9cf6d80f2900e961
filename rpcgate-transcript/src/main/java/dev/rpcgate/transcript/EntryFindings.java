package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;

import java.util.List;

/** Collects the findings of the entry being checked, each stamped with the entry and placed in the transcript. */
final class EntryFindings {
    private int index;
    private SourceLocation at;
    private List<Finding> out;

    void begin(int entry, SourceLocation messageStart, List<Finding> sink) {
        index = entry;
        at = messageStart;
        out = sink;
    }

    int index() {
        return index;
    }

    SourceLocation at() {
        return at;
    }

    /** A finding of message validation, located in the message text. */
    void add(Finding f, Integer related) {
        out.add(Locations.place(f, at).withEntry(index, related));
    }

    void addAll(List<Finding> findings, Integer related) {
        for (Finding f : findings) {
            add(f, related);
        }
    }

    void error(String code, String message, Integer related) {
        add(Finding.error(code, message, "", null), related);
    }

    void advisory(String code, String message, Integer related) {
        add(Finding.advisory(code, message, "", null), related);
    }
}
