package dev.rpcgate.smithy;

import dev.rpcgate.core.json.JsonLimits;

import java.util.Objects;

/**
 * The bounds of one validation: the JSON text limits (16 MiB, depth 128 by default) and the finding budgets
 * (1,000 per message and 10,000 per batch by default). A check that would exceed a budget ends with a
 * {@code FindingLimit} finding in the last slot and reports itself incomplete. Immutable; made with
 * {@link #builder()}, changed with {@link #toBuilder()}:
 * {@code ValidationLimits.DEFAULT.toBuilder().messageFindings(10).build()}.
 */
public final class ValidationLimits {

    /** 16 MiB, depth 128, 1,000 findings per message, 10,000 per batch. */
    public static final ValidationLimits DEFAULT = builder().build();

    private final JsonLimits json;
    private final int messageFindings;
    private final int batchFindings;

    private ValidationLimits(Builder b) {
        this.json = b.json;
        this.messageFindings = b.messageFindings;
        this.batchFindings = b.batchFindings;
    }

    /** A builder holding the {@linkplain #DEFAULT defaults}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these limits. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.json = json;
        b.messageFindings = messageFindings;
        b.batchFindings = batchFindings;
        return b;
    }

    /** Bytes and depth of one document. */
    public JsonLimits json() {
        return json;
    }

    /** Findings kept for one message. */
    public int messageFindings() {
        return messageFindings;
    }

    /** Findings kept for one batch, all entries together. */
    public int batchFindings() {
        return batchFindings;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ValidationLimits l && l.json.equals(json) && l.messageFindings == messageFindings
                && l.batchFindings == batchFindings;
    }

    @Override
    public int hashCode() {
        return Objects.hash(json, messageFindings, batchFindings);
    }

    @Override
    public String toString() {
        return "ValidationLimits[json=" + json + ", messageFindings=" + messageFindings + ", batchFindings="
                + batchFindings + "]";
    }

    /** Builds {@link ValidationLimits}; starts from the defaults. Not thread-safe. */
    public static final class Builder {
        private JsonLimits json = JsonLimits.DEFAULT;
        private int messageFindings = 1_000;
        private int batchFindings = 10_000;

        private Builder() {
        }

        /** Bytes and depth of one document. */
        public Builder json(JsonLimits value) {
            this.json = Objects.requireNonNull(value, "json");
            return this;
        }

        /** Findings kept for one message; at least 1. */
        public Builder messageFindings(int value) {
            this.messageFindings = atLeastOne("messageFindings", value);
            return this;
        }

        /** Findings kept for one batch, all entries together; at least 1. */
        public Builder batchFindings(int value) {
            this.batchFindings = atLeastOne("batchFindings", value);
            return this;
        }

        /** The limits. */
        public ValidationLimits build() {
            return new ValidationLimits(this);
        }

        private static int atLeastOne(String name, int value) {
            if (value < 1) {
                throw new IllegalArgumentException(name + " must be at least 1, was " + value);
            }
            return value;
        }
    }
}
