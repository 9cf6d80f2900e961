package dev.rpcgate.transcript;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** What one peer, as a caller, is awaiting: its active calls, unreadable requests and request batches. */
final class PeerState {
    final PeerName peer;
    final Map<IdKey, ActiveCall> active = new HashMap<>();
    final ArrayDeque<Unreadable> unreadable = new ArrayDeque<>();
    final List<PendingBatch> batches = new ArrayList<>();
    final AnsweredMemory answered;

    PeerState(PeerName peer, int answeredIds) {
        this.peer = peer;
        this.answered = new AnsweredMemory(answeredIds);
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
