package dev.rpcgate.runtime;

import dev.rpcgate.core.message.ErrorCodes;

/**
 * How the dispatcher answers failures.
 *
 * @param exposeExceptionMessages when true, a -32603 reply's data also carries the exception's message (off by
 *                                default: a message can hold anything, and the peer is not necessarily trusted)
 * @param cancelledCode           the code a cancelled call is answered with ({@code -32800}, LSP's RequestCancelled,
 *                                by default), or {@code null} to send no reply at all (MCP style)
 * @param contract                a contract checked at DISPATCH and PARAMS before the handler runs, or {@code null}
 */
public record DispatchOptions(boolean exposeExceptionMessages, Long cancelledCode, ParamsContract contract) {
    /** LSP's RequestCancelled. */
    public static final long REQUEST_CANCELLED = -32800;
    /** No message exposure, cancellations answered with -32800, no contract. */
    public static final DispatchOptions DEFAULT = new DispatchOptions(false, REQUEST_CANCELLED, null);

    /** These options with another contract. */
    public DispatchOptions withContract(ParamsContract c) {
        return new DispatchOptions(exposeExceptionMessages, cancelledCode, c);
    }

    /** These options with another cancellation reply code ({@code null}: no reply). */
    public DispatchOptions withCancelledCode(Long code) {
        return new DispatchOptions(exposeExceptionMessages, code, contract);
    }

    /** These options with exception messages exposed or not. */
    public DispatchOptions withExceptionMessages(boolean expose) {
        return new DispatchOptions(expose, cancelledCode, contract);
    }

    static String cancelledMessage() {
        return "Request cancelled";
    }

    static String internalMessage() {
        return ErrorCodes.messageFor(ErrorCodes.INTERNAL_ERROR);
    }
}
