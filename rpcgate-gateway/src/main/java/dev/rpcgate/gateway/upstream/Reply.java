package dev.rpcgate.gateway.upstream;

/** What one whole exchange with an agent gave: its reply read to the end (bounded), or why there is none. */
public sealed interface Reply permits Reply.Complete, Reply.TooLarge, CallFailure {
    /** The agent answered {@code status} with {@code headers} and the whole {@code body}, as sent. */
    record Complete(int status, Headers headers, byte[] body) implements Reply {
    }

    /**
     * The reply's body is over the limit: declared so by its {@code Content-Length} (nothing of it was read) or
     * counted so as it arrived. The connection is closed.
     */
    record TooLarge(int status, Headers headers) implements Reply {
    }
}
