package dev.rpcgate.transcript;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What one peer, as a caller, is awaiting: its active calls, unreadable requests and request batches. */
final class PeerState {
    final PeerName peer;
    final Map<IdKey, ActiveCall> active = new HashMap<>();
    final ArrayDeque<Unreadable> unreadable = new ArrayDeque<>();
    final List<PendingBatch> batches = new ArrayList<>();
    final AnsweredMemory answered;
    /** Calls a cancellation settled (they get no reply), oldest first, at most the active-call limit. */
    final LinkedHashMap<IdKey, ActiveCall> cancelled = new LinkedHashMap<>();
    /** The calls, active or cancelled, by the progress token their params gave. */
    final Map<IdKey, ActiveCall> tokens = new HashMap<>();
    private final int cancelledLimit;

    PeerState(PeerName peer, int answeredIds, int cancelledLimit) {
        this.peer = peer;
        this.answered = new AnsweredMemory(answeredIds);
        this.cancelledLimit = cancelledLimit;
    }

    /** Settles an active call by its cancellation: it is no longer awaited, and a reply to it is late. */
    void settleCancelled(ActiveCall call) {
        active.remove(call.key);
        cancelled.remove(call.key);
        cancelled.put(call.key, call);
        if (cancelled.size() > cancelledLimit) {
            ActiveCall oldest = cancelled.pollFirstEntry().getValue();
            forgetToken(oldest);
        }
    }

    /** Forgets the progress token of a call that will have no more progress. */
    void forgetToken(ActiveCall call) {
        if (call.progressToken != null && tokens.get(call.progressToken) == call) {
            tokens.remove(call.progressToken);
        }
    }

    /** Everything awaiting a reply, which the active-call limit bounds. */
    int tracked() {
        return active.size() + unreadable.size() + batches.size();
    }

    /** The earliest pending batch holding this id, or {@code null}. */
    PendingBatch batchWith(IdKey key) {
        for (PendingBatch b : batches) {
            if (b.keys.contains(key)) {
                return b;
            }
        }
        return null;
    }
}
