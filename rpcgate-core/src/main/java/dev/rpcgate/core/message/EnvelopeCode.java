package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.FindingCode;

import dev.rpcgate.core.gate.Severity;

/** The stable finding codes of the ENVELOPE gate, each with its severity. */
public enum EnvelopeCode implements FindingCode {
    /** The value is not an object (nor, in 2.0, an array of them). */
    NOT_AN_OBJECT("NotAnObject", Severity.ERROR),
    /** A 2.0 batch array with no elements. */
    EMPTY_BATCH("EmptyBatch", Severity.ERROR),
    /** A 2.0 batch with more entries than the face's bound (1024 by default); none of them is processed. */
    BATCH_TOO_LARGE("BatchTooLarge", Severity.ERROR),
    /** An array under JSON-RPC 1.0, which has no batches. */
    UNSUPPORTED_MESSAGE("UnsupportedMessage", Severity.ERROR),
    /** No {@code jsonrpc} member in a 2.0 message. */
    MISSING_VERSION("MissingVersion", Severity.ERROR),
    /** {@code jsonrpc} is not exactly the string {@code "2.0"}. */
    WRONG_VERSION("WrongVersion", Severity.ERROR),
    /** Neither {@code method} (a request) nor {@code result}/{@code error} (a response). */
    MISSING_METHOD("MissingMethod", Severity.ERROR),
    /** {@code method} is not a string. */
    METHOD_NOT_STRING("MethodNotString", Severity.ERROR),
    /** The method name starts with {@code rpc.}, which 2.0 reserves for system extensions. */
    RESERVED_METHOD("ReservedMethod", Severity.ADVISORY),
    /** 2.0 {@code params} is present but neither an array nor an object. */
    PARAMS_NOT_STRUCTURED("ParamsNotStructured", Severity.ERROR),
    /** 1.0 {@code params} is absent or not an array. */
    PARAMS_NOT_ARRAY("ParamsNotArray", Severity.ERROR),
    /** A 2.0 id that is a boolean, array or object. */
    INVALID_ID("InvalidId", Severity.ERROR),
    /** A 2.0 call with {@code "id": null}: its reply cannot be told from a reply to an unreadable message. */
    NULL_ID("NullId", Severity.ADVISORY),
    /** A number id with a fractional part, which 2.0 says should not be used. */
    FRACTIONAL_ID("FractionalId", Severity.ADVISORY),
    /** A response (or a 1.0 request) without an id member. */
    MISSING_ID("MissingId", Severity.ERROR),
    /** A 2.0 response with both {@code result} and {@code error}, or a 1.0 one with both non-null. */
    RESULT_AND_ERROR("ResultAndError", Severity.ERROR),
    /** A 1.0 response without a {@code result} member. */
    MISSING_RESULT("MissingResult", Severity.ERROR),
    /** A 1.0 response without an {@code error} member. */
    MISSING_ERROR("MissingError", Severity.ERROR),
    /** A 2.0 {@code error} that is not an object. */
    ERROR_NOT_OBJECT("ErrorNotObject", Severity.ERROR),
    /** A 2.0 error {@code code} that is absent or not an integer. */
    ERROR_CODE_NOT_INTEGER("ErrorCodeNotInteger", Severity.ERROR),
    /** A 2.0 error {@code message} that is absent or not a string. */
    ERROR_MESSAGE_NOT_STRING("ErrorMessageNotString", Severity.ERROR),
    /** An error code inside -32768..-32000 that the specification assigns to nothing. */
    RESERVED_ERROR_CODE("ReservedErrorCode", Severity.ADVISORY),
    /** A reply could answer more than one call: two calls of a batch share an id, or a null-id reply fits several. */
    AMBIGUOUS_ID("AmbiguousId", Severity.ADVISORY);

    private final String code;
    private final Severity severity;

    EnvelopeCode(String code, Severity severity) {
        this.code = code;
        this.severity = severity;
    }

    /** The stable name written in findings. */
    public String code() {
        return code;
    }

    /** ERROR, or ADVISORY for the codes that only inform. */
    public Severity severity() {
        return severity;
    }
}
