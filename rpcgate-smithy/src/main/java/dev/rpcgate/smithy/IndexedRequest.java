package dev.rpcgate.smithy;

import java.util.Objects;

/**
 * One element of a request batch with its position in the original array.
 *
 * @param index  the element's index in the batch
 * @param result the element's own outcome; its finding paths start with {@code /index}
 */
public record IndexedRequest(int index, RequestResult result) {

    /** Checks the parts. */
    public IndexedRequest {
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative, was " + index);
        }
        Objects.requireNonNull(result, "result");
    }
}
