package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Strings and enums: the type, {@code @length} in Unicode code points (a surrogate pair counts once), every
 * {@code @pattern} (compiled at compile time, matched with find() semantics) and the enum values.
 */
final class StringValidator implements PayloadValidator {
    private final Owner owner;
    private final String expected;
    private final LengthRange[] lengths;
    private final Pattern[] patterns;
    private final String[] patternTexts;
    private final Set<String> enumValues; // null for any string
    private final String enumText;

    StringValidator(Owner owner, String expected, List<LengthRange> lengths, List<CompiledPattern> patterns,
                    List<String> enumValues) {
        this.owner = owner;
        this.expected = expected;
        this.lengths = lengths.toArray(LengthRange[]::new);
        this.patterns = patterns.stream().map(CompiledPattern::pattern).toArray(Pattern[]::new);
        this.patternTexts = patterns.stream().map(CompiledPattern::source).toArray(String[]::new);
        this.enumValues = enumValues == null ? null : Set.copyOf(enumValues);
        this.enumText = enumValues == null ? null : String.join(", ", enumValues.stream().map(Describe::quote).toList());
    }

    /** True when any string passes: a map whose keys are plain strings need not look at them. */
    boolean acceptsAnyString() {
        return lengths.length == 0 && patterns.length == 0 && enumValues == null;
    }

    /**
     * find() semantics, as ECMA's RegExp.test without anchors. java.util.regex recurses per repetition of some groups,
     * so a long enough string can overflow the stack: that string is treated as not matching rather than let a peer's
     * input end the validating thread.
     */
    private static boolean matches(Pattern pattern, String value) {
        try {
            return pattern.matcher(value).find();
        } catch (StackOverflowError tooLong) {
            return false;
        }
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonString s)) {
            Describe.mismatch(sink, expected, value, path, owner);
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
            String unmatched = matches(patterns[i], v) ? null
                    : "expected a string that matches the pattern " + Describe.quote(patternTexts[i]) + ", found "
                    + Describe.found(s);
            if (unmatched != null) {
                sink.error(Codes.PATTERN_MISMATCH, unmatched, path, s, owner);
            }
        }
        if (enumValues != null && !enumValues.contains(v)) {
            sink.error(Codes.ENUM_MISMATCH, "expected one of the enum values " + enumText + ", found " + Describe.found(s),
                    path, s, owner);
        }
    }
}
