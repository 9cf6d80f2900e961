package dev.rpcgate.conformance;

import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/** One expected reply of a case: an error, a result, or a batch of those. */
public sealed interface Expectation {
    /**
     * An error response.
     *
     * @param ids          the acceptable ids
     * @param codes        the acceptable codes
     * @param noStackTrace whether the error must not carry stack-trace text
     */
    record ErrorReply(List<JsonValue> ids, CodeSet codes, boolean noStackTrace) implements Expectation {
        /** Copies the ids. */
        public ErrorReply {
            ids = List.copyOf(ids);
        }
    }

    /**
     * A success response.
     *
     * @param ids    the acceptable ids
     * @param result the result it must equal, or {@code null} for any result
     */
    record ResultReply(List<JsonValue> ids, JsonValue result) implements Expectation {
        /** Copies the ids. */
        public ResultReply {
            ids = List.copyOf(ids);
        }
    }

    /**
     * An array reply.
     *
     * @param elements the expected elements, compared as a multiset
     */
    record BatchReply(List<Expectation> elements) implements Expectation {
        /** Copies the elements. */
        public BatchReply {
            elements = List.copyOf(elements);
        }
    }

    /**
     * Acceptable error codes: single codes and inclusive ranges.
     *
     * @param ranges pairs {@code [low, high]}
     */
    record CodeSet(List<long[]> ranges) {
        /** Copies the ranges. */
        public CodeSet {
            ranges = List.copyOf(ranges);
        }

        /** Whether {@code code} is acceptable. */
        public boolean contains(long code) {
            for (long[] r : ranges) {
                if (code >= r[0] && code <= r[1]) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (long[] r : ranges) {
                if (!sb.isEmpty()) {
                    sb.append('|');
                }
                sb.append(r[0] == r[1] ? Long.toString(r[0]) : r[0] + ".." + r[1]);
            }
            return sb.toString();
        }
    }
}
