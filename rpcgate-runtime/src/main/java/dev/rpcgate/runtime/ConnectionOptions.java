package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.Objects;

/**
 * How a {@link Connection} serves and calls. Every bound has a default; {@link #DEFAULT} holds them all. Immutable;
 * made with {@link #builder()}, changed with {@link #toBuilder()}:
 * {@code ConnectionOptions.builder().sequential(true).dispatch(dispatch).build()}. Every stream transport takes it
 * (a {@link Connection}, {@code GracefulConnection}, {@code TcpRpcServer.Builder.options}).
 */
public final class ConnectionOptions {
    /** 1024 entries in one batch. */
    public static final int DEFAULT_MAX_BATCH_ENTRIES = Classifier.DEFAULT_MAX_BATCH_ENTRIES;
    /** 1024 calls in flight. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 1024;
    /** 64 MiB of queued calls. */
    public static final long DEFAULT_MAX_QUEUED_BYTES = 64L * 1024 * 1024;
    /** LSP's cancel notification. */
    public static final String DEFAULT_CANCEL_METHOD = "$/cancelRequest";
    /** 65536 outgoing calls awaiting replies. */
    public static final int DEFAULT_MAX_PENDING_CALLS = 65536;
    /** 4096 remembered ids. */
    public static final int DEFAULT_REMEMBERED_IDS = 4096;
    /** Every default. */
    public static final ConnectionOptions DEFAULT = builder().build();

    private final JsonLimits limits;
    private final int maxBatchEntries;
    private final int maxInFlight;
    private final long maxQueuedBytes;
    private final boolean sequential;
    private final String cancelMethod;
    private final String cancelMember;
    private final boolean cancelOnTimeout;
    private final int maxPendingCalls;
    private final int rememberedIds;
    private final DispatchOptions dispatch;

    private ConnectionOptions(Builder b) {
        this.limits = b.limits;
        this.maxBatchEntries = b.maxBatchEntries;
        this.maxInFlight = b.maxInFlight;
        this.maxQueuedBytes = b.maxQueuedBytes;
        this.sequential = b.sequential;
        this.cancelMethod = b.cancelMethod;
        this.cancelMember = b.cancelMember;
        this.cancelOnTimeout = b.cancelOnTimeout;
        this.maxPendingCalls = b.maxPendingCalls;
        this.rememberedIds = b.rememberedIds;
        this.dispatch = b.dispatch;
    }

    /** A builder holding the {@linkplain #DEFAULT defaults}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these options. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.limits = limits;
        b.maxBatchEntries = maxBatchEntries;
        b.maxInFlight = maxInFlight;
        b.maxQueuedBytes = maxQueuedBytes;
        b.sequential = sequential;
        b.cancelMethod = cancelMethod;
        b.cancelMember = cancelMember;
        b.cancelOnTimeout = cancelOnTimeout;
        b.maxPendingCalls = maxPendingCalls;
        b.rememberedIds = rememberedIds;
        b.dispatch = dispatch;
        return b;
    }

    /**
     * Size and depth limits for each message's JSON (the channel enforces its own frame size first; default
     * {@link JsonLimits#DEFAULT}, 16 MiB and depth 128).
     */
    public JsonLimits limits() {
        return limits;
    }

    /**
     * The most entries one batch may hold (default {@value #DEFAULT_MAX_BATCH_ENTRIES}); a larger batch is answered
     * with one -32600 error ({@code BatchTooLarge}, {@code id: null}) and none of its entries runs.
     */
    public int maxBatchEntries() {
        return maxBatchEntries;
    }

    /** Calls (a batch counts once) running at the same time (default {@value #DEFAULT_MAX_IN_FLIGHT}); more queue. */
    public int maxInFlight() {
        return maxInFlight;
    }

    /** The bytes of calls waiting for a slot (default 64 MiB); when full, reading pauses. */
    public long maxQueuedBytes() {
        return maxQueuedBytes;
    }

    /** One message at a time, replies in the order the messages came (default false). */
    public boolean sequential() {
        return sequential;
    }

    /**
     * The notification that cancels a call (default {@value #DEFAULT_CANCEL_METHOD}; MCP:
     * {@code notifications/cancelled}).
     */
    public String cancelMethod() {
        return cancelMethod;
    }

    /** The member of the cancel notification's params naming the call's id (default {@code id}; MCP: requestId). */
    public String cancelMember() {
        return cancelMember;
    }

    /** Whether an outgoing call that times out sends the peer the cancel notification (default false). */
    public boolean cancelOnTimeout() {
        return cancelOnTimeout;
    }

    /**
     * Outgoing calls awaiting replies at the same time (default {@value #DEFAULT_MAX_PENDING_CALLS}); beyond, a call
     * fails at once.
     */
    public int maxPendingCalls() {
        return maxPendingCalls;
    }

    /**
     * How many answered or abandoned outgoing ids are remembered to tell a duplicate or late reply from an unsolicited
     * one (default {@value #DEFAULT_REMEMBERED_IDS}).
     */
    public int rememberedIds() {
        return rememberedIds;
    }

    /** The protocol version: always 2.0, since the dispatcher's replies are 2.0 replies. */
    public JsonRpcVersion version() {
        return JsonRpcVersion.V2_0;
    }

