package dev.rpcgate.a2a.validation;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.Severity;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>The findings of one check within a budget of {@value #CAPACITY}. Past it, advisories are only counted (one
 * ADVISORY {@code FindingLimit} reports how many were left out) and the first further ERROR adds an ERROR
 * {@code FindingLimit} and stops the check, so validity never depends on which findings were kept.
 */
public final class FindingBudget {
    /** The most findings kept. */
    public static final int CAPACITY = 100;

    private final ArrayList<Finding> kept = new ArrayList<>(4);
    private final String subject;
    private boolean exhausted;
    private boolean errors;
    private int droppedAdvisories;

    /** A budget for checking params. */
    public FindingBudget() {
        this("params");
    }

    /** A budget for checking {@code subject} ("params", "result", ...), named when the check stops early. */
    public FindingBudget(String subject) {
        this.subject = subject;
    }

    /** Adds an ERROR at {@code path}, located at {@code at} when it was read from text ({@code at} may be null). */
    public void error(FindingCode code, String message, String path, JsonValue at) {
        add(code, Severity.ERROR, message, path, at);
    }

    /** Adds an ADVISORY at {@code path}, located at {@code at} when it was read from text. */
    public void advisory(FindingCode code, String message, String path, JsonValue at) {
        add(code, Severity.ADVISORY, message, path, at);
    }

    private void add(FindingCode code, Severity severity, String message, String path, JsonValue at) {
        if (exhausted) {
            return;
        }
        if (severity == Severity.ERROR) {
            errors = true;
        }
        if (kept.size() < CAPACITY) {
            kept.add(new Finding(code.code(), severity, message, path, at == null ? null : at.location().orElse(null)));
        } else if (severity == Severity.ADVISORY) {
            droppedAdvisories++;
        } else {
            exhausted = true;
            kept.add(Finding.error(SharedCode.FINDING_LIMIT, "more than " + CAPACITY
                    + " findings: the check stopped here and the rest of the " + subject + " is unchecked", path,
                    at == null ? null : at.location().orElse(null)));
        }
    }

    /** True once an ERROR past the capacity stopped the check: walkers stop as soon as they see it. */
    public boolean exhausted() {
        return exhausted;
    }

    /** True when some ERROR was added (kept or not). */
    public boolean hasErrors() {
        return errors;
    }

    /** The kept findings, plus an ADVISORY {@code FindingLimit} counting the advisories left out. */
    public List<Finding> findings() {
        if (droppedAdvisories > 0) {
            List<Finding> all = new ArrayList<>(kept);
            all.add(Finding.advisory(SharedCode.FINDING_LIMIT, droppedAdvisories + " more advisories left out (at most "
                    + CAPACITY + " findings are kept)", "", null));
            return all;
        }
        return kept;
    }
}
