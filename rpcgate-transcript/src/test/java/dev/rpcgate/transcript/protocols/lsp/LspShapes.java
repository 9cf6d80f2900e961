package dev.rpcgate.transcript.protocols.lsp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns meta model types into Smithy IDL shapes: the structures (their {@code extends} and {@code mixins} copied in),
 * enumerations and type aliases under their own names, and a named shape for every inline type (an {@code or}, an
 * array, a map, a literal), named after where it occurs. Blocks come out in a fixed order: each named shape, then
 * the inline shapes it needed, so the same meta model always gives the same text.
 */
final class LspShapes {
    /** Meta model aliases that stand for any JSON value: Smithy's document says exactly that. */
    static final String ANY = "LSPAny";

    private final MetaModel meta;
    private final Set<String> taken = new HashSet<>();
    private final Map<String, String> lists = new HashMap<>(); // element target -> list shape name
    private final List<String> blocks = new ArrayList<>();

    LspShapes(MetaModel meta, Set<String> reserved) {
        this.meta = meta;
        taken.addAll(reserved);
        taken.addAll(meta.structures().keySet());
        taken.addAll(meta.enumerations().keySet());
        taken.addAll(meta.aliases().keySet());
        for (String prelude : List.of("String", "Boolean", "Integer", "Double", "Document", "Unit")) {
            if (!taken.add(prelude)) {
                throw new IllegalArgumentException("the meta model defines " + prelude + ", a Smithy prelude name");
            }
        }
        for (MetaModel.TypeAlias a : meta.aliases().values()) {
            if (a.type() instanceof MetaType.ArrayOf(MetaType element) && isNamed(element)) {
                lists.put(target(element, a.name()), a.name()); // LSPAny[] is LSPArray, not a second list
            }
        }
    }

    /** The emitted blocks, each one shape (or a shape and its doc comment), in order. */
    List<String> blocks() {
        return List.copyOf(blocks);
    }

    /** Emits every structure, type alias and enumeration, in the meta model's order. */
    void emitAll() {
        for (MetaModel.Structure s : meta.structures().values()) {
            int at = reserve();
            blocks.set(at, structure(s.name(), flatten(s), ""));
        }
        for (MetaModel.TypeAlias a : meta.aliases().values()) {
            alias(a);
        }
        for (MetaModel.Enumeration e : meta.enumerations().values()) {
            blocks.add(enumeration(e));
        }
    }

    /** Adds a block written elsewhere (an operation, an error), at the current place. */
    void add(String block) {
        blocks.add(block);
    }

    /** Reserves a place for a block whose text is known only after its inline shapes were emitted. */
    int reserve() {
        blocks.add(null);
        return blocks.size() - 1;
    }

    void set(int at, String block) {
        blocks.set(at, block);
    }

    /** Registers a name the caller will define; fails when it is taken. */
    void claim(String name) {
        if (!taken.add(name)) {
            throw new IllegalArgumentException("the shape name " + name + " is taken");
        }
    }

    /** The Smithy shape a value of the type is checked with; inline types get a shape named {@code context}. */
    String target(MetaType type, String context) {
        return switch (type) {
            case MetaType.Base(String name) -> base(name);
            case MetaType.Reference(String name) -> reference(name);
            case MetaType.ArrayOf(MetaType element) -> list(element, context);
            case MetaType.MapOf(MetaType key, MetaType value) -> map(fresh(context), key, value, context);
            case MetaType.Or(List<MetaType> items) -> union(fresh(context), items);
            case MetaType.Tuple(List<MetaType> items) -> tuple(fresh(context), items);
            case MetaType.Literal(List<MetaModel.Property> properties) -> literal(fresh(context), properties);
            case MetaType.StringLiteral(String value) -> stringLiteral(fresh(context), value);
            case MetaType.And and -> throw new IllegalArgumentException("an 'and' type at " + context
                    + ": Smithy has no intersection, and the generator does not merge one yet");
            case MetaType.IntegerLiteral l -> throw new IllegalArgumentException("an integer literal at " + context);
            case MetaType.BooleanLiteral l -> throw new IllegalArgumentException("a boolean literal at " + context);
        };
    }

