package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonValue;

/** Booleans: {@code true} or {@code false}, never a string or number standing for one (no coercion). */
final class BooleanValidator implements PayloadValidator {
    private final FindingOwner owner;

    BooleanValidator(FindingOwner owner) {
        this.owner = owner;
    }

    @Override
    public boolean accepts(JsonValue value) {
        return value instanceof JsonBoolean;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonBoolean)) {
            ValueText.mismatch(sink, "a boolean", value, path, owner);
        }
    }
}
