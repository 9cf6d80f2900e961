package dev.rpcgate.transcript;

import dev.rpcgate.smithy.ValidationPolicy.LegacyErrors;

import java.util.Objects;
import java.util.Optional;

/**
 * How a {@link TranscriptChecker} checks. Immutable; made with {@link #builder()}, changed with {@link #toBuilder()}:
 * {@code CheckerOptions.DEFAULT.toBuilder().completeness(Completeness.COMPLETE).build()}.
 */
public final class CheckerOptions {
    /** Partial, correlated, default limits, the description's 1.0 error mapping. */
    public static final CheckerOptions DEFAULT = builder().build();

    private final Completeness completeness;
    private final boolean correlation;
    private final TranscriptLimits limits;
    private final Optional<LegacyErrors> legacyErrors;

    private CheckerOptions(Builder b) {
        this.completeness = b.completeness;
        this.correlation = b.correlation;
        this.limits = b.limits;
        this.legacyErrors = b.legacyErrors;
    }

    /** A builder holding the {@linkplain #DEFAULT defaults}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these options. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.completeness = completeness;
        b.correlation = correlation;
        b.limits = limits;
        b.legacyErrors = legacyErrors;
        return b;
    }

    /** Whether unanswered calls are errors (complete) or advisories (partial, the default). */
    public Completeness completeness() {
        return completeness;
    }

    /**
     * Whether replies are correlated with calls (the default); without it each message is only validated on its own
     * and no order is checked.
     */
    public boolean correlation() {
        return correlation;
    }

    /** The memory and output bounds. */
    public TranscriptLimits limits() {
        return limits;
    }

    /** How 1.0 error values are read; empty (the default) keeps the protocol description's policy. */
    public Optional<LegacyErrors> legacyErrors() {
        return legacyErrors;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CheckerOptions o && o.completeness == completeness && o.correlation == correlation
                && o.limits.equals(limits) && o.legacyErrors.equals(legacyErrors);
    }

    @Override
    public int hashCode() {
        return Objects.hash(completeness, correlation, limits, legacyErrors);
    }

    @Override
    public String toString() {
        return "CheckerOptions[completeness=" + completeness + ", correlation=" + correlation + ", limits=" + limits
                + ", legacyErrors=" + legacyErrors + "]";
    }

    /** Builds {@link CheckerOptions}; starts from the defaults. Not thread-safe. */
    public static final class Builder {
        private Completeness completeness = Completeness.PARTIAL;
        private boolean correlation = true;
        private TranscriptLimits limits = TranscriptLimits.DEFAULT;
        private Optional<LegacyErrors> legacyErrors = Optional.empty();

        private Builder() {
        }

        /** Whether unanswered calls are errors ({@code COMPLETE}) or advisories ({@code PARTIAL}). */
        public Builder completeness(Completeness value) {
            this.completeness = Objects.requireNonNull(value, "completeness");
            return this;
        }

        /** Whether replies are correlated with calls. */
        public Builder correlation(boolean value) {
            this.correlation = value;
            return this;
        }

        /** The memory and output bounds. */
        public Builder limits(TranscriptLimits value) {
            this.limits = Objects.requireNonNull(value, "limits");
            return this;
        }

        /** Reads 1.0 error values with this mapping instead of the protocol description's. */
        public Builder legacyErrors(LegacyErrors value) {
            this.legacyErrors = Optional.of(Objects.requireNonNull(value, "legacyErrors"));
            return this;
        }

        /** The options. */
        public CheckerOptions build() {
            return new CheckerOptions(this);
        }
    }
}