    /** True for the type {@code null}. */
    static boolean isNull(MetaType type) {
        return type instanceof MetaType.Base(String name) && name.equals("null");
    }

    /** A structure's properties with those of the structures it extends and mixes in, its own last and winning. */
    Map<String, MetaModel.Property> flatten(MetaModel.Structure s) {
        Map<String, MetaModel.Property> all = new LinkedHashMap<>();
        for (MetaType parent : s.parents()) {
            if (!(parent instanceof MetaType.Reference(String name)) || !meta.structures().containsKey(name)) {
                throw new IllegalArgumentException(s.name() + " extends " + parent + ", which is not a structure");
            }
            all.putAll(flatten(meta.structures().get(name)));
        }
        for (MetaModel.Property p : s.properties()) {
            all.put(p.name(), p);
        }
        return all;
    }

    /** A structure block: each property a member, {@code @required} unless the meta model marks it optional. */
    String structure(String name, Map<String, MetaModel.Property> properties, String doc) {
        StringBuilder b = new StringBuilder(doc);
        if (properties.isEmpty()) {
            return b.append("structure ").append(name).append(" {}\n").toString();
        }
        b.append("structure ").append(name).append(" {\n");
        boolean first = true;
        for (MetaModel.Property p : properties.values()) {
            if (isNull(p.type())) {
                throw new IllegalArgumentException(name + "." + p.name() + " has the type null alone");
            }
            String target = target(p.type(), name + capitalize(p.name()));
            if (!first) {
                b.append('\n');
            }
            first = false;
            if (!p.optional()) {
                b.append("    @required\n");
            }
            b.append("    ").append(p.name()).append(": ").append(target).append('\n');
        }
        return b.append("}\n").toString();
    }

    private void alias(MetaModel.TypeAlias a) {
        switch (a.type()) {
            case MetaType.Reference r -> {
                // an alias of a structure is that structure: Smithy has no aliases, so references resolve through it
            }
            case MetaType.Or(List<MetaType> items) when a.name().equals(ANY) -> {
                // any JSON value: Smithy's Document
            }
            case MetaType.Or(List<MetaType> items) -> union(a.name(), items);
            case MetaType.ArrayOf(MetaType element) -> {
                String member = target(element, a.name() + "Item");
                if (!a.name().equals(lists.get(member))) {
                    lists.putIfAbsent(member, a.name());
                }
                blocks.add("list " + a.name() + " {\n    member: " + member + "\n}\n");
            }
            case MetaType.MapOf(MetaType key, MetaType value) -> map(a.name(), key, value, a.name());
            case MetaType.Base(String name) when isStringBase(name) ->
                    blocks.add("/// LSP's " + a.name() + ": a " + name + ".\nstring " + a.name() + "\n");
            default -> throw new IllegalArgumentException("the type alias " + a.name() + " is a " + a.type());
        }
    }

    private String enumeration(MetaModel.Enumeration e) {
        StringBuilder b = new StringBuilder();
        if (e.customValues()) {
            List<String> known = new ArrayList<>();
            for (MetaModel.EnumValue v : e.values()) {
                known.add(v.name() + " = " + v.value());
            }
            b.append(LspModelGenerator.wrap("/// ", "Known values: " + String.join(", ", known)
                    + "; other values are allowed too."));
            return b.append(switch (e.base()) {
                case "string" -> "string " + e.name() + "\n";
                case "integer" -> "integer " + e.name() + "\n";
                default -> "@range(min: 0)\ninteger " + e.name() + "\n";
            }).toString();
        }
        b.append(e.base().equals("string") ? "enum " : "intEnum ").append(e.name()).append(" {\n");
        Set<String> names = new HashSet<>();
        for (MetaModel.EnumValue v : e.values()) {
            String name = constant(v.name());
            if (!names.add(name)) {
                throw new IllegalArgumentException(e.name() + " has the value name " + name + " twice");
            }
            b.append("    ").append(name).append(" = ").append(v.value()).append('\n');
        }
        return b.append("}\n").toString();
    }

