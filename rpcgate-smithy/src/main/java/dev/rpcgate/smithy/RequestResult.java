package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.message.MessageKind;
import software.amazon.smithy.model.shapes.ShapeId;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of checking one request against a prepared service.
 *
 * @param kind      call or notification when the envelope tells, even when later checks fail
 * @param method    the method name as sent, when there is one
 * @param operation the operation the method maps to, when the service has it
 * @param findings  errors and advisories, paths into the message
 * @param complete  false when a finding budget ran out before every check ran
 */
public record RequestResult(Optional<MessageKind> kind, Optional<String> method, Optional<ShapeId> operation,
                            List<Finding> findings, boolean complete) {

    /** Copies the findings and checks that every part is given. */
    public RequestResult {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(operation, "operation");
        findings = List.copyOf(findings);
    }

    /** True when every check ran and no finding is an error; advisories do not count. */
    public boolean isValid() {
        return complete && findings.stream().noneMatch(Finding::isError);
    }
}
