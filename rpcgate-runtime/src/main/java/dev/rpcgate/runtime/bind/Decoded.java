package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.gate.Finding;
import java.util.List;

/**
 * The outcome of decoding: the value, or the findings that say why there is none.
 *
 * @param value    the decoded value; {@code null} when there are findings (and for a JSON {@code null} decoded to a
 *                 nullable type)
 * @param findings why decoding failed, in document order per object, at most {@link BindOptions#maxFindings()}, the
 *                 last one {@code FindingLimit} when there were more; empty on success
 * @param <T>      the Java type
 */
public record Decoded<T>(T value, List<Finding> findings) {
    /** Copies the findings. */
    public Decoded {
        findings = List.copyOf(findings);
    }

    /** True when the value decoded without findings. */
    public boolean isValid() {
        return findings.isEmpty();
    }

    /**
     * The value.
     *
     * @throws IllegalStateException when decoding failed; the message names the first finding
     */
    public T expectValue() {
        if (!findings.isEmpty()) {
            Finding first = findings.getFirst();
            throw new IllegalStateException(first.code() + " at " + first.path() + ": " + first.message());
        }
        return value;
    }
}
