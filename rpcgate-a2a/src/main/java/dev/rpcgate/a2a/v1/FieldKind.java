package dev.rpcgate.a2a.v1;

/** The ProtoJSON value kinds of the v1.0 proto's fields. */
enum FieldKind {
    /** A JSON string. */
    STRING("string"),
    /** Base64 text, standard or URL-safe alphabet, padded or not. */
    BYTES("bytes"),
    /** A JSON boolean. */
    BOOL("bool"),
    /** A whole JSON number in the int32 range, or a string of decimal digits. */
    INT32("int32"),
    /** A whole JSON number in the int64 range, or a string of decimal digits (ProtoJSON's canonical form). */
    INT64("int64"),
    /** An enum value's name, or (ADVISORY) its number. */
    ENUM(null),
    /** A JSON object checked as its message. */
    MESSAGE(null),
    /** google.protobuf.Struct: any JSON object. */
    STRUCT("google.protobuf.Struct"),
    /** google.protobuf.Value: any JSON value, {@code null} included. */
    VALUE("google.protobuf.Value"),
    /** google.protobuf.Timestamp: an RFC 3339 UTC time string. */
    TIMESTAMP("google.protobuf.Timestamp");

    /** The proto type name of a scalar or well-known kind; {@code null} for enums and messages. */
    final String protoType;

    FieldKind(String protoType) {
        this.protoType = protoType;
    }

    /** The kind of a scalar or well-known proto type name, or {@code null} for an enum or message name. */
    static FieldKind ofProtoType(String type) {
        for (FieldKind k : values()) {
            if (type.equals(k.protoType)) {
                return k;
            }
        }
        return null;
    }
}
