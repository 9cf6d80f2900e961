package dev.rpcgate.core.gate;

import java.util.Optional;

/**
 * The gates every face shares, in their order: PARSE and ENVELOPE (core's classifier runs them), DISPATCH, PARAMS,
 * HANDLER, RESULT and CORRELATION. A face with gates of its own (the gateway's AUTH, ROUTE and UPSTREAM) declares
 * them in an enum of its own implementing {@link Gate}.
 */
public enum CoreGate implements Gate {
    /** The text is one strict JSON value within bounds. */
    PARSE(-32700),
    /** The value is a valid call, notification, response or batch for the version. */
    ENVELOPE(-32600),
    /** The endpoint has a method of that name. */
    DISPATCH(-32601),
    /** The params satisfy the method's contract. */
    PARAMS(-32602),
    /** The local handler ran without failing (its own code, else -32603). */
    HANDLER(-32603),
    /** A response's result or error satisfies the contract (validators only). */
    RESULT(null),
    /** A reply's id matches its call. */
    CORRELATION(null);

    private final Integer code;

    CoreGate(Integer code) {
        this.code = code;
    }

    @Override
    public Optional<Integer> findOwnedCode() {
        return Optional.ofNullable(code);
    }
}
