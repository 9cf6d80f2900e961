package dev.rpcgate.transcript;

import dev.rpcgate.smithy.ValidationPolicy.LegacyErrors;

import java.util.Objects;
import java.util.Optional;

/**
 * How a {@link TranscriptChecker} checks.
 *
 * @param completeness whether unanswered calls are errors (complete) or advisories (partial, the default)
 * @param correlation  whether replies are correlated with calls (the default); without it each message is only
 *                     validated on its own and no order is checked
 * @param limits       memory and output bounds
 * @param legacyErrors how 1.0 error values are read; empty keeps the protocol description's policy
 */
public record CheckerOptions(Completeness completeness, boolean correlation, TranscriptLimits limits,
                             Optional<LegacyErrors> legacyErrors) {

    /** Partial, correlated, default limits, the description's 1.0 error mapping. */
    public static final CheckerOptions DEFAULT =
            new CheckerOptions(Completeness.PARTIAL, true, TranscriptLimits.DEFAULT, Optional.empty());

    /** Checks that every part is given. */
    public CheckerOptions {
        Objects.requireNonNull(completeness, "completeness");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(legacyErrors, "legacyErrors");
    }

    /** These options with another completeness. */
    public CheckerOptions withCompleteness(Completeness value) {
        return new CheckerOptions(value, correlation, limits, legacyErrors);
    }

    /** These options with correlation on or off. */
    public CheckerOptions withCorrelation(boolean value) {
        return new CheckerOptions(completeness, value, limits, legacyErrors);
    }

    /** These options with other limits. */
    public CheckerOptions withLimits(TranscriptLimits value) {
        return new CheckerOptions(completeness, correlation, value, legacyErrors);
    }

    /** These options with a 1.0 error mapping. */
    public CheckerOptions withLegacyErrors(LegacyErrors value) {
        return new CheckerOptions(completeness, correlation, limits, Optional.of(value));
    }
}