    private String base(String name) {
        return switch (name) {
            case "string" -> "String";
            case "boolean" -> "Boolean";
            case "integer" -> "Integer";
            case "uinteger" -> "UInteger";
            case "decimal" -> "Double";
            case "DocumentUri" -> "DocumentUri";
            case "URI" -> "URI";
            case "RegExp" -> "RegExp";
            default -> throw new IllegalArgumentException("the base type " + name + " has no Smithy shape here");
        };
    }

    private static boolean isStringBase(String name) {
        return List.of("string", "DocumentUri", "URI", "RegExp").contains(name);
    }

    private String reference(String name) {
        if (meta.structures().containsKey(name) || meta.enumerations().containsKey(name)) {
            return name;
        }
        MetaModel.TypeAlias a = meta.aliases().get(name);
        if (a == null) {
            throw new IllegalArgumentException("a reference to " + name + ", which the meta model does not define");
        }
        if (name.equals(ANY)) {
            return "Document";
        }
        return a.type() instanceof MetaType.Reference(String to) ? reference(to) : name;
    }

    private static boolean isNamed(MetaType type) {
        return type instanceof MetaType.Reference || type instanceof MetaType.Base b && !isNull(b);
    }

    private String list(MetaType element, String context) {
        if (isNull(element)) {
            throw new IllegalArgumentException("an array of null at " + context);
        }
        if (isNamed(element)) {
            String member = target(element, context + "Item");
            String known = lists.get(member);
            if (known != null) {
                return known;
            }
            String name = fresh(member + "List");
            lists.put(member, name);
            blocks.add("list " + name + " {\n    member: " + member + "\n}\n");
            return name;
        }
        String name = fresh(context);
        int at = reserve();
        String member = target(element, name + "Item");
        blocks.set(at, "list " + name + " {\n    member: " + member + "\n}\n");
        return name;
    }

    private String map(String name, MetaType key, MetaType value, String context) {
        String keyTarget = target(key, context + "Key");
        if (!isStringShape(key)) {
            throw new IllegalArgumentException("a map at " + context + " whose key " + key + " is not a string");
        }
        int at = reserve();
        String valueTarget = target(value, name + "Value");
        blocks.set(at, "map " + name + " {\n    key: " + keyTarget + "\n    value: " + valueTarget + "\n}\n");
        return name;
    }

    private boolean isStringShape(MetaType key) {
        return switch (key) {
            case MetaType.Base(String name) -> isStringBase(name);
            case MetaType.Reference(String name) -> meta.aliases().containsKey(name)
                    && isStringShape(meta.aliases().get(name).type());
            default -> false;
        };
    }

    /**
     * An untagged union: one member per item, nested {@code or}s flattened, {@code null} as a member targeting
     * {@code Unit}; the member names say the item's type.
     */
    private String union(String name, List<MetaType> items) {
        List<MetaType> flat = new ArrayList<>();
        flattenOr(items, flat);
        int at = reserve();
        StringBuilder b = new StringBuilder("@untagged\nunion ").append(name).append(" {\n");
        Set<String> names = new HashSet<>();
        for (MetaType item : flat) {
            String member = unique(memberName(item), names);
            String target = isNull(item) ? "Unit" : target(item, name + capitalize(member));
            b.append("    ").append(member).append(": ").append(target).append('\n');
        }
        blocks.set(at, b.append("}\n").toString());
        return name;
    }

    private static void flattenOr(List<MetaType> items, List<MetaType> into) {
        for (MetaType item : items) {
            if (item instanceof MetaType.Or(List<MetaType> nested)) {
                flattenOr(nested, into);
            } else if (!into.contains(item)) {
                into.add(item);
            }
        }
    }

