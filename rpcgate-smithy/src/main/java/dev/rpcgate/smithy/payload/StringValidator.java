package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;

import java.util.List;
import java.util.Set;

/**
 * Strings and enums: the type, {@code @length} in Unicode code points (a surrogate pair counts once), every
 * {@code @pattern} (compiled at compile time, matched with find() semantics, see {@link CompiledPattern}) and the enum values.
 */
final class StringValidator implements PayloadValidator {
    private final FindingOwner owner;
    private final String expected;
    private final LengthRange[] lengths;
    private final CompiledPattern[] patterns;
    private final Set<String> enumValues; // null for any string
    private final String enumText;

    StringValidator(FindingOwner owner, String expected, List<LengthRange> lengths, List<CompiledPattern> patterns,
                    List<String> enumValues) {
        this.owner = owner;
        this.expected = expected;
        this.lengths = lengths.toArray(LengthRange[]::new);
        this.patterns = patterns.toArray(CompiledPattern[]::new);
        this.enumValues = enumValues == null ? null : Set.copyOf(enumValues);
        this.enumText = enumValues == null ? null : String.join(", ", enumValues.stream().map(ValueText::quote).toList());
    }

    /** True when any string passes: a map whose keys are plain strings need not look at them. */
    boolean acceptsAnyString() {
        return lengths.length == 0 && patterns.length == 0 && enumValues == null;
    }

    @Override
    public boolean accepts(JsonValue value) {
        if (!(value instanceof JsonString s)) {
            return false;
        }
        if (acceptsAnyString()) {
            return true;
        }
        String v = s.value();
        if (lengths.length > 0 && !lengthsHold(v)) {
            return false;
        }
        for (CompiledPattern p : patterns) {
            if (!p.matches(v)) {
                return false;
            }
        }
        return enumValues == null || enumValues.contains(v);
    }

    /**
     * Whether every @length holds for v's code point count. A string of n UTF-16 units has between ceil(n/2) and n
     * code points, so a range that holds both needs no count.
     */
    private boolean lengthsHold(String v) {
        int units = v.length();
        long fewest = (units + 1) / 2;
        long count = -1;
        for (LengthRange r : lengths) {
            if (r.min() <= fewest && units <= r.max()) {
                continue;
            }
            if (count < 0) {
                count = v.codePointCount(0, units);
            }
            if (!r.contains(count)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonString s)) {
            ValueText.mismatch(sink, expected, value, path, owner);
            return;
        }
        if (acceptsAnyString()) {
            return;
        }
        String v = s.value();
        if (lengths.length > 0) {
            LengthRange.check(lengths, v.codePointCount(0, v.length()), "code points", s, path, sink, owner);
        }
        for (int i = 0; i < patterns.length; i++) {
            String unmatched = patterns[i].matches(v) ? null
                    : "expected a string that matches the pattern " + ValueText.quote(patterns[i].source()) + ", found "
                    + ValueText.found(s);
            if (unmatched != null) {
                sink.error(ContractCode.PATTERN_MISMATCH, unmatched, path, s, owner);
            }
        }
        if (enumValues != null && !enumValues.contains(v)) {
            sink.error(ContractCode.ENUM_MISMATCH, "expected one of the enum values " + enumText + ", found " + ValueText.found(s),
                    path, s, owner);
        }
    }
}
