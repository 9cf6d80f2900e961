package dev.rpcgate.smithy;

import dev.rpcgate.core.message.Id;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Associates the replies of a batch response with the elements of the original batch by exact id, in groups: one
 * queue per id (numbers by exact value, so {@code 1}, {@code 1.0} and {@code 1e0} share one; strings never equal
 * numbers), and for a null id one queue of invalid elements (an unordered multiset of -32600 errors) and one of calls
 * that sent an explicit null id. Each look-up costs one hash probe; nothing scans the calls.
 */
final class ReplyIndex {
    private final List<BatchExpectation.Due> due;
    private final boolean[] answered;
    private final Map<Id, ArrayDeque<Integer>> open = new HashMap<>();
    private final Map<Id, Integer> firstAnswered = new HashMap<>();
    private final ArrayDeque<Integer> nullInvalid = new ArrayDeque<>();
    private final ArrayDeque<Integer> nullCalls = new ArrayDeque<>();
    private int firstNullAnswered = -1;

    ReplyIndex(List<BatchExpectation.Due> due) {
        this.due = due;
        this.answered = new boolean[due.size()];
        for (int i = 0; i < due.size(); i++) {
            BatchExpectation.Due d = due.get(i);
            Id id = d.expected().idOrNull();
            if (id.isPresentValue()) {
                open.computeIfAbsent(id, k -> new ArrayDeque<>()).add(i);
            } else if (d.invalid()) {
                nullInvalid.add(i);
            } else {
                nullCalls.add(i);
            }
        }
    }

    /** The outcome of associating one reply. */
    sealed interface Match {
        /** The reply answers this element. @param due the element */
        record Answers(BatchExpectation.Due due) implements Match {
        }

        /** The element was answered already. @param due the element */
        record Again(BatchExpectation.Due due) implements Match {
        }

        /** No element has the id. */
        record None() implements Match {
        }
    }

    /**
     * Takes the element a reply with {@code id} answers. A null-id -32600 error goes to an invalid element first, any
     * other null-id reply to an explicit-null call first; each falls back to the other queue.
     */
    Match take(Id id, boolean invalidRequestError) {
        if (id.isPresentValue()) {
            ArrayDeque<Integer> q = open.get(id);
            if (q != null && !q.isEmpty()) {
                int i = q.poll();
                firstAnswered.putIfAbsent(id, i);
                return answer(i);
            }
            Integer first = firstAnswered.get(id);
            return first == null ? new Match.None() : new Match.Again(due.get(first));
        }
        ArrayDeque<Integer> q = invalidRequestError
                ? (nullInvalid.isEmpty() ? nullCalls : nullInvalid)
                : (nullCalls.isEmpty() ? nullInvalid : nullCalls);
        if (!q.isEmpty()) {
            int i = q.poll();
            if (firstNullAnswered < 0) {
                firstNullAnswered = i;
            }
            return answer(i);
        }
        return firstNullAnswered < 0 ? new Match.None() : new Match.Again(due.get(firstNullAnswered));
    }

    private Match answer(int i) {
        answered[i] = true;
        return new Match.Answers(due.get(i));
    }

    /** The elements no reply answered, in index order. */
    List<BatchExpectation.Due> unanswered() {
        java.util.ArrayList<BatchExpectation.Due> out = new java.util.ArrayList<>();
        for (int i = 0; i < answered.length; i++) {
            if (!answered[i]) {
                out.add(due.get(i));
            }
        }
        return out;
    }
}
