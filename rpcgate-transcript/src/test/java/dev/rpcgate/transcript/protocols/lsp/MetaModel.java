package dev.rpcgate.transcript.protocols.lsp;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The LSP meta model ({@code metaModel.json} of microsoft/lsprotocol): its version, every request and notification,
 * and the structures, enumerations and type aliases they use, in the file's order. Reading fails loudly, naming the
 * place, on anything the generator does not know: a build tool must not guess.
 *
 * @param version       {@code metaData.version}
 * @param methods       the requests, then the notifications
 * @param structures    by name
 * @param enumerations  by name
 * @param aliases       the type aliases by name
 */
record MetaModel(String version, List<Method> methods, Map<String, Structure> structures,
                 Map<String, Enumeration> enumerations, Map<String, TypeAlias> aliases) {

    /** Who sends a method. */
    enum Direction {
        CLIENT_TO_SERVER, SERVER_TO_CLIENT, BOTH
    }

    /**
     * A request or notification.
     *
     * @param method           the wire name
     * @param typeName         the meta model's name for it, such as {@code HoverRequest}
     * @param direction        who sends it
     * @param request          true for a request, false for a notification
     * @param params           its params type; empty when it takes none
     * @param result           a request's result type
     * @param serverCapability the server capability path that announces it, if any
     * @param clientCapability the client capability path that announces it, if any
     * @param proposed         whether it is a proposed (not yet final) method
     */
    record Method(String method, String typeName, Direction direction, boolean request, Optional<MetaType> params,
                  Optional<MetaType> result, Optional<String> serverCapability, Optional<String> clientCapability,
                  boolean proposed) {
    }

    /**
     * A structure with the structures it extends and mixes in.
     *
     * @param name       its name
     * @param parents    the {@code extends} then the {@code mixins} references, in order
     * @param properties its own properties
     */
    record Structure(String name, List<MetaType> parents, List<Property> properties) {
    }

    /**
     * A property of a structure or literal.
     *
     * @param name     the JSON name
     * @param type     its type
     * @param optional whether it may be absent
     */
    record Property(String name, MetaType type, boolean optional) {
    }

    /**
     * An enumeration.
     *
     * @param name          its name
     * @param base          {@code string}, {@code integer} or {@code uinteger}
     * @param values        its values in order
     * @param customValues  whether other values of the base type are allowed too
     */
    record Enumeration(String name, String base, List<EnumValue> values, boolean customValues) {
    }

    /**
     * One enumeration value.
     *
     * @param name  its name
     * @param value its JSON value: a string or an integer
     */
    record EnumValue(String name, JsonValue value) {
    }

    /**
     * A type alias.
     *
     * @param name its name
     * @param type what it stands for
     */
    record TypeAlias(String name, MetaType type) {
    }

    /** Reads the meta model's text. */
    static MetaModel read(byte[] json) {
        JsonParse parse = JsonReader.standard().read(json);
        if (!parse.isValid()) {
            throw new IllegalArgumentException("the meta model is not strict JSON: " + parse.findings());
        }
        JsonObject root = object(parse.value(), "the meta model");
        String version = string(object(root.get("metaData"), "metaData").get("version"), "metaData.version");
        List<Method> methods = new ArrayList<>();
        for (JsonValue r : array(root.get("requests"), "requests")) {
            methods.add(method(object(r, "a request"), true));
        }
        for (JsonValue n : array(root.get("notifications"), "notifications")) {
            methods.add(method(object(n, "a notification"), false));
        }
        Map<String, Structure> structures = new LinkedHashMap<>();
        for (JsonValue s : array(root.get("structures"), "structures")) {
            JsonObject o = object(s, "a structure");
            String name = string(o.get("name"), "structure name");
            List<MetaType> parents = new ArrayList<>();
            for (String key : List.of("extends", "mixins")) {
                if (o.has(key)) {
                    for (JsonValue p : array(o.get(key), name + "." + key)) {
                        parents.add(type(p, name + "." + key));
                    }
                }
            }
            structures.put(name, new Structure(name, List.copyOf(parents), properties(o.get("properties"), name)));
        }
        Map<String, Enumeration> enumerations = new LinkedHashMap<>();
        for (JsonValue e : array(root.get("enumerations"), "enumerations")) {
            JsonObject o = object(e, "an enumeration");
            String name = string(o.get("name"), "enumeration name");
            MetaType base = type(o.get("type"), name + ".type");
            if (!(base instanceof MetaType.Base(String b)) || !List.of("string", "integer", "uinteger").contains(b)) {
                throw new IllegalArgumentException("enumeration " + name + " has the base type " + base);
            }
            List<EnumValue> values = new ArrayList<>();
            for (JsonValue v : array(o.get("values"), name + ".values")) {
                JsonObject vo = object(v, name + " value");
                values.add(new EnumValue(string(vo.get("name"), name + " value name"), vo.get("value")));
            }
            enumerations.put(name, new Enumeration(name, b, List.copyOf(values), flag(o, "supportsCustomValues")));
        }
        Map<String, TypeAlias> aliases = new LinkedHashMap<>();
        for (JsonValue a : array(root.get("typeAliases"), "typeAliases")) {
            JsonObject o = object(a, "a type alias");
            String name = string(o.get("name"), "type alias name");
            aliases.put(name, new TypeAlias(name, type(o.get("type"), name)));
        }
        return new MetaModel(version, List.copyOf(methods), structures, enumerations, aliases);
    }

    /** The methods a peer receives: those the other peer sends, and those sent both ways. */
    List<Method> receivedBy(Direction receiver) {
        Direction sent = receiver == Direction.CLIENT_TO_SERVER ? Direction.CLIENT_TO_SERVER : Direction.SERVER_TO_CLIENT;
        return methods.stream().filter(m -> m.direction() == sent || m.direction() == Direction.BOTH).toList();
    }

    private static Method method(JsonObject o, boolean request) {
        String name = string(o.get("method"), "method");
        Direction direction = switch (string(o.get("messageDirection"), name + ".messageDirection")) {
            case "clientToServer" -> Direction.CLIENT_TO_SERVER;
            case "serverToClient" -> Direction.SERVER_TO_CLIENT;
            case "both" -> Direction.BOTH;
            default -> throw new IllegalArgumentException(name + " has an unknown messageDirection");
        };
        Optional<MetaType> params = o.has("params") ? Optional.of(type(o.get("params"), name + ".params"))
                : Optional.empty();
        Optional<MetaType> result = request ? Optional.of(type(o.get("result"), name + ".result")) : Optional.empty();
        return new Method(name, string(o.get("typeName"), name + ".typeName"), direction, request, params, result,
                optionalString(o, "serverCapability"), optionalString(o, "clientCapability"), flag(o, "proposed"));
    }

    private static List<Property> properties(JsonValue value, String where) {
        List<Property> out = new ArrayList<>();
        for (JsonValue p : array(value, where + ".properties")) {
            JsonObject o = object(p, where + " property");
            String name = string(o.get("name"), where + " property name");
            out.add(new Property(name, type(o.get("type"), where + "." + name), flag(o, "optional")));
        }
        return List.copyOf(out);
    }

    static MetaType type(JsonValue value, String where) {
        JsonObject o = object(value, where);
        String kind = string(o.get("kind"), where + ".kind");
        return switch (kind) {
            case "base" -> new MetaType.Base(string(o.get("name"), where));
            case "reference" -> new MetaType.Reference(string(o.get("name"), where));
            case "array" -> new MetaType.ArrayOf(type(o.get("element"), where + "[]"));
            case "map" -> new MetaType.MapOf(type(o.get("key"), where + "{key}"), type(o.get("value"), where + "{}"));
            case "or" -> new MetaType.Or(items(o, where));
            case "and" -> new MetaType.And(items(o, where));
            case "tuple" -> new MetaType.Tuple(items(o, where));
            case "literal" -> new MetaType.Literal(properties(object(o.get("value"), where).get("properties"), where));
            case "stringLiteral" -> new MetaType.StringLiteral(string(o.get("value"), where));
            case "integerLiteral" -> new MetaType.IntegerLiteral(((JsonNumber) o.get("value")).findLong()
                    .orElseThrow(() -> new IllegalArgumentException(where + " is not an integer literal")));
            case "booleanLiteral" -> new MetaType.BooleanLiteral(((JsonBoolean) o.get("value")).value());
            default -> throw new IllegalArgumentException(where + " has the unknown kind " + kind);
        };
    }

    private static List<MetaType> items(JsonObject o, String where) {
        List<MetaType> out = new ArrayList<>();
        for (JsonValue item : array(o.get("items"), where + ".items")) {
            out.add(type(item, where + "|"));
        }
        return List.copyOf(out);
    }

    private static JsonObject object(JsonValue v, String where) {
        if (v instanceof JsonObject o) {
            return o;
        }
        throw new IllegalArgumentException("expected an object for " + where + ", found " + v);
    }

    private static List<JsonValue> array(JsonValue v, String where) {
        if (v instanceof JsonArray a) {
            return a.elements();
        }
        throw new IllegalArgumentException("expected an array for " + where + ", found " + v);
    }

    private static String string(JsonValue v, String where) {
        if (v instanceof JsonString s) {
            return s.value();
        }
        throw new IllegalArgumentException("expected a string for " + where + ", found " + v);
    }

    private static Optional<String> optionalString(JsonObject o, String name) {
        return o.has(name) ? Optional.of(string(o.get(name), name)) : Optional.empty();
    }

    private static boolean flag(JsonObject o, String name) {
        return o.get(name) instanceof JsonBoolean b && b.value();
    }
}
