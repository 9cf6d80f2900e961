package dev.rpcgate.a2a;

/**
 * The stable code names of the PARAMS findings of {@link MessageSendValidator}; never reworded once released. The
 * shape codes agree with the official v0.3.0 JSON Schema; the policy codes ({@link #EMPTY_PARTS},
 * {@link #BOTH_BYTES_AND_URI}, {@link #NON_CANONICAL_BASE64}, {@link #PART_TOO_LARGE}, {@link #URI_REFUSED},
 * {@link #URI_NOT_ALLOWED}) go beyond it.
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

    private A2aCodes() {
    }
}
