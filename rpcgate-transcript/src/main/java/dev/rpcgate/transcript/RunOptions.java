package dev.rpcgate.transcript;

import dev.rpcgate.smithy.ValidationPolicy.LegacyErrors;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How {@link TranscriptRun} checks a document. Immutable; made with {@link #builder()}, changed with
 * {@link #toBuilder()}: {@code RunOptions.builder().completeness(Completeness.COMPLETE).build()}.
 */
public final class RunOptions {
    /** The document decides completeness and expectations; correlated; default limits. */
    public static final RunOptions DEFAULT = builder().build();

    private final Optional<Completeness> completeness;
    private final Optional<List<ExpectedFinding>> expect;
    private final boolean correlation;
    private final TranscriptLimits limits;
    private final Optional<LegacyErrors> legacyErrors;

    private RunOptions(Builder b) {
        this.completeness = b.completeness;
        this.expect = b.expect;
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
        b.expect = expect;
        b.correlation = correlation;
        b.limits = limits;
        b.legacyErrors = legacyErrors;
        return b;
    }

    /** A completeness that overrides the document's {@code complete}; without either a transcript is partial. */
    public Optional<Completeness> completeness() {
        return completeness;
    }

    /** An expect list to match instead of the document's (e.g. the CLI's {@code --expect} file). */
    public Optional<List<ExpectedFinding>> expect() {
        return expect;
    }

    /** Whether replies are correlated with calls (the default). */
    public boolean correlation() {
        return correlation;
    }

    /** The checker's bounds. */
    public TranscriptLimits limits() {
        return limits;
    }

    /** How 1.0 error values are read; empty (the default) keeps the protocol description's policy. */
    public Optional<LegacyErrors> legacyErrors() {
        return legacyErrors;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RunOptions o && o.completeness.equals(completeness) && o.expect.equals(expect)
                && o.correlation == correlation && o.limits.equals(limits) && o.legacyErrors.equals(legacyErrors);
    }

    @Override
    public int hashCode() {
        return Objects.hash(completeness, expect, correlation, limits, legacyErrors);
    }

    @Override
    public String toString() {
        return "RunOptions[completeness=" + completeness + ", expect=" + expect + ", correlation=" + correlation
                + ", limits=" + limits + ", legacyErrors=" + legacyErrors + "]";
    }

    /** Builds {@link RunOptions}; starts from the defaults. Not thread-safe. */
    public static final class Builder {
        private Optional<Completeness> completeness = Optional.empty();
        private Optional<List<ExpectedFinding>> expect = Optional.empty();
        private boolean correlation = true;
        private TranscriptLimits limits = TranscriptLimits.DEFAULT;
        private Optional<LegacyErrors> legacyErrors = Optional.empty();

        private Builder() {
        }

        /** A completeness that overrides the document's. */
        public Builder completeness(Completeness value) {
            this.completeness = Optional.of(Objects.requireNonNull(value, "completeness"));
            return this;
        }

        /** An expect list that replaces the document's; copied. */
        public Builder expect(List<ExpectedFinding> value) {
            this.expect = Optional.of(List.copyOf(value));
            return this;
        }

        /** Whether replies are correlated with calls. */
        public Builder correlation(boolean value) {
            this.correlation = value;
            return this;
        }

        /** The checker's bounds. */
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
        public RunOptions build() {
            return new RunOptions(this);
        }
    }
}
