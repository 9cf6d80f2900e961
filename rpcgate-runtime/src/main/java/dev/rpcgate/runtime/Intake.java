package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Scheduling, not classification: decides from a document's top level whether the reader handles it at once or
 * hands it to the work queue, and which call ids in it a cancel may name. What the document is and what it is
 * answered with stays the {@link dev.rpcgate.core.message.Classifier}'s decision.
 *
 * <p>Concurrent: anything holding a call (an object with {@code method} and {@code id}) is queued; notifications,
 * replies, unreadable text, bad frames and batches over the entry bound (refused whole, nothing of them runs) are
 * handled as read. Sequential: everything is queued in order except replies to this side's calls and cancel
 * notifications, which must never wait behind the calls they concern.
 *
 * <p>A batch over the entry bound gets no per-call state and is not scanned entry by entry: the classifier refuses it
 * before looking at its entries, so nothing here may cost more per entry than that.
 */
final class Intake {
    private final boolean sequential;
    private final String cancelMethod;
    private final int maxBatchEntries;

    Intake(boolean sequential, String cancelMethod, int maxBatchEntries) {
        this.sequential = sequential;
        this.cancelMethod = cancelMethod;
        this.maxBatchEntries = maxBatchEntries;
    }

    /** True when the reader handles this document itself instead of queueing it. */
    boolean handleAtOnce(JsonParse parse) {
        if (!parse.isValid()) {
            return !sequential;
        }
        JsonValue v = parse.value();
        if (v instanceof JsonObject o) {
            return isReply(o) || isCancel(o) || !sequential && !isCall(o);
        }
        if (isRefusedBatch(v)) {
            return !sequential; // answered with one error and nothing run: no reason to wait for a slot
        }
        if (v instanceof JsonArray a && !a.isEmpty()) {
            boolean anyCall = false;
            boolean allReplies = true;
            for (JsonValue e : a.elements()) {
                anyCall |= e instanceof JsonObject o && isCall(o);
                allReplies &= e instanceof JsonObject o && isReply(o);
            }
            return allReplies || !sequential && !anyCall;
        }
        return !sequential;
    }

    /** True when a bad frame is answered by the reader at once. */
    boolean handleFailureAtOnce() {
        return !sequential;
    }

    /**
     * A fresh cancellation state for each distinct string or number id of a call in the document; none for a batch
     * over the entry bound, whose calls never run.
     */
    Map<Id, CallState> calls(JsonValue v) {
        Map<Id, CallState> out = new LinkedHashMap<>(2);
        if (v instanceof JsonObject o) {
            add(o, out);
        } else if (v instanceof JsonArray a && !isRefusedBatch(a)) {
            for (JsonValue e : a.elements()) {
                if (e instanceof JsonObject o) {
                    add(o, out);
                }
            }
        }
        return out;
    }

    /** A batch the classifier refuses whole for its number of entries ({@code BatchTooLarge}). */
    private boolean isRefusedBatch(JsonValue v) {
        return v instanceof JsonArray a && a.size() > maxBatchEntries;
    }

    private static void add(JsonObject o, Map<Id, CallState> out) {
        if (isCall(o)) {
            Id id = Id.of(o.get("id"));
            if (id instanceof Id.Text || id instanceof Id.Numeric) {
                out.putIfAbsent(id, new CallState());
            }
        }
    }

    private static boolean isCall(JsonObject o) {
        return o.has("method") && o.has("id"); // 2.0: any id, null included, is owed a reply
    }

    private static boolean isReply(JsonObject o) {
        return !o.has("method") && (o.has("result") || o.has("error"));
    }

    private boolean isCancel(JsonObject o) {
        return !o.has("id") && o.get("method") instanceof JsonString s && s.value().equals(cancelMethod);
    }
}
