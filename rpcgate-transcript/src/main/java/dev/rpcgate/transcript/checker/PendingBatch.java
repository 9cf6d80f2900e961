package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.protocols.SessionRules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A request batch awaiting its one reply batch: the ids its replies may carry (null for invalid elements), its
 * calls' session bookkeeping and the calls cancelled while it waits. Mutable, owned by one checker.
 */
final class PendingBatch {
    final int entry;
    final String text;
    final SourceLocation location;
    final Set<IdKey> keys;
    final List<Call> calls = new ArrayList<>();
    final Map<IdKey, Long> excused = new HashMap<>(); // cancelled call → the code its reply may use

    PendingBatch(int entry, String text, SourceLocation location, Set<IdKey> keys) {
        this.entry = entry;
        this.text = text;
        this.location = location;
        this.keys = keys;
    }

    /** The first call with this id that no reply settled yet, or {@code null}. */
    Call unsettled(IdKey key) {
        for (Call c : calls) {
            if (!c.settled && c.key.equals(key)) {
                return c;
            }
        }
        return null;
    }

    /** One call of the batch. */
    static final class Call {
        final IdKey key;
        SessionRules.MethodOrder order;
        boolean settled;

        Call(IdKey key) {
            this.key = key;
        }
    }
}
