package dev.rpcgate.a2a.validation;

import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;

/**
 * The finding codes of the A2A checks; {@link #code()} is the UpperCamelCase name reports print, never reworded once
 * released. It holds the PARAMS codes of v0.3.0's {@code dev.rpcgate.a2a.v03.MessageSendValidator} (the shape codes
 * agree with the official v0.3.0 JSON Schema; the policy codes {@link #EMPTY_PARTS}, {@link #BOTH_BYTES_AND_URI},
 * {@link #NON_CANONICAL_BASE64}, {@link #PART_TOO_LARGE}, {@link #URI_REFUSED}, {@link #URI_NOT_ALLOWED} go beyond
 * it), the codes of {@code dev.rpcgate.a2a.VersionDetection}, the codes of the v1.0 validator
 * ({@code dev.rpcgate.a2a.v1.V1Validator}), which reuses the v0.3.0 names where the rule is the same, and the codes of
 * the request trace ({@code dev.rpcgate.a2a.RequestTrace}).
 * In v1.0 {@link #EMPTY_PARTS} covers every REQUIRED repeated field.
 *
 * <p>The checks also report codes declared in core: {@link SharedCode#MISSING_REQUIRED},
 * {@link SharedCode#TYPE_MISMATCH}, {@link SharedCode#NULL_VALUE}, {@link SharedCode#UNKNOWN_MEMBER} (an ADVISORY in
 * v0.3.0; in v1.0 an ERROR unless the policy makes it an ADVISORY), {@link SharedCode#INVALID_TIMESTAMP} (v1.0),
 * {@link SharedCode#NOT_A_REQUEST} (the trace) and {@link SharedCode#FINDING_LIMIT}: an ERROR when errors were
 * dropped (the check stopped), an ADVISORY when only advisories were.
 */
public enum A2aCode implements FindingCode {
    /** ERROR: a method that takes params was called without them. */
    MISSING_PARAMS("MissingParams"),
    /** ERROR: a v0.3.0 message or part has no {@code kind} discriminator. */
    MISSING_KIND("MissingKind"),
    /** ERROR: the message's {@code kind} is a string other than {@code "message"}. */
    WRONG_KIND("WrongKind"),
    /** ERROR: a part's {@code kind} is a string other than {@code text}, {@code file} or {@code data}. */
    UNKNOWN_PART_KIND("UnknownPartKind"),
    /** ERROR: the message's {@code role} is a string other than {@code user} or {@code agent}. */
    WRONG_ROLE("WrongRole"),
    /** ERROR (beyond the schema): the message has no parts (in v1.0: a REQUIRED repeated field is empty). */
    EMPTY_PARTS("EmptyParts"),
    /** ERROR (beyond the schema): a file has both {@code bytes} and {@code uri}. */
    BOTH_BYTES_AND_URI("BothBytesAndUri"),
    /** ERROR: a file has neither {@code bytes} nor {@code uri}. */
    NEITHER_BYTES_NOR_URI("NeitherBytesNorUri"),
    /** ERROR (beyond the schema): a file's {@code bytes} are not canonical padded Base64. */
    NON_CANONICAL_BASE64("NonCanonicalBase64"),
    /** ERROR (policy): a part's counted bytes exceed the per-part limit. */
    PART_TOO_LARGE("PartTooLarge"),
    /** ERROR (policy): a file is given by URI while the policy does not allow URI references. */
    URI_REFUSED("UriRefused"),
    /** ERROR (policy): URI references are allowed, but this one is not https on an allow-listed host. */
    URI_NOT_ALLOWED("UriNotAllowed"),

    /** ERROR: the {@code A2A-Version} header and query parameter disagree, or the declared version and the method. */
    VERSION_CONFLICT("VersionConflict"),
    /** ERROR: the declared {@code A2A-Version} is malformed or not one rpcgate supports (a server answers -32009). */
    UNSUPPORTED_A2A_VERSION("UnsupportedA2aVersion"),
    /** ADVISORY: no version was declared, and the v1.0 method name chose v1.0 (the protocol's default is 0.3). */
    VERSION_FROM_METHOD("VersionFromMethod"),
    /** ADVISORY: the declared {@code A2A-Version} carries a patch number ({@code 1.0.1}); only Major.Minor counts. */
    VERSION_WITH_PATCH("VersionWithPatch"),

