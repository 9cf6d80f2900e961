package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.ErrorCodes;

/**
 * The traces of frames that never became a document: an oversized message and a framing error. Both fail at PARSE
 * (the gate that owns reading the text) and are answered with {@code id: null} and the finding in
 * {@code error.data.findings}, since the peer cannot otherwise tell which of its messages was refused.
 */
final class FrameFailures {
    private FrameFailures() {
    }

    /**
     * An oversized message. Size limits belong to the PARSE gate, whose code is -32700, but a stream message over
     * the limit is answered -32600 Invalid Request: it was never read, so it is not "invalid JSON", and LSP/MCP peers
     * treat -32600 as "this request was refused". The trace still records the failure at PARSE, where it happened,
     * with the code actually sent.
     */
    static Trace oversized(Frame.Oversized f) {
        Finding finding = Finding.error(SharedCode.MESSAGE_TOO_LARGE, "the message is " + f.size()
                + " bytes, over the limit of " + f.limit() + " bytes; it was skipped unread", "", at(f.line()));
        return ParseRefusal.trace(finding, ErrorCodes.INVALID_REQUEST);
    }

    /** A framing error: answered -32700, since no text could be read as a message. */
    static Trace malformed(Frame.Malformed f) {
        Finding finding = Finding.error(RuntimeCode.MALFORMED_FRAME, f.reason() + "; the stream was resynchronised",
                "", at(f.line()));
        return ParseRefusal.trace(finding, ErrorCodes.PARSE_ERROR);
    }

    private static SourceLocation at(int line) {
        return line > 0 ? new SourceLocation(line, 1, 0) : null;
    }
}
