package dev.rpcgate.gateway.upstream;

import java.io.IOException;

/** A failure of one exchange that the client classifies itself; cheap (no stack trace), never leaves the package. */
final class ExchangeException extends IOException {
    /** What went wrong. */
    enum Kind {
        /** No connection could be made. */
        UNREACHABLE,
        /** The call's deadline passed. */
        DEADLINE,
        /** The agent closed the connection where more of the reply was due. */
        CLOSED,
        /** The reply is not well-formed HTTP/1.1. */
        MALFORMED,
        /** The body runs over the limit. */
        TOO_LARGE
    }

    final Kind kind;

    ExchangeException(Kind kind, String detail) {
        super(detail);
        this.kind = kind;
    }

    /** No stack trace: the kind and the detail say all, and the exception is made on the hot path. */
    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }

    static ExchangeException malformed(String detail) {
        return new ExchangeException(Kind.MALFORMED, detail);
    }

    static ExchangeException deadline() {
        return new ExchangeException(Kind.DEADLINE, "deadline passed");
    }
}
