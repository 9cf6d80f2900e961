package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;
import java.util.function.Function;

/** Builds one object for {@link A2aJson}: modelled members first, then the kept extra members. */
final class MemberWriter {
    private final JsonObject.Builder b = JsonObject.builder();
    private final Set<String> names = new HashSet<>();

    MemberWriter put(String name, JsonValue v) {
        b.put(name, v);
        names.add(name);
        return this;
    }

    MemberWriter put(String name, String v) {
        return put(name, JsonString.of(v));
    }

    MemberWriter put(String name, boolean v) {
        return put(name, JsonBoolean.of(v));
    }

    <T> MemberWriter opt(String name, Optional<T> v, Function<T, JsonValue> write) {
        v.ifPresent(x -> put(name, write.apply(x)));
        return this;
    }

    MemberWriter optString(String name, Optional<String> v) {
        return opt(name, v, JsonString::of);
    }

    MemberWriter optBoolean(String name, Optional<Boolean> v) {
        return opt(name, v, JsonBoolean::of);
    }

    MemberWriter optObject(String name, Optional<JsonObject> v) {
        return opt(name, v, x -> x);
    }

    MemberWriter optStrings(String name, Optional<List<String>> v) {
        return opt(name, v, MemberWriter::strings);
    }

    <T> MemberWriter optList(String name, Optional<List<T>> v, Function<T, JsonValue> write) {
        return opt(name, v, l -> list(l, write));
    }

    static <T> JsonArray list(List<T> items, Function<T, JsonValue> write) {
        return JsonArray.of(items.stream().map(write).toList());
    }

    static JsonArray strings(List<String> items) {
        return list(items, JsonString::of);
    }

    JsonObject with(JsonObject extra) {
        for (int i = 0; i < extra.size(); i++) {
            String n = extra.nameAt(i).value();
            if (!names.contains(n)) { // a kept member never overrides a modelled one
                b.put(n, extra.valueAt(i));
            }
        }
        return b.build();
    }
}
