package dev.rpcgate.core.json;

import dev.rpcgate.core.gate.Finding;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of reading one document: the value, or the PARSE findings that explain why there is none.
 *
 * @param value    the value read, or {@code null} when the text was rejected
 * @param findings the PARSE findings; empty exactly when {@code value} is present
 * @param source   the text read, for locating anything later
 */
public record JsonParse(JsonValue value, List<Finding> findings, JsonSource source) {
    /** Copies the findings. */
    public JsonParse {
        findings = List.copyOf(findings);
    }

    /** True when the text is one strict JSON value within the limits. */
    public boolean isValid() {
        return value != null;
    }

    /**
     * What can be told of the top level: from the value when the text was accepted, else from a lenient scan of the
     * text up to its first syntax error (nothing when it is not UTF-8).
     */
    public JsonSketch sketch() {
        return value != null ? JsonSketch.of(value) : JsonSketch.scan(source);
    }

    /** The value, when the text was accepted. */
    public Optional<JsonValue> findValue() {
        return Optional.ofNullable(value);
    }
}
