package dev.rpcgate.core.message;

import java.util.Optional;

/**
 * The JSON-RPC 2.0 error-code table: the five standard codes, the server range -32099..-32000, the reserved but
 * unassigned rest of -32768..-32000, and application codes everywhere else.
 */
public final class ErrorCodes {
    /** Invalid JSON was received. */
    public static final int PARSE_ERROR = -32700;
    /** The JSON sent is not a valid request object. */
    public static final int INVALID_REQUEST = -32600;
    /** The method does not exist or is not available. */
    public static final int METHOD_NOT_FOUND = -32601;
    /** Invalid method parameters. */
    public static final int INVALID_PARAMS = -32602;
    /** Internal JSON-RPC error. */
    public static final int INTERNAL_ERROR = -32603;
    /** The low end of the implementation-defined server-error range. */
    public static final int SERVER_ERROR_MIN = -32099;
    /** The high end of the implementation-defined server-error range. */
    public static final int SERVER_ERROR_MAX = -32000;
    /** The low end of the range the specification reserves. */
    public static final int RESERVED_MIN = -32768;
    /** The high end of the range the specification reserves. */
    public static final int RESERVED_MAX = -32000;

    private ErrorCodes() {
    }

    /** Where a code falls in the table. */
    public enum Range {
        /** One of the five codes the specification defines. */
        STANDARD,
        /** -32099..-32000, reserved for implementation-defined server errors. */
        SERVER,
        /** Inside -32768..-32000 but assigned to nothing: no one may use it. */
        RESERVED_UNASSIGNED,
        /** Outside the reserved range: free for applications. */
        APPLICATION
    }

    /** Classifies a code. */
    public static Range classify(long code) {
        if (code == PARSE_ERROR || code >= INTERNAL_ERROR && code <= INVALID_REQUEST) {
            return Range.STANDARD;
        }
        if (code >= SERVER_ERROR_MIN && code <= SERVER_ERROR_MAX) {
            return Range.SERVER;
        }
        if (code >= RESERVED_MIN && code <= RESERVED_MAX) {
            return Range.RESERVED_UNASSIGNED;
        }
        return Range.APPLICATION;
    }

    /** The specification's message for a standard code: {@code Parse error}, {@code Invalid Request}, ... */
    public static Optional<String> findStandardMessage(long code) {
        return Optional.ofNullable(switch ((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, code))) {
            case PARSE_ERROR -> "Parse error";
            case INVALID_REQUEST -> "Invalid Request";
            case METHOD_NOT_FOUND -> "Method not found";
            case INVALID_PARAMS -> "Invalid params";
            case INTERNAL_ERROR -> "Internal error";
            default -> null;
        });
    }

    /** The standard message for a code, or {@code Server error} / {@code Error} for the others. */
    public static String messageFor(long code) {
        return findStandardMessage(code).orElse(classify(code) == Range.SERVER ? "Server error" : "Error");
    }
}
