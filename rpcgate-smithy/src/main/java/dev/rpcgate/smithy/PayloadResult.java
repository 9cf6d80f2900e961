package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import software.amazon.smithy.model.shapes.ShapeId;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of checking one method's params or result on its own, without the message around it.
 *
 * @param operation the operation the method maps to; empty when the service has no method of that name (then the
 *                  findings hold {@code UnknownMethod} at {@code /method})
 * @param findings  errors and advisories, paths as in the whole message ({@code /params/...} or {@code /result/...})
 * @param complete  false when the finding budget ran out before every check ran
 */
public record PayloadResult(Optional<ShapeId> operation, List<Finding> findings, boolean complete) {

    /** Copies the findings and checks that the operation is given. */
    public PayloadResult {
        Objects.requireNonNull(operation, "operation");
        findings = List.copyOf(findings);
    }

    /** True when every check ran and no finding is an error; advisories do not count. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }
}
