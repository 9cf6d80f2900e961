package dev.rpcgate.smithy.check;

import dev.rpcgate.core.message.Id;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Associates the replies of a batch response with the elements of the original batch by exact id, in groups: one
 * group per id (numbers by exact value, so {@code 1}, {@code 1.0} and {@code 1e0} share one; strings never equal
 * numbers), and for a null id one group of invalid elements (an unordered multiset of -32600 errors) and one of calls
 * that sent an explicit null id. A group of two or more calls is ambiguous: its replies cannot be told apart by id, so
 * a reply answers the earliest open call whose expectation it meets, and its content is judged only when it meets
 * the expectation of no call of the group. Each look-up costs one hash probe and at most {@link #KINDS} trial checks;
 * nothing scans the calls.
 */
final class ReplyIndex {
    /** The most kinds of expectation an ambiguous group is tried against; past it, replies get no content check. */
    static final int KINDS = 8;

    private final List<BatchExpectation.Due> due;
    private final boolean[] answered;
    private final Map<Id, Group> open = new HashMap<>();
    private final Map<Id, Integer> firstAnswered = new HashMap<>();
    private final Group nullInvalid = new Group();
    private final Group nullCalls = new Group();
    private int firstNullAnswered = -1;

    ReplyIndex(List<BatchExpectation.Due> due) {
        this.due = due;
        this.answered = new boolean[due.size()];
        for (int i = 0; i < due.size(); i++) {
            BatchExpectation.Due d = due.get(i);
            Id id = d.expected().idOrNull();
            if (id.isPresentValue()) {
                open.computeIfAbsent(id, k -> new Group()).add(i, d.expected());
            } else if (d.invalid()) {
                nullInvalid.add(i, d.expected());
            } else {
                nullCalls.add(i, d.expected());
            }
        }
    }

    /** The outcome of associating one reply. */
    sealed interface Match {
        /**
         * The reply answers this element.
         *
         * @param due    the element
         * @param judged true when the reply's content is to be checked against the element's expectation: always for
         *               an unambiguous id; for an ambiguous one only when the reply meets no call's expectation
         */
        record Answers(BatchExpectation.Due due, boolean judged) implements Match {
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
     * other null-id reply to an explicit-null call first; each falls back to the other group. {@code meets} tells
     * whether the reply meets an expectation without error; it is asked only for ambiguous groups.
     */
    Match take(Id id, boolean invalidRequestError, Predicate<Expectation> meets) {
        if (id.isPresentValue()) {
            Group g = open.get(id);
            if (g != null && g.hasOpen()) {
                Taken t = g.take(meets);
                firstAnswered.putIfAbsent(id, t.index());
                return answer(t);
            }
            Integer first = firstAnswered.get(id);
            return first == null ? new Match.None() : new Match.Again(due.get(first));
        }
        Group g = invalidRequestError
                ? (nullInvalid.hasOpen() ? nullInvalid : nullCalls)
                : (nullCalls.hasOpen() ? nullCalls : nullInvalid);
        if (g.hasOpen()) {
            Taken t = g.take(meets);
            if (firstNullAnswered < 0) {
                firstNullAnswered = t.index();
            }
            return answer(t);
        }
        return firstNullAnswered < 0 ? new Match.None() : new Match.Again(due.get(firstNullAnswered));
    }

    private Match answer(Taken t) {
        answered[t.index()] = true;
        return new Match.Answers(due.get(t.index()), t.judged());
    }

    /** The elements no reply answered, in index order. */
    List<BatchExpectation.Due> unanswered() {
        List<BatchExpectation.Due> out = new ArrayList<>();
        for (int i = 0; i < answered.length; i++) {
            if (!answered[i]) {
                out.add(due.get(i));
            }
        }
        return out;
    }

    /** What tells two expectations apart for a reply: the error code owed (0: an answer) and the method. */
    private record Kind(long code, Object method) {
        static Kind of(Expectation e) {
            return switch (e) {
                case Expectation.ProtocolError p -> new Kind(p.code(), p.rules() == null ? null : p.rules().operation());
                case Expectation.AnyError a -> new Kind(Long.MIN_VALUE, a.rules() == null ? null : a.rules().operation());
                default -> new Kind(0, e.rulesOrNull() == null ? null : e.rulesOrNull().operation());
            };
        }
    }

    /** The element a reply takes, and whether its content is judged against that element's expectation. */
    private record Taken(int index, boolean judged) {
    }

    /**
     * The elements that share one id, in index order and queued by kind of expectation. An element leaves every queue
     * when it is answered; the queues drop answered heads as they are read.
     */
    private final class Group {
        private final ArrayDeque<Integer> all = new ArrayDeque<>();
        private final Map<Kind, Queue> kinds = new LinkedHashMap<>();
        private int remaining;

        void add(int index, Expectation expected) {
            all.add(index);
            kinds.computeIfAbsent(Kind.of(expected), k -> new Queue(expected)).open.add(index);
            remaining++;
        }

        boolean hasOpen() {
            return remaining > 0;
        }

        /**
         * Takes the earliest open element; in an ambiguous group of at most {@link #KINDS} kinds, the earliest whose
         * expectation the reply meets. The reply is judged when the id is not ambiguous, or when it meets no kind.
         */
        Taken take(Predicate<Expectation> meets) {
            remaining--;
            if (all.size() < 2) {
                return new Taken(peek(all), true);
            }
            if (kinds.size() > KINDS) {
                return new Taken(peek(all), false);
            }
            boolean metAny = false;
            Integer fit = null;
            for (Queue q : kinds.values()) {
                if (meets.test(q.expected)) {
                    metAny = true;
                    Integer first = peek(q.open);
                    if (first != null && (fit == null || first < fit)) {
                        fit = first;
                    }
                }
            }
            return new Taken(fit != null ? fit : peek(all), !metAny);
        }

        /** The first open element of {@code queue}, dropping answered heads; {@code null} when none is open. */
        private Integer peek(ArrayDeque<Integer> queue) {
            while (!queue.isEmpty() && answered[queue.peek()]) {
                queue.poll();
            }
            return queue.peek();
        }
    }

    /** The open elements of one kind, and the expectation they share. */
    private static final class Queue {
        final Expectation expected;
        final ArrayDeque<Integer> open = new ArrayDeque<>();

        Queue(Expectation expected) {
            this.expected = expected;
        }
    }
}
