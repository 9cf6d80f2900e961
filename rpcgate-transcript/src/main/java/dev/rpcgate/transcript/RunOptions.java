package dev.rpcgate.transcript;

import dev.rpcgate.smithy.ValidationPolicy.LegacyErrors;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How {@link TranscriptRun} checks a document.
 *
 * @param completeness overrides the document's {@code complete}; without either a transcript is partial
 * @param expect       an expect list to match instead of the document's (e.g. the CLI's {@code --expect} file)
 * @param correlation  whether replies are correlated with calls
 * @param limits       the checker's bounds
 * @param legacyErrors how 1.0 error values are read; empty keeps the protocol description's policy
 */
public record RunOptions(Optional<Completeness> completeness, Optional<List<ExpectedFinding>> expect,
                         boolean correlation, TranscriptLimits limits, Optional<LegacyErrors> legacyErrors) {

    /** The document decides completeness and expectations; correlated; default limits. */
    public static final RunOptions DEFAULT =
            new RunOptions(Optional.empty(), Optional.empty(), true, TranscriptLimits.DEFAULT, Optional.empty());

    /** Checks that every part is given and copies the expect list. */
    public RunOptions {
        Objects.requireNonNull(completeness, "completeness");
        expect = expect.map(List::copyOf);
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(legacyErrors, "legacyErrors");
    }

    /** These options with a completeness that overrides the document's. */
    public RunOptions withCompleteness(Completeness value) {
        return new RunOptions(Optional.of(value), expect, correlation, limits, legacyErrors);
    }

    /** These options with an expect list that replaces the document's. */
    public RunOptions withExpect(List<ExpectedFinding> value) {
        return new RunOptions(completeness, Optional.of(value), correlation, limits, legacyErrors);
    }

    /** These options with correlation on or off. */
    public RunOptions withCorrelation(boolean value) {
        return new RunOptions(completeness, expect, value, limits, legacyErrors);
    }

    /** These options with other limits. */
    public RunOptions withLimits(TranscriptLimits value) {
        return new RunOptions(completeness, expect, correlation, value, legacyErrors);
    }

    /** These options with a 1.0 error mapping. */
    public RunOptions withLegacyErrors(LegacyErrors value) {
        return new RunOptions(completeness, expect, correlation, limits, Optional.of(value));
    }
}
