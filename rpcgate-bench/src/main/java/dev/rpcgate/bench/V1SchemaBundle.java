package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The JSON Schema bundle generated from the A2A v1.0 proto (2020-12), compiled for one of its definitions. The bundle
 * keys its {@code definitions} by title ({@code "Send Message Request"}) and refers to them by file name
 * ({@code lf.a2a.v1.Part.jsonschema.json}, {@code google.protobuf.Struct.jsonschema.json}); in memory each such
 * {@code $ref} becomes a pointer to the definition whose title without spaces is the message's simple name, and the
 * root refers to the chosen definition. The file itself is read in place and never changed.
 */
final class V1SchemaBundle {
    /** The bundle, read in place: the benchmarks run from the repository root, beside {@code ../shared}. */
    static final Path FILE = Path.of("..", "shared", "testdata", "a2a", "v1.0", "a2a.json");
    private static final String SUFFIX = ".jsonschema.json";

    private V1SchemaBundle() {
    }

    /** The definition of the proto message {@code message} (e.g. {@code SendMessageRequest}), compiled once. */
    static Schema compile(String message) throws IOException {
        if (!Files.isRegularFile(FILE)) {
            throw new IllegalStateException("the A2A v1.0 schema bundle is missing: expected it at "
                    + FILE.toAbsolutePath().normalize() + " (run the benchmarks from the repository root, beside"
                    + " ../shared)");
        }
        ObjectNode root = (ObjectNode) new ObjectMapper().readTree(Files.readString(FILE, StandardCharsets.UTF_8));
        Map<String, String> keys = new HashMap<>();
        root.path("definitions").properties().forEach(e -> keys.put(e.getKey().replace(" ", ""), e.getKey()));
        if (!keys.containsKey(message)) {
            throw new IllegalStateException(FILE + " has no definition of " + message);
        }
        rewrite(root, keys);
        root.put("$ref", "#/definitions/" + keys.get(message)); // 2020-12 applies $ref beside the root's annotations
        Schema s = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(root);
        s.initializeValidators(); // compile every keyword now, not on first use
        return s;
    }

    private static void rewrite(JsonNode node, Map<String, String> keys) {
        if (node instanceof ObjectNode o) {
            JsonNode ref = o.get("$ref");
            if (ref != null && ref.isTextual()) {
                String file = ref.asText();
                String qualified = file.endsWith(SUFFIX) ? file.substring(0, file.length() - SUFFIX.length()) : file;
                String key = keys.get(qualified.substring(qualified.lastIndexOf('.') + 1));
                if (key == null) {
                    throw new IllegalStateException(FILE + " refers to " + file + ", which it does not define");
                }
                o.put("$ref", "#/definitions/" + key);
            }
            o.properties().forEach(e -> rewrite(e.getValue(), keys));
        } else if (node instanceof ArrayNode a) {
            a.forEach(n -> rewrite(n, keys));
        }
    }
}
