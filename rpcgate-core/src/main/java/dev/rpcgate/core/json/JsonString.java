package dev.rpcgate.core.json;

/** A JSON string: its decoded value, and (when read from text) the exact quoted text with its escapes. */
public final class JsonString extends JsonValue {
    // Both null/-1 until first asked for a string read without decoding (racy single-check caches: the values are
    // immutable and recomputed identically, so a race costs only a repeat).
    private String value;
    private int lazyEnd = -1;

    JsonString(String value, JsonSource source, int start, int end) {
        super(source, start, end);
        this.value = value;
    }

    /**
     * A string read from text that holds no backslash, so none of its strings has an escape: its value is its raw text
     * and its end is the next quote. Neither is looked for until asked.
     */
    static JsonString undecoded(JsonSource source, int start) {
        return new JsonString(null, source, start, -1);
    }

    @Override
    int end() {
        int e = super.end();
        if (e >= 0) {
            return e;
        }
        e = lazyEnd;
        if (e < 0) {
            e = source().nextQuote(start() + 1) + 1;
            lazyEnd = e;
        }
        return e;
    }

    /** A string built in code. */
    public static JsonString of(String value) {
        return new JsonString(java.util.Objects.requireNonNull(value, "value"), null, 0, 0);
    }

    /** The decoded value, escapes resolved. */
    public String value() {
        String v = value;
        if (v == null) {
            v = source().text(start() + 1, end() - 1);
            value = v;
        }
        return v;
    }

    @Override
    public String typeName() {
        return "string";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonString s && s.value().equals(value());
    }

    @Override
    public int hashCode() {
        return value().hashCode();
    }
}
