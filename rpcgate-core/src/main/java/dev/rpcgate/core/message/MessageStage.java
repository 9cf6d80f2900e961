package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonValue;

/**
 * A face's gates after ENVELOPE (DISPATCH, PARAMS, HANDLER, ...) for one envelope-valid message. It records each gate
 * it runs, in order, on the recorder and returns the reply it produced, or {@code null} when it produced none. The
 * {@link Classifier} drops a reply to a notification and marks the gates it did not record as not run. For a batch
 * it took, the face may also record the later gates of the batch as a whole ({@link #finishBatch}).
 */
@FunctionalInterface
public interface MessageStage {
    /** The stage of a face that runs nothing after ENVELOPE, such as {@code explain}. */
    MessageStage NONE = (message, recorder) -> null;

    /**
     * Runs the later gates for {@code message}.
     *
     * @param message  a call, notification or response whose envelope is valid
     * @param recorder the message's trace so far (PARSE and ENVELOPE passed)
     * @return the reply, or {@code null} for none
     */
    JsonValue run(Message message, TraceRecorder recorder);

    /**
     * The later gates of a batch as a whole, run once after every element (what no element tells alone, such as a
     * call of the original batch that no reply answers). Nothing by default: a batch's own trace then ends at
     * ENVELOPE.
     *
     * @param batch    the batch as read
     * @param recorder the batch's own trace so far (PARSE and ENVELOPE passed)
     */
    default void finishBatch(JsonArray batch, TraceRecorder recorder) {
    }
}
