package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonValue;

/**
 * Internal to rpcgate-smithy: checks one JSON value against the contract of one shape or member, reporting each
 * violation to the sink. Compiled once by {@link ValidatorCompiler}; immutable and safe to share between threads. Never
 * throws for invalid input.
 */
public interface PayloadValidator {

    /**
     * Checks {@code value}, found at {@code path}; stops early once {@code sink} is exhausted.
     */
    void validate(JsonValue value, JsonPath path, FindingSink sink);

    /**
     * A quick check that reports nothing: true only when {@link #validate} would report nothing for {@code value}, so
     * a caller may skip it and the path it would need; false means "call validate". Scalar contracts answer it
     * without allocating; aggregates say false.
     */
    default boolean accepts(JsonValue value) {
        return false;
    }
}
