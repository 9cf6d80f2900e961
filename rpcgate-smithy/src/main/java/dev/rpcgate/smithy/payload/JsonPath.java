package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;

/**
 * Internal to rpcgate-smithy: an immutable JSON Pointer under construction. Validators make one child per value they
 * descend into, so a child is a small node (parent, segment) and the pointer text is only built when a finding asks for
 * it.
 */
public final class JsonPath {
    private static final JsonPath ROOT = new JsonPath(null, "", null, null, -1, 0);

    private final JsonPath parent;
    private final String base; // the escaped pointer text of a base node; null below it
    private final String name; // an unescaped member name, or null
    private final JsonObject object; // with index: a member whose name is read only when the pointer is built
    private final int index; // an array index, or the member index in object; -1 for a name
    private final int depth;

    private JsonPath(JsonPath parent, String base, String name, JsonObject object, int index, int depth) {
        this.parent = parent;
        this.base = base;
        this.name = name;
        this.object = object;
        this.index = index;
        this.depth = depth;
    }

    /** The pointer to the whole document, {@code ""}. */
    public static JsonPath root() {
        return ROOT;
    }

    /** A base pointer such as {@code /params} or {@code /2/params}; it must already be a valid, escaped pointer. */
    public static JsonPath of(String pointer) {
        if (pointer.isEmpty()) {
            return ROOT;
        }
        if (pointer.charAt(0) != '/') {
            throw new IllegalArgumentException("a JSON Pointer starts with '/': " + pointer);
        }
        return new JsonPath(null, pointer, null, null, -1, 0);
    }

    /** The member {@code name} of the object at this path. */
    public JsonPath child(String memberName) {
        return new JsonPath(this, null, memberName, null, -1, depth + 1);
    }

    /** The element {@code i} of the array at this path. */
    public JsonPath index(int i) {
        return new JsonPath(this, null, null, null, i, depth + 1);
    }

    /** The member at position {@code i} of {@code owner}, the object at this path; its name is read when needed. */
    public JsonPath memberAt(JsonObject owner, int i) {
        return new JsonPath(this, null, null, owner, i, depth + 1);
    }

    /** How many segments lie below the base: the nesting depth a validator has reached. */
    int depth() {
        return depth;
    }

    /** The pointer text, with {@code ~} and {@code /} in names escaped as {@code ~0} and {@code ~1}. */
    public String pointer() {
        if (parent == null) {
            return base;
        }
        StringBuilder out = new StringBuilder(16 * depth);
        append(out);
        return out.toString();
    }

    private void append(StringBuilder out) {
        if (parent == null) {
            out.append(base);
            return;
        }
        parent.append(out);
        out.append('/');
        if (name != null) {
            JsonWriter.writePointerToken(name, out);
        } else if (object != null) {
            JsonWriter.writePointerToken(object.nameAt(index).value(), out);
        } else {
            out.append(index);
        }
    }

    @Override
    public String toString() {
        return pointer();
    }
}
