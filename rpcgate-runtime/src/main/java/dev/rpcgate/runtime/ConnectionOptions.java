package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.Objects;

/**
 * How a {@link Connection} serves and calls. Every bound has a default; {@link #DEFAULT} holds them all.
 *
 * @param limits           size and depth limits for each message's JSON (the channel enforces its own frame size
 *                         first; default {@link JsonLimits#DEFAULT}, 16 MiB and depth 128)
 * @param maxBatchEntries  the most entries one batch may hold (default 1024); a larger batch is answered with one
 *                         -32600 error ({@code BatchTooLarge}, {@code id: null}) and none of its entries runs
 * @param maxInFlight      calls (a batch counts once) running at the same time (default 1024); more are queued
 * @param maxQueuedBytes   the bytes of calls waiting for a slot (default 64 MiB); when full, reading pauses
 * @param sequential       one message at a time, replies in the order the messages came (default false)
 * @param cancelMethod     the notification that cancels a call (default {@code $/cancelRequest}; MCP:
 *                         {@code notifications/cancelled})
 * @param cancelMember     the member of its params naming the call's id (default {@code id}; MCP: {@code requestId})
 * @param cancelOnTimeout  whether an outgoing call that times out sends the peer that cancel notification (default
 *                         false)
 * @param maxPendingCalls  outgoing calls awaiting replies at the same time (default 65536); beyond, a call fails at
 *                         once
 * @param rememberedIds    how many answered or abandoned outgoing ids are remembered to tell a duplicate or late reply
 *                         from an unsolicited one (default 4096)
 * @param version          the protocol version (2.0; the dispatcher's replies are 2.0 replies)
 * @param dispatch         how failures are answered, the cancellation reply included (default
 *                         {@link DispatchOptions#DEFAULT}: -32800)
 */
public record ConnectionOptions(JsonLimits limits, int maxBatchEntries, int maxInFlight, long maxQueuedBytes,
                                boolean sequential, String cancelMethod, String cancelMember, boolean cancelOnTimeout,
                                int maxPendingCalls, int rememberedIds, JsonRpcVersion version,
                                DispatchOptions dispatch) {
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
    public static final ConnectionOptions DEFAULT = new ConnectionOptions(JsonLimits.DEFAULT, DEFAULT_MAX_BATCH_ENTRIES,
            DEFAULT_MAX_IN_FLIGHT, DEFAULT_MAX_QUEUED_BYTES, false, DEFAULT_CANCEL_METHOD, "id", false,
            DEFAULT_MAX_PENDING_CALLS, DEFAULT_REMEMBERED_IDS, JsonRpcVersion.V2_0, DispatchOptions.DEFAULT);

    /** Checks every bound. */
    public ConnectionOptions {
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(dispatch, "dispatch");
        positive("maxBatchEntries", maxBatchEntries);
        positive("maxInFlight", maxInFlight);
        positive("maxQueuedBytes", maxQueuedBytes);
        positive("maxPendingCalls", maxPendingCalls);
        positive("rememberedIds", rememberedIds);
        if (cancelMethod == null || cancelMethod.isEmpty() || cancelMember == null || cancelMember.isEmpty()) {
            throw new IllegalArgumentException("the cancel method and member are non-empty names");
        }
        if (version != JsonRpcVersion.V2_0) {
            throw new IllegalArgumentException("connections speak JSON-RPC 2.0 (the dispatcher builds 2.0 replies)");
        }
    }

    private static void positive(String name, long value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, was " + value);
        }
    }

    /** These options with other JSON limits. */
    public ConnectionOptions withLimits(JsonLimits l) {
        return new ConnectionOptions(l, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, cancelMethod,
                cancelMember, cancelOnTimeout, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options with another bound on the entries of one batch. */
    public ConnectionOptions withMaxBatchEntries(int n) {
        return new ConnectionOptions(limits, n, maxInFlight, maxQueuedBytes, sequential, cancelMethod, cancelMember,
                cancelOnTimeout, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options with another bound on calls in flight. */
    public ConnectionOptions withMaxInFlight(int n) {
        return new ConnectionOptions(limits, maxBatchEntries, n, maxQueuedBytes, sequential, cancelMethod, cancelMember,
                cancelOnTimeout, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options with another bound on queued bytes. */
    public ConnectionOptions withMaxQueuedBytes(long bytes) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, bytes, sequential, cancelMethod,
                cancelMember, cancelOnTimeout, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options, sequential or concurrent. */
    public ConnectionOptions withSequential(boolean on) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, on, cancelMethod,
                cancelMember, cancelOnTimeout, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options with another cancel notification: its method and the params member naming the id. */
    public ConnectionOptions withCancellation(String method, String member) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, method, member,
                cancelOnTimeout, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options with cancel-on-timeout on or off. */
    public ConnectionOptions withCancelOnTimeout(boolean on) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, cancelMethod,
                cancelMember, on, maxPendingCalls, rememberedIds, version, dispatch);
    }

    /** These options with another bound on outgoing calls awaiting replies. */
    public ConnectionOptions withMaxPendingCalls(int n) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, cancelMethod,
                cancelMember, cancelOnTimeout, n, rememberedIds, version, dispatch);
    }

    /** These options remembering another number of answered ids. */
    public ConnectionOptions withRememberedIds(int n) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, cancelMethod,
                cancelMember, cancelOnTimeout, maxPendingCalls, n, version, dispatch);
    }

    /** These options with other dispatch options. */
    public ConnectionOptions withDispatch(DispatchOptions d) {
        return new ConnectionOptions(limits, maxBatchEntries, maxInFlight, maxQueuedBytes, sequential, cancelMethod,
                cancelMember, cancelOnTimeout, maxPendingCalls, rememberedIds, version, d);
    }

    /**
     * These options as MCP expects: {@code notifications/cancelled} with {@code requestId} cancels, and a cancelled
     * call gets no reply.
     */
    public ConnectionOptions mcpCancellation() {
        return withCancellation("notifications/cancelled", "requestId").withDispatch(dispatch.withCancelledCode(null));
    }
}
