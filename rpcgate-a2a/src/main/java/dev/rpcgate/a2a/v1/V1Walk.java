package dev.rpcgate.a2a.v1;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.Base64Check;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;

/**
 * The one walk of a ProtoJSON value over the compiled table: JSON types per field kind, REQUIRED fields, oneof
 * groups, names (JSON, proto, unknown, both), nulls, Base64, enums, integers, timestamps, and the part policy on every
 * Part ({@link V1Parts}). Known fields are looked up by name, so members are scanned one by one only when an object
 * holds some that are not JSON names. One walk per check; not shared between threads.
 */
final class V1Walk {
    /** {@link #field} outcomes: absent or null (not set), set but invalid, set and valid. */
    private static final int UNSET = 0;
    private static final int INVALID = 1;
    private static final int VALID = 2;

    final CheckFindings budget;
    private final boolean unknownErrors;
    private final V1Parts parts;
    /** The decoded length of the last {@code bytes} value that read well (a Part's {@code raw}). */
    long decoded;

    V1Walk(CheckFindings budget, boolean unknownErrors, V1Parts.Rules rules, List<PartSummary> summaries) {
        this.budget = budget;
        this.unknownErrors = unknownErrors;
        this.parts = new V1Parts(this, rules, summaries);
    }

    /** Checks {@code v} as message {@code d} at {@code at}. */
    void message(MessageDesc d, JsonValue v, LazyPointer at) {
        if (v instanceof JsonObject o) {
            object(d, o, at, -1);
        } else {
            mismatch(v, at.toString(), FindingText.a(d.name) + " object");
        }
    }

    /** Checks object {@code o} as message {@code d}; {@code index} is its index in an array, else -1. */
    void object(MessageDesc d, JsonObject o, LazyPointer at, int index) {
        FieldDesc[] fields = d.fields;
        long given = 0; // present under some name, null included
        long set = 0; // present and not null (null is a value only for google.protobuf.Value)
        long valid = 0;
        int known = 0;
        for (FieldDesc f : fields) {
            JsonValue v = o.get(f.jsonName);
            if (v != null) {
                known++;
                long bit = 1L << f.index;
                given |= bit;
                int outcome = field(f, v, at, f.jsonName);
                set |= outcome != UNSET ? bit : 0;
                valid |= outcome == VALID ? bit : 0;
                if (budget.exhausted()) {
                    return;
                }
            }
        }
        if (known < o.size()) {
            for (int i = 0; i < o.size() && !budget.exhausted(); i++) {
                JsonString nameNode = o.nameAt(i);
                String name = nameNode.value();
                FieldDesc f = byName(d, name);
                if (f != null && f.jsonName.equals(name)) {
                    continue; // seen above
                }
                if (f == null) {
                    unknown(d, nameNode, at);
                    continue;
                }
                long bit = 1L << f.index;
                if ((given & bit) != 0) {
                    budget.error(A2aCode.DUPLICATE_FIELD, "the field " + d.name + "." + f.protoName
                            + " is given twice: as \"" + f.jsonName + "\" and as \"" + name + "\"", at.at(name), nameNode);
                    continue;
                }
                budget.advisory(A2aCode.PROTO_FIELD_NAME, "\"" + name + "\" is the proto name of " + d.name + "."
                        + f.jsonName + ": ProtoJSON parsers accept it, but v1.0 JSON is written \"" + f.jsonName + "\"",
                        at.at(name), nameNode);
                given |= bit;
                int outcome = field(f, o.valueAt(i), at, name);
                set |= outcome != UNSET ? bit : 0;
                valid |= outcome == VALID ? bit : 0;
            }
        }
        long missing = d.requiredMask & ~d.defaultAllowedMask & ~given;
        if (missing != 0 && !budget.exhausted()) {
            for (FieldDesc f : fields) {
                if ((missing >>> f.index & 1) != 0) {
                    budget.error(SharedCode.MISSING_REQUIRED, "the REQUIRED field \"" + f.jsonName + "\" of " + d.name
                            + " is absent", at.at(f.jsonName), o);
                }
            }
        }
        for (int g = 0; g < d.oneofMasks.length && !budget.exhausted(); g++) {
            int count = Long.bitCount(set & d.oneofMasks[g]);
            if (count != 1) {
                FindingCode code = d.isPart ? A2aCode.PART_CONTENT : A2aCode.ONEOF_CONTENT;
                budget.error(code, FindingText.a(d.name) + " needs exactly one of " + d.groupList(g) + " (its oneof "
                        + d.oneofNames[g] + "), found " + (count == 0 ? "none" : count), at.toString(), o);
            } else if (d.isPart && (valid & d.oneofMasks[0]) != 0) {
                parts.part(d.fields[Long.numberOfTrailingZeros(set & d.oneofMasks[0])], o, at, index);
            }
        }
        if (d.isSignature) {
            parts.signature(o, at);
        }
    }

    /** The field of that JSON or proto name; JSON names first, by identity where the reader interned them. */
    private static FieldDesc byName(MessageDesc d, String name) {
        for (FieldDesc f : d.fields) {
            if (f.jsonName == name) {
                return f;
            }
        }
        return d.field(name);
    }