    private String memberName(MetaType item) {
        return switch (item) {
            case MetaType.Base(String name) -> switch (name) {
                case "null" -> "nullValue";
                case "URI" -> "uri";
                case "DocumentUri" -> "documentUri";
                case "RegExp" -> "regExp";
                default -> name;
            };
            case MetaType.Reference(String name) -> decapitalize(name);
            case MetaType.ArrayOf(MetaType element) -> memberName(element) + "List";
            case MetaType.MapOf m -> "map";
            case MetaType.Literal l -> "object";
            case MetaType.Tuple t -> "tuple";
            case MetaType.StringLiteral(String value) -> decapitalize(identifier(value));
            default -> "value";
        };
    }

    private static String unique(String wanted, Set<String> names) {
        String name = wanted;
        for (int i = 2; !names.add(name.toLowerCase(Locale.ROOT)); i++) {
            name = wanted + i;
        }
        return name;
    }

    private String tuple(String name, List<MetaType> items) {
        if (items.isEmpty() || items.stream().distinct().count() != 1) {
            throw new IllegalArgumentException("the tuple " + name + " mixes element types: " + items);
        }
        int at = reserve();
        String member = target(items.get(0), name + "Item");
        blocks.set(at, "/// A tuple of " + items.size() + ".\n@length(min: " + items.size() + ", max: " + items.size()
                + ")\nlist " + name + " {\n    member: " + member + "\n}\n");
        return name;
    }

    private String literal(String name, List<MetaModel.Property> properties) {
        Map<String, MetaModel.Property> byName = new LinkedHashMap<>();
        for (MetaModel.Property p : properties) {
            byName.put(p.name(), p);
        }
        int at = reserve();
        blocks.set(at, structure(name, byName, ""));
        return name;
    }

    private String stringLiteral(String name, String value) {
        blocks.add("/// Exactly \"" + value + "\".\nenum " + name + " {\n    " + constant(value)
                + " = " + LspModelGenerator.quote(value) + "\n}\n");
        return name;
    }

    /** A shape name not yet taken: the wanted one, else with {@code Value}, then a number, appended. */
    String fresh(String wanted) {
        if (taken.add(wanted)) {
            return wanted;
        }
        if (taken.add(wanted + "Value")) {
            return wanted + "Value";
        }
        for (int i = 2; ; i++) {
            if (taken.add(wanted + i)) {
                return wanted + i;
            }
        }
    }

    /** The value as a Smithy identifier: letters and digits kept, everything else dropped, never empty. */
    static String identifier(String value) {
        StringBuilder b = new StringBuilder();
        for (char c : value.toCharArray()) {
            if (c < 128 && Character.isLetterOrDigit(c)) {
                b.append(c);
            }
        }
        if (b.isEmpty() || Character.isDigit(b.charAt(0))) {
            b.insert(0, "V");
        }
        return b.toString();
    }

    /**
     * A name as Smithy's recommended enum member form, upper case words joined by underscores: PlainText is
     * PLAIN_TEXT, asIs AS_IS, UTF8 UTF8, HTMLFile HTML_FILE.
     */
    static String constant(String name) {
        String id = identifier(name);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (i > 0 && Character.isUpperCase(c)) {
                char before = id.charAt(i - 1);
                boolean wordEnds = Character.isLowerCase(before) || Character.isDigit(before);
                boolean acronymEnds = Character.isUpperCase(before) && i + 1 < id.length()
                        && Character.isLowerCase(id.charAt(i + 1));
                if (wordEnds || acronymEnds) {
                    b.append('_');
                }
            }
            b.append(Character.toUpperCase(c));
        }
        return b.toString();
    }

    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static String decapitalize(String s) {
        if (s.isEmpty()) {
            return s;
        }
        int upper = 0;
        while (upper < s.length() && Character.isUpperCase(s.charAt(upper))) {
            upper++;
        }
        if (upper <= 1) {
            return Character.toLowerCase(s.charAt(0)) + s.substring(1);
        }
        // LSPObject -> lspObject, URI -> uri: a leading run of capitals is one word
        int cut = upper == s.length() ? upper : upper - 1;
        return s.substring(0, cut).toLowerCase(Locale.ROOT) + s.substring(cut);
    }
}
