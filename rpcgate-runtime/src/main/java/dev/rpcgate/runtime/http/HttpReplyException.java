package dev.rpcgate.runtime.http;

import dev.rpcgate.core.json.JsonValue;
import java.io.IOException;
import java.util.Optional;

/**
 * The server's HTTP answer to a request is not a JSON-RPC reply the client can accept: an unexpected status, no body,
 * a body that is not a JSON-RPC response, one for another id, or one over the client's limit. A JSON-RPC error reply
 * is not this: it is an {@link dev.rpcgate.runtime.RpcException}.
 */
public final class HttpReplyException extends IOException {
    private static final long serialVersionUID = 1L;

    /** What is wrong with the answer. */
    public enum Problem {
        /** A status other than 200 or 204 (a notification also accepts 202). */
        UNEXPECTED_STATUS,
        /** 204, no body, to a call, which is owed a reply. */
        NO_REPLY,
        /** The body is not one JSON-RPC 2.0 response object (PARSE or ENVELOPE failed). */
        INVALID_REPLY,
        /** The response's id is not the call's (the CORRELATION gate). */
        ID_MISMATCH,
        /** The body is over the client's reply limit; it was not read further. */
        TOO_LARGE,
        /** 200 to a notification: the server answered what it must not (reported, not thrown). */
        REPLY_TO_NOTIFICATION
    }

    private final Problem problem;
    private final int status;
    private final transient JsonValue reply;

    HttpReplyException(Problem problem, int status, String message, JsonValue reply) {
        super(message);
        this.problem = problem;
        this.status = status;
        this.reply = reply;
    }

    /** What is wrong. */
    public Problem problem() {
        return problem;
    }

    /** The HTTP status of the answer. */
    public int status() {
        return status;
    }

    /** The JSON the server sent, when it was JSON. */
    public Optional<JsonValue> findReply() {
        return Optional.ofNullable(reply);
    }
}
