package dev.rpcgate.transcript.checker;

/**
 * A call that a cancellation settled (the protocol says a cancelled call gets no reply), remembered without its
 * request, so that a reply that still comes is told apart and checked against its method.
 *
 * @param key         the call's id
 * @param entry       the call's entry
 * @param id          the id as written, for messages
 * @param cancelledAt the cancellation's entry
 * @param method      the call's method, or {@code null} when its request did not name a readable one
 * @param progress    its progress, when it gave a token
 */
record CancelledCall(IdKey key, int entry, String id, int cancelledAt, String method, ProgressState progress) {
}
