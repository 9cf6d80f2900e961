package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;

import java.util.List;
import java.util.Objects;

/**
 * How the findings of a run met an expect list.
 *
 * @param matched    each expected item with the distinct finding it paired with, in expect-list order
 * @param missing    the items no finding met, in expect-list order
 * @param unexpected the findings no item named, in finding order
 */
public record ExpectationResult(List<Match> matched, List<ExpectedFinding> missing, List<Finding> unexpected) {

    /** Copies the lists. */
    public ExpectationResult {
        matched = List.copyOf(matched);
        missing = List.copyOf(missing);
        unexpected = List.copyOf(unexpected);
    }

    /** True when every item was met and every finding left over is an advisory. */
    public boolean isMatch() {
        return missing.isEmpty() && unexpected.stream().noneMatch(Finding::isError);
    }

    /**
     * One expected item and the finding it paired with.
     *
     * @param expected the item
     * @param finding  the finding
     */
    public record Match(ExpectedFinding expected, Finding finding) {
        /** Checks that both are given. */
        public Match {
            Objects.requireNonNull(expected, "expected");
            Objects.requireNonNull(finding, "finding");
        }
    }
}
