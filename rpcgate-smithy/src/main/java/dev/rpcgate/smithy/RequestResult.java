package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.message.EnvelopeResult;
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
 * @param trace     the classification: PARSE, ENVELOPE, DISPATCH (the method) and PARAMS (the message kind the method
 *                  takes, and its params), each gate with what it found; {@code null} for a result no check made
 * @param envelope  what ENVELOPE found for the one request (kind, message, the id a reply carries); {@code null}
 *                  when ENVELOPE did not run (unreadable, or an array)
 */
public record RequestResult(Optional<MessageKind> kind, Optional<String> method, Optional<ShapeId> operation,
                            List<Finding> findings, boolean complete, Trace trace, EnvelopeResult envelope) {

    /** Copies the findings and checks that every part is given. */
    public RequestResult {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(operation, "operation");
        findings = List.copyOf(findings);
    }

    /** A result no check made (such as for input that could not be read), with no trace. */
    public RequestResult(Optional<MessageKind> kind, Optional<String> method, Optional<ShapeId> operation,
                         List<Finding> findings, boolean complete) {
        this(kind, method, operation, findings, complete, null, null);
    }

    /** True when every check ran and no finding is an error; advisories do not count. */
    public boolean isValid() {
        if (!complete) {
            return false;
        }
        for (Finding f : findings) { // asked once per request: a loop, not a stream
            if (f.isError()) {
                return false;
            }
        }
        return true;
    }

    /** The classification, when a check made this result. */
    public Optional<Trace> findTrace() {
        return Optional.ofNullable(trace);
    }

    /** What ENVELOPE found, when it ran for the one request. */
    public Optional<EnvelopeResult> findEnvelope() {
        return Optional.ofNullable(envelope);
    }
}
