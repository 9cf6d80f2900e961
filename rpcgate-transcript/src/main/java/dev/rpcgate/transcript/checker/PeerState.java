package dev.rpcgate.transcript.checker;

import dev.rpcgate.transcript.PeerName;
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
    final ArrayDeque<UnreadableRequest> unreadable = new ArrayDeque<>();
    final List<PendingBatch> batches = new ArrayList<>();
    final AnsweredMemory answered;
    /** Calls a cancellation settled (they get no reply), oldest first, at most the active-call limit. */
    final LinkedHashMap<IdKey, CancelledCall> cancelled = new LinkedHashMap<>();
    /** The progress of calls, active or cancelled, by the token their params gave. */
    final Map<IdKey, ProgressState> tokens = new HashMap<>();
    private final int cancelledLimit;

    PeerState(PeerName peer, int answeredIds, int cancelledLimit) {
        this.peer = peer;
        this.answered = new AnsweredMemory(answeredIds);
        this.cancelledLimit = cancelledLimit;
    }

    /** Settles an active call by its cancellation: it is no longer awaited, and a reply to it is late. */
    void settleCancelled(ActiveCall call, int cancelledAt) {
        active.remove(call.key);
        cancelled.remove(call.key);
        cancelled.put(call.key, new CancelledCall(call.key, call.entry, call.id, cancelledAt, call.method,
                call.progress));
        if (cancelled.size() > cancelledLimit) {
            forgetToken(cancelled.pollFirstEntry().getValue().progress());
        }
    }

    /** Forgets the progress token of a call that will have no more progress. */
    void forgetToken(ProgressState progress) {
        if (progress != null && tokens.get(progress.token) == progress) {
            tokens.remove(progress.token);
        }
    }

    /** True while the call that gave this progress token still awaits its reply. */
    boolean awaits(ProgressState progress) {
        ActiveCall call = active.get(progress.call);
        return call != null && call.progress == progress;
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
