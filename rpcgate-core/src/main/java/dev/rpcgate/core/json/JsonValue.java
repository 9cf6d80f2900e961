package dev.rpcgate.core.json;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * An immutable JSON value. Values read from text remember where they came from ({@link #span()},
 * {@link #sourceText()}); values built in code have neither. Equality is JSON equality: numbers compare by exact
 * value ({@code 1 == 1.0 == 10e-1}), objects ignore member order, and source positions never matter.
 */
public abstract sealed class JsonValue permits JsonObject, JsonArray, JsonString, JsonNumber, JsonBoolean, JsonNull {
    private final JsonSource source;
    private final int start;
    private final int end;

    JsonValue(JsonSource source, int start, int end) {
        this.source = source;
        this.start = start;
        this.end = end;
    }

    /** The value's JSON type name: {@code object}, {@code array}, {@code string}, {@code number}, {@code boolean} or {@code null}. */
    public abstract String typeName();

    /** Where the value stands in the text it was read from; empty for a value built in code. */
    public final Optional<Span> span() {
        return source == null
                ? Optional.empty()
                : Optional.of(new Span(source.locate(start), source.locate(end())));
    }

    /** Where the value starts in the text it was read from; empty for a value built in code. */
    public final Optional<SourceLocation> location() {
        return source == null ? Optional.empty() : Optional.of(source.locate(start));
    }

    /**
     * Where the value starts in the text it was read from, as the UTF-16 offset of its {@link #location()}, found
     * without locating its line and column; empty for a value built in code.
     */
    public final OptionalInt offset() {
        return source == null ? OptionalInt.empty() : OptionalInt.of(source.utf16Offset(start));
    }

    /**
     * How deep arrays and objects nest in the whole document this value was read from (1 for a flat array or object,
     * 0 for a scalar): a bound on the value's own nesting, known without walking it. Empty for a value built in code.
     */
    public final OptionalInt documentDepth() {
        int d = source == null ? -1 : source.depth();
        return d < 0 ? OptionalInt.empty() : OptionalInt.of(d);
    }

    /** The exact text the value was read from, escapes and number spelling included; empty for a value built in code. */
    public final Optional<String> sourceText() {
        return source == null ? Optional.empty() : Optional.of(source.text(start, end()));
    }

    /** The compact JSON text of this value; see {@link JsonWriter}. */
    @Override
    public final String toString() {
        return JsonWriter.write(this);
    }

    final boolean hasSource() {
        return source != null;
    }

    final void appendSource(StringBuilder out) {
        source.appendText(out, start, end());
    }

    final JsonSource source() {
        return source;
    }

    final int start() {
        return start;
    }

    /** The native offset just after the value; a string read without decoding finds it on first use. */
    int end() {
        return end;
    }
}
