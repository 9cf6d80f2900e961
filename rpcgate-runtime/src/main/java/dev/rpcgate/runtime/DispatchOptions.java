package dev.rpcgate.runtime;

import dev.rpcgate.core.message.ErrorCodes;
import java.util.Objects;

/**
 * How the dispatcher answers failures. Immutable; made with {@link #builder()}, changed with {@link #toBuilder()}:
 * {@code DispatchOptions.builder().contract(contract).build()}. Streams take it inside their
 * {@link ConnectionOptions#dispatch()}, HTTP as {@code HttpBinding.Builder.options}.
 */
public final class DispatchOptions {
    /** LSP's RequestCancelled. */
    public static final long REQUEST_CANCELLED = -32800;
    /** No message exposure, cancellations answered with -32800, no contract. */
    public static final DispatchOptions DEFAULT = builder().build();

    private final boolean exposeExceptionMessages;
    private final Long cancelledCode;
    private final ParamsContract contract;

    private DispatchOptions(Builder b) {
        this.exposeExceptionMessages = b.exposeExceptionMessages;
        this.cancelledCode = b.cancelledCode;
        this.contract = b.contract;
    }

    /** A builder holding the {@linkplain #DEFAULT defaults}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these options. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.exposeExceptionMessages = exposeExceptionMessages;
        b.cancelledCode = cancelledCode;
        b.contract = contract;
        return b;
    }

    /**
     * Whether a -32603 reply's data also carries the exception's message (off by default: a message can hold
     * anything, and the peer is not necessarily trusted).
     */
    public boolean exposeExceptionMessages() {
        return exposeExceptionMessages;
    }

    /**
     * The code a cancelled call is answered with ({@value #REQUEST_CANCELLED}, LSP's RequestCancelled, by default), or
     * {@code null} to send no reply at all (MCP style).
     */
    public Long cancelledCode() {
        return cancelledCode;
    }

    /** A contract checked at DISPATCH and PARAMS before the handler runs, or {@code null} (the default). */
    public ParamsContract contract() {
        return contract;
    }

    static String cancelledMessage() {
        return "Request cancelled";
    }

    static String internalMessage() {
        return ErrorCodes.messageFor(ErrorCodes.INTERNAL_ERROR);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DispatchOptions o && o.exposeExceptionMessages == exposeExceptionMessages
                && Objects.equals(o.cancelledCode, cancelledCode) && Objects.equals(o.contract, contract);
    }

    @Override
    public int hashCode() {
        return Objects.hash(exposeExceptionMessages, cancelledCode, contract);
    }

    @Override
    public String toString() {
        return "DispatchOptions[exposeExceptionMessages=" + exposeExceptionMessages + ", cancelledCode="
                + cancelledCode + ", contract=" + contract + "]";
    }

    /** Builds {@link DispatchOptions}; starts from the defaults. Not thread-safe. */
    public static final class Builder {
        private boolean exposeExceptionMessages;
        private Long cancelledCode = REQUEST_CANCELLED;
        private ParamsContract contract;

        private Builder() {
        }

        /** Whether a -32603 reply's data also carries the exception's message. */
        public Builder exposeExceptionMessages(boolean value) {
            this.exposeExceptionMessages = value;
            return this;
        }

        /** The code a cancelled call is answered with; {@code null} sends no reply at all. */
        public Builder cancelledCode(Long value) {
            this.cancelledCode = value;
            return this;
        }

        /** A contract checked at DISPATCH and PARAMS before the handler runs; {@code null} for none. */
        public Builder contract(ParamsContract value) {
            this.contract = value;
            return this;
        }

        /** The options. */
        public DispatchOptions build() {
            return new DispatchOptions(this);
        }
    }
}
