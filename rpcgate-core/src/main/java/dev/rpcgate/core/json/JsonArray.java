package dev.rpcgate.core.json;

import java.util.Arrays;
import java.util.List;

/** A JSON array: an immutable list of values in source order. */
public final class JsonArray extends JsonValue {
    private static final JsonValue[] NONE = new JsonValue[0];
    private final JsonValue[] elements;

    JsonArray(JsonValue[] elements, JsonSource source, int start, int end) {
        super(source, start, end);
        this.elements = elements;
    }

    /** An array built in code. */
    public static JsonArray of(List<? extends JsonValue> elements) {
        return new JsonArray(elements.toArray(NONE), null, 0, 0);
    }

    /** An array built in code. */
    public static JsonArray of(JsonValue... elements) {
        return new JsonArray(elements.clone(), null, 0, 0);
    }

    /** The number of elements. */
    public int size() {
        return elements.length;
    }

    /** True when the array has no elements. */
    public boolean isEmpty() {
        return elements.length == 0;
    }

    /** The element at {@code index}. */
    public JsonValue get(int index) {
        return elements[index];
    }

    /** The elements, as an unmodifiable list. */
    public List<JsonValue> elements() {
        return List.of(elements);
    }

    @Override
    public String typeName() {
        return "array";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonArray a && Arrays.equals(a.elements, elements);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(elements);
    }
}
