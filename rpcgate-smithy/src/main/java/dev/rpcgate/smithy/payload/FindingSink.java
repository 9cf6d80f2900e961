package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.Severity;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.smithy.ModelRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Internal to rpcgate-smithy: a bounded collector of findings for one validation run (one message, or one batch with
 * all its entries). It keeps findings up to its budget; the next attempt replaces the last kept finding with a
 * {@code FindingLimit} error, marks the run incomplete and makes {@link #exhausted()} true so validators stop. Views
 * made by {@link #forOperation} share the budget and stamp their operation id onto findings that have none. Not
 * thread-safe: one run, one thread.
 */
public final class FindingSink {
    private final FindingSink root; // holds the budget and the findings; this for the sink made by withBudget
    private String operation; // see restamp
    private SourceLocation fallback; // see relocate
    // the budget, used on the root only (one object per run rather than a sink and a budget)
    private final int capacity;
    private ArrayList<Finding> kept; // made on the first finding: most runs have none
    private int errors;
    private boolean exhausted;

    private FindingSink(FindingSink root, String operation, int capacity) {
        this.root = root == null ? this : root;
        this.operation = operation;
        this.capacity = capacity;
    }

    /** An empty sink that keeps at most {@code capacity} findings. */
    public static FindingSink withBudget(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a finding budget is at least 1: " + capacity);
        }
        return new FindingSink(null, null, capacity);
    }

    /** A view of this sink, sharing its budget and findings, that stamps {@code operationId} onto what it receives. */
    public FindingSink forOperation(String operationId) {
        return new FindingSink(root, operationId, capacity);
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
        FindingSink b = root;
        if (b.exhausted) {
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
        if (b.kept == null) {
            b.kept = new ArrayList<>();
        }
        if (b.kept.size() < b.capacity) {
            b.kept.add(f);
            if (f.isError()) {
                b.errors++;
            }
            return;
        }
        b.exhausted = true;
        Finding last = b.kept.get(b.capacity - 1);
        if (last.isError()) {
            b.errors--;
        }
        List<Finding.Attribute> where = new ArrayList<>();
        for (Finding.Attribute a : f.attributes()) {
            Finding.Attribute kept = a.forLimit();
            if (kept != null) {
                where.add(kept);
            }
        }
        b.kept.set(b.capacity - 1, new Finding(SharedCode.FINDING_LIMIT.code(), Severity.ERROR,
                "expected at most " + b.capacity + " findings, found more: the check stopped here and the rest of the"
                        + " value is unchecked",
                f.path(), f.location(), where));
        b.errors++;
    }

    /** Adds an ERROR about {@code value} at {@code path}, with its source location when it has one. */
    public void error(FindingCode code, String message, JsonPath path, JsonValue value, FindingOwner owner) {
        if (root.exhausted) {
            return;
        }
        add(new ModelRef(owner.shape(), owner.member(), operation).on(Finding.error(code, message, path.pointer(),
                value == null ? null : value.location().orElse(null))));
    }

    /** True once the budget ran out: validators stop, and the run is incomplete. */
    public boolean exhausted() {
        return root.exhausted;
    }

    /** True while nothing was left unchecked for want of budget. */
    public boolean complete() {
        return !root.exhausted;
    }

    /** The budget this sink was made with. */
    int capacity() {
        return capacity;
    }

    /** How many findings are kept so far (all views together). */
    public int size() {
        ArrayList<Finding> k = root.kept;
        return k == null ? 0 : k.size();
    }

    /** True when any kept finding is an ERROR. */
    public boolean hasErrors() {
        return root.errors > 0;
    }

    /** A snapshot of the kept findings, in the order they were found. */
    public List<Finding> findings() {
        ArrayList<Finding> k = root.kept;
        return k == null ? List.of() : List.copyOf(k);
    }
}
