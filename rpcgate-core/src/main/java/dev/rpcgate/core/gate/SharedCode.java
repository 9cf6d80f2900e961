package dev.rpcgate.core.gate;

/**
 * The finding codes more than one module reports, each meaning the same thing wherever it appears: declared once
 * here so a code name stays unique across rpcgate. PARSE's codes are {@code ParseCode}'s and ENVELOPE's are
 * {@code EnvelopeCode}'s; a module's own codes are in that module's enum.
 */
public enum SharedCode implements FindingCode {
    /** A value has the wrong JSON type for its place. */
    TYPE_MISMATCH("TypeMismatch"),
    /** A required member is absent. */
    MISSING_REQUIRED("MissingRequired"),
    /** A member the schema does not have. */
    UNKNOWN_MEMBER("UnknownMember"),
    /** {@code null} where a value is needed. */
    NULL_VALUE("NullValue"),
    /** A number outside the range of its type or constraint. */
    OUT_OF_RANGE("OutOfRange"),
    /** A string that is not a valid timestamp. */
    INVALID_TIMESTAMP("InvalidTimestamp"),
    /** More findings than the check keeps: it stopped there, or left the rest out. */
    FINDING_LIMIT("FindingLimit"),
    /** No method of that name. */
    METHOD_NOT_FOUND("MethodNotFound"),
    /** A response (or something else) where a request was expected. */
    NOT_A_REQUEST("NotARequest"),
    /** A message over the size limit, never read. */
    MESSAGE_TOO_LARGE("MessageTooLarge"),
    /** An input file or stream that could not be read. */
    INPUT_READ("InputRead"),
    /** A contract (a model, its traits) that cannot be used as given. */
    INVALID_CONTRACT("InvalidContract"),
    /** No service of that id in the model. */
    UNKNOWN_SERVICE("UnknownService");

    private final String code;

    SharedCode(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }
}
