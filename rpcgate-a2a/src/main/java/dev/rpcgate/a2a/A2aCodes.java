package dev.rpcgate.a2a;

import dev.rpcgate.a2a.v03.MessageSendValidator;

/**
 * The stable code names of the A2A findings; never reworded once released. It holds the PARAMS codes of v0.3.0's
 * {@link MessageSendValidator} (the shape codes agree with the official v0.3.0 JSON Schema; the policy codes
 * {@link #EMPTY_PARTS}, {@link #BOTH_BYTES_AND_URI}, {@link #NON_CANONICAL_BASE64}, {@link #PART_TOO_LARGE},
 * {@link #URI_REFUSED}, {@link #URI_NOT_ALLOWED} go beyond it), the codes of {@link VersionDetection}, and the codes
 * of the v1.0 validator ({@code dev.rpcgate.a2a.v1.V1Validator}), which reuses the v0.3.0 names where the rule is the
 * same. In v1.0 {@link #UNKNOWN_MEMBER} is an ERROR unless the policy makes it an ADVISORY, and {@link #EMPTY_PARTS}
 * covers every REQUIRED repeated field.
 */
public final class A2aCodes {
    /** ERROR: {@code message/send} was called without params. */
    public static final String MISSING_PARAMS = "MissingParams";
    /** ERROR: a member the schema requires is absent (the path names where it belongs). */
    public static final String MISSING_REQUIRED = "MissingRequired";
    /** ERROR: a value has the wrong JSON type (or is a non-integral number where an integer belongs). */
    public static final String TYPE_MISMATCH = "TypeMismatch";
    /** ERROR: an explicit {@code null} where the schema needs a value. */
    public static final String NULL_VALUE = "NullValue";
    /** ERROR: a message or part has no {@code kind} discriminator. */
    public static final String MISSING_KIND = "MissingKind";
    /** ERROR: the message's {@code kind} is a string other than {@code "message"}. */
    public static final String WRONG_KIND = "WrongKind";
    /** ERROR: a part's {@code kind} is a string other than {@code text}, {@code file} or {@code data}. */
    public static final String UNKNOWN_PART_KIND = "UnknownPartKind";
    /** ERROR: the message's {@code role} is a string other than {@code user} or {@code agent}. */
    public static final String WRONG_ROLE = "WrongRole";
    /** ERROR (beyond the schema): the message has no parts. */
    public static final String EMPTY_PARTS = "EmptyParts";
    /** ERROR (beyond the schema): a file has both {@code bytes} and {@code uri}. */
    public static final String BOTH_BYTES_AND_URI = "BothBytesAndUri";
    /** ERROR: a file has neither {@code bytes} nor {@code uri}. */
    public static final String NEITHER_BYTES_NOR_URI = "NeitherBytesNorUri";
    /** ERROR (beyond the schema): a file's {@code bytes} are not canonical padded Base64. */
    public static final String NON_CANONICAL_BASE64 = "NonCanonicalBase64";
    /** ERROR (policy): a part's counted bytes exceed the per-part limit. */
    public static final String PART_TOO_LARGE = "PartTooLarge";
    /** ERROR (policy): a file is given by URI while the policy does not allow URI references. */
    public static final String URI_REFUSED = "UriRefused";
    /** ERROR (policy): URI references are allowed, but this one is not https on an allow-listed host. */
    public static final String URI_NOT_ALLOWED = "UriNotAllowed";
    /** ADVISORY: a member the schema does not name; kept, never rejected (the schema allows it). */
    public static final String UNKNOWN_MEMBER = "UnknownMember";
    /** ERROR when errors were dropped (the check stopped), ADVISORY when only advisories were: too many findings. */
    public static final String LIMIT_EXCEEDED = "LimitExceeded";

    // ---- version detection ----

    /** ERROR: the {@code A2A-Version} header and query parameter disagree, or the declared version and the method. */
    public static final String VERSION_CONFLICT = "VersionConflict";
    /** ERROR: the declared {@code A2A-Version} is malformed or not one rpcgate supports (a server answers -32009). */
    public static final String UNSUPPORTED_A2A_VERSION = "UnsupportedA2aVersion";
    /** ADVISORY: no version was declared, and the v1.0 method name chose v1.0 (the protocol's default is 0.3). */
    public static final String VERSION_FROM_METHOD = "VersionFromMethod";
    /** ADVISORY: the declared {@code A2A-Version} carries a patch number ({@code 1.0.1}); only Major.Minor counts. */
    public static final String VERSION_WITH_PATCH = "VersionWithPatch";

    // ---- v1.0 ----

    /** ERROR: a v1.0 Part has not exactly one of {@code text}, {@code raw}, {@code url}, {@code data}. */
    public static final String PART_CONTENT = "PartContent";
    /**
     * ERROR: a oneof other than a Part's content (a SecurityScheme's scheme, OAuthFlows' flow, a response's payload)
     * has not exactly one of its fields.
     */
    public static final String ONEOF_CONTENT = "OneofContent";
    /** ERROR: an enum value that is not a name (or number) of the v1.0 enum. */
    public static final String UNKNOWN_ENUM_VALUE = "UnknownEnumValue";
    /** ADVISORY: an enum given by its number, which ProtoJSON parsers accept; the canonical form is the name. */
    public static final String ENUM_NUMBER = "EnumNumber";
    /** ERROR: Base64 that mixes the standard ({@code +/}) and the URL-safe ({@code -_}) alphabets. */
    public static final String MIXED_BASE64_ALPHABET = "MixedBase64Alphabet";
    /** ADVISORY: Base64 in the URL-safe alphabet or without padding, accepted as ProtoJSON accepts it. */
    public static final String BASE64_VARIANT = "Base64Variant";
    /** ERROR: a google.protobuf.Timestamp that is not an RFC 3339 UTC time ({@code 2025-10-28T10:30:00.000Z}). */
    public static final String INVALID_TIMESTAMP = "InvalidTimestamp";
    /** ERROR: an integer outside the range of its proto type (int32 or int64). */
    public static final String INTEGER_OUT_OF_RANGE = "IntegerOutOfRange";
    /** ADVISORY: a field under its proto snake_case name, which ProtoJSON parsers also accept; JSON uses lowerCamel. */
    public static final String PROTO_FIELD_NAME = "ProtoFieldName";
    /** ERROR: a field given under both its JSON name and its proto name. */
    public static final String DUPLICATE_FIELD = "DuplicateField";
    /** ADVISORY: an explicit {@code null} on an optional field, which ProtoJSON reads as the default. */
    public static final String NULL_AS_DEFAULT = "NullAsDefault";
    /** ADVISORY: an A2A error (-32001 to -32009) without a google.rpc.ErrorInfo of domain a2a-protocol.org. */
    public static final String MISSING_ERROR_INFO = "MissingErrorInfo";
    /** ERROR: an error's {@code data} is not an array of typed objects, or its ErrorInfo is malformed. */
    public static final String INVALID_ERROR_DATA = "InvalidErrorData";

    private A2aCodes() {
    }
}
