package dev.rpcgate.core.json;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON object: members in source order, names unique (the reader rejects duplicates after decoding escapes).
 * Each member name is a {@link JsonString}, so it keeps its own location and exact spelling.
 */
public final class JsonObject extends JsonValue {
    private static final int INDEX_FROM = 9;
    private final String[] names; // decoded
    private final JsonValue[] values;
    private final Map<String, Integer> index; // only for larger objects; small ones are scanned
    private JsonString[] nameNodes; // made on first use: most readers never ask for a name's location

    JsonObject(String[] names, JsonValue[] values, Map<String, Integer> index, JsonSource source, int start, int end) {
        super(source, start, end);
        this.names = names;
        this.values = values;
        this.index = index == null && names.length >= INDEX_FROM ? indexOf(names) : index;
    }

    static boolean wantsIndex(int size) {
        return size >= INDEX_FROM;
    }

    private static Map<String, Integer> indexOf(String[] names) {
        Map<String, Integer> map = new HashMap<>(names.length * 2);
        for (int i = 0; i < names.length; i++) {
            map.putIfAbsent(names[i], i);
        }
        return map;
    }

    /** Starts an object built in code. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this object's members in order, to extend or change. */
    public Builder toBuilder() {
        Builder b = new Builder();
        for (int i = 0; i < names.length; i++) {
            b.put(names[i], values[i]);
        }
        return b;
    }

    /** The number of members. */
    public int size() {
        return names.length;
    }

    /** The name of the member at {@code i}, in source order. */
    public JsonString nameAt(int i) {
        JsonString[] nodes = nameNodes;
        if (nodes == null) {
            nodes = new JsonString[names.length];
            nameNodes = nodes; // racy: a lost race only builds equal nodes again
        }
        JsonString n = nodes[i];
        if (n == null) {
            if (source() == null) {
                n = JsonString.of(names[i]);
            } else {
                // only white space and a comma lie between the previous member (or the brace) and the name's quote
                int nameStart = source().nextQuote(i == 0 ? start() + 1 : values[i - 1].end());
                n = new JsonString(names[i], source(), nameStart, Escapes.nameEnd(source(), values[i].start()));
            }
            nodes[i] = n;
        }
        return n;
    }

    /** The decoded name of the member at {@code i}, in source order, without making its {@link #nameAt} node. */
    public String memberName(int i) {
        return names[i];
    }

    /** The value of the member at {@code i}, in source order. */
    public JsonValue valueAt(int i) {
        return values[i];
    }

    /** The member names in source order. */
    public List<String> names() {
        return List.of(names);
    }

    /** True when a member of that (decoded) name is present, whatever its value, {@code null} included. */
    public boolean has(String name) {
        return indexOf(name) >= 0;
    }

    /** The value of the member of that name; empty when absent (a present {@code null} is a {@link JsonNull}). */
    public Optional<JsonValue> find(String name) {
        return Optional.ofNullable(get(name));
    }

    /** The value of the member of that name, or Java {@code null} when the member is absent. */
    public JsonValue get(String name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
    }

    /** The name node of the member of that name (for its location), or {@code null} when absent. */
    public JsonString getName(String name) {
        int i = indexOf(name);
        return i < 0 ? null : nameAt(i);
    }

    private int indexOf(String name) {
        if (index != null) {
            Integer i = index.get(name);
            return i == null ? -1 : i;
        }
        // read names are interned by jackson, as are the literals callers look up: a pass on identity alone usually
        // finds the name; then one on the cached hash, so a name that is absent costs no character compares (names
        // are unique, so both passes find the same member)
        String[] ns = names;
        for (int i = 0; i < ns.length; i++) {
            if (ns[i] == name) {
                return i;
            }
        }
        int h = name.hashCode();
        for (int i = 0; i < ns.length; i++) {
            String n = ns[i];
            if (n.hashCode() == h && n.equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String typeName() {
        return "object";
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof JsonObject other) || other.names.length != names.length) {
            return false;
        }
        for (int i = 0; i < names.length; i++) {
            JsonValue v = other.get(names[i]);
            if (v == null || !v.equals(values[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < names.length; i++) {
            h += names[i].hashCode() ^ values[i].hashCode(); // order-insensitive, like equals
        }
        return h;
    }

    /** Collects members in order for an object built in code; a repeated name replaces the earlier value. */
    public static final class Builder {
        private final LinkedHashMap<String, JsonValue> members = new LinkedHashMap<>();

        private Builder() {
        }

        /** Adds a member. */
        public Builder put(String name, JsonValue value) {
            members.put(name, java.util.Objects.requireNonNull(value, "value"));
            return this;
        }

        /** Adds a string member. */
        public Builder put(String name, String value) {
            return put(name, JsonString.of(value));
        }

        /** Adds a number member. */
        public Builder put(String name, long value) {
            return put(name, JsonNumber.of(value));
        }

        /** Adds a boolean member. */
        public Builder put(String name, boolean value) {
            return put(name, JsonBoolean.of(value));
        }

        /** Builds the immutable object. */
        public JsonObject build() {
            String[] n = new String[members.size()];
            JsonValue[] v = new JsonValue[members.size()];
            int i = 0;
            for (Map.Entry<String, JsonValue> e : members.entrySet()) {
                n[i] = e.getKey();
                v[i++] = e.getValue();
            }
            return new JsonObject(n, v, null, null, 0, 0);
        }
    }
}
