package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonValue;

/** Documents: any JSON value, {@code null} included; the reader already bounded its size and depth. */
enum DocumentValidator implements PayloadValidator {
    INSTANCE;

    @Override
    public boolean accepts(JsonValue value) {
        return true;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        // every JSON value is a document
    }
}
