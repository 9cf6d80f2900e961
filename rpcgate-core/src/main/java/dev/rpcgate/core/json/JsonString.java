package dev.rpcgate.core.json;

/** A JSON string: its decoded value, and (when read from text) the exact quoted text with its escapes. */
public final class JsonString extends JsonValue {
    private final String value;

    JsonString(String value, JsonSource source, int start, int end) {
        super(source, start, end);
        this.value = value;
    }

    /** A string built in code. */
    public static JsonString of(String value) {
        return new JsonString(java.util.Objects.requireNonNull(value, "value"), null, 0, 0);
    }

    /** The decoded value, escapes resolved. */
    public String value() {
        return value;
    }

    @Override
    public String typeName() {
        return "string";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonString s && s.value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }
}
