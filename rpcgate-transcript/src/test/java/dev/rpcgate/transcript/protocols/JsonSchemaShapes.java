package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns the {@code $defs} of a JSON Schema (draft 2020-12, as MCP writes it) into Smithy IDL shapes that rpcgate's
 * validators read with JSON member names and open objects. Every definition becomes a shape of its own name; inline
 * schemas become shapes named after where they are. The mapping:
 * <ul>
 * <li>{@code object} with {@code properties}: a structure, {@code required} as {@code @required}; without
 * properties, a map when {@code additionalProperties} is a schema, else an empty (open) structure;</li>
 * <li>{@code anyOf}, and a list of types: an {@code @untagged} union ({@code null} as a Unit member);</li>
 * <li>{@code allOf}: one structure with the members of every part, later parts refining earlier ones;</li>
 * <li>{@code const} and {@code enum}: enums (an integer const: an intEnum);</li>
 * <li>{@code string} (with {@code format: byte}: a blob), {@code integer}, {@code number}, {@code boolean}:
 * String, BigInteger, BigDecimal, Boolean, with {@code minimum}/{@code maximum} as {@code @range};</li>
 * <li>{@code array}: a list, {@code minItems}/{@code maxItems} as {@code @length}; {@code {}}: a Document.</li>
 * </ul>
 * What Smithy cannot say is recorded in {@link #gaps()}.
 */
final class JsonSchemaShapes {
    private final JsonObject defs;
    private final Map<String, String> shapes = new LinkedHashMap<>(); // name -> IDL text
    private final Set<String> used = new HashSet<>();
    private final Map<String, String> consts = new LinkedHashMap<>(); // const key -> shape name
    private final Set<String> gaps = new LinkedHashSet<>();

    JsonSchemaShapes(JsonObject defs) {
        this.defs = defs;
        used.addAll(defs.names());
        used.add("AnyObject");
    }

    /** A reference to a shape, with the traits the member that uses it carries. */
    record Ref(String target, List<String> memberTraits) {
        static Ref of(String target) {
            return new Ref(target, List.of());
        }
    }

    /** Defines every {@code $defs} entry under its own name. */
    void defineAll() {
        for (String name : defs.names()) {
            define(name, (JsonObject) defs.get(name));
        }
    }

    /** The emitted shapes, by name, in definition order. */
    Map<String, String> shapes() {
        return shapes;
    }

    /** What the schemas say that the shapes do not check. */
    Set<String> gaps() {
        return gaps;
    }

    /** A definition by name. */
    JsonObject def(String name) {
        return (JsonObject) defs.get(name);
    }

    /** The definition a {@code $ref} names. */
    static String refName(JsonValue ref) {
        String r = ((JsonString) ref).value();
        if (!r.startsWith("#/$defs/")) {
            throw new IllegalArgumentException("only local $defs references are read: " + r);
        }
        return r.substring("#/$defs/".length());
    }

    /** A fresh shape name from a hint. */
    String fresh(String hint) {
        String name = hint;
        for (int i = 2; used.contains(name); i++) {
            name = hint + i;
        }
        used.add(name);
        return name;
    }

    /** Emits the schema as a shape of exactly this name (a definition, or a name already made fresh). */
    void define(String name, JsonObject schema) {
        if (shapes.containsKey(name)) {
            return;
        }
        shapes.put(name, ""); // placeholder: recursive schemas refer to the name before its text is made
        String doc = doc(schema);
        JsonObject s = schema;
        while (isPureRef(s)) { // an alias: the target's shape again, under this name
            s = def(refName(s.get("$ref")));
            if (doc.isEmpty()) {
                doc = doc(s);
            }
        }
        String text;
        if (s.has("allOf")) {
            text = structure(name, merged(s));
        } else if (s.has("anyOf")) {
            text = union(name, alternatives(s, name));
        } else if (s.get("type") instanceof JsonArray types) {
            text = union(name, typeAlternatives(s, types, name));
        } else if (s.has("const") || s.has("enum")) {
            text = enumeration(name, s);
        } else if (isObject(s)) {
            text = object(name, s);
        } else if (isType(s, "array")) {
            Ref item = ref(s.get("items") == null ? JsonObject.builder().build() : (JsonObject) s.get("items"),
                    name + "Item");
            text = "list " + name + " {\n" + member("member", item, false, null) + "}\n";
        } else {
            Ref scalar = ref(s, name + "Value");
            // a named scalar keeps its constraints on the shape itself
            text = (scalar.memberTraits().isEmpty() ? "" : String.join("\n", scalar.memberTraits()) + "\n")
                    + scalarShape(scalar.target()) + " " + name + "\n";
            if (scalar.target().equals("Document")) {
                text = "document " + name + "\n";
            }
        }
        shapes.put(name, (doc.isEmpty() ? "" : doc) + text);
    }

    private static String scalarShape(String prelude) {
        return switch (prelude) {
            case "String" -> "string";
            case "Blob" -> "blob";
            case "Boolean" -> "boolean";
            case "BigInteger" -> "bigInteger";
            case "BigDecimal" -> "bigDecimal";
            default -> throw new IllegalArgumentException("not a scalar: " + prelude);
        };
    }

    /** A reference to the shape of an inline (or referenced) schema, emitting shapes as needed. */
    Ref ref(JsonObject s, String hint) {
        if (s.has("$ref")) {
            return Ref.of(refName(s.get("$ref")));
        }
        if (s.has("allOf") || s.has("anyOf") || s.get("type") instanceof JsonArray || s.has("enum")) {
            String name = fresh(hint);
            define(name, s);
            return Ref.of(name);
        }
        if (s.has("const")) {
            return Ref.of(constShape(s.get("const")));
        }
        if (isObject(s)) {
            if (!s.has("properties") && s.get("additionalProperties") instanceof JsonObject extra && extra.size() > 0) {
                String name = fresh(hint);
                define(name, s);
                return Ref.of(name);
            }
            if (!s.has("properties")) {
                anyObject();
                return Ref.of("AnyObject");
            }
            String name = fresh(hint);
            define(name, s);
            return Ref.of(name);
        }
        if (isType(s, "array")) {
            JsonObject items = s.get("items") == null ? JsonObject.builder().build() : (JsonObject) s.get("items");
            String name = items.has("$ref") && s.size() <= 3 && !s.has("maxItems") && !s.has("minItems")
                    ? listOf(refName(items.get("$ref"))) : null;
            if (name == null) {
                name = fresh(hint);
                define(name, s);
            }
            return new Ref(name, length(s));
        }
        String type = s.get("type") instanceof JsonString t ? t.value() : null;
        if (type == null) {
            return Ref.of("Document");
        }
        return switch (type) {
            case "string" -> Ref.of("byte".equals(text(s, "format")) ? "Blob" : "String");
            case "integer" -> new Ref("BigInteger", range(s));
            case "number" -> new Ref("BigDecimal", range(s));
            case "boolean" -> Ref.of("Boolean");
            case "null" -> throw new IllegalArgumentException("a lone null type is not read");
            default -> throw new IllegalArgumentException("unknown type " + type);
        };
    }

    private String listOf(String item) {
        String name = item + "List";
        if (!shapes.containsKey(name)) {
            if (used.contains(name) && !shapes.containsKey(name)) {
                return null;
            }
            used.add(name);
            shapes.put(name, "list " + name + " {\n    member: " + item + "\n}\n");
        }
        return name;
    }

    private void anyObject() {
        shapes.computeIfAbsent("AnyObject", n -> "/// Any JSON object: a schema of type object with no properties.\n"
                + "structure AnyObject {}\n");
    }

    private String object(String name, JsonObject s) {
        if (!s.has("properties") && s.get("additionalProperties") instanceof JsonObject extra && extra.size() > 0) {
            Ref value = ref(extra, name + "Value");
            return "map " + name + " {\n    key: String\n" + member("value", value, false, null) + "}\n";
        }
        if (s.has("properties") && s.get("additionalProperties") instanceof JsonObject extra && extra.size() > 0) {
            gaps.add(name + ": members beyond the declared properties are not checked against additionalProperties");
        }
        return structure(name, new Merged(s.get("properties") instanceof JsonObject p ? p : JsonObject.builder().build(),
                required(s)));
    }

    private record Merged(JsonObject properties, Set<String> required) {
    }

    private Merged merged(JsonObject s) {
        Map<String, JsonValue> props = new LinkedHashMap<>();
        Set<String> required = new LinkedHashSet<>();
        for (JsonValue part : ((JsonArray) s.get("allOf")).elements()) {
            JsonObject p = (JsonObject) part;
            while (p.has("$ref")) {
                p = def(refName(p.get("$ref")));
            }
            if (p.has("allOf")) {
                Merged inner = merged(p);
                inner.properties().names().forEach(n -> props.put(n, inner.properties().get(n)));
                required.addAll(inner.required());
                continue;
            }
            if (p.get("properties") instanceof JsonObject o) {
                for (String n : o.names()) {
                    props.put(n, refine(props.get(n), o.get(n)));
                }
            }
            required.addAll(required(p));
        }
        JsonObject.Builder b = JsonObject.builder();
        props.forEach(b::put);
        return new Merged(b.build(), required);
    }

    /** A property two allOf parts both declare: the later one, unless it says less than the earlier. */
    private static JsonValue refine(JsonValue earlier, JsonValue later) {
        return earlier != null && later instanceof JsonObject l && l.size() == 1 && l.has("description") ? earlier : later;
    }

    private String structure(String name, Merged m) {
        StringBuilder b = new StringBuilder("structure " + name + " {\n");
        Set<String> memberNames = new HashSet<>();
        boolean first = true;
        for (String prop : m.properties().names()) {
            JsonObject ps = (JsonObject) m.properties().get(prop);
            Ref r = ref(ps, name + pascal(prop));
            String smithyName = memberName(prop, memberNames);
            if (!first) {
                b.append('\n');
            }
            first = false;
            b.append(indent(doc(ps)));
            b.append(member(smithyName, r, m.required().contains(prop), smithyName.equals(prop) ? null : prop));
        }
        return b.append("}\n").toString();
    }

    private String union(String name, List<Alternative> alternatives) {
        StringBuilder b = new StringBuilder("@untagged\nunion " + name + " {\n");
        Set<String> names = new HashSet<>();
        for (Alternative a : alternatives) {
            String n = a.name();
            for (int i = 2; !names.add(n.toLowerCase(Locale.ROOT)); i++) {
                n = a.name() + i;
            }
            b.append(member(n, a.ref(), false, null));
        }
        return b.append("}\n").toString();
    }

    private record Alternative(String name, Ref ref) {
    }

    private List<Alternative> alternatives(JsonObject s, String name) {
        List<Alternative> out = new ArrayList<>();
        int i = 0;
        for (JsonValue v : ((JsonArray) s.get("anyOf")).elements()) {
            JsonObject alt = (JsonObject) v;
            i++;
            if (alt.get("type") instanceof JsonArray types) {
                out.addAll(typeAlternatives(alt, types, name + "Option" + i));
                continue;
            }
            String altName = alt.has("$ref") ? camel(refName(alt.get("$ref")))
                    : alt.get("type") instanceof JsonString t ? t.value() : "option" + i;
            out.add(new Alternative(altName, ref(alt, name + "Option" + i)));
        }
        return out;
    }

    private List<Alternative> typeAlternatives(JsonObject s, JsonArray types, String name) {
        List<Alternative> out = new ArrayList<>();
        for (JsonValue t : types.elements()) {
            String type = ((JsonString) t).value();
            if (type.equals("null")) {
                out.add(new Alternative("none", Ref.of("Unit")));
                continue;
            }
            JsonObject.Builder one = JsonObject.builder();
            for (String k : s.names()) {
                if (!k.equals("type") && !k.equals("description")) {
                    one.put(k, s.get(k));
                }
            }
            one.put("type", type);
            out.add(new Alternative(type, ref(one.build(), name + pascal(type))));
        }
        return out;
    }

    private String enumeration(String name, JsonObject s) {
        if (s.has("const")) {
            JsonValue c = s.get("const");
            if (c instanceof JsonNumber n) {
                return "intEnum " + name + " {\n    " + enumMember(n.lexeme()) + " = " + n.lexeme() + "\n}\n";
            }
            return "enum " + name + " {\n    " + enumMember(((JsonString) c).value()) + " = "
                    + quote(((JsonString) c).value()) + "\n}\n";
        }
        StringBuilder b = new StringBuilder("enum " + name + " {\n");
        Set<String> members = new HashSet<>();
        for (JsonValue v : ((JsonArray) s.get("enum")).elements()) {
            String value = ((JsonString) v).value();
            String m = enumMember(value);
            for (int i = 2; !members.add(m); i++) {
                m = enumMember(value) + "_" + i;
            }
            b.append("    ").append(m).append(" = ").append(quote(value)).append('\n');
        }
        return b.append("}\n").toString();
    }

    /** The shared single-value enum of a const. */
    private String constShape(JsonValue c) {
        String key = c instanceof JsonNumber n ? "n:" + n.lexeme() : "s:" + ((JsonString) c).value();
        String known = consts.get(key);
        if (known != null) {
            return known;
        }
        String raw = c instanceof JsonNumber n ? (n.lexeme().startsWith("-") ? "Minus" + n.lexeme().substring(1)
                : n.lexeme()) : ((JsonString) c).value();
        String name = fresh("Const" + pascal(raw.isEmpty() ? "Empty" : raw));
        consts.put(key, name);
        JsonObject.Builder b = JsonObject.builder().put("const", c);
        shapes.put(name, "/// The constant " + (c instanceof JsonString s ? quote(s.value()) : ((JsonNumber) c).lexeme())
                + ".\n" + enumeration(name, b.build()));
        return name;
    }

    private static String member(String name, Ref r, boolean required, String jsonName) {
        StringBuilder b = new StringBuilder();
        for (String t : r.memberTraits()) {
            b.append("    ").append(t).append('\n');
        }
        if (required) {
            b.append("    @required\n");
        }
        if (jsonName != null) {
            b.append("    @jsonName(").append(quote(jsonName)).append(")\n");
        }
        return b.append("    ").append(name).append(": ").append(r.target()).append('\n').toString();
    }

    private static List<String> range(JsonObject s) {
        String min = s.get("minimum") instanceof JsonNumber n ? "min: " + n.lexeme() : null;
        String max = s.get("maximum") instanceof JsonNumber n ? "max: " + n.lexeme() : null;
        if (min == null && max == null) {
            return List.of();
        }
        return List.of("@range(" + String.join(", ", java.util.stream.Stream.of(min, max)
                .filter(java.util.Objects::nonNull).toList()) + ")");
    }

    private static List<String> length(JsonObject s) {
        String min = s.get("minItems") instanceof JsonNumber n ? "min: " + n.lexeme() : null;
        String max = s.get("maxItems") instanceof JsonNumber n ? "max: " + n.lexeme() : null;
        if (min == null && max == null) {
            return List.of();
        }
        return List.of("@length(" + String.join(", ", java.util.stream.Stream.of(min, max)
                .filter(java.util.Objects::nonNull).toList()) + ")");
    }

    static Set<String> required(JsonObject s) {
        Set<String> out = new LinkedHashSet<>();
        if (s.get("required") instanceof JsonArray a) {
            a.elements().forEach(v -> out.add(((JsonString) v).value()));
        }
        return out;
    }

    static boolean isPureRef(JsonObject s) {
        for (String k : s.names()) {
            if (!k.equals("$ref") && !k.equals("description")) {
                return false;
            }
        }
        return s.has("$ref");
    }

    static boolean isObject(JsonObject s) {
        return isType(s, "object") || s.get("type") == null && s.has("properties");
    }

    static boolean isType(JsonObject s, String type) {
        return s.get("type") instanceof JsonString t && t.value().equals(type);
    }

    private static String text(JsonObject s, String member) {
        return s.get(member) instanceof JsonString t ? t.value() : null;
    }

    /** A Smithy member name for a JSON property: the name itself when Smithy can spell it, else a close one. */
    private static String memberName(String prop, Set<String> taken) {
        String n = prop.replaceAll("[^A-Za-z0-9_]", "_");
        n = n.replaceAll("^_+(?=[0-9_]|$)", "");
        if (n.isEmpty() || !Character.isLetter(n.charAt(0)) && n.charAt(0) != '_') {
            n = "m" + n;
        }
        String base = n;
        for (int i = 2; !taken.add(n.toLowerCase(Locale.ROOT)); i++) {
            n = base + i;
        }
        return n;
    }

    private static String enumMember(String value) {
        String n = value.replaceAll("[^A-Za-z0-9]+", "_").replaceAll("^_+|_+$", "").toUpperCase(Locale.ROOT);
        if (n.isEmpty() || !Character.isLetter(n.charAt(0))) {
            n = "V" + (n.startsWith("_") ? "" : "_") + n;
        }
        return n;
    }

    static String pascal(String s) {
        StringBuilder b = new StringBuilder();
        boolean up = true;
        for (char c : s.toCharArray()) {
            if (!Character.isLetterOrDigit(c)) {
                up = true;
                continue;
            }
            b.append(up ? Character.toUpperCase(c) : c);
            up = false;
        }
        return b.toString();
    }

    private static String camel(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> b.append(c);
            }
        }
        return b.append('"').toString();
    }

    /** The schema's description as a doc comment: its first paragraph, on one line. */
    static String doc(JsonObject s) {
        if (!(s.get("description") instanceof JsonString d)) {
            return "";
        }
        String first = d.value().strip().split("\n\\s*\n", 2)[0].replaceAll("\\s+", " ");
        return first.isEmpty() ? "" : "/// " + first + "\n";
    }

    private static String indent(String text) {
        return text.isEmpty() ? "" : "    " + text;
    }

    /** The shapes sorted by name, for a stable file. */
    static Map<String, String> sorted(Map<String, String> shapes) {
        return new TreeMap<>(shapes);
    }

    static boolean isTrue(JsonValue v) {
        return v instanceof JsonBoolean b && b.value();
    }
}
