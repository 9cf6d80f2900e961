package dev.rpcgate.a2a.v1;

/**
 * One field of a compiled proto message: its ProtoJSON name (lowerCamel) and proto name (snake_case), its kind and
 * type, cardinality, REQUIRED mark, proto3 {@code optional} mark and oneof group. Immutable once the table is built.
 */
final class FieldDesc {
    final int index;
    final String protoName;
    final String jsonName;
    final FieldKind kind;
    /** The proto type as written: {@code string}, {@code TaskState}, {@code google.protobuf.Struct}, ... */
    final String type;
    final boolean repeated;
    /** A {@code map<string, type>}. */
    final boolean map;
    final boolean required;
    /** Marked proto3 {@code optional} (explicit presence). */
    final boolean optional;
    /** The oneof group's name, or {@code null}. */
    final String oneof;
    MessageDesc message; // set once while the table is resolved
    boolean mayBeDefault; // set once by its message: REQUIRED, yet its default is a real answer
    EnumDesc enumType; // set once while the table is resolved

    FieldDesc(int index, String protoName, FieldKind kind, String type, boolean repeated, boolean map,
              boolean required, boolean optional, String oneof) {
        this.index = index;
        this.protoName = protoName.intern();
        this.jsonName = jsonName(protoName).intern();
        this.kind = kind;
        this.type = type;
        this.repeated = repeated;
        this.map = map;
        this.required = required;
        this.optional = optional;
        this.oneof = oneof;
    }

    /** ProtoJSON's default JSON name: each underscore dropped and the letter after it upper-cased. */
    static String jsonName(String protoName) {
        StringBuilder out = new StringBuilder(protoName.length());
        boolean upper = false;
        for (int i = 0; i < protoName.length(); i++) {
            char c = protoName.charAt(i);
            if (c == '_') {
                upper = true;
            } else {
                out.append(upper && c >= 'a' && c <= 'z' ? (char) (c - 32) : c);
                upper = false;
            }
        }
        return out.toString();
    }

    /** True when the proto name differs from the JSON name, so a parser also accepts it under that name. */
    boolean hasDistinctProtoName() {
        return !protoName.equals(jsonName);
    }

    /** The field as the proto declares it, e.g. {@code repeated Part parts}, {@code map<string, string> scopes}. */
    String declaration() {
        String t = map ? "map<string, " + type + ">" : (repeated ? "repeated " : optional ? "optional " : "") + type;
        return t + " " + protoName + (required ? " REQUIRED" : "") + (oneof == null ? "" : " oneof " + oneof);
    }

    @Override
    public String toString() {
        return declaration();
    }
}
