package dev.rpcgate.smithy.check;

import dev.rpcgate.smithy.payload.PayloadCodes;

/**
 * The stable code names of message-layer findings: requests, responses and batches judged against a prepared
 * service. Parse and envelope findings keep core's codes; payload findings keep {@link PayloadCodes}.
 */
final class MessageCodes {
    /** A response was checked without any context. */
    static final String MISSING_CONTEXT = "MissingContext";
    /** An advisory: part of the message could not be checked in the scope given (ids, opaque 1.0 errors). */
    static final String LIMITED_SCOPE = "LimitedScope";
    /** Two calls of one batch share an id: an advisory for a request batch, an error against a response. */
    static final String AMBIGUOUS_ID = "AmbiguousId";
    /** An array where one message is expected, or a batch under JSON-RPC 1.0. */
    static final String UNSUPPORTED_MESSAGE = "UnsupportedMessage";
    /** The service has no method of that name, or the context names no method or operation of it. */
    static final String UNKNOWN_METHOD = "UnknownMethod";
    /** An application error code the operation does not model. */
    static final String UNKNOWN_ERROR = "UnknownError";
    /** A response given where a request is checked. */
    static final String NOT_A_REQUEST = "NotARequest";
    /** A request (or something else) given where a response is checked. */
    static final String NOT_A_RESPONSE = "NotAResponse";
    /** A value other than an array given where a batch is checked. */
    static final String NOT_A_BATCH = "NotABatch";
    /** A response batch that is an empty array. */
    static final String EMPTY_BATCH = "EmptyBatch";
    /** The response's id is not the id the original request makes it carry. */
    static final String ID_MISMATCH = "IdMismatch";
    /** The original request makes one outcome the only right one (a protocol error, any error), and this is another. */
    static final String ERROR_MISMATCH = "ErrorMismatch";
    /** A response where none may be: to a notification, to no call of the batch. */
    static final String UNEXPECTED_RESPONSE = "UnexpectedResponse";
    /** A call of the original batch that no response answers. */
    static final String MISSING_RESPONSE = "MissingResponse";
    /** A second response to one call. */
    static final String DUPLICATE_RESPONSE = "DuplicateResponse";
    /** A single object where an array of replies is due, or an array where one error object is due. */
    static final String WRONG_REPLY_FORM = "WrongReplyForm";
    /** A modeled error without the data its contract requires. */
    static final String MISSING_DATA = "MissingData";
    /** Data on a modeled error whose contract says it carries none. */
    static final String UNEXPECTED_DATA = "UnexpectedData";
    /** A method declared to be sent only as calls (or only as notifications) sent as the other kind. */
    static final String WRONG_MESSAGE_KIND = "WrongMessageKind";
    /** An error code in -32768..-32000 that JSON-RPC assigns to nothing. */
    static final String UNASSIGNED_CODE = "UnassignedCode";
    /** A result other than null from a method whose result is always null. */
    static final String EXPECTED_NULL_RESULT = "ExpectedNullResult";
    /** The original request or batch cannot serve as context: not strict JSON, over a limit, or no request. */
    static final String INVALID_CONTEXT = "InvalidContext";
    /** More positional params than the method declares. */
    static final String TOO_MANY_PARAMS = "TooManyParams";
    /** Params by name to a positional-only method, or by position to a named-only one. */
    static final String PARAMS_MISMATCH = "ParamsMismatch";

    private MessageCodes() {
    }
}
