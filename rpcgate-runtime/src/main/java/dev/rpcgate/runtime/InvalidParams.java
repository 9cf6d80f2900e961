package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.message.ErrorCodes;
import java.util.List;

/**
 * Thrown when params do not fit the method: -32602, classified at PARAMS, with the findings (each with its JSON
 * Pointer into the params, e.g. {@code /params/0/name}) sent as {@code error.data.findings}.
 */
public final class InvalidParams extends RpcException {
    private static final long serialVersionUID = 1L;

    private final transient List<Finding> findings;

    /** The params fail for these reasons. */
    public InvalidParams(List<Finding> findings) {
        super(ErrorCodes.INVALID_PARAMS, ErrorCodes.messageFor(ErrorCodes.INVALID_PARAMS));
        this.findings = List.copyOf(findings);
    }

    /** One reason, as an ERROR finding {@code InvalidParams} at {@code path}. */
    public static InvalidParams at(String path, String message) {
        return new InvalidParams(List.of(Finding.error(RuntimeCode.INVALID_PARAMS, message, path, null)));
    }

    /** Why the params do not fit. */
    public List<Finding> findings() {
        return findings;
    }
}
