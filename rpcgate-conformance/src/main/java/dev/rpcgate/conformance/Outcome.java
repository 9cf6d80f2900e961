package dev.rpcgate.conformance;

import java.time.Duration;
import java.util.List;

/**
 * What one case did on one column.
 *
 * @param status  the verdict
 * @param detail  why (empty for a pass)
 * @param actual  the replies received, as shown in reports
 * @param elapsed how long the case ran
 */
public record Outcome(Status status, String detail, List<String> actual, Duration elapsed) {
    /** Copies the replies. */
    public Outcome {
        actual = List.copyOf(actual);
    }

    /** A case's verdict on one peer and transport. */
    public enum Status {
        /** The replies match an acceptable outcome. */
        PASS("✓"),
        /** Wrong, missing or extra replies. */
        FAIL("✗ fail"),
        /** The session died or the adapter threw. */
        CRASH("crash"),
        /** The peer stopped answering within the timeouts. */
        HANG("hang"),
        /** The peer does not offer what the case needs. */
        NOT_APPLICABLE("n.a.");

        private final String mark;

        Status(String mark) {
            this.mark = mark;
        }

        /** How the matrix shows it. */
        public String mark() {
            return mark;
        }
    }
}
