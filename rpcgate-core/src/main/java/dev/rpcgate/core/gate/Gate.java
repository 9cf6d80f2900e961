package dev.rpcgate.core.gate;

import java.util.Optional;

/**
 * The gates every message passes, in this order. A failure is classified at the first gate it fails, with the code
 * that gate owns. Each face runs the gates that apply to it and lists only those.
 */
public enum Gate {
    /** The text is one strict JSON value within bounds. */
    PARSE(-32700),
    /** The value is a valid call, notification, response or batch for the version. */
    ENVELOPE(-32600),
    /** A protected gateway route has a valid JWT. */
    AUTH(-32010),
    /** The gateway has a live agent under the id. */
    ROUTE(-32002),
    /** The endpoint has a method of that name. */
    DISPATCH(-32601),
    /** The params satisfy the method's contract. */
    PARAMS(-32602),
    /** The local handler ran without failing (its own code, else -32603). */
    HANDLER(-32603),
    /** The gateway's call to the agent succeeded (-32001, -32003, -32004 or the agent's own error). */
    UPSTREAM(null),
    /** A response's result or error satisfies the contract (validators only). */
    RESULT(null),
    /** A reply's id matches its call. */
    CORRELATION(null);

    private final Integer code;

    Gate(Integer code) {
        this.code = code;
    }

    /** The JSON-RPC error code this gate owns; empty for gates whose code depends on the failure or that own none. */
    public Optional<Integer> findOwnedCode() {
        return Optional.ofNullable(code);
    }
}
