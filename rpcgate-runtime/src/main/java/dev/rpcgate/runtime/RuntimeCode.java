package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.FindingCode;

/**
 * The finding codes the runtime reports of its own: transports, the dispatcher and typed binding. The runtime also
 * reports codes declared elsewhere — {@code MethodNotFound}, {@code MessageTooLarge}, and the typed binding's
 * {@code MissingRequired}, {@code TypeMismatch}, {@code NullValue}, {@code UnknownMember}, {@code OutOfRange} and
 * {@code FindingLimit} are {@link dev.rpcgate.core.gate.SharedCode}'s — and a contract's findings keep the contract's
 * codes.
 */
public enum RuntimeCode implements FindingCode {
    /** Params that do not fit the method, as a handler or the cancel notification says. */
    INVALID_PARAMS("InvalidParams"),
    /** The handler answered with a JSON-RPC error of its own. */
    HANDLER_ERROR("HandlerError"),
    /** The handler threw an exception that is not a JSON-RPC error. */
    HANDLER_FAILED("HandlerFailed"),
    /** The call was cancelled by the peer before it was answered. */
    CANCELLED("Cancelled"),
    /** A call's result breaks the contract and was withheld; the contract's findings follow. */
    RESULT_BREAKS_CONTRACT("ResultBreaksContract"),
    /** A bad frame header or a truncated frame on a stream. */
    MALFORMED_FRAME("MalformedFrame"),
    /** An HTTP request whose {@code Content-Type} is not JSON. */
    CONTENT_TYPE("ContentType"),
    /** A TCP connection refused because the server serves its limit of connections. */
    TOO_MANY_CONNECTIONS("TooManyConnections"),
    /** An element that repeats an earlier one in a bound set. */
    DUPLICATE_ELEMENT("DuplicateElement"),
    /** A value a record's constructor rejects: it does not make a valid instance of the bound type. */
    INVALID_VALUE("InvalidValue");

    private final String code;

    RuntimeCode(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }
}
