package dev.rpcgate.core.json;

/** The JSON literal {@code null}, which is a value and so differs from an absent member. */
public final class JsonNull extends JsonValue {
    /** A {@code null} built in code. */
    public static final JsonNull NULL = new JsonNull(null, 0, 0);

    JsonNull(JsonSource source, int start, int end) {
        super(source, start, end);
    }

    @Override
    public String typeName() {
        return "null";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonNull;
    }

    @Override
    public int hashCode() {
        return 0;
    }
}
