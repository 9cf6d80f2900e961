package dev.rpcgate.conformance;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

/**
 * One JSON-RPC implementation under test, serving the conformance service (methods {@code subtract} with positional
 * or named params, {@code echo} returning its params, {@code fail} whose handler throws) in its own idiom. The
 * harness frames every payload with {@link #framing()} itself, so a case's bytes reach the peer exactly.
 */
public interface Peer extends AutoCloseable {
    /** How this peer is called in the matrix (e.g. {@code rpcgate}, {@code lsp4j}). */
    String name();

    /** What the peer is, for the report: library, version, how it runs (e.g. {@code "lsp4j 0.24.0, Launcher over a child process"}). */
    default String description() {
        return name();
    }

    /** The transports the peer offers; a case for another transport is not applicable. */
    Set<Transport> transports();

    /** Whether the peer offers JSON-RPC batches at all; batch cases are not applicable without them. */
    boolean supportsBatches();

    /** How payloads are framed on this peer's stream transport. */
    StreamFraming framing();

    /** Opens a fresh stream session (a new server instance or connection) for one case. */
    StreamSession openStream() throws IOException;

    /**
     * POSTs {@code body} with {@code contentType} to the peer's HTTP endpoint and returns what came back.
     *
     * @throws UnsupportedOperationException when {@link #transports()} lacks HTTP
     */
    HttpResult post(byte[] body, String contentType, Duration timeout) throws IOException, InterruptedException;

    /** Stops everything the peer started. */
    @Override
    void close();

    /** A transport a case can run on. */
    enum Transport { STREAM, HTTP }

    /** How messages are delimited on a stream. */
    enum StreamFraming { NEWLINE, CONTENT_LENGTH }

    /** One stream session: bytes in, deframed reply payloads out. */
    interface StreamSession extends AutoCloseable {
        /** Writes the bytes as they are, in one write (the harness has framed them). */
        void write(byte[] framed) throws IOException;

        /** The next reply payload, or empty when none arrives within {@code timeout} or the stream ended. */
        Optional<byte[]> nextReply(Duration timeout) throws IOException, InterruptedException;

        /** False once the peer closed its side or its process ended. */
        boolean alive();

        /**
         * Ends the input the peer reads (half-close a socket, close a child's stdin) without ending the session, so
         * replies still written are read. Cases that end the input without a final newline need it; a session that
         * cannot makes those cases not applicable.
         *
         * @throws UnsupportedOperationException by default
         */
        default void finishWriting() throws IOException {
            throw new UnsupportedOperationException("this session cannot end its input alone");
        }

        @Override
        void close();
    }

    /**
     * What an HTTP call returned.
     *
     * @param status the HTTP status
     * @param body   the body (empty for none)
     */
    record HttpResult(int status, byte[] body) {
    }
}
