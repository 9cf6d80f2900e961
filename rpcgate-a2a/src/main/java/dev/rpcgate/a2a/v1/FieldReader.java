package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads the fields of one ProtoJSON object for {@link V1Json}. A field is found under its json name or its proto name
 * (both at once is a fault); an explicit {@code null} reads as the field's default, that is as absent, except where a
 * {@code google.protobuf.Value} takes it as its null value. A wrong shape throws, naming the JSON Pointer of the value
 * as it was spelled in the input.
 */
final class FieldReader {
    /** Reads a value found at a path. */
    interface Read<T> {
        T read(JsonValue v, String path);
    }

    private final JsonObject o;
    private final String path;
    private final Fields fields;

    private FieldReader(JsonObject o, String path, Fields fields) {
        this.o = o;
        this.path = path;
        this.fields = fields;
    }

    /** The fields of the object {@code v}, which stands at {@code path}. */
    static FieldReader of(JsonValue v, String path, Fields fields) {
        if (!(v instanceof JsonObject o)) {
            throw wrong(path, "an object (" + fields.message() + ")", v);
        }
        return new FieldReader(o, path, fields);
    }

    static IllegalArgumentException wrong(String path, String expected, JsonValue v) {
        return fault(path, "expected " + expected + ", found " + (v == null ? "nothing" : v.typeName()));
    }

    static IllegalArgumentException fault(String path, String why) {
        return new IllegalArgumentException("at \"" + path + "\": " + why);
    }

    static String child(String path, String name) {
        StringBuilder out = new StringBuilder(path.length() + name.length() + 1).append(path).append('/');
        JsonWriter.writePointerToken(name, out);
        return out.toString();
    }

    /** The name the field is given under (json name, else proto name), or {@code null} when it is absent. */
    private String given(String json) {
        String proto = fields.protoName(json);
        boolean hasJson = o.has(json);
        boolean hasProto = !proto.equals(json) && o.has(proto);
        if (hasJson && hasProto) {
            throw fault(path, "the field \"" + json + "\" is given under both of its names, \"" + json + "\" and \""
                    + proto + "\"");
        }
        return hasJson ? json : hasProto ? proto : null;
    }

    /** The field's value as given, JSON {@code null} included; Java {@code null} when the field is absent. */
    JsonValue raw(String json) {
        String name = given(json);
        return name == null ? null : o.get(name);
    }

    /** True when the field is present with a value other than {@code null}. */
    boolean has(String json) {
        JsonValue v = raw(json);
        return v != null && !(v instanceof JsonNull);
    }

    <T> T one(String json, Read<T> read) {
        String name = given(json);
        JsonValue v = name == null ? null : o.get(name);
        if (v == null || v instanceof JsonNull) {
            throw fault(child(path, name == null ? json : name), v == null ? "the required field is absent"
                    : "the required field is null, which reads as its default: not set");
        }
        return read.read(v, child(path, name));
    }

    <T> Optional<T> opt(String json, Read<T> read) {
        String name = given(json);
        JsonValue v = name == null ? null : o.get(name);
        return v == null || v instanceof JsonNull ? Optional.empty() : Optional.of(read.read(v, child(path, name)));
    }

    <T> List<T> list(String json, Read<T> read) {
        return one(json, (v, p) -> listOf(v, p, read));
    }

    <T> Optional<List<T>> optList(String json, Read<T> read) {
        return opt(json, (v, p) -> listOf(v, p, read));
    }

    String string(String json) {
        return one(json, ScalarReader::string);
    }

    Optional<String> optString(String json) {
        return opt(json, ScalarReader::string);
    }

    Optional<Boolean> optBool(String json) {
        return opt(json, ScalarReader::bool);
    }

    Optional<JsonObject> optStruct(String json) {
        return opt(json, ScalarReader::struct);
    }

    Optional<List<String>> optStrings(String json) {
        return optList(json, ScalarReader::string);
    }

    List<String> strings(String json) {
        return list(json, ScalarReader::string);
    }

    int int32(String json) {
        return one(json, ScalarReader::int32);
    }

    OptionalInt optInt32(String json) {
        Optional<Integer> v = opt(json, ScalarReader::int32);
        return v.isPresent() ? OptionalInt.of(v.get()) : OptionalInt.empty();
    }

    /** The members the proto does not name, in order. */
    JsonObject extra() {
        JsonObject.Builder b = null;
        for (int i = 0; i < o.size(); i++) {
            String n = o.nameAt(i).value();
            if (!fields.isKnown(n)) {
                if (b == null) {
                    b = JsonObject.builder();
                }
                b.put(n, o.valueAt(i));
            }
        }
        return b == null ? V1Json.EMPTY : b.build();
    }

    private static <T> List<T> listOf(JsonValue v, String path, Read<T> read) {
        if (!(v instanceof JsonArray a)) {
            throw wrong(path, "an array", v);
        }
        List<T> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            out.add(read.read(a.get(i), path + "/" + i));
        }
        return out;
    }
}
