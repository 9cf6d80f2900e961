package dev.rpcgate.runtime;

import dev.rpcgate.core.message.ErrorCodes;

/** Thrown by a handler that has no method of the name: -32601, classified at DISPATCH. */
public final class MethodNotFound extends RpcException {
    private static final long serialVersionUID = 1L;

    private final String method;

    /** The method {@code method} does not exist here. */
    public MethodNotFound(String method) {
        super(ErrorCodes.METHOD_NOT_FOUND, ErrorCodes.messageFor(ErrorCodes.METHOD_NOT_FOUND));
        this.method = method;
    }

    /** The method name that was not found. */
    public String method() {
        return method;
    }
}
