package dev.rpcgate.smithy.model;

import dev.rpcgate.core.gate.Finding;

import java.util.Objects;

/**
 * A finding about a model file, with the file it is in: model loading and service preparation report these, so a
 * person can be pointed at {@code file:line:column}.
 *
 * @param source  the file name as the model was loaded, or {@code null} when the finding has no one place
 * @param finding the finding; its location, when present, is in {@code source}
 */
public record SourcedFinding(String source, Finding finding) {

    /** Checks that the finding is given. */
    public SourcedFinding {
        Objects.requireNonNull(finding, "finding");
    }
}