    /** ERROR: a v1.0 Part has not exactly one of {@code text}, {@code raw}, {@code url}, {@code data}. */
    PART_CONTENT("PartContent"),
    /** ERROR: a oneof other than a Part's content (a scheme, a flow, a payload) has not exactly one of its fields. */
    ONEOF_CONTENT("OneofContent"),
    /** ERROR: an enum value that is not a name (or number) of the v1.0 enum. */
    UNKNOWN_ENUM_VALUE("UnknownEnumValue"),
    /** ADVISORY: an enum given by its number, which ProtoJSON parsers accept; the canonical form is the name. */
    ENUM_NUMBER("EnumNumber"),
    /** ERROR: Base64 that mixes the standard ({@code +/}) and the URL-safe ({@code -_}) alphabets. */
    MIXED_BASE64_ALPHABET("MixedBase64Alphabet"),
    /** ADVISORY: Base64 in the URL-safe alphabet or without padding, accepted as ProtoJSON accepts it. */
    BASE64_VARIANT("Base64Variant"),
    /** ERROR: an integer outside the range of its proto type (int32 or int64). */
    INTEGER_OUT_OF_RANGE("IntegerOutOfRange"),
    /** ADVISORY: a field under its proto snake_case name, which ProtoJSON parsers also accept; JSON uses lowerCamel. */
    PROTO_FIELD_NAME("ProtoFieldName"),
    /** ERROR: a field given under both its JSON name and its proto name. */
    DUPLICATE_FIELD("DuplicateField"),
    /** ADVISORY: an explicit {@code null} on an optional field, which ProtoJSON reads as the default. */
    NULL_AS_DEFAULT("NullAsDefault"),
    /** ADVISORY: an A2A error (-32001 to -32009) without a google.rpc.ErrorInfo of domain a2a-protocol.org. */
    MISSING_ERROR_INFO("MissingErrorInfo"),
    /** ERROR: an error's {@code data} is not an array of typed objects, or its ErrorInfo is malformed. */
    INVALID_ERROR_DATA("InvalidErrorData"),

    /** ERROR: a known A2A method the receiver does not implement (-32004 at DISPATCH). */
    UNSUPPORTED_OPERATION("UnsupportedOperation"),
    /** ADVISORY: the mismatch fault has nothing to change (a null id, or a number too long to step). */
    MISMATCH_NOT_APPLICABLE("MismatchNotApplicable"),
    /** ERROR: the reply's id is not the request's. */
    REPLY_ID_MISMATCH("ReplyIdMismatch"),
    /** ERROR: an error reply with a null id to a request whose id could not be read. */
    UNCORRELATED_REPLY("UncorrelatedReply"),

    /** ERROR: a request file's head is not a request line and header lines ended by a blank line. */
    MALFORMED_HTTP_REQUEST("MalformedHttpRequest"),
    /** ERROR: a request file's method is not POST, the only one JSON-RPC over HTTP uses. */
    HTTP_METHOD_NOT_POST("HttpMethodNotPost"),
    /** ERROR: a request file has a {@code Transfer-Encoding} header: its body would need decoding. */
    TRANSFER_ENCODING_NOT_SUPPORTED("TransferEncodingNotSupported"),
    /** ADVISORY: a request file has no {@code Content-Length}; the body is taken to be the rest of the file. */
    MISSING_CONTENT_LENGTH("MissingContentLength"),
    /** ERROR: a request file's {@code Content-Length} is not one decimal number. */
    INVALID_CONTENT_LENGTH("InvalidContentLength"),
    /** ERROR: a request file's {@code Content-Length} differs from the body's size. */
    CONTENT_LENGTH_MISMATCH("ContentLengthMismatch");

    private final String code;

    A2aCode(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }
}
