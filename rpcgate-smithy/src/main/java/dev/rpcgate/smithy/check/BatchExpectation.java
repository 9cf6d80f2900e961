package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;

import java.util.List;

/** What an original batch makes the only right response: one error object, or one reply per call. */
sealed interface BatchExpectation {

    /** The original cannot serve as context; the findings say why. */
    record Unusable(List<Finding> findings) implements BatchExpectation {
        /** Copies the findings. */
        public Unusable {
            findings = List.copyOf(findings);
        }
    }

    /** The original is unreadable, empty or no array: one error object with a null id. */
    record WholeError(Expectation.ProtocolError error) implements BatchExpectation {
    }

    /**
     * A nonempty array: one reply per element that needs one; none when {@code due} is empty.
     *
     * @param due      the elements that need a reply, in index order
     * @param findings context errors that do not stop correlation ({@code AmbiguousId})
     */
    record Calls(List<Due> due, List<Finding> findings) implements BatchExpectation {
        /** Copies the lists. */
        public Calls {
            due = List.copyOf(due);
            findings = List.copyOf(findings);
        }
    }

    /**
     * One element of the original batch that needs a reply.
     *
     * @param index    its index in the original array
     * @param expected what its reply must be
     * @param invalid  true for an element with no valid envelope: its null-id reply is a -32600 error
     */
    record Due(int index, Expectation expected, boolean invalid) {
    }
}
