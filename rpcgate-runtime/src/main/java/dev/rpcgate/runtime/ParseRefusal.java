package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Replies;
import java.util.List;

/**
 * The trace of a message a transport refused before it became a document (too large, a bad frame, a wrong HTTP
 * Content-Type): PARSE fails with the finding, the reply has {@code id: null} and the finding in
 * {@code error.data.findings}, since the peer cannot otherwise tell which of its messages was refused. Shared by the
 * stream and HTTP transports so they answer alike.
 */
public final class ParseRefusal {
    private ParseRefusal() {
    }

    /**
     * The trace of a refused message.
     *
     * @param finding why it was refused
     * @param code    the code sent: -32700, or -32600 for an oversized message (see docs/runtime.md)
     */
    public static Trace trace(Finding finding, int code) {
        return trace(Dispatcher.GATES, finding, code);
    }

    /**
     * The trace of a refused message for a face that runs {@code gates} (starting with PARSE), such as a gateway.
     *
     * @param gates   the face's gates, in order
     * @param finding why it was refused
     * @param code    the code sent
     */
    public static Trace trace(List<Gate> gates, Finding finding, int code) {
        JsonObject data = JsonObject.builder().put("findings", TraceJson.findings(List.of(finding))).build();
        return new TraceRecorder(gates)
                .failed(Gate.PARSE, List.of(finding), code)
                .finish(null, true, Replies.error(null, code, ErrorCodes.messageFor(code), data), List.of());
    }
}