    /**
     * How failures are answered, the cancellation reply included (default {@link DispatchOptions#DEFAULT}: -32800).
     */
    public DispatchOptions dispatch() {
        return dispatch;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ConnectionOptions o && o.limits.equals(limits) && o.maxBatchEntries == maxBatchEntries
                && o.maxInFlight == maxInFlight && o.maxQueuedBytes == maxQueuedBytes && o.sequential == sequential
                && o.cancelMethod.equals(cancelMethod) && o.cancelMember.equals(cancelMember)
                && o.cancelOnTimeout == cancelOnTimeout && o.maxPendingCalls == maxPendingCalls
                && o.rememberedIds == rememberedIds && o.dispatch.equals(dispatch);
    }

    @Override
    public int hashCode() {
        return Objects.hash(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, cancelMethod,
                cancelMember, cancelOnTimeout, maxPendingCalls, rememberedIds, version(), dispatch);
    }

    @Override
    public String toString() {
        return "ConnectionOptions[limits=" + limits + ", maxBatchEntries=" + maxBatchEntries + ", maxInFlight="
                + maxInFlight + ", maxQueuedBytes=" + maxQueuedBytes + ", sequential=" + sequential
                + ", cancelMethod=" + cancelMethod + ", cancelMember=" + cancelMember + ", cancelOnTimeout="
                + cancelOnTimeout + ", maxPendingCalls=" + maxPendingCalls + ", rememberedIds=" + rememberedIds
                + ", version=" + version() + ", dispatch=" + dispatch + "]";
    }

    /** Builds {@link ConnectionOptions}; starts from the defaults, checks each bound as it is set. Not thread-safe. */
    public static final class Builder {
        private JsonLimits limits = JsonLimits.DEFAULT;
        private int maxBatchEntries = DEFAULT_MAX_BATCH_ENTRIES;
        private int maxInFlight = DEFAULT_MAX_IN_FLIGHT;
        private long maxQueuedBytes = DEFAULT_MAX_QUEUED_BYTES;
        private boolean sequential;
        private String cancelMethod = DEFAULT_CANCEL_METHOD;
        private String cancelMember = "id";
        private boolean cancelOnTimeout;
        private int maxPendingCalls = DEFAULT_MAX_PENDING_CALLS;
        private int rememberedIds = DEFAULT_REMEMBERED_IDS;
        private DispatchOptions dispatch = DispatchOptions.DEFAULT;

        private Builder() {
        }

        /** Size and depth limits for each message's JSON. */
        public Builder limits(JsonLimits value) {
            this.limits = Objects.requireNonNull(value, "limits");
            return this;
        }

        /** The most entries one batch may hold; at least 1. */
        public Builder maxBatchEntries(int value) {
            this.maxBatchEntries = (int) positive("maxBatchEntries", value);
            return this;
        }

        /** Calls running at the same time; at least 1. */
        public Builder maxInFlight(int value) {
            this.maxInFlight = (int) positive("maxInFlight", value);
            return this;
        }

        /** The bytes of calls waiting for a slot; at least 1. */
        public Builder maxQueuedBytes(long value) {
            this.maxQueuedBytes = positive("maxQueuedBytes", value);
            return this;
        }

        /** Sequential (one message at a time, replies in order) or concurrent. */
        public Builder sequential(boolean value) {
            this.sequential = value;
            return this;
        }

        /** The cancel notification: its method and the member of its params naming the call's id, both non-empty. */
        public Builder cancellation(String method, String member) {
            if (method == null || method.isEmpty() || member == null || member.isEmpty()) {
                throw new IllegalArgumentException("the cancel method and member are non-empty names");
            }
            this.cancelMethod = method;
            this.cancelMember = member;
            return this;
        }

        /**
         * Cancellation as MCP expects: {@code notifications/cancelled} with {@code requestId} cancels, and a cancelled
         * call gets no reply (the {@linkplain #dispatch(DispatchOptions) dispatch options} held now, with no
         * cancellation code; a later {@code dispatch(...)} replaces them).
         */
        public Builder mcpCancellation() {
            return cancellation("notifications/cancelled", "requestId")
                    .dispatch(dispatch.toBuilder().cancelledCode(null).build());
        }

        /** Whether an outgoing call that times out sends the peer the cancel notification. */
        public Builder cancelOnTimeout(boolean value) {
            this.cancelOnTimeout = value;
            return this;
        }

        /** Outgoing calls awaiting replies at the same time; at least 1. */
        public Builder maxPendingCalls(int value) {
            this.maxPendingCalls = (int) positive("maxPendingCalls", value);
            return this;
        }

        /** How many answered or abandoned outgoing ids are remembered; at least 1. */
        public Builder rememberedIds(int value) {
            this.rememberedIds = (int) positive("rememberedIds", value);
            return this;
        }

        /** How failures are answered, the cancellation reply included. */
        public Builder dispatch(DispatchOptions value) {
            this.dispatch = Objects.requireNonNull(value, "dispatch");
            return this;
        }

        /** The options. */
        public ConnectionOptions build() {
            return new ConnectionOptions(this);
        }

        private static long positive(String name, long value) {
            if (value < 1) {
                throw new IllegalArgumentException(name + " must be at least 1, was " + value);
            }
            return value;
        }
    }
}
