package dev.rpcgate.a2a;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Severity;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * A bounded collector of findings for one check. Past its capacity, advisories are only counted (one ADVISORY
 * {@code LimitExceeded} reports how many were left out) and the first further ERROR adds an ERROR
 * {@code LimitExceeded} and stops the check, so validity never depends on which findings were kept.
 */
final class Sink {
    static final int CAPACITY = 100;

    private final ArrayList<Finding> kept = new ArrayList<>(4);
    private boolean exhausted;
    private boolean errors;
    private int droppedAdvisories;

    void error(String code, String message, String path, JsonValue at) {
        add(code, Severity.ERROR, message, path, at);
    }

    void advisory(String code, String message, String path, JsonValue at) {
        add(code, Severity.ADVISORY, message, path, at);
    }

    private void add(String code, Severity severity, String message, String path, JsonValue at) {
        if (exhausted) {
            return;
        }
        if (severity == Severity.ERROR) {
            errors = true;
        }
        if (kept.size() < CAPACITY) {
            kept.add(new Finding(code, severity, message, path, at == null ? null : at.location().orElse(null),
                    null, null, null, null, null));
        } else if (severity == Severity.ADVISORY) {
            droppedAdvisories++;
        } else {
            exhausted = true;
            kept.add(Finding.error(A2aCodes.LIMIT_EXCEEDED, "more than " + CAPACITY
                    + " findings: the check stopped here and the rest of the params is unchecked", path,
                    at == null ? null : at.location().orElse(null)));
        }
    }

    boolean exhausted() {
        return exhausted;
    }

    boolean hasErrors() {
        return errors;
    }

    List<Finding> findings() {
        if (droppedAdvisories > 0) {
            List<Finding> all = new ArrayList<>(kept);
            all.add(Finding.advisory(A2aCodes.LIMIT_EXCEEDED, droppedAdvisories + " more advisories left out (at most "
                    + CAPACITY + " findings are kept)", "", null));
            return all;
        }
        return kept;
    }
}
