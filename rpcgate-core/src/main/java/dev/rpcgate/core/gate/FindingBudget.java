package dev.rpcgate.core.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The findings of one check, bounded: the one rule every face uses when a check finds more than it may keep.
 *
 * <ul>
 *   <li>Findings are kept in the order they are added, up to the {@linkplain #capacity() capacity}.</li>
 *   <li>An <b>ERROR</b> that does not fit <b>stops</b> the budget: the last kept finding gives way to an ERROR
 *       {@code FindingLimit} ("expected at most N findings, found more: the check stopped here and the rest of the
 *       <i>subject</i> is unchecked") standing where the check stopped: the path and location of the error that did
 *       not fit, and what its {@linkplain Finding.Attribute#forLimit() attributes} keep for a limit. A stopped budget
 *       holds exactly {@code capacity} findings, the last being {@code FindingLimit}; it ignores every later one, and
 *       the check that fills it should stop ({@link #stopped()}) and call itself incomplete.</li>
 *   <li>An <b>ADVISORY</b> that does not fit is counted and dropped, and the check goes on: an advisory never fails
 *       anything, so a result is as valid as it would be with every advisory kept. Unless an ERROR stops the budget
 *       later, {@link #findings()} ends with one ADVISORY {@code FindingLimit} after the kept findings ("K more
 *       advisories left out (at most N findings are kept)", path {@code ""}).</li>
 * </ul>
 *
 * <p>{@link #hasErrors()} is true when any ERROR was added, kept or not. A check that reports findings as it goes (a
 * transcript, entry by entry) hands them on with {@link #take()}: the last slot is settled only once the budget
 * stopped or the check ended ({@link #takeRest()}), since an ERROR may still replace it. Not thread-safe: one check,
 * one thread.
 */
public final class FindingBudget {
    private final int capacity;
    private final String subject;
    private ArrayList<Finding> kept; // made on the first finding: most checks have none
    private int taken;
    private int added;
    private int droppedAdvisories;
    private boolean errors;
    private boolean stopped;

    /**
     * An empty budget.
     *
     * @param capacity the most findings kept, at least 1
     * @param subject  what the check reads ("value", "params", "transcript"), named when the budget stops it
     */
    public FindingBudget(int capacity, String subject) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a finding budget is at least 1: " + capacity);
        }
        this.capacity = capacity;
        this.subject = Objects.requireNonNull(subject, "subject");
    }

    /** Adds a finding by the rule above; returns true while the check should go on (false once stopped). */
    public boolean add(Finding finding) {
        Objects.requireNonNull(finding, "finding");
        added++;
        if (stopped) {
            return false;
        }
        if (finding.isError()) {
            errors = true;
        }
        if (kept == null) {
            kept = new ArrayList<>(4);
        }
        if (kept.size() < capacity) {
            kept.add(finding);
        } else if (!finding.isError()) {
            droppedAdvisories++;
        } else {
            stopped = true;
            kept.set(capacity - 1, limit(finding));
        }
        return !stopped;
    }

    /** Adds findings in order, until the budget stops; returns true while the check should go on. */
    public boolean addAll(List<Finding> findings) {
        for (Finding f : findings) {
            if (!add(f)) {
                return false;
            }
        }
        return !stopped;
    }

    private Finding limit(Finding stoppedAt) {
        List<Finding.Attribute> where = List.of();
        for (Finding.Attribute a : stoppedAt.attributes()) {
            Finding.Attribute keeps = a.forLimit();
            if (keeps != null) {
                where = where.isEmpty() ? new ArrayList<>(2) : where;
                where.add(keeps);
            }
        }
        return new Finding(SharedCode.FINDING_LIMIT.code(), Severity.ERROR, "expected at most " + capacity
                + " findings, found more: the check stopped here and the rest of the " + subject + " is unchecked",
                stoppedAt.path(), stoppedAt.location(), where);
    }

    /** True once an ERROR past the capacity stopped the check: whoever fills the budget stops on seeing it. */
    public boolean stopped() {
        return stopped;
    }

    /** True when some ERROR was added, kept or not. */
    public boolean hasErrors() {
        return errors;
    }

    /** The most findings kept. */
    public int capacity() {
        return capacity;
    }

    /** How many findings are kept (taken ones included; not the count of advisories left out). */
    public int size() {
        return kept == null ? 0 : kept.size();
    }

    /** How many findings were added, kept or not: compared before and after a part, it tells whether that found any. */
    public int added() {
        return added;
    }

    /** The kept findings in order, then the ADVISORY {@code FindingLimit} counting the advisories left out, if any. */
    public List<Finding> findings() {
        return from(0, size(), true);
    }

    /** The findings settled since the last take: the kept ones, save the last slot until the budget stops. */
    public List<Finding> take() {
        int settled = stopped ? size() : Math.min(size(), capacity - 1);
        List<Finding> out = from(taken, settled, false);
        taken = Math.max(taken, settled);
        return out;
    }

    /** At the end of the check: every finding not taken yet, the last slot and the count of advisories left out too. */
    public List<Finding> takeRest() {
        List<Finding> out = from(taken, size(), true);
        taken = size();
        droppedAdvisories = 0;
        return out;
    }

    private List<Finding> from(int start, int end, boolean withCount) {
        boolean count = withCount && !stopped && droppedAdvisories > 0;
        if (start >= end && !count) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>(Math.max(0, end - start) + 1);
        if (start < end) {
            out.addAll(kept.subList(start, end));
        }
        if (count) {
            out.add(Finding.advisory(SharedCode.FINDING_LIMIT, droppedAdvisories + " more advisories left out (at most "
                    + capacity + " findings are kept)", "", null));
        }
        return List.copyOf(out);
    }
}
