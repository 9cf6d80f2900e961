package dev.rpcgate.gateway.upstream;

/** What opening an exchange gave: the agent's reply head with the body still to read, or why there is none. */
public sealed interface Opening permits Opening.Opened, CallFailure {
    /**
     * The agent answered {@code status} with {@code headers}; {@code body} is unread and must be closed (read to its
     * end, which returns the connection to the pool, or closed early, which closes the connection).
     */
    record Opened(int status, Headers headers, ReplyBody body) implements Opening {
    }
}
