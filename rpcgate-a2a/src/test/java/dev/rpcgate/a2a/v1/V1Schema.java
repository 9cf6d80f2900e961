package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JSON Schema bundle generated from the A2A v1.0 proto ({@code a2a/v1.0/a2a.json} of the shared test data,
 * 2020-12, read in place) under networknt, each definition compiled once. The bundle keys its {@code definitions} by
 * title ({@code "Send Message Request"}) and refers to them by file names ({@code lf.a2a.v1.Part.jsonschema.json},
 * {@code google.protobuf.Value.jsonschema.json}); in memory every such {@code $ref} becomes a pointer to the
 * definition whose title without spaces is the proto message's simple name ({@code Struct}, {@code Value},
 * {@code Timestamp} for the well-known types). The file itself is never changed.
 */
final class V1Schema {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String SUFFIX = ".jsonschema.json";
    private static final ObjectNode BUNDLE = load();
    private static final Map<String, Schema> COMPILED = new ConcurrentHashMap<>();

    private V1Schema() {
    }

    private static ObjectNode load() {
        try {
            JsonNode root = MAPPER.readTree(RepoFiles.testData("a2a/v1.0", "the A2A v1.0 protocol files")
                    .resolve("a2a.json").toFile());
            ObjectNode bundle = (ObjectNode) root;
            Map<String, String> keys = new HashMap<>();
            bundle.get("definitions").properties().forEach(e -> keys.put(e.getKey().replace(" ", ""), e.getKey()));
            rewrite(bundle, keys);
            return bundle;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Points every file-name {@code $ref} at its definition; fails on a name the bundle does not define. */
    private static void rewrite(JsonNode node, Map<String, String> keys) {
        if (node instanceof ObjectNode o) {
            JsonNode ref = o.get("$ref");
            if (ref != null && ref.isTextual()) {
                String file = ref.asText();
                assertThat(file).as("a $ref of the bundle names a file").endsWith(SUFFIX);
                String qualified = file.substring(0, file.length() - SUFFIX.length());
                String key = keys.get(qualified.substring(qualified.lastIndexOf('.') + 1));
                assertThat(key).as("the bundle defines " + file).isNotNull();
                o.put("$ref", "#/definitions/" + pointerEscape(key));
            }
            o.properties().forEach(e -> rewrite(e.getValue(), keys));
        } else if (node instanceof ArrayNode a) {
            a.forEach(n -> rewrite(n, keys));
        }
    }

    private static String pointerEscape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    /** The definition key of a proto message (its title), if the bundle has one. */
    static Optional<String> definition(String protoMessage) {
        for (var e : BUNDLE.get("definitions").properties()) {
            if (e.getKey().replace(" ", "").equals(protoMessage)) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }

    /** The bundle's definition keys. */
    static List<String> definitions() {
        return BUNDLE.get("definitions").properties().stream().map(Map.Entry::getKey).toList();
    }

    /** networknt's errors for {@code json} against the definition of {@code protoMessage} (compiled once). */
    static List<com.networknt.schema.Error> validate(String protoMessage, String json) {
        Schema schema = COMPILED.computeIfAbsent(protoMessage, V1Schema::compile);
        try {
            return schema.validate(MAPPER.readTree(json));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Schema compile(String protoMessage) {
        String key = definition(protoMessage).orElseThrow(() -> new AssertionError("no definition of " + protoMessage));
        ObjectNode root = BUNDLE.deepCopy();
        root.put("$ref", "#/definitions/" + pointerEscape(key)); // 2020-12 applies $ref beside the root's annotations
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(root);
    }
}
