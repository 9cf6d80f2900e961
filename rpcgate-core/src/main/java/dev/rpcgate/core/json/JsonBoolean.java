package dev.rpcgate.core.json;

/** The JSON literals {@code true} and {@code false}. */
public final class JsonBoolean extends JsonValue {
    /** {@code true} built in code. */
    public static final JsonBoolean TRUE = new JsonBoolean(true, null, 0, 0);
    /** {@code false} built in code. */
    public static final JsonBoolean FALSE = new JsonBoolean(false, null, 0, 0);

    private final boolean value;

    JsonBoolean(boolean value, JsonSource source, int start, int end) {
        super(source, start, end);
        this.value = value;
    }

    /** Returns the literal for {@code value}. */
    public static JsonBoolean of(boolean value) {
        return value ? TRUE : FALSE;
    }

    /** The boolean this literal stands for. */
    public boolean value() {
        return value;
    }

    @Override
    public String typeName() {
        return "boolean";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonBoolean b && b.value == value;
    }

    @Override
    public int hashCode() {
        return Boolean.hashCode(value);
    }
}
