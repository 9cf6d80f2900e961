package dev.rpcgate.core.gate;

import java.util.Optional;

/**
 * A gate a message passes. A failure is classified at the first gate it fails, with the code that gate owns (or, for a
 * gate whose code depends on the failure, the code the face records). The gates every face shares are
 * {@link CoreGate}'s, also reachable as {@code Gate.PARSE} and so on; a face with gates of its own declares them in
 * its own enum, and each face passes the classifier the list of gates it runs, in order.
 */
public interface Gate {
    /** The text is one strict JSON value within bounds. */
    Gate PARSE = CoreGate.PARSE;
    /** The value is a valid call, notification, response or batch for the version. */
    Gate ENVELOPE = CoreGate.ENVELOPE;
    /** The endpoint has a method of that name. */
    Gate DISPATCH = CoreGate.DISPATCH;
    /** The params satisfy the method's contract. */
    Gate PARAMS = CoreGate.PARAMS;
    /** The local handler ran without failing. */
    Gate HANDLER = CoreGate.HANDLER;
    /** A response's result or error satisfies the contract. */
    Gate RESULT = CoreGate.RESULT;
    /** A reply's id matches its call. */
    Gate CORRELATION = CoreGate.CORRELATION;

    /** The gate's name as traces write it, e.g. {@code PARSE}. */
    String name();

    /** The JSON-RPC error code this gate owns; empty for gates whose code depends on the failure or that own none. */
    Optional<Integer> findOwnedCode();
}
