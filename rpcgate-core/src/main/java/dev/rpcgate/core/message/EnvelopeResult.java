package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import java.util.List;
import java.util.Optional;

/**
 * What the ENVELOPE gate found for one object.
 *
 * @param kind     what the object is as far as can be told, or {@code null} when it cannot be told
 * @param message  the message when the envelope is valid, else {@code null}
 * @param replyId  the id a reply must carry: the id when it is valid, else {@link Id.Null}-like {@code null} JSON
 * @param findings errors and advisories, in member order
 */
public record EnvelopeResult(MessageKind kind, Message message, Id replyId, List<Finding> findings) {
    /** Copies the findings. */
    public EnvelopeResult {
        findings = List.copyOf(findings);
    }

    /** True when no finding is an error. */
    public boolean isValid() {
        return message != null;
    }

    /** The message, when the envelope is valid. */
    public Optional<Message> findMessage() {
        return Optional.ofNullable(message);
    }
}
