package dev.rpcgate.smithy.payload;

/**
 * Internal to rpcgate-smithy: the stable code names of payload and contract-compilation findings; never reworded once
 * released.
 */
public final class PayloadCodes {
    /** A value of the wrong JSON type (or a non-integral number for an integer shape). */
    public static final String TYPE_MISMATCH = "TypeMismatch";
    /** An explicit {@code null} where the contract needs a value. */
    static final String NULL_VALUE = "NullValue";
    /** A {@code @required} member is absent. */
    public static final String MISSING_REQUIRED = "MissingRequired";
    /** An object member the structure or union does not declare. */
    static final String UNKNOWN_MEMBER = "UnknownMember";
    /** A number outside its type's range or a {@code @range} bound. */
    static final String OUT_OF_RANGE = "OutOfRange";
    /** A string, blob, list or map outside a {@code @length} bound. */
    static final String LENGTH_VIOLATION = "LengthViolation";
    /** A string that a {@code @pattern} does not find. */
    static final String PATTERN_MISMATCH = "PatternMismatch";
    /** A value that is not one of an enum's or intEnum's values. */
    static final String ENUM_MISMATCH = "EnumMismatch";
    /** An element equal to an earlier one in a {@code @uniqueItems} list or a set. */
    static final String DUPLICATE_ITEM = "DuplicateItem";
    /** A union object that does not set exactly one known member to a non-null value. */
    static final String UNION_MISMATCH = "UnionMismatch";
    /** A timestamp that does not follow its format. */
    static final String INVALID_TIMESTAMP = "InvalidTimestamp";
    /** A blob that is not canonical padded Base64. */
    static final String INVALID_BLOB = "InvalidBlob";
    /** Values nested deeper than the depth limit; the nested value is not checked. */
    static final String DEPTH_LIMIT = "DepthLimit";
    /** The finding budget ran out (see {@link FindingSink}). */
    static final String LIMIT_EXCEEDED = FindingSink.LIMIT_EXCEEDED;

    /** Compilation: a {@code @pattern} uses a feature that java.util.regex cannot give ECMA-262 meaning to. */
    static final String UNSUPPORTED_PATTERN = "UnsupportedPattern";
    /** Compilation: a constraint configuration this validator cannot enforce as written. */
    static final String UNSUPPORTED_CONSTRAINT = "UnsupportedConstraint";
    /** Compilation: a shape id that is not in the model, or a shape that cannot hold a JSON value. */
    static final String UNSUPPORTED_SHAPE = "UnsupportedShape";

    private PayloadCodes() {
    }
}
