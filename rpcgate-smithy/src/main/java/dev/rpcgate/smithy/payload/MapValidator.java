package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

import java.util.List;

/**
 * Maps: an object, {@code @length} in entries, each key against the key member's contract (a finding about a key has
 * the pointer of its entry and the location of the key) and each value against the value member's. {@code null}
 * values pass only in a {@code @sparse} map.
 */
final class MapValidator implements PayloadValidator {
    private final FindingOwner owner;
    private final Entries entries;
    private final LengthRange[] lengths;
    private final int maxDepth;

    MapValidator(FindingOwner owner, Entries entries, List<LengthRange> lengths, int maxDepth) {
        this.owner = owner;
        this.entries = entries;
        this.lengths = lengths.toArray(LengthRange[]::new);
        this.maxDepth = maxDepth;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonObject o)) {
            ValueText.mismatch(sink, "an object (map " + entries.shapeId + ")", value, path, owner);
            return;
        }
        if (Nesting.tooDeep(value, path, maxDepth, sink, owner)) {
            return;
        }
        if (lengths.length > 0) {
            LengthRange.check(lengths, o.size(), "entries", o, path, sink, owner);
        }
        entries.validate(o, path, sink);
    }

    /** One map shape's key and value contracts; filled by {@link #init} once the members are compiled. */
    static final class Entries {
        private final String shapeId;
        private final boolean sparse;
        private PayloadValidator key; // null when every string is a valid key
        private PayloadValidator value;

        Entries(String shapeId, boolean sparse) {
            this.shapeId = shapeId;
            this.sparse = sparse;
        }

        void init(PayloadValidator keyValidator, PayloadValidator valueValidator) {
            this.key = keyValidator instanceof StringValidator s && s.acceptsAnyString() ? null : keyValidator;
            this.value = valueValidator;
        }

        void validate(JsonObject o, JsonPath path, FindingSink sink) {
            for (int i = 0, n = o.size(); i < n; i++) {
                if (sink.exhausted()) {
                    return;
                }
                if (key != null) {
                    JsonString name = o.nameAt(i);
                    if (!key.accepts(name)) {
                        key.validate(name, path.memberAt(o, i), sink);
                    }
                }
                JsonValue v = o.valueAt(i);
                if (!(sparse && v instanceof JsonNull) && !value.accepts(v)) {
                    value.validate(v, path.memberAt(o, i), sink);
                }
            }
        }
    }
}
