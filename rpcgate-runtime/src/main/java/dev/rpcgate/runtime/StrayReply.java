package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.message.Id;

/**
 * A reply that completed no outgoing call. Reported to the {@link ConnectionListener}; it never fails the connection.
 *
 * @param kind  why it matched no call
 * @param id    the reply's id ({@code null} JSON id included)
 * @param reply the reply object as received
 */
public record StrayReply(Kind kind, Id id, JsonObject reply) {
    /** Why a reply matched no call. */
    public enum Kind {
        /** No call of this side ever had this id (as far as the remembered ids tell). */
        UNSOLICITED,
        /** The call was already answered: this is a second reply. */
        DUPLICATE,
        /** The call timed out or was cancelled on this side before the reply came. */
        LATE
    }
}
