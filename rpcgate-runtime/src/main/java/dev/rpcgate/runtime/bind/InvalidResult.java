package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.gate.Finding;
import java.util.List;

/**
 * Thrown by a {@link ClientProxy} when a peer's result does not fit the method's return type; the findings have
 * JSON Pointers from {@code /result}.
 */
public final class InvalidResult extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String method;
    private final transient List<Finding> findings;

    /** The result of a call of {@code method} fails for these reasons (at least one). */
    public InvalidResult(String method, List<Finding> findings) {
        super(message(method, findings));
        this.method = method;
        this.findings = List.copyOf(findings);
    }

    private static String message(String method, List<Finding> findings) {
        Finding first = findings.getFirst();
        return "the result of " + method + " does not fit: " + first.code() + " at " + first.path() + ": "
                + first.message() + (findings.size() > 1 ? " (and " + (findings.size() - 1) + " more)" : "");
    }

    /** The method called. */
    public String method() {
        return method;
    }

    /** Why the result does not fit. */
    public List<Finding> findings() {
        return findings;
    }
}
