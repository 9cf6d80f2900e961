package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Builds one ProtoJSON object for {@link V1Json}: fields under their json names, absent optionals left out, then the
 * kept members the proto does not name. Only the message's own json names can be written.
 */
final class FieldWriter {
    private final JsonObject.Builder b = JsonObject.builder();
    private final Fields fields;

    FieldWriter(Fields fields) {
        this.fields = fields;
    }

    FieldWriter put(String name, JsonValue v) {
        fields.protoName(name); // throws for a name that is not one of the message's json names
        b.put(name, v);
        return this;
    }

    FieldWriter put(String name, String v) {
        return put(name, JsonString.of(v));
    }

    FieldWriter put(String name, int v) {
        return put(name, JsonNumber.of(v));
    }

    <T> FieldWriter opt(String name, Optional<T> v, Function<T, JsonValue> write) {
        v.ifPresent(x -> put(name, write.apply(x)));
        return this;
    }

    FieldWriter optString(String name, Optional<String> v) {
        return opt(name, v, JsonString::of);
    }

    FieldWriter optBool(String name, Optional<Boolean> v) {
        return opt(name, v, JsonBoolean::of);
    }

    FieldWriter optStruct(String name, Optional<JsonObject> v) {
        return opt(name, v, x -> x);
    }

    FieldWriter optStrings(String name, Optional<List<String>> v) {
        return opt(name, v, FieldWriter::strings);
    }

    <T> FieldWriter optList(String name, Optional<List<T>> v, Function<T, JsonValue> write) {
        return opt(name, v, l -> list(l, write));
    }

    FieldWriter optInt(String name, OptionalInt v) {
        if (v.isPresent()) {
            put(name, v.getAsInt());
        }
        return this;
    }

    static <T> JsonArray list(List<T> items, Function<T, JsonValue> write) {
        return JsonArray.of(items.stream().map(write).toList());
    }

    static JsonArray strings(List<String> items) {
        return list(items, JsonString::of);
    }

    /** The object, the kept members after the fields; a kept member under either name of a field is left out. */
    JsonObject with(JsonObject extra) {
        for (int i = 0; i < extra.size(); i++) {
            String n = extra.nameAt(i).value();
            if (!fields.isKnown(n)) {
                b.put(n, extra.valueAt(i));
            }
        }
        return b.build();
    }
}
