package dev.rpcgate.runtime.bind;

import java.util.Objects;

/**
 * How values are decoded; every bound has a default and is reported by a finding when hit. Immutable; made with
 * {@link #builder()}, changed with {@link #toBuilder()}:
 * {@code BindOptions.DEFAULT.toBuilder().unknownMembers(UnknownMembers.IGNORE).build()}.
 */
public final class BindOptions {
    /** Unknown members rejected, 100 findings, 4096 digits. */
    public static final BindOptions DEFAULT = builder().build();

    private final UnknownMembers unknownMembers;
    private final int maxFindings;
    private final int maxBigIntegerDigits;

    private BindOptions(Builder b) {
        this.unknownMembers = b.unknownMembers;
        this.maxFindings = b.maxFindings;
        this.maxBigIntegerDigits = b.maxBigIntegerDigits;
    }

    /** A builder holding the {@linkplain #DEFAULT defaults}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these options. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.unknownMembers = unknownMembers;
        b.maxFindings = maxFindings;
        b.maxBigIntegerDigits = maxBigIntegerDigits;
        return b;
    }

    /** What an unknown object member (or an extra positional param) is: an error (the default) or nothing. */
    public UnknownMembers unknownMembers() {
        return unknownMembers;
    }

    /**
     * Findings kept per decoded value (params or result); past it the last one gives way to {@code FindingLimit},
     * which says the rest were dropped.
     */
    public int maxFindings() {
        return maxFindings;
    }

    /**
     * The most decimal digits a {@link java.math.BigInteger} is decoded from; more is {@code OutOfRange} (so
     * {@code 1e999999999} cannot make a gigabyte of digits).
     */
    public int maxBigIntegerDigits() {
        return maxBigIntegerDigits;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BindOptions o && o.unknownMembers == unknownMembers && o.maxFindings == maxFindings
                && o.maxBigIntegerDigits == maxBigIntegerDigits;
    }

    @Override
    public int hashCode() {
        return Objects.hash(unknownMembers, maxFindings, maxBigIntegerDigits);
    }

    @Override
    public String toString() {
        return "BindOptions[unknownMembers=" + unknownMembers + ", maxFindings=" + maxFindings
                + ", maxBigIntegerDigits=" + maxBigIntegerDigits + "]";
    }

    /** Builds {@link BindOptions}; starts from the defaults. Not thread-safe. */
    public static final class Builder {
        private UnknownMembers unknownMembers = UnknownMembers.REJECT;
        private int maxFindings = 100;
        private int maxBigIntegerDigits = 4096;

        private Builder() {
        }

        /** What an unknown object member (or an extra positional param) is. */
        public Builder unknownMembers(UnknownMembers value) {
            this.unknownMembers = Objects.requireNonNull(value, "unknownMembers");
            return this;
        }

        /** Findings kept per decoded value; at least 1. */
        public Builder maxFindings(int value) {
            this.maxFindings = atLeastOne("maxFindings", value);
            return this;
        }

        /** The most decimal digits a {@link java.math.BigInteger} is decoded from; at least 1. */
        public Builder maxBigIntegerDigits(int value) {
            this.maxBigIntegerDigits = atLeastOne("maxBigIntegerDigits", value);
            return this;
        }

        /** The options. */
        public BindOptions build() {
            return new BindOptions(this);
        }

        private static int atLeastOne(String name, int value) {
            if (value < 1) {
                throw new IllegalArgumentException(name + " must be at least 1, was " + value);
            }
            return value;
        }
    }
}
