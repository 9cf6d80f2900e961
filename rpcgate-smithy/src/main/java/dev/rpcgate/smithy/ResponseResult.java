package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of checking one response.
 *
 * @param scope    how far the check could reach with the context it was given
 * @param findings errors and advisories, paths into the response
 * @param complete false when a finding budget ran out before every check within the scope ran
 * @param trace    the classification: PARSE, ENVELOPE, RESULT (the result or error against the method) and
 *                 CORRELATION (the response against its original request), each gate with what it found, a gate the
 *                 scope does not reach not run; {@code null} for a result no check made
 */
public record ResponseResult(Scope scope, List<Finding> findings, boolean complete, Trace trace) {

    /** Copies the findings and checks that the scope is given. */
    public ResponseResult {
        Objects.requireNonNull(scope, "scope");
        findings = List.copyOf(findings);
    }

    /** A result no check made (such as one built from findings found elsewhere), with no trace. */
    public ResponseResult(Scope scope, List<Finding> findings, boolean complete) {
        this(scope, findings, complete, null);
    }

    /** True when every check within the scope ran and no finding is an error. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }

    /** The classification, when a check made this result. */
    public Optional<Trace> findTrace() {
        return Optional.ofNullable(trace);
    }
}
