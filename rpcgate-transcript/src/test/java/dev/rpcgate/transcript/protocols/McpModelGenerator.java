package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Generates rpcgate's protocol model of one MCP revision from the revision's official JSON Schema and the session
 * rules the specification states in prose (read from a small hand-written file beside this class's resources):
 * the two peers, every request and notification of {@code ClientRequest}, {@code ServerRequest},
 * {@code ClientNotification} and {@code ServerNotification} as a method of the peer that receives it, every
 * definition as a payload shape, and the session order. Deterministic: the same inputs give the same text.
 */
final class McpModelGenerator {
    private static final String TOOL = "rpcgate-transcript/src/test/java/dev/rpcgate/transcript/protocols/"
            + "McpModelGenerator.java";

    private final String revision;
    private final String schemaText;
    private final JsonObject session;
    private final String sessionName;
    private final JsonSchemaShapes shapes;
    private final JsonObject defs;
    private final Set<String> gaps = new LinkedHashSet<>();

    McpModelGenerator(String revision, String schemaText, String sessionName, String sessionText) {
        this.revision = revision;
        this.schemaText = schemaText;
        this.sessionName = sessionName;
        this.session = (JsonObject) parse(sessionText);
        this.defs = (JsonObject) ((JsonObject) parse(schemaText)).get("$defs");
        this.shapes = new JsonSchemaShapes(defs);
    }

    /** One method: who receives it, its wire name, its definition, and whether it is a request. */
    private record Method(String receiver, String wire, String def, boolean request) {
    }

    /** The Smithy IDL of the protocol model. */
    String generate() {
        shapes.defineAll();
        List<Method> methods = new ArrayList<>();
        methods.addAll(methods("server", "ClientRequest", true));
        methods.addAll(methods("server", "ClientNotification", false));
        methods.addAll(methods("client", "ServerRequest", true));
        methods.addAll(methods("client", "ServerNotification", false));
        Map<String, Integer> byWire = new LinkedHashMap<>();
        methods.forEach(m -> byWire.merge(m.wire(), 1, Integer::sum));
        checkSessionNames(methods);
        StringBuilder ops = new StringBuilder();
        Map<String, List<String>> serviceOps = new TreeMap<>();
        for (Method m : methods) {
            String base = m.def().replaceAll("(Request|Notification)$", "");
            String op = shapes.fresh(byWire.get(m.wire()) > 1 ? base + "To" + JsonSchemaShapes.pascal(m.receiver()) : base);
            serviceOps.computeIfAbsent(m.receiver(), k -> new ArrayList<>()).add(op);
            ops.append(operation(op, m)).append('\n');
        }
        StringBuilder out = new StringBuilder();
        out.append("$version: \"2\"\n\nnamespace mcp.v").append(revision.replace('-', '_')).append("\n\n");
        for (String t : List.of("jsonRpc", "jsonRpcCancels", "jsonRpcLifecycle", "jsonRpcProgress", "jsonRpcProtocol",
                "jsonRpcSession", "method", "untagged")) {
            out.append("use smithy.rpc#").append(t).append('\n');
        }
        out.append('\n').append(protocol());
        out.append(service("Server", "the server receives: the client's requests and notifications",
                serviceOps.getOrDefault("server", List.of())));
        out.append(service("Client", "the client receives: the server's requests and notifications",
                serviceOps.getOrDefault("client", List.of())));
        out.append("// Methods\n\n").append(ops);
        out.append("// Payloads: every definition of the schema, and the shapes of its inline schemas\n\n");
        for (String text : JsonSchemaShapes.sorted(shapes.shapes()).values()) {
            out.append(text).append('\n');
        }
        gaps.addAll(shapes.gaps());
        return header() + out.toString().stripTrailing() + "\n";
    }

    /** What the schema says that the model does not check, found while generating. */
    Set<String> gaps() {
        return gaps;
    }

    private String header() {
        return "// GENERATED FILE: do not edit. Made by " + TOOL + "\n"
                + "// from the MCP JSON Schema " + revision + " (schema/" + revision + "/schema.json of\n"
                + "// github.com/modelcontextprotocol/modelcontextprotocol, sha256 " + sha256(schemaText) + ")\n"
                + "// and the session rules of the specification in " + sessionName + ".\n"
                + "// GeneratedProtocolsTest fails when this file is not what the generator makes; run it with\n"
                + "// -Drpcgate.regenerate=true to write it again.\n"
                + (gaps.isEmpty() ? "" : "//\n// What the schema says and this model does not check:\n"
                + String.join("", gaps.stream().sorted().map(g -> "// - " + g + "\n").toList()))
                + "\n";
    }

    private List<Method> methods(String receiver, String union, boolean requests) {
        JsonObject u = (JsonObject) defs.get(union);
        if (u == null) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        if (u.get("anyOf") instanceof JsonArray a) {
            for (JsonValue v : a.elements()) {
                names.add(JsonSchemaShapes.refName(((JsonObject) v).get("$ref")));
            }
        } else if (u.has("$ref")) {
            names.add(JsonSchemaShapes.refName(u.get("$ref")));
        } else {
            names.add(sameMethod(union, wire(u))); // a union of one, written out in place
        }
        List<Method> out = new ArrayList<>();
        for (String def : names) {
            out.add(new Method(receiver, wire(shapes.def(def)), def, requests));
        }
        return out;
    }

    /** The definition that declares the same method as an inline union of one. */
    private String sameMethod(String union, String wire) {
        for (String name : defs.names()) {
            JsonObject d = (JsonObject) defs.get(name);
            if (!name.equals(union) && !name.startsWith("Client") && !name.startsWith("Server") && wire.equals(wireOrNull(d))) {
                return name;
            }
        }
        throw new IllegalStateException(union + " declares " + wire + ", which no other definition does");
    }

    private static String wire(JsonObject def) {
        String w = wireOrNull(def);
        if (w == null) {
            throw new IllegalStateException("a method definition without a const method: " + JsonWriter.write(def));
        }
        return w;
    }

    private static String wireOrNull(JsonObject def) {
        if (def.get("properties") instanceof JsonObject p && p.get("method") instanceof JsonObject m
                && m.get("const") instanceof JsonString s) {
            return s.value();
        }
        return null;
    }

    private String operation(String op, Method m) {
        JsonObject def = shapes.def(m.def());
        JsonObject props = (JsonObject) def.get("properties");
        String input = input(op, props.get("params") instanceof JsonObject p ? p : null);
        StringBuilder b = new StringBuilder(JsonSchemaShapes.doc(def));
        b.append(lifecycle(m));
        String output = null;
        boolean wrapped = false;
        if (m.request()) {
            JsonObject result = result(m, input);
            if (result.has("$ref") && JsonSchemaShapes.isPureRef(result) && isStructure(JsonSchemaShapes.refName(result.get("$ref")))) {
                output = JsonSchemaShapes.refName(result.get("$ref"));
            } else {
                String union = shapes.fresh(op + "ResultUnion");
                shapes.define(union, result);
                output = shapes.fresh(op + "Output");
                shapes.shapes().put(output, "/// The result of " + m.wire() + ", as the schema gives it.\nstructure "
                        + output + " {\n    @required\n    result: " + union + "\n}\n");
                wrapped = true;
            }
        }
        b.append("@method(name: ").append(JsonSchemaShapes.quote(m.wire()))
                .append(m.request() ? ", kind: \"call\"" : ", kind: \"notification\"")
                .append(wrapped ? ", resultMember: \"result\"" : "").append(")\n");
        b.append("operation ").append(op).append(" {\n    input: ").append(input).append('\n');
        if (output != null) {
            b.append("    output: ").append(output).append('\n');
        }
        return b.append("}\n").toString();
    }

    /** The input structure: the params definition, or one made for inline or alternative params. */
    private String input(String op, JsonObject params) {
        if (params == null) {
            String name = shapes.fresh(op + "Input");
            shapes.shapes().put(name, "/// No params are defined.\nstructure " + name + " {}\n");
            return name;
        }
        JsonObject target = params;
        String named = null;
        while (JsonSchemaShapes.isPureRef(target)) {
            named = JsonSchemaShapes.refName(target.get("$ref"));
            target = shapes.def(named);
        }
        if (named != null && isStructure(named)) {
            return named;
        }
        if (target.has("anyOf")) {
            String name = shapes.fresh(op + "Input");
            gaps.add(name + ": the params are one of " + refs(target) + "; as Smithy's input must be one structure,"
                    + " it holds the members of all, required only where every alternative requires them");
            shapes.define(name, mergedAlternatives(target));
            return name;
        }
        String name = shapes.fresh(op + "Input");
        shapes.define(name, target);
        return name;
    }

    private boolean isStructure(String def) {
        JsonObject d = shapes.def(def);
        while (JsonSchemaShapes.isPureRef(d)) {
            d = shapes.def(JsonSchemaShapes.refName(d.get("$ref")));
        }
        return d.has("allOf") || JsonSchemaShapes.isObject(d) && d.has("properties")
                || JsonSchemaShapes.isObject(d) && !(d.get("additionalProperties") instanceof JsonObject e && e.size() > 0);
    }

    /** One object schema with the properties of every alternative; required where all require. */
    private JsonObject mergedAlternatives(JsonObject anyOf) {
        Map<String, List<JsonValue>> props = new LinkedHashMap<>();
        Set<String> required = null;
        for (JsonValue v : ((JsonArray) anyOf.get("anyOf")).elements()) {
            JsonObject alt = (JsonObject) v;
            while (alt.has("$ref")) {
                alt = shapes.def(JsonSchemaShapes.refName(alt.get("$ref")));
            }
            if (alt.get("properties") instanceof JsonObject p) {
                for (String n : p.names()) {
                    List<JsonValue> seen = props.computeIfAbsent(n, k -> new ArrayList<>());
                    if (!seen.contains(p.get(n))) {
                        seen.add(p.get(n));
                    }
                }
            }
            Set<String> r = JsonSchemaShapes.required(alt);
            if (required == null) {
                required = new LinkedHashSet<>(r);
            } else {
                required.retainAll(r);
            }
        }
        JsonObject.Builder p = JsonObject.builder();
        props.forEach((n, schemas) -> p.put(n, schemas.size() == 1 ? schemas.get(0)
                : JsonObject.builder().put("anyOf", JsonArray.of(schemas)).build()));
        List<JsonValue> req = new ArrayList<>();
        (required == null ? Set.<String>of() : required).forEach(r -> req.add(JsonString.of(r)));
        return JsonObject.builder().put("type", "object").put("properties", p.build())
                .put("required", JsonArray.of(req)).build();
    }

    private static String refs(JsonObject anyOf) {
        List<String> names = new ArrayList<>();
        for (JsonValue v : ((JsonArray) anyOf.get("anyOf")).elements()) {
            names.add(((JsonObject) v).has("$ref") ? JsonSchemaShapes.refName(((JsonObject) v).get("$ref")) : "(inline)");
        }
        return String.join(", ", names);
    }

    /**
     * The result schema of a request: the {@code result} of its {@code ...ResultResponse} definition when the schema
     * has one; else the {@code ...Result} of the same name, or the empty result; a request whose params may ask for
     * a task (a {@code task} member) may also be answered with {@code CreateTaskResult}.
     */
    private JsonObject result(Method m, String input) {
        String base = m.def().replaceAll("Request$", "");
        if (defs.get(base + "ResultResponse") instanceof JsonObject response
                && response.get("properties") instanceof JsonObject p && p.get("result") instanceof JsonObject r) {
            return r;
        }
        String result = defs.has(base + "Result") ? base + "Result" : defs.has("EmptyResult") ? "EmptyResult" : "Result";
        JsonObject ref = JsonObject.builder().put("$ref", "#/$defs/" + result).build();
        JsonObject params = shapes.def(input) != null ? shapes.def(input) : null;
        boolean task = params != null && params.get("properties") instanceof JsonObject pp && pp.has("task")
                && defs.has("CreateTaskResult");
        if (!task) {
            return ref;
        }
        return JsonObject.builder().put("anyOf", JsonArray.of(ref,
                JsonObject.builder().put("$ref", "#/$defs/CreateTaskResult").build())).build();
    }

    private String lifecycle(Method m) {
        JsonObject rules = session.get(m.receiver()) instanceof JsonObject r ? r : JsonObject.builder().build();
        Map<String, JsonValue> effective = new LinkedHashMap<>();
        for (JsonValue layer : new JsonValue[] {rules.get("*"), rules.get(m.wire())}) {
            if (layer instanceof JsonObject o) {
                o.names().forEach(n -> effective.put(n, o.get(n)));
            }
        }
        StringBuilder traits = new StringBuilder();
        List<String> parts = new ArrayList<>();
        for (String key : List.of("allowedIn", "onCall", "onSuccess", "onError", "requires")) {
            JsonValue v = effective.get(key);
            if (v == null || v instanceof JsonArray a && a.isEmpty()) {
                continue;
            }
            parts.add(key + ": " + JsonWriter.write(v));
        }
        if (!parts.isEmpty()) {
            traits.append("@jsonRpcLifecycle(").append(String.join(", ", parts)).append(")\n");
        }
        if (session.get("cancels") instanceof JsonObject c && ((JsonString) c.get("method")).value().equals(m.wire())
                && (!(c.get("receivers") instanceof JsonArray r) || r.elements().contains(JsonString.of(m.receiver())))) {
            traits.append("@jsonRpcCancels(idMember: ").append(JsonWriter.write(c.get("idMember")))
                    .append(JsonSchemaShapes.isTrue(c.get("noReply")) ? ", noReply: true" : "").append(")\n");
        }
        if (session.get("progress") instanceof JsonObject p && ((JsonString) p.get("method")).value().equals(m.wire())) {
            traits.append("@jsonRpcProgress(tokenMember: ").append(JsonWriter.write(p.get("tokenMember")))
                    .append(", callPointer: ").append(JsonWriter.write(p.get("callPointer")))
                    .append(p.has("valueMember") ? ", valueMember: " + JsonWriter.write(p.get("valueMember")) : "")
                    .append(")\n");
        }
        return traits.toString();
    }

    private String protocol() {
        StringBuilder b = new StringBuilder();
        b.append("/// MCP ").append(revision).append(": the client (the host's side) and the server it runs.\n");
        b.append("@jsonRpcProtocol(versions: [\"2.0\"], peers: [{name: \"client\", accepts: Client},"
                + " {name: \"server\", accepts: Server}])\n");
        b.append("@jsonRpcSession(\n    states: ").append(JsonWriter.write(session.get("states")));
        if (session.get("capabilities") instanceof JsonArray caps && !caps.isEmpty()) {
            b.append("\n    capabilities: [\n");
            for (JsonValue c : caps.elements()) {
                JsonObject o = (JsonObject) c;
                b.append("        {");
                List<String> parts = new ArrayList<>();
                for (String k : o.names()) {
                    parts.add(k + ": " + JsonWriter.write(o.get(k)));
                }
                b.append(String.join(", ", parts)).append("}\n");
            }
            b.append("    ]");
        }
        b.append("\n)\nstructure Mcp {}\n\n");
        return b.toString();
    }

    private String service(String name, String what, List<String> operations) {
        return "/// What " + what + ".\n@jsonRpc(versions: [\"2.0\"], openErrors: true)\nservice " + name + " {\n"
                + "    version: " + JsonSchemaShapes.quote(revision) + "\n    operations: [\n"
                + String.join("", operations.stream().sorted().map(o -> "        " + o + "\n").toList())
                + "    ]\n}\n\n";
    }

    /** The session file may only name methods the schema has: a renamed method must not lose its rules silently. */
    private void checkSessionNames(List<Method> methods) {
        for (String side : List.of("server", "client")) {
            if (session.get(side) instanceof JsonObject rules) {
                for (String wire : rules.names()) {
                    if (!wire.equals("*") && methods.stream().noneMatch(m -> m.receiver().equals(side)
                            && m.wire().equals(wire))) {
                        throw new IllegalStateException(sessionName + " gives rules for " + wire + " sent to the "
                                + side + ", which the schema does not define");
                    }
                }
            }
        }
    }

    private static JsonValue parse(String text) {
        JsonParse p = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(512)).read(text);
        if (!p.findings().isEmpty()) {
            throw new IllegalArgumentException("not JSON: " + p.findings().get(0).message());
        }
        return p.value();
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
