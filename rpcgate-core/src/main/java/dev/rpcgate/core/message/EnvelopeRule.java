package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import java.util.List;

/**
 * A face's own ENVELOPE conditions on top of the version's rules: kinds of message the face does not take (batches,
 * responses) and what it checks beside the message itself (a gateway's agent id in the request path). The
 * {@link Classifier} adds the findings to ENVELOPE's own; an ERROR fails the gate with -32600 and nothing later runs.
 * A rule may be made per document to carry that document's context; it is called on the classifying thread.
 */
public interface EnvelopeRule {
    /** The rule of a face that takes whatever the version allows. */
    EnvelopeRule NONE = new EnvelopeRule() {
    };

    /**
     * Findings for a top-level array, checked before the version's batch rules (1.0 has no batches; empty, too many
     * entries) and any entry: an ERROR refuses the whole batch at ENVELOPE with these findings alone, answered in 2.0
     * with one -32600 object whose id is {@code null} (1.0 defines no reply to a batch).
     *
     * @param batch the array as parsed
     * @return findings; empty when the face takes the batch
     */
    default List<Finding> checkBatch(JsonArray batch) {
        return List.of();
    }

    /**
     * Findings for one object (a document, or an entry of a batch the face took) after the version's rules. A message
     * the version found valid and this rule refuses keeps its kind: a call is answered with -32600 and its id, a
     * notification or a response still gets no reply.
     *
     * @param envelope what the version's rules found, valid or not
     * @return findings; empty when the face takes the message
     */
    default List<Finding> checkMessage(EnvelopeResult envelope) {
        return List.of();
    }
}
