package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingBudget;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.smithy.ModelRef;

import java.util.List;

/**
 * Internal to rpcgate-smithy: the findings of one validation run (one message, or one batch with all its entries),
 * a view over core's {@link FindingBudget}, whose rule decides what is kept: past the budget an ERROR makes the last
 * kept finding a {@code FindingLimit} error, marks the run incomplete and makes {@link #exhausted()} true so
 * validators stop; an advisory is counted and left out. Views made by {@link #forOperation} share the budget and
 * stamp their operation id onto findings that have none. Not thread-safe: one run, one thread.
 */
public final class FindingSink {
    private final FindingBudget budget; // shared by every view of one run
    private String operation; // see restamp
    private SourceLocation fallback; // see relocate

    private FindingSink(FindingBudget budget, String operation) {
        this.budget = budget;
        this.operation = operation;
    }

    /** An empty sink that keeps at most {@code capacity} findings. */
    public static FindingSink withBudget(int capacity) {
        return new FindingSink(new FindingBudget(capacity, "value"), null);
    }

    /** A view of this sink, sharing its budget and findings, that stamps {@code operationId} onto what it receives. */
    public FindingSink forOperation(String operationId) {
        return new FindingSink(budget, operationId);
    }

    /**
     * Makes this sink stamp {@code operationId} (or nothing, for {@code null}) onto what it receives from now on, as a
     * view made by {@link #forOperation} would; returns the stamp it replaces, to be put back when the scope ends.
     */
    public String restamp(String operationId) {
        String outer = operation;
        operation = operationId;
        return outer;
    }

    /**
     * Makes this sink place findings that have no location at {@code at} (or leave them, for {@code null}) from now
     * on, for findings about something absent whose parent is in the text; returns the location it replaces, to be
     * put back when the scope ends.
     */
    public SourceLocation relocate(SourceLocation at) {
        SourceLocation outer = fallback;
        fallback = at;
        return outer;
    }

    /** Adds a finding, stamped with this view's operation when it names none (and its fallback location). */
    public void add(Finding finding) {
        if (budget.stopped()) {
            return;
        }
        Finding f = finding;
        if (operation != null) {
            ModelRef model = ModelRef.of(finding);
            if (model.operation() == null) {
                f = model.withOperation(operation).on(finding);
            }
        }
        if (fallback != null && f.location() == null) {
            f = f.withLocation(fallback);
        }
        budget.add(f);
    }

    /** Adds an ERROR about {@code value} at {@code path}, with its source location when it has one. */
    public void error(FindingCode code, String message, JsonPath path, JsonValue value, FindingOwner owner) {
        if (budget.stopped()) {
            return;
        }
        add(new ModelRef(owner.shape(), owner.member(), operation).on(Finding.error(code, message, path.pointer(),
                value == null ? null : value.location().orElse(null))));
    }

    /** True once the budget ran out: validators stop, and the run is incomplete. */
    public boolean exhausted() {
        return budget.stopped();
    }

    /** True while nothing was left unchecked for want of budget. */
    public boolean complete() {
        return !budget.stopped();
    }

    /** The budget this sink was made with. */
    int capacity() {
        return budget.capacity();
    }

    /** How many findings are kept so far (all views together). */
    public int size() {
        return budget.size();
    }

    /**
     * What was kept since the sink held {@code start} findings ({@link #size()} then, and {@link #exhausted()} was
     * {@code exhaustedAtStart}): those findings, or, when the budget ran out there without a new slot, the
     * {@code FindingLimit} that took the last one kept; empty when nothing was added, so nothing is copied then.
     */
    public List<Finding> since(int start, boolean exhaustedAtStart) {
        int end = size();
        if (end > start) {
            return findings().subList(start, end);
        }
        return exhausted() && !exhaustedAtStart ? findings().subList(end - 1, end) : List.of();
    }

    /** True when any ERROR was found. */
    public boolean hasErrors() {
        return budget.hasErrors();
    }

    /** A snapshot of the findings, in the order they were found (see {@link FindingBudget#findings()}). */
    public List<Finding> findings() {
        return budget.findings();
    }
}
