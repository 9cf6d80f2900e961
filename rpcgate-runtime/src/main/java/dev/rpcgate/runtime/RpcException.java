package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonValue;
import java.util.Optional;

/**
 * A handler failure that carries its own JSON-RPC error: the reply has exactly this code, message and data. No stack
 * trace is kept (it would never be sent, and a handler throwing per call should not pay for one).
 */
public class RpcException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long code;
    private final transient JsonValue data;

    /**
     * An error reply.
     *
     * @param code    the error code
     * @param message the error message sent to the peer
     * @param data    the error's data, or {@code null} to send none
     */
    public RpcException(long code, String message, JsonValue data) {
        super(message, null, false, false);
        this.code = code;
        this.data = data;
    }

    /** An error reply without data. */
    public RpcException(long code, String message) {
        this(code, message, null);
    }

    /** The error code. */
    public long code() {
        return code;
    }

    /** The error's data, when there is any. */
    public Optional<JsonValue> findData() {
        return Optional.ofNullable(data);
    }
}
