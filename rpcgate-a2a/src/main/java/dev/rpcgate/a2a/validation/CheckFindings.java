package dev.rpcgate.a2a.validation;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingBudget;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>The findings of one check, kept by core's {@link FindingBudget} with a capacity of {@value #CAPACITY}: past it,
 * advisories are only counted (one ADVISORY {@code FindingLimit} at the end says how many were left out) and the first
 * further ERROR makes the last kept finding an ERROR {@code FindingLimit} and stops the check, so validity never
 * depends on which findings were kept.
 */
public final class CheckFindings {
    /** The most findings kept. */
    public static final int CAPACITY = 100;

    private final FindingBudget budget;

    /** Findings of checking params. */
    public CheckFindings() {
        this("params");
    }

    /** Findings of checking {@code subject} ("params", "result", ...), named when the check stops early. */
    public CheckFindings(String subject) {
        this.budget = new FindingBudget(CAPACITY, subject);
    }

    /** Adds an ERROR at {@code path}, located at {@code at} when it was read from text ({@code at} may be null). */
    public void error(FindingCode code, String message, String path, JsonValue at) {
        if (!budget.stopped()) {
            budget.add(Finding.error(code, message, path, at == null ? null : at.location().orElse(null)));
        }
    }

    /** Adds an ADVISORY at {@code path}, located at {@code at} when it was read from text. */
    public void advisory(FindingCode code, String message, String path, JsonValue at) {
        if (!budget.stopped()) {
            budget.add(Finding.advisory(code, message, path, at == null ? null : at.location().orElse(null)));
        }
    }

    /** True once an ERROR past the capacity stopped the check: walkers stop as soon as they see it. */
    public boolean exhausted() {
        return budget.stopped();
    }

    /** True when some ERROR was added (kept or not). */
    public boolean hasErrors() {
        return budget.hasErrors();
    }

    /** The kept findings, plus an ADVISORY {@code FindingLimit} counting the advisories left out. */
    public List<Finding> findings() {
        return budget.findings();
    }
}
