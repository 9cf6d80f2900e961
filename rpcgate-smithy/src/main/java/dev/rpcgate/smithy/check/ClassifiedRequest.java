package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;

/**
 * What one request object turned out to be after its gates: the class a server's reply depends on, and what is
 * known of it.
 *
 * @param status   the first check it failed, or {@link Status#VALID}
 * @param envelope what ENVELOPE found: the kind, the message when valid, the id a reply must carry
 * @param method   the method name when it is a string, else {@code null}
 * @param rules    the method's contract when the service has it, else {@code null}
 */
record ClassifiedRequest(Status status, EnvelopeResult envelope, String method, MethodRules rules) {

    /** Call, notification or response as far as the envelope tells, else {@code null}. */
    MessageKind kind() {
        return envelope.kind();
    }

    /** The id a reply must carry: the request's id when it is a valid one, else JSON null. */
    Id replyId() {
        return envelope.replyId();
    }

    /** The message when the envelope is valid, else {@code null}. */
    Message message() {
        return envelope.message();
    }

    /** The first check a request failed. */
    enum Status {
        /** Not a valid request envelope (a server answers -32600). */
        INVALID_ENVELOPE,
        /** A response object, valid or not. */
        NOT_A_REQUEST,
        /** No method of that name (-32601). */
        UNKNOWN_METHOD,
        /** Params that break the method's contract (-32602). */
        INVALID_PARAMS,
        /** Every check passed. */
        VALID
    }
}