    /** Checks one present member of field {@code f}; {@code name} is the member name as given. */
    private int field(FieldDesc f, JsonValue v, LazyPointer at, String name) {
        if (v instanceof JsonNull) {
            if (f.kind == FieldKind.VALUE && !f.repeated && !f.map) {
                return VALID; // null is a google.protobuf.Value of its own
            }
            if (f.required && !f.mayBeDefault) {
                budget.error(SharedCode.MISSING_REQUIRED, "the REQUIRED field \"" + f.jsonName + "\" is null, which "
                        + "ProtoJSON reads as not set", at.at(name), v);
            } else {
                budget.advisory(A2aCode.NULL_AS_DEFAULT, "\"" + name + "\" is null, which ProtoJSON reads as its "
                        + "default (not set): leave the member out instead", at.at(name), v);
            }
            return UNSET;
        }
        if (f.map) {
            return map(f, v, at, name);
        }
        if (f.repeated) {
            return repeated(f, v, at, name);
        }
        return single(f, v, at, name, -1) ? VALID : INVALID;
    }

    private int repeated(FieldDesc f, JsonValue v, LazyPointer at, String name) {
        if (!(v instanceof JsonArray a)) {
            mismatch(v, at.at(name), "an array (repeated " + f.type + ")");
            return INVALID;
        }
        if (a.isEmpty()) {
            if (f.required && !f.mayBeDefault) {
                budget.error(A2aCode.EMPTY_PARTS, "the REQUIRED repeated field \"" + f.jsonName + "\" is empty: it "
                        + "needs at least one element", at.at(name), a);
                return INVALID;
            }
            return VALID;
        }
        LazyPointer list = at.child(name);
        boolean ok = true;
        for (int i = 0; i < a.size() && !budget.exhausted(); i++) {
            JsonValue e = a.get(i);
            if (e instanceof JsonNull) {
                budget.error(SharedCode.NULL_VALUE, "an element of repeated " + f.type + " cannot be null",
                        list.at(Integer.toString(i)), e);
                ok = false;
            } else {
                ok &= single(f, e, list, null, i);
            }
        }
        return ok ? VALID : INVALID;
    }

    private int map(FieldDesc f, JsonValue v, LazyPointer at, String name) {
        if (!(v instanceof JsonObject o)) {
            mismatch(v, at.at(name), "an object (map<string, " + f.type + ">)");
            return INVALID;
        }
        LazyPointer entries = at.child(name);
        boolean ok = true;
        for (int i = 0; i < o.size() && !budget.exhausted(); i++) {
            JsonValue e = o.valueAt(i);
            String key = o.nameAt(i).value();
            if (e instanceof JsonNull) {
                budget.error(SharedCode.NULL_VALUE, "a value of map<string, " + f.type + "> cannot be null",
                        entries.at(key), e);
                ok = false;
            } else {
                ok &= single(f, e, entries, key, -1);
            }
        }
        return ok ? VALID : INVALID;
    }

    /**
     * Checks one value of the field's type: member {@code name} of {@code at}, or element {@code index} of the array
     * at {@code at} when {@code name} is null. True when it is valid.
     */
    private boolean single(FieldDesc f, JsonValue v, LazyPointer at, String name, int index) {
        switch (f.kind) {
            case STRING -> {
                if (v instanceof JsonString) {
                    return true;
                }
                mismatch(v, path(at, name, index), "a string");
            }
            case BOOL -> {
                if (v instanceof JsonBoolean) {
                    return true;
                }
                mismatch(v, path(at, name, index), "a boolean");
            }
            case MESSAGE -> {
                if (v instanceof JsonObject o) {
                    object(f.message, o, name == null ? at.child(index) : at.child(name), index);
                    return true; // its own findings say what is wrong inside
                }
                mismatch(v, path(at, name, index), FindingText.a(f.type) + " object");
            }
            case STRUCT -> {
                if (v instanceof JsonObject) {
                    return true;
                }
                mismatch(v, path(at, name, index), "an object (google.protobuf.Struct)");
            }
            case VALUE -> {
                return true;
            }
            case BYTES -> {
                return bytes(v, at, name, index);
            }
            case INT32, INT64 -> {
                return integer(f, v, at, name, index);
            }
            case ENUM -> {
                return enumValue(f, v, at, name, index);
            }
            case TIMESTAMP -> {
                if (v instanceof JsonString s) {
                    String problem = ScalarSyntax.timestampProblem(s.value());
                    if (problem == null) {
                        return true;
                    }
                    budget.error(SharedCode.INVALID_TIMESTAMP, "not an RFC 3339 UTC timestamp such as "
                            + "\"2025-10-28T10:30:00.000Z\": " + problem, path(at, name, index), v);
                } else {
                    mismatch(v, path(at, name, index), "an RFC 3339 timestamp string");
                }
            }
        }
        return false;
    }

