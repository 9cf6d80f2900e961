package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of checking one response.
 *
 * @param scope    how far the check could reach with the context it was given
 * @param findings errors and advisories, paths into the response
 * @param complete false when a finding budget ran out before every check within the scope ran
 */
public record ResponseResult(Scope scope, List<Finding> findings, boolean complete) {

    /** Copies the findings and checks that the scope is given. */
    public ResponseResult {
        Objects.requireNonNull(scope, "scope");
        findings = List.copyOf(findings);
    }

    /** True when every check within the scope ran and no finding is an error. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }
}
