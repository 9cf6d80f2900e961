package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.ShapeContract;
import dev.rpcgate.transcript.PeerName;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import software.amazon.smithy.model.shapes.ShapeId;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every official example of MCP 2026-07-28 (one folder per definition, each file one valid instance) against the
 * built-in protocol: the value against the shape of its definition, and a whole message also against the method of
 * the peer that receives it. Each example is then broken in ways read off the schema itself — a required member
 * dropped, a member of a plain type given another type — and must fail exactly there.
 */
class McpExamplesTest {
    private static final String REVISION = "2026-07-28";
    private static final BuiltInProtocol PROTOCOL = BuiltInProtocols.find("mcp@" + REVISION).orElseThrow();
    private static final ProtocolDescription DESCRIPTION = PROTOCOL.prepare().expectDescription();
    private static final JsonObject DEFS = (JsonObject) ((JsonObject) parse(RepoFiles.read(
            RepoFiles.testData("mcp", "the MCP JSON Schemas").resolve(REVISION).resolve("schema.json")))).get("$defs");

    /** One example file: the definition it instantiates, its text and value. */
    record Example(String type, Path file, String text, JsonValue value) {
    }

    static List<Example> examples() {
        Path root = RepoFiles.testData("mcp", "the MCP examples").resolve(REVISION).resolve("examples");
        List<Example> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                out.add(new Example(f.getParent().getFileName().toString(), f, text, parse(text)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static Stream<Named<Example>> cases() {
        return examples().stream().map(e -> Named.of(e.type() + "/" + e.file().getFileName(), e));
    }

    @Test
    void theExamplesAreAllThere() {
        List<Example> all = examples();
        assertThat(all).hasSizeGreaterThanOrEqualTo(120);
        assertThat(all.stream().map(Example::type).distinct().count()).isGreaterThanOrEqualTo(85);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aValidExamplePasses(Example e) {
        assertThat(DEFS.has(e.type())).as("a definition named " + e.type()).isTrue();
        assertThat(errors(shape(e.type()).validate(e.value()))).as(e.file().toString()).isEmpty();
        for (MessageCheck check : messageChecks(e.type())) {
            assertThat(errors(check.run(e.text()))).as(e.file() + " as " + check).isEmpty();
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aDroppedRequiredMemberFailsAtItsPath(Example e) {
        Optional<JsonObject> schema = objectSchema(DEFS.get(e.type()));
        if (schema.isEmpty() || !(e.value() instanceof JsonObject o)) {
            assertThat(mapMutationFails(e)).as(e.file() + ": a map entry of the wrong type").isTrue();
            return;
        }
        List<String> required = JsonSchemaShapes.required(schema.get()).stream().filter(o::has).toList();
        for (String member : required) {
            JsonObject broken = without(o, member);
            assertThat(errors(shape(e.type()).validate(broken))).as(e.file() + " without " + member)
                    .anyMatch(f -> f.code().equals("MissingRequired") && f.path().equals("/" + member));
            for (MessageCheck check : messageChecks(e.type())) {
                assertThat(errors(check.run(JsonWriter.write(broken)))).as(e.file() + " without " + member + " as "
                        + check).isNotEmpty();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aMemberOfTheWrongTypeFailsAtItsPath(Example e) {
        Optional<JsonObject> schema = objectSchema(DEFS.get(e.type()));
        if (schema.isEmpty() || !(e.value() instanceof JsonObject o)) {
            return; // the map examples break their entries in the test above
        }
        JsonObject props = (JsonObject) schema.get().get("properties");
        int broken = 0;
        for (String member : o.names()) {
            String type = plainType(props.get(member));
            if (type == null) {
                continue;
            }
            JsonObject mutated = with(o, member, wrongFor(type));
            assertThat(errors(shape(e.type()).validate(mutated))).as(e.file() + " with " + member + " not a " + type)
                    .anyMatch(f -> f.code().equals("TypeMismatch") && f.path().equals("/" + member));
            broken++;
        }
        assertThat(broken + countUntyped(o, props)).as(e.file() + ": members").isEqualTo(o.size());
        boolean requires = JsonSchemaShapes.required(schema.get()).stream().anyMatch(o::has);
        assertThat(broken > 0 || requires).as(e.file() + ": at least one mutation").isTrue();
    }

    /** A map example (no properties): its first entry given a number must fail at that entry. */
    private static boolean mapMutationFails(Example e) {
        if (!(e.value() instanceof JsonObject o) || o.size() == 0) {
            return false;
        }
        String key = o.names().get(0);
        return errors(shape(e.type()).validate(with(o, key, JsonNumber.of(42)))).stream()
                .anyMatch(f -> f.path().equals("/" + key));
    }

    /** Members whose schema is not one plain type (a union, a constant-free any value), or unknown to the schema. */
    private static int countUntyped(JsonObject o, JsonObject props) {
        int n = 0;
        for (String member : o.names()) {
            if (plainType(props.get(member)) == null) {
                n++;
            }
        }
        return n;
    }

    /** The one JSON type a property's schema allows, following references; null when it allows several or any. */
    private static String plainType(JsonValue schema) {
        if (!(schema instanceof JsonObject s)) {
            return null;
        }
        while (s.has("$ref")) {
            s = (JsonObject) DEFS.get(JsonSchemaShapes.refName(s.get("$ref")));
        }
        if (s.has("anyOf")) {
            return null;
        }
        if (s.has("allOf")) {
            return "object";
        }
        return s.get("type") instanceof JsonString t ? t.value() : s.has("properties") ? "object" : null;
    }

    private static JsonValue wrongFor(String type) {
        return switch (type) {
            case "string" -> JsonNumber.of(123);
            case "integer", "number", "boolean" -> JsonString.of("x");
            case "array" -> JsonObject.builder().build();
            case "object" -> JsonArray.of();
            default -> throw new IllegalArgumentException(type);
        };
    }

    /** The object schema of a definition, following references and merging allOf; empty for other schemas. */
    static Optional<JsonObject> objectSchema(JsonValue def) {
        JsonObject s = (JsonObject) def;
        while (JsonSchemaShapes.isPureRef(s)) {
            s = (JsonObject) DEFS.get(JsonSchemaShapes.refName(s.get("$ref")));
        }
        if (s.has("allOf")) {
            JsonObject.Builder props = JsonObject.builder();
            List<JsonValue> required = new ArrayList<>();
            for (JsonValue part : ((JsonArray) s.get("allOf")).elements()) {
                JsonObject p = objectSchema(part).orElseThrow();
                JsonObject pp = (JsonObject) p.get("properties");
                pp.names().forEach(n -> props.put(n, pp.get(n)));
                JsonSchemaShapes.required(p).forEach(r -> required.add(JsonString.of(r)));
            }
            return Optional.of(JsonObject.builder().put("properties", props.build())
                    .put("required", JsonArray.of(required)).build());
        }
        return s.get("properties") instanceof JsonObject ? Optional.of(s) : Optional.empty();
    }

    /** How a whole message of a definition is also checked: as a request to each peer that has its method. */
    private static List<MessageCheck> messageChecks(String type) {
        List<MessageCheck> out = new ArrayList<>();
        JsonObject def = (JsonObject) DEFS.get(type);
        String wire = wire(def);
        if (wire != null && (type.endsWith("Request") || type.endsWith("Notification"))) {
            for (PeerName peer : DESCRIPTION.peers()) {
                DESCRIPTION.serviceFor(peer).filter(s -> s.findMethod(wire).isPresent())
                        .ifPresent(s -> out.add(new MessageCheck(peer + " receives " + wire, s, null)));
            }
        }
        if (type.endsWith("ResultResponse")) {
            String request = wire((JsonObject) DEFS.get(type.replace("ResultResponse", "Request")));
            PreparedService server = DESCRIPTION.serviceFor(new PeerName("server")).orElseThrow();
            out.add(new MessageCheck("the server's reply to " + request, server, request));
        }
        return out;
    }

    private record MessageCheck(String name, PreparedService service, String replyTo) {
        List<Finding> run(String text) {
            if (replyTo == null) {
                RequestResult r = service.validateRequest(text);
                return r.findings();
            }
            ResponseResult r = service.validateResponse(text, ResponseContext.method(replyTo));
            return r.findings();
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static String wire(JsonObject def) {
        return def != null && def.get("properties") instanceof JsonObject p && p.get("method") instanceof JsonObject m
                && m.get("const") instanceof JsonString s ? s.value() : null;
    }

    private static ShapeContract shape(String type) {
        ShapeContract c = ShapeContract.prepare(PROTOCOL.model().orElseThrow(),
                ShapeId.fromParts(PROTOCOL.protocolShape().getNamespace(), type), PROTOCOL.policy());
        assertThat(c.problems()).isEmpty();
        return c;
    }

    private static List<Finding> errors(List<Finding> findings) {
        return findings.stream().filter(Finding::isError).toList();
    }

    private static JsonObject without(JsonObject o, String member) {
        JsonObject.Builder b = JsonObject.builder();
        o.names().stream().filter(n -> !n.equals(member)).forEach(n -> b.put(n, o.get(n)));
        return b.build();
    }

    private static JsonObject with(JsonObject o, String member, JsonValue value) {
        JsonObject.Builder b = JsonObject.builder();
        o.names().forEach(n -> b.put(n, n.equals(member) ? value : o.get(n)));
        return b.build();
    }

    private static JsonValue parse(String text) {
        JsonParse p = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(512)).read(text);
        assertThat(p.findings()).isEmpty();
        return p.value();
    }

    static boolean isTrue(JsonValue v) {
        return v instanceof JsonBoolean b && b.value();
    }
}