    private boolean bytes(JsonValue v, LazyPointer at, String name, int index) {
        if (!(v instanceof JsonString str)) {
            mismatch(v, path(at, name, index), "a Base64 string (bytes)");
            return false;
        }
        String s = str.value();
        long length = Base64Check.decodedLength(s);
        if (length >= 0) {
            decoded = length;
            return true;
        }
        Base64Check.Reading r = Base64Check.read(s);
        if (r.mixed()) {
            budget.error(A2aCode.MIXED_BASE64_ALPHABET, "the bytes mix the standard (+/) and the URL-safe (-_) Base64 "
                    + "alphabets", path(at, name, index), v);
            return false;
        }
        if (!r.isAccepted()) {
            budget.error(A2aCode.NON_CANONICAL_BASE64, "the bytes are not Base64: " + r.problem(),
                    path(at, name, index), v);
            return false;
        }
        budget.advisory(A2aCode.BASE64_VARIANT, "the bytes are Base64 " + (r.urlSafe() ? "in the URL-safe alphabet"
                + (r.padded() ? "" : " without padding") : "without padding") + ": accepted, as ProtoJSON accepts it; "
                + "v1.0 JSON writes standard padded Base64", path(at, name, index), v);
        decoded = r.length();
        return true;
    }

    private boolean integer(FieldDesc f, JsonValue v, LazyPointer at, String name, int index) {
        boolean int64 = f.kind == FieldKind.INT64;
        int reading;
        if (v instanceof JsonNumber n) {
            reading = ScalarSyntax.integer(n, int64);
        } else if (v instanceof JsonString s) {
            reading = ScalarSyntax.integer(s.value(), int64);
        } else {
            mismatch(v, path(at, name, index), "an integer (" + f.type + ")");
            return false;
        }
        if (reading == ScalarSyntax.IN_RANGE) {
            return true;
        }
        if (reading == ScalarSyntax.OUT_OF_RANGE) {
            budget.error(A2aCode.INTEGER_OUT_OF_RANGE, FindingText.shown(v) + " is outside the range of " + f.type
                    + (int64 ? " (-2^63 to 2^63-1)" : " (-2147483648 to 2147483647)"), path(at, name, index), v);
        } else {
            budget.error(SharedCode.TYPE_MISMATCH, "expected an integer (" + f.type + "): a whole number, or a string"
                    + " of decimal digits, found " + FindingText.found(v), path(at, name, index), v);
        }
        return false;
    }

    private boolean enumValue(FieldDesc f, JsonValue v, LazyPointer at, String name, int index) {
        EnumDesc e = f.enumType;
        int i;
        if (v instanceof JsonString s) {
            i = e.indexOfName(s.value());
            if (i < 0) {
                budget.error(A2aCode.UNKNOWN_ENUM_VALUE, FindingText.shown(v) + " is not a value of " + e.name
                        + FindingText.enumHint(e, s.value()) + ": one of " + e.list(), path(at, name, index), v);
                return false;
            }
        } else if (v instanceof JsonNumber n) {
            int reading = ScalarSyntax.integer(n, false);
            if (reading != ScalarSyntax.IN_RANGE) {
                mismatch(v, path(at, name, index), FindingText.a(e.name) + " name");
                return false;
            }
            i = e.indexOfNumber(n.findLong().getAsLong());
            if (i < 0) {
                budget.error(A2aCode.UNKNOWN_ENUM_VALUE, FindingText.shown(n) + " is not a number of " + e.name
                        + ": one of " + e.list(), path(at, name, index), v);
                return false;
            }
            budget.advisory(A2aCode.ENUM_NUMBER, e.name + " given by its number " + n.lexeme() + ": ProtoJSON parsers "
                    + "accept it, but v1.0 JSON writes the name \"" + e.names[i] + "\"", path(at, name, index), v);
        } else {
            mismatch(v, path(at, name, index), FindingText.a(e.name) + " name");
            return false;
        }
        if (f.required && e.numbers[i] == 0) {
            budget.error(SharedCode.MISSING_REQUIRED, "the REQUIRED field \"" + f.jsonName + "\" is " + e.names[i]
                    + ", the zero value, which ProtoJSON treats as not set", path(at, name, index), v);
            return false;
        }
        return true;
    }

    private void unknown(MessageDesc d, JsonString nameNode, LazyPointer at) {
        String name = nameNode.value();
        String message = "\"" + name + "\" is not a field of the v1.0 message " + d.name + FindingText.memberHint(d,
                name) + (unknownErrors ? "" : ": kept, not checked");
        if (unknownErrors) {
            budget.error(SharedCode.UNKNOWN_MEMBER, message, at.at(name), nameNode);
        } else {
            budget.advisory(SharedCode.UNKNOWN_MEMBER, message, at.at(name), nameNode);
        }
    }

    static String path(LazyPointer at, String name, int index) {
        return at.at(name != null ? name : index >= 0 ? Integer.toString(index) : null);
    }

    void mismatch(JsonValue v, String path, String expected) {
        budget.error(SharedCode.TYPE_MISMATCH, "expected " + expected + ", found " + FindingText.found(v), path, v);
    }
}
