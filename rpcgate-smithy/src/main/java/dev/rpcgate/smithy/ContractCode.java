package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.FindingCode;

/**
 * The finding codes rpcgate-smithy declares: model loading, contract preparation, payload validation and the message
 * layer (requests, responses and batches judged against a prepared service). {@link #code()} is the UpperCamelCase
 * name reports print, never reworded once released. The codes other modules report too are core's and are not
 * repeated here: {@code ParseCode} (such as {@code DepthLimit}), {@code EnvelopeCode} ({@code AmbiguousId},
 * {@code EmptyBatch}, {@code UnsupportedMessage}) and {@code SharedCode} ({@code TypeMismatch},
 * {@code MissingRequired}, {@code FindingLimit}, {@code InputRead}, {@code InvalidContract}, ...).
 */
public enum ContractCode implements FindingCode {
    // message layer
    /** A response was checked without any context. */
    MISSING_CONTEXT("MissingContext"),
    /** An advisory: part of the message could not be checked in the scope given (ids, opaque 1.0 errors). */
    LIMITED_SCOPE("LimitedScope"),
    /** The service has no method of that name, or the context names no method or operation of it. */
    UNKNOWN_METHOD("UnknownMethod"),
    /** An application error code the operation does not model. */
    UNKNOWN_ERROR("UnknownError"),
    /** A request (or something else) given where a response is checked. */
    NOT_A_RESPONSE("NotAResponse"),
    /** A value other than an array given where a batch is checked. */
    NOT_A_BATCH("NotABatch"),
    /** The response's id is not the id the original request makes it carry. */
    ID_MISMATCH("IdMismatch"),
    /** The original request makes one outcome the only right one (a protocol error, any error), and this is another. */
    ERROR_MISMATCH("ErrorMismatch"),
    /** A response where none may be: to a notification, to no call of the batch. */
    UNEXPECTED_RESPONSE("UnexpectedResponse"),
    /** A call (of the original batch, or of a transcript) that no response answers. */
    MISSING_RESPONSE("MissingResponse"),
    /** A second response to one call. */
    DUPLICATE_RESPONSE("DuplicateResponse"),
    /** A single object where an array of replies is due, or an array where one error object is due. */
    WRONG_REPLY_FORM("WrongReplyForm"),
    /** A modeled error without the data its contract requires. */
    MISSING_DATA("MissingData"),
    /** Data on a modeled error whose contract says it carries none. */
    UNEXPECTED_DATA("UnexpectedData"),
    /** A method declared to be sent only as calls (or only as notifications) sent as the other kind. */
    WRONG_MESSAGE_KIND("WrongMessageKind"),
    /** An error code in -32768..-32000 that JSON-RPC assigns to nothing. */
    UNASSIGNED_CODE("UnassignedCode"),
    /** A result other than null from a method whose result is always null. */
    EXPECTED_NULL_RESULT("ExpectedNullResult"),
    /** The original request or batch cannot serve as context: not strict JSON, over a limit, or no request. */
    INVALID_CONTEXT("InvalidContext"),
    /** More positional params than the method declares. */
    TOO_MANY_PARAMS("TooManyParams"),
    /** Params by name to a positional-only method, or by position to a named-only one. */
    PARAMS_MISMATCH("ParamsMismatch"),

    // payload validation
    /** A string, blob, list or map outside a {@code @length} bound. */
    LENGTH_VIOLATION("LengthViolation"),
    /** A string that a {@code @pattern} does not find. */
    PATTERN_MISMATCH("PatternMismatch"),
    /** A value that is not one of an enum's or intEnum's values. */
    ENUM_MISMATCH("EnumMismatch"),
    /** An element equal to an earlier one in a {@code @uniqueItems} list or a set. */
    DUPLICATE_ITEM("DuplicateItem"),
    /** A union object that does not set exactly one known member to a non-null value. */
    UNION_MISMATCH("UnionMismatch"),
    /** A blob that is not canonical padded Base64. */
    INVALID_BLOB("InvalidBlob"),

    // payload-validator compilation
    /** A {@code @pattern} uses a feature that java.util.regex cannot give ECMA-262 meaning to. */
    UNSUPPORTED_PATTERN("UnsupportedPattern"),
    /** A constraint configuration the validators cannot enforce as written. */
    UNSUPPORTED_CONSTRAINT("UnsupportedConstraint"),
    /** A shape id that is not in the model, or a shape that cannot hold a JSON value. */
    UNSUPPORTED_SHAPE("UnsupportedShape"),

    // model loading and preparation
    /** A Smithy ERROR or DANGER event, or model text Smithy cannot read. */
    INVALID_MODEL("InvalidModel"),
    /** A Smithy WARNING event (an advisory). */
    MODEL_WARNING("ModelWarning"),
    /** Trait definitions the loader was asked to add are not on the class path. */
    MISSING_TRAIT_DEFINITIONS("MissingTraitDefinitions"),
    /** The service (or protocol) does not declare the requested JSON-RPC version. */
    UNSUPPORTED_VERSION("UnsupportedVersion");

    private final String code;

    ContractCode(String code) {
        this.code = code;
    }

    /** The name written in reports, e.g. {@code UnknownMethod}. */
    @Override
    public String code() {
        return code;
    }
}
