package dev.rpcgate.core.json;

/** A JSON string: its decoded value, and (when read from text) the exact quoted text with its escapes. */
public final class JsonString extends JsonValue {
    // A decoded value is final, so a string shared without synchronization always shows it. A string read without
    // decoding has none: its value and end are racy single-check caches (null / 0 until first asked), safe because
    // they are recomputed identically from the immutable source, and 0 is never a string's end.
    private final String decoded;
    private String raw;
    private int lazyEnd;

    JsonString(String value, JsonSource source, int start, int end) {
        super(source, start, end);
        this.decoded = value;
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
        if (e == 0) {
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
        if (decoded != null) {
            return decoded;
        }
        String v = raw;
        if (v == null) {
            v = source().text(start() + 1, end() - 1); // no escapes in it: the raw text is the value
            raw = v;
        }
        return v;
    }

    /** True when the decoded value is {@code s}: {@code value().equals(s)}, without making the value when not made yet. */
    public boolean valueEquals(String s) {
        String v = decoded != null ? decoded : raw;
        if (v != null) {
            return v.equals(s);
        }
        return source().textEquals(start() + 1, end() - 1, s); // no escapes in it: the raw text is the value
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
