package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads the members of one object for {@link A2aJson}; a wrong shape throws, naming the JSON Pointer. */
final class MemberReader {
    /** Reads a value found at a path. */
    interface Read<T> {
        T read(JsonValue v, String path);
    }

    private final JsonObject o;
    private final String path;

    private MemberReader(JsonObject o, String path) {
        this.o = o;
        this.path = path;
    }

    static MemberReader of(JsonValue v, String path) {
        if (!(v instanceof JsonObject o)) {
            throw wrong(path, "an object", v);
        }
        return new MemberReader(o, path);
    }

    static IllegalArgumentException wrong(String path, String expected, JsonValue v) {
        return new IllegalArgumentException("at \"" + path + "\": expected " + expected + ", found "
                + (v == null ? "nothing" : v.typeName()));
    }

    String at(String name) {
        return JsonWriter.pointerChild(path, name);
    }

    void kind(String expected) {
        JsonValue k = o.get("kind");
        if (!(k instanceof JsonString s) || !s.value().equals(expected)) {
            throw wrong(at("kind"), "\"" + expected + "\"", k);
        }
    }

    <T> T one(String name, Read<T> read) {
        JsonValue v = o.get(name);
        if (v == null) {
            throw new IllegalArgumentException("at \"" + at(name) + "\": the required member is absent");
        }
        return read.read(v, at(name));
    }

    <T> Optional<T> opt(String name, Read<T> read) {
        JsonValue v = o.get(name);
        return v == null ? Optional.empty() : Optional.of(read.read(v, at(name)));
    }

    <T> List<T> list(String name, Read<T> read) {
        return one(name, (v, p) -> listOf(v, p, read));
    }

    <T> Optional<List<T>> optList(String name, Read<T> read) {
        return opt(name, (v, p) -> listOf(v, p, read));
    }

    String string(String name) {
        return one(name, MemberReader::string);
    }

    List<String> strings(String name) {
        return list(name, MemberReader::string);
    }

    Optional<List<String>> optStrings(String name) {
        return optList(name, MemberReader::string);
    }

    Optional<String> optString(String name) {
        return opt(name, MemberReader::string);
    }

    Optional<Boolean> optBoolean(String name) {
        return opt(name, MemberReader::bool);
    }

    boolean bool(String name) {
        return one(name, MemberReader::bool);
    }

    Optional<JsonObject> optObject(String name) {
        return opt(name, MemberReader::object);
    }

    Optional<JsonNumber> optInteger(String name) {
        return opt(name, (v, p) -> {
            if (v instanceof JsonNumber n && n.isIntegral()) {
                return n;
            }
            throw wrong(p, "an integer", v);
        });
    }

    /** The members not in {@code known}, in order. */
    JsonObject extra(Set<String> known) {
        JsonObject.Builder b = null;
        for (int i = 0; i < o.size(); i++) {
            String n = o.nameAt(i).value();
            if (!known.contains(n)) {
                if (b == null) {
                    b = JsonObject.builder();
                }
                b.put(n, o.valueAt(i));
            }
        }
        return b == null ? A2aJson.EMPTY : b.build();
    }

    static String string(JsonValue v, String path) {
        if (v instanceof JsonString s) {
            return s.value();
        }
        throw wrong(path, "a string", v);
    }

    static boolean bool(JsonValue v, String path) {
        if (v instanceof JsonBoolean b) {
            return b.value();
        }
        throw wrong(path, "a boolean", v);
    }

    static JsonObject object(JsonValue v, String path) {
        if (v instanceof JsonObject o) {
            return o;
        }
        throw wrong(path, "an object", v);
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
