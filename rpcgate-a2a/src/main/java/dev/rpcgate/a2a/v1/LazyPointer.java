package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonWriter;

/**
 * A JSON Pointer made lazily: a walk links one node per object or array it enters and writes the pointer text only
 * for a finding, so a valid document costs no string building.
 */
final class LazyPointer {
    static final LazyPointer ROOT = new LazyPointer(null, null, -1);

    private final LazyPointer parent;
    private final String name; // null: an array index
    private final int index;

    private LazyPointer(LazyPointer parent, String name, int index) {
        this.parent = parent;
        this.name = name;
        this.index = index;
    }

    LazyPointer child(String member) {
        return new LazyPointer(this, member, -1);
    }

    LazyPointer child(int i) {
        return new LazyPointer(this, null, i);
    }

    /** The pointer of member {@code member} of this node, or of this node itself when {@code member} is null. */
    String at(String member) {
        StringBuilder out = new StringBuilder(32);
        write(out);
        if (member != null) {
            out.append('/');
            JsonWriter.writePointerToken(member, out);
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return at(null);
    }

    private void write(StringBuilder out) {
        if (parent == null) {
            return;
        }
        parent.write(out);
        out.append('/');
        if (name == null) {
            out.append(index);
        } else {
            JsonWriter.writePointerToken(name, out);
        }
    }
}
