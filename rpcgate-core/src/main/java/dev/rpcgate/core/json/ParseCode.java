package dev.rpcgate.core.json;

/** The stable finding codes of the PARSE gate; {@link #code()} is the name written in reports. */
public enum ParseCode implements dev.rpcgate.core.gate.FindingCode {
    /** The text is not JSON: a syntax error, an unescaped control character, a NUL byte. */
    INVALID_JSON("InvalidJson"),
    /** The text holds no value at all (empty or only whitespace). */
    EMPTY_INPUT("EmptyInput"),
    /** Something follows the single top-level value. */
    TRAILING_CONTENT("TrailingContent"),
    /** An object names the same member twice after escapes are decoded. */
    DUPLICATE_KEY("DuplicateKey"),
    /** Arrays and objects nest deeper than the depth limit. */
    DEPTH_LIMIT("DepthLimit"),
    /** The text is larger than the size limit. */
    SIZE_LIMIT("SizeLimit"),
    /** The bytes are not well-formed UTF-8 (overlong, surrogate, truncated or out-of-range sequences). */
    INVALID_UTF8("InvalidUtf8"),
    /** A string holds half of a UTF-16 surrogate pair, raw or {@code \\u}-escaped. */
    UNPAIRED_SURROGATE("UnpairedSurrogate"),
    /** The text starts with a byte-order mark, which JSON text sent between systems must not. */
    BYTE_ORDER_MARK("ByteOrderMark");

    private final String code;

    ParseCode(String code) {
        this.code = code;
    }

    /** The stable name written in findings. */
    public String code() {
        return code;
    }
}
