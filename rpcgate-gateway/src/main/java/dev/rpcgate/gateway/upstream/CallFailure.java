package dev.rpcgate.gateway.upstream;

/** Why an exchange with an agent has no reply; the same for a whole call and for an opened one. */
public sealed interface CallFailure extends Reply, Opening {
    /**
     * No connection could be made (refused, no route, name not resolved, connect timeout, TLS handshake failed): the
     * agent never saw the request, so another instance may be tried.
     */
    record Unreachable(String detail) implements CallFailure {
    }

    /** The call's deadline passed; {@code requestSent} is false only when no byte of the request was sent. */
    record TimedOut(boolean requestSent) implements CallFailure {
    }

    /**
     * The connection broke (reset, closed early); {@code requestSent} is false only when provably no byte of the
     * request reached the agent.
     */
    record Broken(String detail, boolean requestSent) implements CallFailure {
    }

    /** The agent's reply is not well-formed HTTP/1.1 (status line, header fields, framing, chunk sizes). */
    record Malformed(String detail) implements CallFailure {
    }
}
