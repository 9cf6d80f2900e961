package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.ExpectedFinding;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;

/**
 * Reads {@code {code, entry?, related?}} items from a JSON array. A bad item is an {@code InvalidTranscript} finding
 * and is dropped; an unknown key in an item is an advisory.
 */
final class ExpectItems {
    private ExpectItems() {
    }

    /**
     * Reads the array's items into {@code items}, adding findings.
     *
     * @param value    the value that must be the array
     * @param path     its JSON Pointer in the document
     * @param relocate maps a location in the parsed text to one in the document (identity for a whole document)
     */
    static void read(JsonValue value, String path, UnaryOperator<SourceLocation> relocate, List<ExpectedFinding> items,
                     List<Finding> findings) {
        if (!(value instanceof JsonArray array)) {
            findings.add(ReaderFindings.invalid("expected findings must be a JSON array of {code, entry?, related?} "
                    + "objects, not " + value.typeName(), path, at(value, relocate)));
            return;
        }
        for (int i = 0; i < array.size(); i++) {
            item(array.get(i), path + "/" + i, relocate, items, findings);
        }
    }

    private static void item(JsonValue value, String path, UnaryOperator<SourceLocation> relocate,
                             List<ExpectedFinding> items, List<Finding> findings) {
        SourceLocation at = at(value, relocate);
        if (!(value instanceof JsonObject o)) {
            findings.add(ReaderFindings.invalid("expected an item {code, entry?, related?} of the expect list, found "
                    + value.typeName(), path, at));
            return;
        }
        String code = null;
        OptionalInt entry = OptionalInt.empty();
        OptionalInt related = OptionalInt.empty();
        for (int k = 0; k < o.size(); k++) {
            String name = o.nameAt(k).value();
            JsonValue v = o.valueAt(k);
            String memberPath = JsonWriter.pointerChild(path, name);
            switch (name) {
                case "code" -> {
                    if (!(v instanceof JsonString s) || s.value().isEmpty()) {
                        findings.add(ReaderFindings.invalid("expected a non-empty string as the code of an expect item,"
                                + " found " + describe(v), memberPath, at(v, relocate)));
                        return;
                    }
                    code = s.value();
                }
                case "entry", "related" -> {
                    OptionalInt index = index(v);
                    if (index.isEmpty()) {
                        findings.add(ReaderFindings.invalid("expected an entry index (a whole number from 0) as the "
                                + name + " of an expect item, found " + describe(v), memberPath, at(v, relocate)));
                        return;
                    }
                    if (name.equals("entry")) {
                        entry = index;
                    } else {
                        related = index;
                    }
                }
                default -> findings.add(ReaderFindings.unknownKey("expected a key of an expect item (code, entry,"
                        + " related), found \"" + name + "\"; it is ignored", memberPath,
                        at(o.nameAt(k), relocate)));
            }
        }
        if (code == null) {
            findings.add(ReaderFindings.invalid("expected a code in the expect item, found none", path, at));
            return;
        }
        items.add(new ExpectedFinding(code, entry, related, Optional.ofNullable(at)));
    }

    private static OptionalInt index(JsonValue v) {
        if (v instanceof JsonNumber n && n.isIntegral()) {
            var l = n.findLong();
            if (l.isPresent() && l.getAsLong() >= 0 && l.getAsLong() <= Integer.MAX_VALUE) {
                return OptionalInt.of((int) l.getAsLong());
            }
        }
        return OptionalInt.empty();
    }

    /** The type of a value, with its text when it is a short scalar, for messages. */
    static String describe(JsonValue v) {
        if (v instanceof JsonString || v instanceof JsonNumber) {
            String text = v.sourceText().orElse(v.toString());
            return v.typeName() + " " + (text.length() > 40 ? text.substring(0, 37) + "..." : text);
        }
        return v.typeName();
    }

    static SourceLocation at(JsonValue v, UnaryOperator<SourceLocation> relocate) {
        return v.location().map(relocate).orElse(null);
    }
}
